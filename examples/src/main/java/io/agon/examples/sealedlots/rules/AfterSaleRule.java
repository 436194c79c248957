package io.agon.examples.sealedlots.rules;

import io.agon.core.IllegalActionException;
import io.agon.core.flow.StepRule;
import io.agon.examples.sealedlots.model.LotsState;
import io.agon.examples.sealedlots.model.Step.AfterSale;

/** Rules 2.2: after the sale the seller ends his turn or, once per turn, peeks at the next card first. */
// tutorial:begin after-sale
public final class AfterSaleRule {

    /** The rule: who decides, what is legal, what each action does and says, and what the seller is asked. */
    public static final StepRule<LotsState, AfterSale> RULE = StepRule.of(LotsState.class, AfterSale.class)
            .decider((s, step) -> step.seller())
            .legal((s, step, out) -> {
                out.add(LotsAction.END_TURN);
                if (!step.peeked() && !s.deck.isEmpty()) {
                    out.add(LotsAction.PEEK);
                }
            })
            .on(LotsAction.Peek.class, (ctx, peek) -> {
                LotsState s = ctx.state();
                if (ctx.step().peeked() || s.deck.isEmpty()) {
                    throw new IllegalActionException("2.2", "you may peek once per turn, and only at a card that is"
                            + " there");
                }
                s.peekedCard[ctx.seat()] = s.deck.peek();
                ctx.replace(new AfterSale(ctx.seat(), true));
            })
            .words(LotsAction.Peek.class, (ctx, peek, observer) -> "Peek at the next card")
            .on(LotsAction.EndTurn.class, (ctx, end) -> {
                ctx.state().peekedCard[ctx.seat()] = -1;
                ctx.done();    // the last step of the turn: the phase's end hook runs
            })
            .words(LotsAction.EndTurn.class, (ctx, end, observer) -> "End the turn")
            .otherwise((ctx, action) -> IllegalActionException.notNow(action, "end your turn or peek"))
            .prompt((s, step) -> "End your turn or peek")
            .build();

    private AfterSaleRule() {
    }
}
// tutorial:end after-sale
