package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Build;
import java.util.List;

/** Phase 3 (spec 4.3): build up to two hand cards, paying their cost. */
final class BuildPhaseRule extends PolisStep<Step.BuildPhase> {
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
    void declare(Actions<PolisState, Step, Step.BuildPhase> on) {
        on.on(PolisAction.Build.class, (ctx, a) -> building.build(ctx.state(), ctx.seat(), a.card(), ctx.control(),
                ctx.events()))
                .on(PolisAction.Done.class, (ctx, a) -> ctx.done())
                .words(PolisAction.Done.class, (ctx, a, observer) -> "End building");
    }

    @Override
    public boolean resolve(PolisState s, Step.BuildPhase step, Control<PolisState> flow, EventSink ev) {
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

}
