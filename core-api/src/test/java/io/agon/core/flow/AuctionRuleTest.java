package io.agon.core.flow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The auction kit as a step rule: legal bids, refusals with the rule id, settlement, auto-pass. */
class AuctionRuleTest {

    /** The game's bidding step: it only marks that the state's auction runs. */
    record Bidding() {
    }

    record Bid(int amount) implements Action {
    }

    record Pass() implements Action {
    }

    static final class State {
        final int[] money;
        final StepStack<Object> steps = new StepStack<>();
        final OpenAuction auction = new OpenAuction();
        OpenAuction settled;

        State(int... money) {
            this.money = money;
        }
    }

    private static Flow<State, Object> flow(boolean autoPass) {
        AuctionRule<State, Bidding> rule = AuctionRule.<State, Bidding>of(s -> s.auction)
                .money((s, seat) -> s.money[seat])
                .bids(Bid.class, Bid::amount, Bid::new, new Pass())
                .settle((s, a, flow, ev) -> {
                    s.settled = a.copy();
                    flow.done(s, ev);
                })
                .autoPass(autoPass).ruleId("4.2").build();
        return Flow.<State, Object>builder(s -> s.steps).on(Bidding.class, rule).build();
    }

    private static void open(State s) {
        s.auction.open(7, 0, 3);
        s.steps.push(new Bidding());
    }

    @Test
    void biddersAreAskedClockwiseAndTheWinnerSettles() {
        Flow<State, Object> flow = flow(false);
        State s = new State(0, 3, 5);
        open(s);
        assertThat(flow.currentPlayer(s)).isEqualTo(1);
        List<Action> legal = new ArrayList<>();
        flow.legalActions(s, legal);
        assertThat(legal).containsExactly(new Bid(1), new Bid(2), new Bid(3), new Pass());
        assertThatThrownBy(() -> flow.apply(s, 1, new Bid(4), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class)
                .hasMessage("a bid must be at least 1 and at most your money 3 (rule 4.2)");
        assertThat(s.auction.bidder()).as("a refused bid changes nothing").isEqualTo(1);
        flow.apply(s, 1, new Bid(2), EventSink.NONE);
        flow.apply(s, 2, new Bid(4), EventSink.NONE);
        flow.apply(s, 1, new Pass(), EventSink.NONE);
        assertThat(s.settled.highBidder()).isEqualTo(2);
        assertThat(s.settled.highBid()).isEqualTo(4);
        assertThat(s.auction).as("closed after the settlement").isEqualTo(new OpenAuction());
        assertThat(flow.isOver(s)).isTrue();
    }

    @Test
    void withAutoPassABrokeBidderPassesByHimself() {
        Flow<State, Object> flow = flow(true);
        State s = new State(0, 0, 5);
        open(s);
        flow.settle(s, EventSink.NONE);
        assertThat(flow.currentPlayer(s)).isEqualTo(2);
        flow.apply(s, 2, new Pass(), EventSink.NONE);
        assertThat(s.settled.allPassed()).isTrue();
        assertThat(s.settled.isIn(1)).as("the broke bidder passed").isFalse();
        Flow<State, Object> manual = flow(false);
        State t = new State(0, 0, 5);
        open(t);
        manual.settle(t, EventSink.NONE);
        assertThat(manual.currentPlayer(t)).isEqualTo(1);
        List<Action> legal = new ArrayList<>();
        manual.legalActions(t, legal);
        assertThat(legal).containsExactly(new Pass());
    }

    @Test
    void theRandomDrawIsTheUniformDrawOverTheListWithoutListing() {
        Flow<State, Object> flow = flow(false);
        for (int[] money : new int[][] {{0, 3, 5}, {0, 0, 5}, {0, 9, 9}}) {
            State s = new State(money);
            open(s);
            List<Action> legal = new ArrayList<>();
            flow.legalActions(s, legal);
            io.agon.core.Rng a = new io.agon.core.Rng(12);
            io.agon.core.Rng b = new io.agon.core.Rng(12);
            List<Action> scratch = new ArrayList<>();
            java.util.Set<Action> seen = new java.util.HashSet<>();
            for (int i = 0; i < 200; i++) {
                Action x = flow.randomAction(s, a, scratch);
                assertThat(x).isEqualTo(legal.get(b.nextInt(legal.size())));
                seen.add(x);
            }
            assertThat(seen).containsExactlyInAnyOrderElementsOf(legal);
            assertThat(scratch).as("nothing listed").isEmpty();
        }
    }
}
