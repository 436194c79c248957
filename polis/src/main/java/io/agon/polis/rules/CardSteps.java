package io.agon.polis.rules;

import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.flow.Flow;
import io.agon.polis.model.Colour;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Discard;
import io.agon.polis.rules.PolisAction.Draw;
import io.agon.polis.rules.PolisAction.HerodotusBox;
import io.agon.polis.rules.cards.Colony;
import io.agon.polis.rules.cards.Phidias;
import java.util.List;

/**
 * The choices that special cards push on top of a phase: COLONY, PHIDIAS and HERODOTUS (spec 7). What each card
 * does lives in its own file ({@code rules/cards/Colony.java}...); these rules consult it.
 */
final class CardSteps {

    private CardSteps() {
    }

    /** COLONY on placement (spec 7.14): the owner may pay the price again for the top red card. */
    static final class ColonyChoiceRule extends PolisStep<Step.ColonyChoice> {
        private final Cards cards;

        ColonyChoiceRule(Labels labels, Cards cards) {
            super(labels);
            this.cards = cards;
        }

        @Override
        public int decider(PolisState s, Step.ColonyChoice step) {
            return step.owner();
        }

        @Override
        public void legal(PolisState s, Step.ColonyChoice step, List<Action> out) {
            out.add(Acts.USE_COLONY);
            out.add(Acts.DONE);
        }

        @Override
        void declare(ActionHandlers.Builder<PolisState, Step.ColonyChoice> on) {
            on.on(PolisAction.UseColony.class, (s, step, p, a, flow, ev) -> {
                Colony.checkUse(s, p, step);
                flow.done(s, ev);
                Cards.toBank(s, p, step.price());
                int card = cards.drawFrom(s, Colour.RED.ordinal(), ev);
                cards.place(s, p, card, step.price(), ev.enabled() ? "places {card} with the Colony (paid "
                        + step.price() + ")" : "", flow, ev);
            },
                    (s, step, a, observer) -> "Pay " + step.price() + " for the top red card (Colony)").on(PolisAction.Done.class, (s, step, p, a, flow, ev) -> flow.done(s, ev),
                    (s, step, a, observer) -> "Decline the Colony");
        }

        @Override
        public boolean resolve(PolisState s, Step.ColonyChoice step, Control<PolisState> flow, EventSink ev) {
            if (Colony.canUse(s, step)) {
                return false;
            }
            flow.done(s, ev);
            return true;
        }

        @Override
        public String prompt(PolisState s, Step.ColonyChoice step) {
            return "Colony: pay " + step.price() + " again for the top red card, or decline";
        }


    }

    /** PHIDIAS (spec 7.15 step 1): the owner draws his cards one at a time, each from a deck of his choice. */
    static final class PhidiasDrawRule extends PolisStep<Step.PhidiasDraw> {
        private final Drawing drawing;

        PhidiasDrawRule(Labels labels, Drawing drawing) {
            super(labels);
            this.drawing = drawing;
        }

        @Override
        public int decider(PolisState s, Step.PhidiasDraw step) {
            return step.player();
        }

        @Override
        public void legal(PolisState s, Step.PhidiasDraw step, List<Action> out) {
            Drawing.legalAnyDraw(s, out);
        }

        @Override
        void declare(ActionHandlers.Builder<PolisState, Step.PhidiasDraw> on) {
            on.on(PolisAction.Draw.class, (s, step, p, a, flow, ev) -> {
                int c = a.colour().ordinal();
                Drawing.requireOpen(s, c);
                Phidias.drew(s, step, flow, ev);
                drawing.drawOfChoice(s, p, c, "Phidias", flow, ev);
            });
        }

        @Override
        public boolean resolve(PolisState s, Step.PhidiasDraw step, Control<PolisState> flow, EventSink ev) {
            if (Phidias.mustDraw(step, Cards.anyUnblocked(s))) {
                return false;
            }
            flow.done(s, ev);
            return true;
        }

        @Override
        public String prompt(PolisState s, Step.PhidiasDraw step) {
            return "Phidias: draw " + step.remaining() + " more card(s), one at a time";
        }
    }

    /** PHIDIAS (spec 7.15 step 2): each player boxes one hand card, then draws one. */
    static final class PhidiasDiscardRule extends PolisStep<Step.PhidiasDiscard> {
        private final Drawing drawing;

        PhidiasDiscardRule(Labels labels, Drawing drawing) {
            super(labels);
            this.drawing = drawing;
        }

        @Override
        public int decider(PolisState s, Step.PhidiasDiscard step) {
            return step.player();
        }

        @Override
        public void legal(PolisState s, Step.PhidiasDiscard step, List<Action> out) {
            drawing.legalPhidiasDiscard(s, step.player(), out);
        }

        @Override
        void declare(ActionHandlers.Builder<PolisState, Step.PhidiasDiscard> on) {
            on.on(PolisAction.Discard.class, (s, step, p, a, flow, ev) -> drawing.phidiasDiscard(s, p, a.card(), flow, ev));
        }

        @Override
        public boolean resolve(PolisState s, Step.PhidiasDiscard step, Control<PolisState> flow, EventSink ev) {
            if (Phidias.mustDiscard(s, step)) {
                return false;
            }
            flow.done(s, ev);
            return true;
        }

        @Override
        public String prompt(PolisState s, Step.PhidiasDiscard step) {
            return "Phidias: put one hand card in the box (then draw one)";
        }
    }

    /** HERODOTUS (spec 7.7): after looking at a history pile, box one of its cards. */
    static final class HerodotusPickRule extends PolisStep<Step.HerodotusPick> {
        private final PhaseFive phaseFive;

        HerodotusPickRule(Labels labels, PhaseFive phaseFive) {
            super(labels);
            this.phaseFive = phaseFive;
        }

        @Override
        public void legal(PolisState s, Step.HerodotusPick step, List<Action> out) {
            phaseFive.legalHerodotusPick(s, step, out);
        }

        @Override
        void declare(ActionHandlers.Builder<PolisState, Step.HerodotusPick> on) {
            on.on(PolisAction.HerodotusBox.class, (s, step, p, a, flow, ev) -> phaseFive.herodotusBox(s, p, step, a.card(), flow,
                    ev));
        }

        @Override
        public String prompt(PolisState s, Step.HerodotusPick step) {
            return "Herodotus: choose the card of " + Labels.seat(step.target()) + "'s history pile to box";
        }
    }
}
