package io.agon.polis.rules;

import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.flow.Flow;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Buy;
import io.agon.polis.rules.PolisAction.Draw;
import io.agon.polis.rules.PolisAction.Peek;
import java.util.List;

/**
 * The drawing steps: phase 0 (the LIGHTHOUSE look, spec 4.0, 7.21), phase 1 (two draws from different decks and
 * the optional purchase, spec 4.1) and the replacement draw of ARCHIMEDES and PRIESTESS (spec 7.2, 7.17).
 */
final class DrawSteps {

    private DrawSteps() {
    }

    /** Phase 0 (spec 4.0): the active player may look at the top cards of two decks with his LIGHTHOUSE. */
    static final class LighthouseRule extends PolisStep<Step.LighthousePhase> {
        private final Drawing drawing;

        LighthouseRule(Labels labels, Drawing drawing) {
            super(labels);
            this.drawing = drawing;
        }

        @Override
        public void legal(PolisState s, Step.LighthousePhase step, List<Action> out) {
            drawing.legalPeek(s, out);
        }

        @Override
        void declare(ActionHandlers.Builder<PolisState, Step.LighthousePhase> on) {
            on.on(PolisAction.Peek.class, (s, step, p, a, flow, ev) -> {
                drawing.peek(s, p, a.first().ordinal(), a.second().ordinal(), ev);
                flow.done(s, ev);
            }).on(PolisAction.Done.class, (s, step, p, a, flow, ev) -> flow.done(s, ev),
                    (s, step, a, observer) -> "Do not use the Lighthouse");
        }

        @Override
        public boolean resolve(PolisState s, Step.LighthousePhase step, Control<PolisState> flow, EventSink ev) {
            if (drawing.canPeek(s)) {
                return false;
            }
            flow.done(s, ev);
            return true;
        }

        @Override
        public String prompt(PolisState s, Step.LighthousePhase step) {
            return "Phase 0: look at the top cards of two decks with the Lighthouse, or skip";
        }

    }

    /** Phase 1 (spec 4.1 step 1): two draws, from two different decks. */
    static final class DrawPhaseRule extends PolisStep<Step.DrawPhase> {
        private final Drawing drawing;

        DrawPhaseRule(Labels labels, Drawing drawing) {
            super(labels);
            this.drawing = drawing;
        }

        @Override
        public void legal(PolisState s, Step.DrawPhase step, List<Action> out) {
            drawing.legalPhaseOneDraw(s, step, out);
        }

        @Override
        void declare(ActionHandlers.Builder<PolisState, Step.DrawPhase> on) {
            on.on(PolisAction.Draw.class, (s, step, p, a, flow, ev) -> drawing.phaseOneDraw(s, p, step,
                    a.colour().ordinal(), flow, ev));
        }

        @Override
        public boolean resolve(PolisState s, Step.DrawPhase step, Control<PolisState> flow, EventSink ev) {
            if (step.drawn() < 2 && drawing.canDrawPhaseOne(s, step)) {
                return false;
            }
            flow.done(s, ev);
            return true;
        }

        @Override
        public String prompt(PolisState s, Step.DrawPhase step) {
            return "Phase 1: draw " + (step.drawn() == 0 ? "your first" : "your second") + " card"
                    + (step.firstColour() >= 0 ? " (not " + Labels.colour(step.firstColour()) + ")" : "");
        }
    }

    /** Phase 1 (spec 4.1 step 2): one optional purchase, for 5 money or 2 point tokens with ARISTOTLE. */
    static final class BuyPhaseRule extends PolisStep<Step.BuyPhase> {
        private final Drawing drawing;

        BuyPhaseRule(Labels labels, Drawing drawing) {
            super(labels);
            this.drawing = drawing;
        }

        @Override
        public void legal(PolisState s, Step.BuyPhase step, List<Action> out) {
            drawing.legalBuy(s, out);
        }

        @Override
        void declare(ActionHandlers.Builder<PolisState, Step.BuyPhase> on) {
            on.on(PolisAction.Buy.class, (s, step, p, a, flow, ev) -> {
                drawing.buy(s, p, a.colour().ordinal(), a.withPoints(), ev);
                flow.done(s, ev);
            }).on(PolisAction.Done.class, (s, step, p, a, flow, ev) -> flow.done(s, ev),
                    (s, step, a, observer) -> "Buy nothing");
        }

        @Override
        public boolean resolve(PolisState s, Step.BuyPhase step, Control<PolisState> flow, EventSink ev) {
            if (drawing.canBuy(s)) {
                return false;
            }
            flow.done(s, ev);
            return true;
        }

        @Override
        public String prompt(PolisState s, Step.BuyPhase step) {
            return "Phase 1: buy one more card, or skip";
        }

    }

    /** The replacement draw of ARCHIMEDES or PRIESTESS (spec 7.2, 7.17), from a deck of the player's choice. */
    static final class EffectDrawRule extends DrawOfChoiceRule<Step.EffectDraw> {
        EffectDrawRule(Labels labels, Drawing drawing) {
            super(labels, drawing, "replacement draw", "Draw the replacement card from a deck of your choice");
        }

        @Override
        public int decider(PolisState s, Step.EffectDraw step) {
            return step.player();
        }
    }
}
