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
