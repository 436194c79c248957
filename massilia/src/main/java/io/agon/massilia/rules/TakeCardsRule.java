package io.agon.massilia.rules;

import io.agon.massilia.model.Step;
import io.agon.core.flow.StepContext;
import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step.TakeCards;
import io.agon.massilia.rules.MassiliaAction.TakeCard;
import java.util.List;

/**
 * Grey action (spec 5.4.3-4, D13, D33): take a god card, face up or from the deck; with {@link Jupiter} a second
 * card is optional.
 */
final class TakeCardsRule extends MassiliaRule<TakeCards> {

    TakeCardsRule(MassiliaData data) {
        super(data);
    }

    @Override
    public int decider(MassiliaState s, TakeCards t) {
        return t.player();
    }

    @Override
    public void legal(MassiliaState s, TakeCards t, List<Action> out) {
        if (s.handSize[t.player()] < data.handLimit) {
            for (int src = 0; src < 3; src++) {
                if (src < 2 ? s.faceUp[src] >= 0 : Hands.deckAvailable(s)) {
                    out.add(Acts.TAKE[src]);
                }
            }
        }
        if (t.taken() > 0) {
            out.add(Acts.STOP_TAKING);
        }
    }

    @Override
    void declare(Actions<MassiliaState, Step, TakeCards> on) {
        on.on(MassiliaAction.TakeCard.class, this::onTakeCard)
                .on(MassiliaAction.StopTaking.class, this::onStopTaking)
                .otherwise((ctx, a) -> new IllegalActionException("5.4.3", "take a god card (5.4.3)"));
    }

    private void onTakeCard(StepContext<MassiliaState, Step, TakeCards> ctx, MassiliaAction.TakeCard a) {
        take(ctx.state(), ctx.step(), a.source(), ctx.control(), ctx.events());
    }

    private void onStopTaking(StepContext<MassiliaState, Step, TakeCards> ctx, MassiliaAction.StopTaking a) {
        if (ctx.step().taken() == 0) {
            throw new IllegalActionException("5.4.3", "you must take one god card (5.4.3)");
        }
        ctx.done();
    }

    private void take(MassiliaState s, TakeCards t, int source, Control<MassiliaState> flow, EventSink events) {
        if (s.handSize[t.player()] >= data.handLimit) {
            throw new IllegalActionException("D13", "the hand limit is " + data.handLimit + " (5.4, D13)");
        }
        if (source == 0 || source == 1) {
            if (s.faceUp[source] < 0) {
                throw new IllegalActionException("D33", "that face-up slot is empty (D33)");
            }
        } else if (source == 2) {
            if (!Hands.deckAvailable(s)) {
                throw new IllegalActionException("D33", "the deck and the discard pile are empty (D33)");
            }
        } else {
            throw new IllegalActionException("5.4.3", "take face-up card 0 or 1, or the top of the deck (2)");
        }
        int god;
        if (source < 2) {
            god = s.faceUp[source];
            s.faceUp[source] = -1;
        } else {
            god = Hands.draw(s);
        }
        Hands.addToHand(s, t.player(), god);
        Hands.refill(s);
        if (events.enabled()) {
            events.emit(new MassiliaEvent.CardTaken(t.player(), source, source < 2 ? god : -1));
        }
        int taken = t.taken() + 1;
        if (taken >= t.max() || s.handSize[t.player()] >= data.handLimit || !Hands.anyObtainable(s)) {
            flow.done(s, events);
        } else {
            flow.replace(s, TakeCards.of(t.player(), t.max(), taken));
        }
    }

    @Override
    public String prompt(MassiliaState s, TakeCards t) {
        return Ids.player(t.player()) + ": take a god card" + (t.taken() > 0 ? " (optional)" : "");
    }
}
