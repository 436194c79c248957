package io.agon.polis.rules;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.flow.Flow;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Build;
import io.agon.polis.rules.PolisAction.Protect;
import java.util.List;

/** The phases that grow and guard the city: building (spec 4.3) and protection (spec 4.4). */
final class CityPhases {

    private CityPhases() {
    }

    /** Phase 3 (spec 4.3): build up to two hand cards, paying their cost. */
    static final class BuildPhaseRule extends PolisStep<Step.BuildPhase> {
        private final Building building;

        BuildPhaseRule(Labels labels, Building building) {
            super(labels);
            this.building = building;
        }

        @Override
        public void legal(PolisState s, Step.BuildPhase step, List<Action> out) {
            building.legal(s, out);
        }

        @Override
        boolean act(PolisState s, Step.BuildPhase step, int p, PolisAction a, Flow<PolisState, ?> flow,
                    EventSink ev) {
            switch (a.kind()) {
                case BUILD -> building.build(s, p, ((Build) a).card(), ev);
                case DONE -> flow.done(s, ev);
                default -> {
                    return false;
                }
            }
            return true;
        }

        @Override
        public boolean resolve(PolisState s, Step.BuildPhase step, Flow<PolisState, ?> flow, EventSink ev) {
            if (building.canBuildAny(s)) {
                return false;
            }
            flow.done(s, ev);
            return true;
        }

        @Override
        public String prompt(PolisState s, Step.BuildPhase step) {
            return "Phase 3: build (" + s.builds + " of 2 built), or end building";
        }

        @Override
        String doneLabel(Step.BuildPhase step) {
            return "End building";
        }
    }

    /** Phase 4 (spec 4.4): put a coin on one thick-bordered symbol, or not. */
    static final class ProtectPhaseRule extends PolisStep<Step.ProtectPhase> {
        private final Protection protection;

        ProtectPhaseRule(Labels labels, Protection protection) {
            super(labels);
            this.protection = protection;
        }

        @Override
        public void legal(PolisState s, Step.ProtectPhase step, List<Action> out) {
            protection.legal(s, out);
        }

        @Override
        boolean act(PolisState s, Step.ProtectPhase step, int p, PolisAction a, Flow<PolisState, ?> flow,
                    EventSink ev) {
            switch (a.kind()) {
                case PROTECT -> {
                    Protect x = (Protect) a;
                    protection.protect(s, p, x.card(), x.symbol(), ev);
                }
                case DONE -> {
                }
                default -> {
                    return false;
                }
            }
            flow.done(s, ev);
            return true;
        }

        @Override
        public boolean resolve(PolisState s, Step.ProtectPhase step, Flow<PolisState, ?> flow, EventSink ev) {
            if (Turn.endsNow(s)) {
                return true;
            }
            if (protection.canProtectAny(s)) {
                return false;
            }
            flow.done(s, ev);
            return true;
        }

        @Override
        public String prompt(PolisState s, Step.ProtectPhase step) {
            return "Phase 4: put a coin on a thick-bordered symbol, or skip";
        }

        @Override
        String doneLabel(Step.ProtectPhase step) {
            return "Protect nothing";
        }
    }
}
