package io.agon.examples.sealedlots.learn;

import io.agon.core.Action;
import io.agon.core.flow.Auction;
import io.agon.examples.sealedlots.model.LotsState;
import io.agon.examples.sealedlots.model.Step;
import io.agon.examples.sealedlots.rules.LotsAction;
import java.util.Arrays;

/**
 * Sealed Lots for learning agents. Action ids: 0 pass, 1 end the turn, 2 peek, then {@code 2 + b} bids {@code b}
 * (1 up to all the money in the game, {@code 10 x players}). The observation is {@code 16 x players + 40} floats,
 * seats counted from the observer's (0 is the observer, 1 the next seat clockwise...):
 * <ul>
 *   <li>per seat, {@code 14} each: its money, its face-up cards (12, one per value 1..12), its face-down count;</li>
 *   <li>the observer's own face-down cards (12);</li>
 *   <li>the cards left in the deck (1);</li>
 *   <li>the lot, when the observer sells it (12, one-hot; else 0);</li>
 *   <li>the high bid (1);</li>
 *   <li>the high bidder (one per seat, one-hot; none before the first bid);</li>
 *   <li>the card the observer peeked at (12, one-hot; else 0);</li>
 *   <li>the seller (one per seat, one-hot);</li>
 *   <li>an auction is open (1), the seller is choosing after the sale (1).</li>
 * </ul>
 * Nothing hidden from the observer is in it: the deck's order, the lot it does not sell, the others' face-down cards.
 */
public final class LotsEncoding implements io.agon.core.learn.Encoding<LotsState> {

    private static final int CARDS = LotsState.CARDS;

    /** The largest bid: all the money of the game. */
    private static int maxBid(int players) {
        return players * LotsState.START_MONEY;
    }

    @Override
    public int actionCount(int players) {
        return 3 + maxBid(players);
    }

    @Override
    public int id(LotsState state, Action action) {
        if (action instanceof LotsAction.Bid bid) {
            return 2 + bid.amount();
        }
        if (action instanceof LotsAction.Pass) {
            return 0;
        }
        return action instanceof LotsAction.EndTurn ? 1 : 2;
    }

    @Override
    public Action action(LotsState state, int id) {
        return switch (id) {
            case 0 -> LotsAction.PASS;
            case 1 -> LotsAction.END_TURN;
            case 2 -> LotsAction.PEEK;
            default -> new LotsAction.Bid(id - 2);
        };
    }

    @Override
    public int[] shape(int players) {
        return new int[] {16 * players + 40};
    }

    @Override
    public void observe(LotsState s, int seat, float[] out, int offset) {
        int n = s.players;
        Arrays.fill(out, offset, offset + 16 * n + 40, 0f);
        int at = offset;
        for (int k = 0; k < n; k++) {
            int q = (seat + k) % n;
            out[at] = s.money[q];
            cards(s.open[q], out, at + 1);
            out[at + 13] = Integer.bitCount(s.hidden[q]);
            at += 14;
        }
        cards(s.hidden[seat], out, at);
        at += CARDS;
        out[at++] = s.deck.size();
        Auction auction = s.steps.top(Step.Auctioning.class) != null ? s.auction : null;
        if (auction != null && auction.seller() == seat && s.lot >= 1) {
            out[at + s.lot - 1] = 1f;
        }
        at += CARDS;
        out[at++] = auction != null ? auction.price() : 0;
        if (auction != null && auction.leader() >= 0) {
            out[at + (auction.leader() - seat + n) % n] = 1f;
        }
        at += n;
        if (s.peekedCard[seat] >= 1) {
            out[at + s.peekedCard[seat] - 1] = 1f;
        }
        at += CARDS;
        out[at + (s.seller - seat + n) % n] = 1f;
        at += n;
        out[at++] = auction != null ? 1f : 0f;
        out[at] = s.steps.top(Step.AfterSale.class) != null ? 1f : 0f;
    }

    /** One float per card value 1..12: 1 where bit {@code v} of {@code set} is set. */
    private static void cards(int set, float[] out, int at) {
        for (int v = 1; v <= CARDS; v++) {
            out[at + v - 1] = (set >> v) & 1;
        }
    }

    @Override
    public String describe(int players) {
        return actionCount(players) + " action ids: 0 pass, 1 end the turn, 2 peek, 2+b bid b (1 to "
                + maxBid(players) + ").\n"
                + "Observation " + (16 * players + 40) + " floats, seats counted from the observer's: per seat its"
                + " money, face-up cards (12) and face-down count; the observer's face-down cards (12); the deck's"
                + " size; the lot when the observer sells it (12); the high bid; the high bidder (per seat); the"
                + " card the observer peeked at (12); the seller (per seat); an auction is open; the seller is"
                + " choosing after the sale.";
    }
}
