package io.agon.examples.auctionhouse.rules;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Control;
import io.agon.core.flow.StepRule;
import io.agon.examples.auctionhouse.model.Cards;
import io.agon.examples.auctionhouse.model.HouseState;
import io.agon.examples.auctionhouse.model.Step.Play;
import java.util.List;

/**
 * Rules 3.1: the seller plays a card from his hand. It becomes the lot, unless it is its studio's fifth card this
 * round: then it is not sold and the round ends after this turn.
 */
public final class PlayRule implements StepRule<HouseState, Play> {

    @Override
    public int decider(HouseState s, Play step) {
        return step.seller();
    }

    @Override
    public void legal(HouseState s, Play step, List<Action> out) {
        long hand = s.hand[step.seller()];
        while (hand != 0) {
            out.add(HouseAction.play(Long.numberOfTrailingZeros(hand)));
            hand &= hand - 1;
        }
    }

    private final ActionHandlers<HouseState, Play> actions = ActionHandlers.<HouseState, Play>builder()
            .on(HouseAction.PlayCard.class, PlayRule::play, (s, step, play, observer) -> play.card() >= 0
                    && play.card() < Cards.COUNT ? "Play " + Cards.name(play.card()) : play.toString())
            .otherwise((s, step, action) -> IllegalActionException.notNow(action, "play a card from your hand"))
            .build();

    @Override
    public ActionHandlers<HouseState, Play> actions() {
        return actions;
    }

    private static void play(HouseState s, Play step, int seat, HouseAction.PlayCard play, Control<HouseState> flow,
                             EventSink events) {
        int c = play.card();
        if (c < 0 || c >= Cards.COUNT || (s.hand[seat] & (1L << c)) == 0) {
            throw new IllegalActionException("3.1", "you can only play a card from your hand");
        }
        s.hand[seat] &= ~(1L << c);
        int studio = Cards.studio(c);
        s.played[studio]++;
        if (s.played[studio] >= Cards.ROUND_END) {
            s.roundOver = true;
            s.lot = -1;
            if (events.enabled()) {
                events.emit(new HouseEvent.RoundScored(s.round, "P" + (seat + 1) + " played the fifth "
                        + Cards.STUDIO_NAMES[studio] + ": the round ends"));
            }
        } else {
            s.lot = c;
        }
        flow.done(s, events);    // on to the sale, which is skipped when the round ended
    }

    @Override
    public String prompt(HouseState s, Play step) {
        return "Play a card to sell";
    }

}
