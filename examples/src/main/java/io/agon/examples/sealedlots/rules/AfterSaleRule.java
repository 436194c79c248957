package io.agon.examples.sealedlots.rules;

import io.agon.core.Action;
import io.agon.core.IllegalActionException;
import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.StepRule;
import io.agon.examples.sealedlots.model.LotsState;
import io.agon.examples.sealedlots.model.Step.AfterSale;
import java.util.List;

/** Rules 2.2: after the sale the seller ends his turn or, once per turn, peeks at the next card first. */
// tutorial:begin after-sale
public final class AfterSaleRule implements StepRule<LotsState, AfterSale> {

    @Override
    public int decider(LotsState s, AfterSale step) {
        return step.seller();
    }

    @Override
    public void legal(LotsState s, AfterSale step, List<Action> out) {
        out.add(LotsAction.END_TURN);
        if (!step.peeked() && !s.deck.isEmpty()) {
            out.add(LotsAction.PEEK);
        }
    }

    /** Peek (once per turn) or end the turn: each action type has its handler, which receives it typed, and its words. */
    private final ActionHandlers<LotsState, AfterSale> actions = ActionHandlers.<LotsState, AfterSale>builder()
            .on(LotsAction.Peek.class, (s, step, seat, peek, flow, events) -> {
                if (step.peeked() || s.deck.isEmpty()) {
                    throw new IllegalActionException("2.2", "you may peek once per turn, and only at a card that is"
                            + " there");
                }
                s.peekedCard[seat] = s.deck.peek();
                flow.replace(s, new AfterSale(seat, true));
            }, (s, step, peek, observer) -> "Peek at the next card")
            .on(LotsAction.EndTurn.class, (s, step, seat, end, flow, events) -> {
                s.peekedCard[seat] = -1;
                flow.done(s, events);    // the last step of the turn: the phase's end hook runs
            }, (s, step, end, observer) -> "End the turn")
            .otherwise((s, step, action) -> IllegalActionException.notNow(action, "end your turn or peek"))
            .build();

    @Override
    public ActionHandlers<LotsState, AfterSale> actions() {
        return actions;
    }

    @Override
    public String prompt(LotsState s, AfterSale step) {
        return "End your turn or peek";
    }
}
// tutorial:end after-sale
