package io.agon.core.flow;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Rng;
import io.agon.core.flow.AuctionTest.Bid;
import io.agon.core.flow.AuctionTest.Selling;
import io.agon.core.flow.AuctionTest.Table;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Properties of every auction kind over random bid sequences (random seats' money, random legal choices): every
 * auction ends; the winner pays what its kind says; nobody pays above his money; sealed bids never show in another
 * seat's view before the reveal.
 */
class AuctionProperties {

    @Property(tries = 400)
    void everyAuctionEndsAndTheWinnerPaysWhatItsKindSays(@ForAll AuctionKind kind,
                                                        @ForAll @IntRange(min = 2, max = 5) int players,
                                                        @ForAll @IntRange(min = 1, max = 3) int minimum,
                                                        @ForAll long seed) {
        Rng r = new Rng(seed);
        int[] money = new int[players];
        for (int p = 0; p < players; p++) {
            money[p] = r.nextInt(13);
        }
        int seller = r.nextInt(players);
        Auction.Ties ties = r.nextBoolean() ? Auction.Ties.DRAW : Auction.Ties.SELLERS_LEFT_FIRST;
        Table t = AuctionTest.start(a -> a.start(kind, 7, seller, players, minimum, 1 + r.nextInt(2),
                minimum + r.nextInt(8), ties), money);
        int[] bids = new int[players];
        int lastBidder = -1;
        int lastBid = 0;
        int named = 0;
        List<Action> legal = new ArrayList<>();
        int actions = 0;
        while (t.settled == null) {
            assertThat(actions++).as("the auction ends").isLessThan(500);
            Auction a = t.auction;
            int seat = FLOW.currentPlayer(t);
            if (kind.isSealed()) {
                checkSealedBidsHidden(a);
            }
            legal.clear();
            FLOW.legalActions(t, legal);
            assertThat(legal).isNotEmpty();
            Action choice = legal.get(r.nextInt(legal.size()));
            if (choice instanceof Bid b) {
                assertThat(b.amount()).as("no legal bid above the seat's money").isLessThanOrEqualTo(money[seat]);
                bids[seat] = b.amount();
                if (a.naming()) {
                    named = b.amount();
                } else {
                    lastBidder = seat;
                    lastBid = b.amount();
                }
            }
            FLOW.apply(t, seat, choice, EventSink.NONE);
        }
        Auction done = t.settled;
        if (!done.sold()) {
            assertThat(kind).isIn(AuctionKind.OPEN, AuctionKind.ONCE_AROUND, AuctionKind.SEALED_FIRST_PRICE,
                    AuctionKind.SEALED_SECOND_PRICE, AuctionKind.DUTCH, AuctionKind.FIXED_PRICE);
            assertThat(kind == AuctionKind.FIXED_PRICE ? named : lastBid).as("unsold: nobody bid").isZero();
            return;
        }
        int buyer = done.buyer();
        int price = done.price();
        assertThat(price).as("nobody pays above his money").isLessThanOrEqualTo(money[buyer]).isPositive();
        switch (kind) {
            case OPEN, ONCE_AROUND, DUTCH -> {
                assertThat(buyer).as("the last (highest) bidder buys").isEqualTo(lastBidder);
                assertThat(price).isEqualTo(lastBid);
            }
            case FIXED_PRICE -> {
                assertThat(price).as("the named price").isEqualTo(named);
                if (lastBidder < 0) {
                    assertThat(buyer).as("nobody accepted: the seller buys").isEqualTo(seller);
                }
            }
            case SEALED_FIRST_PRICE -> {
                assertThat(price).as("the highest bid").isEqualTo(max(bids, -1)).isEqualTo(bids[buyer]);
            }
            case SEALED_SECOND_PRICE -> {
                assertThat(bids[buyer]).as("the winner bid highest").isEqualTo(max(bids, -1));
                assertThat(price).as("the second-highest bid, at least the minimum")
                        .isEqualTo(Math.max(minimum, max(bids, buyer)));
            }
        }
    }

    /** Before the reveal, each seat's view of the auction is the same whatever the others sealed. */
    private static void checkSealedBidsHidden(Auction a) {
        for (int o = 0; o < a.players(); o++) {
            Auction seen = a.seenBy(o);
            Auction redrawn = a.copy();
            redrawn.resample(o, (seat, bid) -> bid + 1);
            Auction other = redrawn.seenBy(o);
            assertThat(other).as("P" + (o + 1) + "'s view does not depend on others' sealed bids").isEqualTo(seen);
            for (int q = 0; q < a.players(); q++) {
                if (q != o) {
                    assertThat(seen.sealed().choice(q)).isEqualTo(SealedChoices.NONE);
                }
            }
        }
    }

    private static int max(int[] bids, int except) {
        int m = 0;
        for (int p = 0; p < bids.length; p++) {
            if (p != except) {
                m = Math.max(m, bids[p]);
            }
        }
        return m;
    }

    private static final Flow<Table, Object> FLOW = AuctionTest.FLOW;
}
