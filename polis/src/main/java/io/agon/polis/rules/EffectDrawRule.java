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

/** The replacement draw of ARCHIMEDES or PRIESTESS (spec 7.2, 7.17), from a deck of the player's choice. */
final class EffectDrawRule extends DrawOfChoiceRule<Step.EffectDraw> {
    EffectDrawRule(Labels labels, Drawing drawing) {
        super(labels, drawing, "replacement draw", "Draw the replacement card from a deck of your choice");
    }

    @Override
    public int decider(PolisState s, Step.EffectDraw step) {
        return step.player();
    }
}
