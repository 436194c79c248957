package io.agon.polis.rules;

import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.flow.Flow;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.PickBoard;
import java.util.List;

/** The set-up steps (spec 3.1, 3.2): choosing a board side (V1), drafting boards (V2), the opening draws. */
final class SetupSteps {

    private SetupSteps() {
    }

    /** V1 (spec 3.2): the dealt seat chooses the side of his board. */
    static final class SideChoiceRule extends PolisStep<Step.SideChoice> {
        private final PolisSetup setup;
        private final Catalogue cat;

        SideChoiceRule(Labels labels, PolisSetup setup, Catalogue cat) {
            super(labels);
            this.setup = setup;
            this.cat = cat;
        }

        @Override
        public int decider(PolisState s, Step.SideChoice step) {
            return step.seat();
        }

        @Override
        public void legal(PolisState s, Step.SideChoice step, List<Action> out) {
            setup.legalSides(step, out);
        }

        @Override
        void declare(ActionHandlers.Builder<PolisState, Step.SideChoice> on) {
            on.on(PolisAction.PickBoard.class, (s, step, p, a, flow, ev) -> setup.pickSide(s, p, step, a.side(), flow, ev));
        }

        @Override
        public String prompt(PolisState s, Step.SideChoice step) {
            return "Choose the side of your city board " + cat.sides().get(2 * step.board()).cityName()
                    + " (variant V1)";
        }
    }

    /** V2 (spec 3.2, D49): each seat in turn, from the last counter-clockwise, drafts a board and its side. */
    static final class DraftPickRule extends PolisStep<Step.DraftPick> {
        private final PolisSetup setup;

        DraftPickRule(Labels labels, PolisSetup setup) {
            super(labels);
            this.setup = setup;
        }

        @Override
        public int decider(PolisState s, Step.DraftPick step) {
            return step.seat();
        }

        @Override
        public void legal(PolisState s, Step.DraftPick step, List<Action> out) {
            setup.legalDraft(step, out);
        }

        @Override
        void declare(ActionHandlers.Builder<PolisState, Step.DraftPick> on) {
            on.on(PolisAction.PickBoard.class, (s, step, p, a, flow, ev) -> setup.draftPick(s, p, step, a.side(), flow, ev));
        }

        @Override
        public String prompt(PolisState s, Step.DraftPick step) {
            return "Draft a city board and its side (variant V2)";
        }
    }

    /** Set-up step 6 (spec 3.1): each seat draws his opening card from a deck of his choice. */
    static final class OpeningDrawRule extends DrawOfChoiceRule<Step.OpeningDraw> {
        OpeningDrawRule(Labels labels, Drawing drawing) {
            super(labels, drawing, "opening hand", "Draw your opening card from a deck of your choice");
        }

        @Override
        public int decider(PolisState s, Step.OpeningDraw step) {
            return step.seat();
        }
    }
}
