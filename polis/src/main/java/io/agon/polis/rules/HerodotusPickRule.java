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

/** HERODOTUS (spec 7.7): after looking at a history pile, box one of its cards. */
final class HerodotusPickRule extends PolisStep<Step.HerodotusPick> {
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
