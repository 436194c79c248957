package io.agon.core.flow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class AuctionStepTest {

    /**
     * Auto-pass in one value ({@code passWhileShort}, what {@link AuctionRule}'s auto-pass uses) is the auction that
     * passing each bidder short of the minimum one at a time gives, over many random auctions and purses; and it is
     * the step itself when the bidder can bid or the auction is over.
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
            AuctionStep a = AuctionStep.open(r.nextInt(10), r.nextInt(players), players, 1 + r.nextInt(2), 1);
            for (int moves = r.nextInt(6); moves > 0 && !a.isOver(); moves--) {
                int min = a.minimumBid();
                a = r.nextBoolean() && min <= 9 ? a.bid(min, 9) : a.pass();
            }
            AuctionStep oneByOne = a;
            while (!oneByOne.isOver() && !oneByOne.canBid(money[oneByOne.bidder()])) {
                oneByOne = oneByOne.pass();
            }
            AuctionStep atOnce = a.passWhileShort(money, (m, seat) -> m[seat]);
            assertThat(atOnce).isEqualTo(oneByOne);
            if (oneByOne == a) {
                assertThat(atOnce).isSameAs(a);
            } else {
                changed++;
            }
        }
        assertThat(changed).as("auctions where someone was short").isGreaterThan(2_000);
    }

    @Test
    void biddersGoClockwiseFromTheSellersLeftAndTheSellerNeverBids() {
        AuctionStep a = AuctionStep.open(7, 2, 4);
        assertThat(a.bidder()).isEqualTo(3);
        a = a.bid(1, 10);
        assertThat(a.bidder()).isEqualTo(0);
        a = a.pass();
        assertThat(a.bidder()).isEqualTo(1);
        a = a.bid(2, 10);
        // seat 2 (the seller) is skipped, seat 3 is asked again
        assertThat(a.bidder()).isEqualTo(3);
        a = a.pass();
        assertThat(a.isOver()).isTrue();
        assertThat(a.highBidder()).isEqualTo(1);
        assertThat(a.highBid()).isEqualTo(2);
        assertThat(a.lot()).isEqualTo(7);
    }

    @Test
    void passIsFinal() {
        AuctionStep a = AuctionStep.open(0, 0, 4).pass(); // seat 1 out
        a = a.bid(3, 5).bid(4, 5); // seats 2 and 3
        assertThat(a.bidder()).isEqualTo(2); // seat 1 is not asked again
        assertThat(a.isIn(1)).isFalse();
    }

    @Test
    void bidsAreCappedByMoneyAndMustRaise() {
        AuctionStep a = AuctionStep.open(0, 0, 3).bid(4, 9);
        assertThat(a.minimumBid()).isEqualTo(5);
        assertThat(a.isLegalBid(4, 9)).isFalse();
        assertThat(a.isLegalBid(6, 5)).isFalse();
        assertThat(a.canBid(4)).isFalse();
        assertThat(a.canBid(5)).isTrue();
        assertThatThrownBy(() -> AuctionStep.open(0, 0, 3).bid(3, 2)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void allPassed() {
        AuctionStep a = AuctionStep.open(0, 1, 3).pass().pass();
        assertThat(a.isOver()).isTrue();
        assertThat(a.allPassed()).isTrue();
        assertThat(a.highBidder()).isEqualTo(-1);
    }

    @Test
    void theLastBidderStillInWinsAtOnce() {
        AuctionStep a = AuctionStep.open(0, 0, 3).pass().bid(1, 3);
        assertThat(a.isOver()).isTrue();
        assertThat(a.highBidder()).isEqualTo(2);
        assertThat(a.allPassed()).isFalse();
    }

    @Test
    void minimumFirstBidAndRaise() {
        AuctionStep a = AuctionStep.open(0, 0, 3, 3, 2);
        assertThat(a.minimumBid()).isEqualTo(3);
        a = a.bid(3, 10);
        assertThat(a.minimumBid()).isEqualTo(5);
    }

    @Test
    void sharedValuesAreTheValuesTheFieldsSay() {
        // the steps come from a value cache (AuctionStep.of); whatever a slot holds, each step has exactly the
        // fields of a newly made record, in auction after auction
        for (int round = 0; round < 3; round++) {
            for (int seller = 0; seller < 4; seller++) {
                AuctionStep a = AuctionStep.open(5, seller, 4);
                assertThat(a).isEqualTo(new AuctionStep(5, seller, 4, (seller + 1) % 4, 0, -1, 1 << seller, 1, 1));
                AuctionStep b = a.bid(2, 9);
                assertThat(b).isEqualTo(new AuctionStep(5, seller, 4, (seller + 2) % 4, 2, (seller + 1) % 4,
                        1 << seller, 1, 1));
                AuctionStep c = b.pass();
                assertThat(c).isEqualTo(new AuctionStep(5, seller, 4, (seller + 3) % 4, 2, (seller + 1) % 4,
                        1 << seller | 1 << (seller + 2) % 4, 1, 1));
            }
        }
    }
}
