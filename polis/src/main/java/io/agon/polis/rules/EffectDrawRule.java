package io.agon.polis.rules;

import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Draw;

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
