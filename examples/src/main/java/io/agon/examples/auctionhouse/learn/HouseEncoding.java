package io.agon.examples.auctionhouse.learn;

import io.agon.core.Action;
import io.agon.core.flow.Auction;
import io.agon.core.flow.AuctionKind;
import io.agon.core.learn.Encoding;
import io.agon.examples.auctionhouse.model.Cards;
import io.agon.examples.auctionhouse.model.HouseState;
import io.agon.examples.auctionhouse.model.Step;
import io.agon.examples.auctionhouse.rules.HouseAction;
import java.util.Arrays;

/**
 * Auction House for learning agents. Action ids: 0 pass, {@code 1 + c} plays card {@code c} (0-47), then
 * {@code 49 + b} bids or names {@code b} (0 up to all the money there can be in the game). The
 * observation, seats counted from the observer's (0 is the observer), is {@code 9 x players + 114} floats:
 * <ul>
 *   <li>per seat, 7 each: its money, its hand's size, its gallery this round (4 studios), whether it has sealed a
 *       bid in the running auction;</li>
 *   <li>the observer's hand (48, one per card);</li>
 *   <li>the deck's size, the round, the cards of each studio played this round (4), each studio's value (4);</li>
 *   <li>the seller (one per seat); the lot (48, one-hot);</li>
 *   <li>the running auction's kind (6, one-hot: open, once around, sealed first price, sealed second price, Dutch,
 *       fixed price), its price and its leader (one per seat) as everyone sees them, the observer's own sealed
 *       bid.</li>
 * </ul>
 * The others' hands and sealed bids are not in it (the view masks the bids until they are revealed).
 */
public final class HouseEncoding implements Encoding<HouseState> {

    private static final int KINDS = AuctionKind.values().length;

    /**
     * The largest bid there can be: all the money of the game, the starting money and every payout (a card pays at
     * most its studio's value, which grows by at most the first award a round).
     */
    static int maxBid(int players) {
        return players * Cards.START_MONEY + Cards.COUNT * Cards.ROUNDS * Cards.AWARDS[0];
    }

    @Override
    public int actionCount(int players) {
        return 1 + Cards.COUNT + maxBid(players) + 1;
    }

    @Override
    public int id(HouseState state, Action action) {
        if (action instanceof HouseAction.PlayCard play) {
            return 1 + play.card();
        }
        if (action instanceof HouseAction.Bid bid) {
            return 1 + Cards.COUNT + bid.amount();
        }
        return 0;
    }

    @Override
    public Action action(HouseState state, int id) {
        if (id == 0) {
            return HouseAction.PASS;
        }
        return id <= Cards.COUNT ? new HouseAction.PlayCard(id - 1) : new HouseAction.Bid(id - 1 - Cards.COUNT);
    }

    @Override
    public int[] shape(int players) {
        return new int[] {size(players)};
    }

    private static int size(int players) {
        return 7 * players + Cards.COUNT + 2 + 2 * Cards.STUDIOS + players + Cards.COUNT + KINDS + 1 + players + 1;
    }

    @Override
    public void observe(HouseState s, int seat, float[] out, int offset) {
        int n = s.players;
        Arrays.fill(out, offset, offset + size(n), 0f);
        Auction a = s.steps.top(Step.Selling.class) != null ? s.auction.seenBy(seat) : null;
        int at = offset;
        for (int k = 0; k < n; k++) {
            int q = (seat + k) % n;
            out[at] = s.money[q];
            out[at + 1] = Long.bitCount(s.hand[q]);
            for (int studio = 0; studio < Cards.STUDIOS; studio++) {
                out[at + 2 + studio] = s.gallery[q * Cards.STUDIOS + studio];
            }
            out[at + 6] = a != null && a.sealed() != null && a.sealed().committed(q) ? 1f : 0f;
            at += 7;
        }
        for (long h = s.hand[seat]; h != 0; h &= h - 1) {
            out[at + Long.numberOfTrailingZeros(h)] = 1f;
        }
        at += Cards.COUNT;
        out[at++] = s.deck.size();
        out[at++] = s.round;
        for (int studio = 0; studio < Cards.STUDIOS; studio++) {
            out[at + studio] = s.played[studio];
            out[at + Cards.STUDIOS + studio] = s.value[studio];
        }
        at += 2 * Cards.STUDIOS;
        out[at + (s.seller - seat + n) % n] = 1f;
        at += n;
        if (s.lot >= 0) {
            out[at + s.lot] = 1f;
        }
        at += Cards.COUNT;
        if (a != null) {
            out[at + a.kind().ordinal()] = 1f;
        }
        at += KINDS;
        out[at++] = a != null ? a.price() : 0;
        if (a != null && a.leader() >= 0) {
            out[at + (a.leader() - seat + n) % n] = 1f;
        }
        at += n;
        out[at] = a != null && a.sealed() != null && a.sealed().committed(seat) ? a.sealed().choice(seat) : 0;
    }

    @Override
    public String describe(int players) {
        return actionCount(players) + " action ids: 0 pass, 1+c play card c (0-47), 49+b bid or name b (0 to "
                + maxBid(players) + ").\n"
                + "Observation " + size(players) + " floats, seats counted from the observer's: per seat its money,"
                + " hand size, gallery this round (4 studios) and whether it sealed a bid; the observer's hand (48);"
                + " the deck's size; the round; cards played per studio (4); each studio's value (4); the seller"
                + " (per seat); the lot (48); the auction's kind (6); its price; its leader (per seat); the"
                + " observer's own sealed bid.";
    }
}
