package io.agon.examples.auctionhouse.rules;

import io.agon.core.IllegalActionException;
import io.agon.core.flow.StepContext;
import io.agon.core.flow.StepRule;
import io.agon.examples.auctionhouse.model.Cards;
import io.agon.examples.auctionhouse.model.HouseState;
import io.agon.examples.auctionhouse.model.Step;
import io.agon.examples.auctionhouse.model.Step.Play;

/**
 * Rules 3.1: the seller plays a card from his hand. It becomes the lot, unless it is its studio's fifth card this
 * round: then it is not sold and the round ends after this turn.
 */
public final class PlayRule {

    /** The rule: the seller plays one of the cards in his hand. */
    public static final StepRule<HouseState, Play> RULE = StepRule.of(HouseState.class, Play.class)
            .decider((s, step) -> step.seller())
            .legal((s, step, out) -> {
                long hand = s.hand[step.seller()];
                while (hand != 0) {
                    out.add(HouseAction.play(Long.numberOfTrailingZeros(hand)));
                    hand &= hand - 1;
                }
            })
            .on(HouseAction.PlayCard.class, PlayRule::play)
            .words(HouseAction.PlayCard.class, (ctx, play, observer) -> play.card() >= 0
                    && play.card() < Cards.COUNT ? "Play " + Cards.name(play.card()) : play.toString())
            .otherwise((ctx, action) -> IllegalActionException.notNow(action, "play a card from your hand"))
            .prompt((s, step) -> "Play a card to sell")
            .build();

    private PlayRule() {
    }

    private static void play(StepContext<HouseState, Step, Play> ctx, HouseAction.PlayCard play) {
        HouseState s = ctx.state();
        int seat = ctx.seat();
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
            ctx.emit(() -> new HouseEvent.RoundScored(s.round, "P" + (seat + 1) + " played the fifth "
                    + Cards.STUDIO_NAMES[studio] + ": the round ends"));
        } else {
            s.lot = c;
        }
        ctx.done();    // on to the sale, which is skipped when the round ended
    }
}
