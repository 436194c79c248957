package io.agon.polis.rules;

import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;

/** Set-up step 6 (spec 3.1): each seat draws his opening card from a deck of his choice. */
final class OpeningDrawRule extends DrawOfChoiceRule<Step.OpeningDraw> {
    OpeningDrawRule(Labels labels, Drawing drawing) {
        super(labels, drawing, "opening hand", "Draw your opening card from a deck of your choice");
    }

    @Override
    public int decider(PolisState s, Step.OpeningDraw step) {
        return step.seat();
    }
}
