package io.agon.core.flow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.core.Rng;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every auction kind of the kit, through its step rule: order, prices, money limits, refusals, settlement. */
class AuctionTest {

    /** The table's selling step: only marks that the auction in {@code Table.auction} runs. */
    record Selling() {
    }

    record Bid(int amount) implements Action {
    }

    record Pass() implements Action {
    }

    static final Pass PASS = new Pass();

    /** A table of seats with money, a cap the game sets, and the settled auction. */
    static final class Table {
        final int[] money;
        int cap = Integer.MAX_VALUE;
        final StepStack<Object> steps = new StepStack<>();
        final Rng rng = new Rng(3);
        final Auction auction = new Auction();
        Auction settled;

        Table(int... money) {
            this.money = money;
        }
    }

    static final AuctionRule<Table, Selling> RULE = AuctionRule.<Table, Selling>of(t -> t.auction)
            .money((t, seat) -> t.money[seat])
            .limit((t, seat) -> t.cap)
            .bids(Bid.class, Bid::amount, Bid::new, PASS)
            .rng(t -> t.rng)
            .settle((t, a, flow, ev) -> {
                t.settled = a.copy();
                flow.done(t, ev);
            })
            .ruleId("A1").build();

    static final Flow<Table, Object> FLOW = Flow.<Table, Object>builder(t -> t.steps).on(Selling.class, RULE).build();

    static Table start(java.util.function.Consumer<Auction> open, int... money) {
        Table t = new Table(money);
        open.accept(t.auction);
        t.steps.push(new Selling());
        return t;
    }

    static List<Action> legal(Table t) {
        List<Action> out = new ArrayList<>();
        FLOW.legalActions(t, out);
        return out;
    }

    static void play(Table t, Object... seatsAndActions) {
        for (int i = 0; i < seatsAndActions.length; i += 2) {
            int seat = (Integer) seatsAndActions[i];
            Object a = seatsAndActions[i + 1];
            FLOW.apply(t, seat, a instanceof Integer amt ? new Bid(amt) : PASS, EventSink.NONE);
        }
    }

    static void refused(Table t, int seat, Action a, String message) {
        Auction before = t.auction.copy();
        assertThatThrownBy(() -> FLOW.apply(t, seat, a, EventSink.NONE)).isInstanceOf(IllegalActionException.class)
                .hasMessage(message);
        assertThat(t.auction).isEqualTo(before);
        assertThat(t.settled).isNull();
    }

    @Test
    void openAscendingRunsUntilOnlyTheHighBidderIsIn() {
        Table t = start(a -> a.open(9, 0, 3, 2, 1), 5, 5, 5);
        assertThat(legal(t)).containsExactly(new Bid(2), new Bid(3), new Bid(4), new Bid(5), PASS);
        refused(t, 1, new Bid(1), "a bid must be at least 2 and at most 5 (what you may spend) (rule A1)");
        refused(t, 2, new Bid(3), "it is P2's decision, not P3's");
        play(t, 1, 2, 2, 3, 1, 4, 2, PASS);
        assertThat(t.settled.buyer()).isEqualTo(1);
        assertThat(t.settled.price()).isEqualTo(4);
    }

    @Test
    void openAuctionWithoutBidsIsUnsold() {
        Table t = start(a -> a.open(9, 1, 3, 1, 1), 5, 5, 5);
        play(t, 2, PASS, 0, PASS);
        assertThat(t.settled.sold()).isFalse();
        assertThat(t.settled.buyer()).isEqualTo(-1);
    }

    @Test
    void onceAroundEachBidsOnceAndTheSellerLast() {
        Table t = start(a -> a.onceAround(9, 0, 3, 1, 1), 6, 4, 6);
        play(t, 1, 3, 2, PASS);
        assertThat(FLOW.currentPlayer(t)).as("the seller bids last").isZero();
        assertThat(legal(t)).startsWith(new Bid(4)).endsWith(new Bid(6), PASS);
        play(t, 0, 5);
        assertThat(t.settled.buyer()).as("the seller buys his own lot").isZero();
        assertThat(t.settled.price()).isEqualTo(5);
    }

    @Test
    void sealedFirstPricePaysTheOwnBidAndHidesBidsUntilTheReveal() {
        Table t = start(a -> a.sealed(AuctionKind.SEALED_FIRST_PRICE, 9, 0, 3, 1,
                Auction.Ties.SELLERS_LEFT_FIRST), 9, 9, 9);
        assertThat(FLOW.currentPlayer(t)).isEqualTo(1);
        assertThat(FLOW.hidesChoice(t)).isTrue();
        assertThat(FLOW.describe(t, new Bid(7), 2)).isEqualTo("P2 seals a bid");
        assertThat(FLOW.describe(t, new Bid(7), 1)).isEqualTo("Seal a bid of 7");
        play(t, 1, 7);
        Auction a = t.auction;
        assertThat(a.seenBy(2)).isEqualTo(withBid(1, 3).auction.seenBy(2));
        refused(t, 1, new Bid(8), "P2 has already sealed a bid (rule A1)");
        play(t, 2, 7, 0, 5);
        assertThat(t.settled.buyer()).as("tie: the seller's left first").isEqualTo(1);
        assertThat(t.settled.price()).isEqualTo(7);
    }

    private static Table withBid(int seat, int amount) {
        Table t = start(a -> a.sealed(AuctionKind.SEALED_FIRST_PRICE, 9, 0, 3, 1,
                Auction.Ties.SELLERS_LEFT_FIRST), 9, 9, 9);
        play(t, seat, amount);
        return t;
    }

    @Test
    void sealedSecondPricePaysTheSecondBidOrTheMinimum() {
        Table t = start(a -> a.sealed(AuctionKind.SEALED_SECOND_PRICE, 9, 2, 3, 2,
                Auction.Ties.SELLERS_LEFT_FIRST), 9, 9, 9);
        play(t, 0, 8, 1, 5, 2, PASS);
        assertThat(t.settled.buyer()).isZero();
        assertThat(t.settled.price()).isEqualTo(5);
        Table alone = start(a -> a.sealed(AuctionKind.SEALED_SECOND_PRICE, 9, 2, 3, 2,
                Auction.Ties.SELLERS_LEFT_FIRST), 9, 9, 9);
        play(alone, 0, PASS, 1, 6, 2, PASS);
        assertThat(alone.settled.buyer()).isEqualTo(1);
        assertThat(alone.settled.price()).as("only one bid: the minimum").isEqualTo(2);
    }

    @Test
    void drawnTiesUseTheStatesRng() {
        int[] wins = new int[3];
        for (int seed = 0; seed < 40; seed++) {
            Table t = start(a -> a.sealed(AuctionKind.SEALED_FIRST_PRICE, 9, 0, 3, 1, Auction.Ties.DRAW),
                    9, 9, 9);
            t.rng.reseed(seed);
            play(t, 1, 4, 2, 4, 0, 4);
            wins[t.settled.buyer()]++;
        }
        assertThat(wins).doesNotContain(0);
    }

    @Test
    void dutchPriceFallsAfterEachRoundAndTheFirstToAcceptBuys() {
        Table t = start(a -> a.dutch(9, 0, 3, 6, 2, 1), 9, 3, 9);
        assertThat(legal(t)).as("P2 cannot pay 6").containsExactly(PASS);
        refused(t, 1, new Bid(6), "you cannot bid now (price 6, you may spend 3): pass (rule A1)");
        play(t, 1, PASS, 2, PASS);
        assertThat(t.auction.price()).isEqualTo(4);
        play(t, 1, PASS, 2, PASS);
        assertThat(legal(t)).containsExactly(new Bid(2), PASS);
        refused(t, 1, new Bid(3), "the only bid now is 2 (rule A1)");
        play(t, 1, 2);
        assertThat(t.settled.buyer()).isEqualTo(1);
        assertThat(t.settled.price()).isEqualTo(2);
        Table none = start(a -> a.dutch(9, 0, 2, 3, 2, 1), 9, 9);
        play(none, 1, PASS, 1, PASS);
        assertThat(none.settled.sold()).as("below the floor: unsold").isFalse();
    }

    @Test
    void fixedPriceSellerNamesOthersDeclineAndTheSellerBuys() {
        Table t = start(a -> a.fixedPrice(9, 0, 3, 1), 4, 9, 2);
        assertThat(FLOW.currentPlayer(t)).isZero();
        assertThat(legal(t)).containsExactly(new Bid(1), new Bid(2), new Bid(3), new Bid(4));
        refused(t, 0, PASS, "the seller must name a price he can pay (rule A1)");
        refused(t, 0, new Bid(5), "a bid must be at least 1 and at most 4 (what you may spend) (rule A1)");
        play(t, 0, 3);
        assertThat(FLOW.describe(t, new Bid(3), -1)).isEqualTo("Buy at 3");
        assertThat(legal(t)).containsExactly(new Bid(3), PASS);
        play(t, 1, PASS);
        assertThat(legal(t)).as("P3 cannot pay 3").containsExactly(PASS);
        play(t, 2, PASS);
        assertThat(t.settled.buyer()).isZero();
        assertThat(t.settled.price()).isEqualTo(3);
        Table bought = start(a -> a.fixedPrice(9, 0, 3, 1), 4, 9, 9);
        play(bought, 0, 2, 1, PASS, 2, 2);
        assertThat(bought.settled.buyer()).isEqualTo(2);
    }

    @Test
    void theGamesLimitCapsBids() {
        Table t = start(a -> a.open(9, 0, 2, 1, 1), 9, 9);
        t.cap = 2;
        assertThat(legal(t)).containsExactly(new Bid(1), new Bid(2), PASS);
        refused(t, 1, new Bid(3), "a bid must be at least 1 and at most 2 (what you may spend) (rule A1)");
    }

    private static Flow<Table, Object> autoPassing() {
        AuctionRule<Table, Selling> rule = AuctionRule.<Table, Selling>of(t -> t.auction)
                .money((t, seat) -> t.money[seat])
                .bids(Bid.class, Bid::amount, Bid::new, PASS)
                .settle((t, a, flow, ev) -> {
                    t.settled = a.copy();
                    flow.done(t, ev);
                })
                .autoPass(true).build();
        return Flow.<Table, Object>builder(t -> t.steps).on(Selling.class, rule).build();
    }

    @Test
    void withAutoPassABidderWhoCannotBidPassesByHimself() {
        Flow<Table, Object> flow = autoPassing();
        Table t = start(a -> a.open(9, 0, 4, 1, 1), 0, 0, 5, 2);
        flow.settle(t, EventSink.NONE);
        assertThat(flow.currentPlayer(t)).as("P2 has no money: he passed").isEqualTo(2);
        flow.apply(t, 2, new Bid(3), EventSink.NONE);
        assertThat(t.settled).as("P4 cannot raise 3 with 2: the bid ends the auction").isNotNull();
        assertThat(t.settled.buyer()).isEqualTo(2);
        assertThat(t.settled.passed()).as("P2 and P4 passed, the seller's bit is set").isEqualTo(0b1011);
        Table manual = start(a -> a.open(9, 0, 4, 1, 1), 0, 0, 5, 2);
        FLOW.settle(manual, EventSink.NONE);
        assertThat(FLOW.currentPlayer(manual)).as("without auto-pass P2 is asked").isEqualTo(1);
        assertThat(legal(manual)).containsExactly(PASS);
    }

    @Test
    void autoPassAlsoEndsAnAuctionNobodyCanBidIn() {
        Flow<Table, Object> flow = autoPassing();
        Table t = start(a -> a.open(9, 0, 3, 1, 1), 5, 0, 0);
        flow.settle(t, EventSink.NONE);
        assertThat(t.settled.sold()).isFalse();
        assertThat(flow.isOver(t)).isTrue();
    }

    @Test
    void theRandomDrawIsTheUniformDrawOverTheListWithoutListing() {
        List<java.util.function.Consumer<Auction>> auctions = List.of(x -> x.open(9, 0, 3, 1, 1),
                x -> x.onceAround(9, 0, 3, 2, 1), x -> x.dutch(9, 0, 3, 6, 2, 1), x -> x.fixedPrice(9, 0, 3, 1),
                x -> x.sealed(AuctionKind.SEALED_SECOND_PRICE, 9, 0, 3, 1, Auction.Ties.DRAW));
        for (java.util.function.Consumer<Auction> auction : auctions) {
            for (int[] money : new int[][] {{0, 3, 5}, {0, 0, 5}, {7, 9, 9}}) {
                Table t = start(auction, money);
                List<Action> legal = legal(t);
                Rng a = new Rng(12);
                Rng b = new Rng(12);
                List<Action> scratch = new ArrayList<>();
                java.util.Set<Action> seen = new java.util.HashSet<>();
                for (int i = 0; i < 200; i++) {
                    Action x = FLOW.randomAction(t, a, scratch);
                    assertThat(x).as(t.auction.kind() + " " + java.util.Arrays.toString(money))
                            .isEqualTo(legal.get(b.nextInt(legal.size())));
                    seen.add(x);
                }
                assertThat(seen).containsExactlyInAnyOrderElementsOf(legal);
                assertThat(scratch).as("nothing listed").isEmpty();
            }
        }
    }

    /** A game whose pass is a bid of 0: the kit tells them apart by the pass it was given. */
    @Test
    void aPassThatIsABidOfZeroStillPasses() {
        AuctionRule<Table, Selling> rule = AuctionRule.<Table, Selling>of(t -> t.auction)
                .money((t, seat) -> t.money[seat])
                .bids(Bid.class, Bid::amount, Bid::new, new Bid(0))
                .settle((t, a, flow, ev) -> {
                    t.settled = a.copy();
                    flow.done(t, ev);
                }).build();
        Flow<Table, Object> flow = Flow.<Table, Object>builder(t -> t.steps).on(Selling.class, rule).build();
        Table t = start(a -> a.open(9, 0, 3, 1, 1), 5, 5, 5);
        flow.apply(t, 1, new Bid(0), EventSink.NONE);
        flow.apply(t, 2, new Bid(0), EventSink.NONE);
        assertThat(t.settled.sold()).isFalse();
        assertThat(t.settled.passed()).isEqualTo(0b111);
    }
}
