package io.agon.core.flow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The open ascending auction's position: bidding order, final passes, limits, moves in place, copies. */
class OpenAuctionTest {

    private static OpenAuction auction(int lot, int seller, int players) {
        OpenAuction a = new OpenAuction();
        a.open(lot, seller, players);
        return a;
    }

    /**
     * Auto-pass at once ({@code passWhileShort}, what {@link AuctionRule}'s auto-pass uses) is the auction that
     * passing each bidder short of the minimum one at a time gives, over many random auctions and purses; and it
     * changes nothing (and says so) when the bidder can bid or the bidding is over.
     */
    @Test
    void passingEveryShortBidderAtOnceIsPassingThemOneByOne() {
        java.util.Random r = new java.util.Random(5);
        int changed = 0;
        for (int round = 0; round < 20_000; round++) {
            int players = 2 + r.nextInt(5);
            int[] money = new int[players];
            for (int p = 0; p < players; p++) {
                money[p] = r.nextInt(8);
            }
            OpenAuction a = new OpenAuction();
            a.open(r.nextInt(10), r.nextInt(players), players, 1 + r.nextInt(2), 1);
            for (int moves = r.nextInt(6); moves > 0 && !a.isOver(); moves--) {
                int min = a.minimumBid();
                if (r.nextBoolean() && min <= 9) {
                    a.bid(min, 9);
                } else {
                    a.pass();
                }
            }
            OpenAuction before = a.copy();
            OpenAuction oneByOne = a.copy();
            while (!oneByOne.isOver() && !oneByOne.canBid(money[oneByOne.bidder()])) {
                oneByOne.pass();
            }
            boolean passed = a.passWhileShort(money, (m, seat) -> m[seat]);
            assertThat(a).isEqualTo(oneByOne);
            assertThat(passed).isEqualTo(!oneByOne.equals(before));
            if (passed) {
                changed++;
            }
        }
        assertThat(changed).as("auctions where someone was short").isGreaterThan(2_000);
    }

    @Test
    void biddersGoClockwiseFromTheSellersLeftAndTheSellerNeverBids() {
        OpenAuction a = auction(7, 2, 4);
        assertThat(a.bidder()).isEqualTo(3);
        a.bid(1, 10);
        assertThat(a.bidder()).isEqualTo(0);
        a.pass();
        assertThat(a.bidder()).isEqualTo(1);
        a.bid(2, 10);
        // seat 2 (the seller) is skipped, seat 3 is asked again
        assertThat(a.bidder()).isEqualTo(3);
        a.pass();
        assertThat(a.isOver()).isTrue();
        assertThat(a.highBidder()).isEqualTo(1);
        assertThat(a.highBid()).isEqualTo(2);
        assertThat(a.lot()).isEqualTo(7);
    }

    @Test
    void passIsFinal() {
        OpenAuction a = auction(0, 0, 4);
        a.pass(); // seat 1 out
        a.bid(3, 5); // seat 2
        a.bid(4, 5); // seat 3
        assertThat(a.bidder()).isEqualTo(2); // seat 1 is not asked again
        assertThat(a.isIn(1)).isFalse();
    }

    @Test
    void bidsAreCappedByMoneyAndMustRaise() {
        OpenAuction a = auction(0, 0, 3);
        a.bid(4, 9);
        assertThat(a.minimumBid()).isEqualTo(5);
        assertThat(a.isLegalBid(4, 9)).isFalse();
        assertThat(a.isLegalBid(6, 5)).isFalse();
        assertThat(a.canBid(4)).isFalse();
        assertThat(a.canBid(5)).isTrue();
        OpenAuction b = auction(0, 0, 3);
        assertThatThrownBy(() -> b.bid(3, 2)).isInstanceOf(IllegalArgumentException.class);
        assertThat(b).as("a refused bid changes nothing").isEqualTo(auction(0, 0, 3));
    }

    @Test
    void allPassed() {
        OpenAuction a = auction(0, 1, 3);
        a.pass();
        a.pass();
        assertThat(a.isOver()).isTrue();
        assertThat(a.allPassed()).isTrue();
        assertThat(a.highBidder()).isEqualTo(-1);
        assertThatThrownBy(a::pass).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theLastBidderStillInWinsAtOnce() {
        OpenAuction a = auction(0, 0, 3);
        a.pass();
        a.bid(1, 3);
        assertThat(a.isOver()).isTrue();
        assertThat(a.highBidder()).isEqualTo(2);
        assertThat(a.allPassed()).isFalse();
    }

    @Test
    void minimumFirstBidAndRaise() {
        OpenAuction a = new OpenAuction();
        a.open(0, 0, 3, 3, 2);
        assertThat(a.minimumBid()).isEqualTo(3);
        a.bid(3, 10);
        assertThat(a.minimumBid()).isEqualTo(5);
        assertThatThrownBy(() -> new OpenAuction().open(0, 0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new OpenAuction().open(0, 0, 3, 0, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aCopyIsEqualAndIndependentAndCloseForgetsTheAuction() {
        OpenAuction a = auction(5, 1, 4);
        a.bid(2, 9);
        OpenAuction b = new OpenAuction();
        b.copyFrom(a);
        assertThat(b).isEqualTo(a).hasSameHashCodeAs(a);
        b.pass();
        assertThat(b).isNotEqualTo(a);
        assertThat(a.bidder()).isEqualTo(3);
        assertThat(b.bidder()).isEqualTo(0);
        assertThat(a.isOpen()).isTrue();
        a.close();
        assertThat(a).isEqualTo(new OpenAuction());
        assertThat(a.isOpen()).isFalse();
    }

    @Test
    void relabelChangesOnlyTheLot() {
        OpenAuction a = auction(5, 0, 3);
        a.bid(2, 9);
        OpenAuction b = a.copy();
        b.relabel(8);
        assertThat(b.lot()).isEqualTo(8);
        assertThat(b).isNotEqualTo(a);
        b.relabel(5);
        assertThat(b).isEqualTo(a);
    }
}
