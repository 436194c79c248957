package io.agon.polis.rules;

import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.flow.Flow;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Attack;
import io.agon.polis.rules.PolisAction.Destroy;
import io.agon.polis.rules.PolisAction.Sacrifice;
import io.agon.polis.rules.PolisAction.Trade;
import java.util.List;

/** Phase 6 (trade, spec 4.6 with Harbour obligations 7.6) and phase 7 (war, spec 4.7 with its two choices). */
final class TradeAndWar {

    private TradeAndWar() {
    }

    /** Phase 6 (spec 4.6): trade with up to the allowed number of partners; a Harbour may oblige a trade. */
    static final class TradePhaseRule extends PolisStep<Step.TradePhase> {
        private final Trading trading;

        TradePhaseRule(Labels labels, Trading trading) {
            super(labels);
            this.trading = trading;
        }

        @Override
        public void legal(PolisState s, Step.TradePhase step, List<Action> out) {
            trading.legal(s, step, out);
        }

        @Override
        void declare(ActionHandlers.Builder<PolisState, Step.TradePhase> on) {
            on.on(PolisAction.Trade.class, (s, step, p, a, flow, ev) -> trading.trade(s, p, step, a.partner(), flow, ev))
                    .on(PolisAction.Done.class, (s, step, p, a, flow, ev) -> {
                        trading.done(s, step);
                        flow.done(s, ev);
                    },
                    (s, step, a, observer) -> step.done() == 0 ? "Do not trade" : "Trade no more");
        }

        @Override
        public boolean resolve(PolisState s, Step.TradePhase step, Control<PolisState> flow, EventSink ev) {
            if (Turn.endsNow(s, flow)) {
                return true;
            }
            if (step.done() < step.max()) {
                return false;
            }
            trading.finish(s);
            flow.done(s, ev);
            return true;
        }

        @Override
        public String prompt(PolisState s, Step.TradePhase t) {
            return "Phase 6: trade (" + t.done() + " of " + t.max() + ")" + (Trading.obligationsMet(t) ? ""
                    : ", a Harbour obliges a trade with " + (t.reqA() >= 0 ? Labels.seat(t.reqA()) : "")
                    + (t.reqB() >= 0 ? (t.either() ? " or " : " and ") + Labels.seat(t.reqB()) : ""));
        }

    }

    /** Phase 7 (spec 4.7): attack one player, or end the turn. */
    static final class WarPhaseRule extends PolisStep<Step.WarPhase> {
        private final War war;

        WarPhaseRule(Labels labels, War war) {
            super(labels);
            this.war = war;
        }

        @Override
        public void legal(PolisState s, Step.WarPhase step, List<Action> out) {
            war.legal(s, out);
        }

        @Override
        void declare(ActionHandlers.Builder<PolisState, Step.WarPhase> on) {
            on.on(PolisAction.Attack.class, (s, step, p, a, flow, ev) -> war.attack(s, p, a.target(), a.mercenaries(), flow, ev))
                    .on(PolisAction.Done.class, (s, step, p, a, flow, ev) -> Turn.endTurn(s, flow, ev),
                    (s, step, a, observer) -> "Make no war (end the turn)");
        }

        @Override
        public boolean resolve(PolisState s, Step.WarPhase step, Control<PolisState> flow, EventSink ev) {
            if (Turn.endsNow(s, flow)) {
                return true;
            }
            if (war.canAttackAny(s)) {
                return false;
            }
            flow.done(s, ev);
            return true;
        }

        @Override
        public String prompt(PolisState s, Step.WarPhase step) {
            return "Phase 7: attack a player, or end your turn";
        }

    }

    /** War step 3: the attacker picks the defender's card to destroy. */
    static final class DestroyChoiceRule extends PolisStep<Step.DestroyChoice> {
        private final War war;

        DestroyChoiceRule(Labels labels, War war) {
            super(labels);
            this.war = war;
        }

        @Override
        public void legal(PolisState s, Step.DestroyChoice step, List<Action> out) {
            war.legalDestroy(s, step, out);
        }

        @Override
        void declare(ActionHandlers.Builder<PolisState, Step.DestroyChoice> on) {
            on.on(PolisAction.Destroy.class, (s, step, p, a, flow, ev) -> war.destroy(s, p, step, a.card(), flow, ev));
        }

        @Override
        public boolean resolve(PolisState s, Step.DestroyChoice step, Control<PolisState> flow, EventSink ev) {
            if (war.destroyable(s, step.defender()) != 0) {
                return false;
            }
            flow.done(s, ev);
            return true;
        }

        @Override
        public String prompt(PolisState s, Step.DestroyChoice step) {
            return "War: choose the card of " + Labels.seat(step.defender()) + " to destroy";
        }
    }

    /** War step 4: the attacker sacrifices one of his own war cards; the turn ends (spec 4.7, 4.8). */
    static final class SacrificeChoiceRule extends PolisStep<Step.SacrificeChoice> {
        private final War war;

        SacrificeChoiceRule(Labels labels, War war) {
            super(labels);
            this.war = war;
        }

        @Override
        public void legal(PolisState s, Step.SacrificeChoice step, List<Action> out) {
            war.legalSacrifice(s, out);
        }

        @Override
        void declare(ActionHandlers.Builder<PolisState, Step.SacrificeChoice> on) {
            on.on(PolisAction.Sacrifice.class, (s, step, p, a, flow, ev) -> {
                war.sacrifice(s, p, a.card(), flow, ev);
                flow.done(s, ev);
                Turn.endTurn(s, flow, ev);
            });
        }

        @Override
        public String prompt(PolisState s, Step.SacrificeChoice step) {
            return "War: sacrifice one of your war cards";
        }
    }
}
