package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.Action;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.cards.CardUse;
import io.agon.polis.rules.cards.Herodotus;
import java.util.List;

/**
 * HERODOTUS (spec 7.7): after looking at a history pile, box one of its cards. What the card does is in
 * {@code rules/cards/Herodotus.java}; this rule lists the pile's cards and consults it.
 */
final class HerodotusPickRule extends PolisStep<Step.HerodotusPick> {
    private final CardUse use;

    HerodotusPickRule(Labels labels, CardUse use) {
        super(labels);
        this.use = use;
    }

    @Override
    public void legal(PolisState s, Step.HerodotusPick step, List<Action> out) {
        long m = Herodotus.boxable(s, step);
        while (m != 0) {
            int card = CardUse.first(m);
            m &= m - 1;
            out.add(Acts.HERODOTUS_BOX[card]);
        }
    }

    @Override
    void declare(Actions<PolisState, Step, Step.HerodotusPick> on) {
        on.on(PolisAction.HerodotusBox.class, (ctx, a) -> Herodotus.boxAndTell(use, ctx.state(), ctx.seat(), ctx.step(),
                a.card(), ctx.control(), ctx.events()));
    }

    @Override
    public String prompt(PolisState s, Step.HerodotusPick step) {
        return "Herodotus: choose the card of " + Labels.seat(step.target()) + "'s history pile to box";
    }
}
