package io.agon.core.flow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.GameEvent;
import io.agon.core.GameInfo;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.session.Session;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The author's API, second edition (issue 49): a rule by named parts with one context per handler, a turn loop,
 * phases named once, the framework's set-up, and every check made once.
 */
class AuthorApiTest {

    /** Take 1 or 2 from the pile. */
    record Take(int n) implements Action {
    }

    /** Seat {@code seat} takes. */
    record Turn(int seat) {
    }

    /** Something happened. */
    record Took(int seat, int n) implements GameEvent {
        @Override
        public String text() {
            return "P" + (seat + 1) + " takes " + n;
        }
    }

    static final Phase PLAY = Phase.named("Play");
    static final AtomicInteger LISTED = new AtomicInteger();
    static final AtomicInteger ASKED = new AtomicInteger();

    /** ints[0]: the pile; the seat who takes the last wins. */
    static final StepRule<ArrayState<Turn>, Turn> TAKE = ArrayState.rule(Turn.class)
            .decider((s, turn) -> {
                ASKED.incrementAndGet();
                return turn.seat();
            })
            .legal((s, turn, out) -> {
                LISTED.incrementAndGet();
                for (int n = 1; n <= Math.min(2, s.ints[0]); n++) {
                    out.add(new Take(n));
                }
            })
            .refuseUnlisted((ctx, action) -> new IllegalActionException("1", "take 1 or 2 of what is left"))
            .on(Take.class, (ctx, take) -> {
                ctx.state().ints[0] -= take.n();
                ctx.emit(() -> new Took(ctx.seat(), take.n()));
                ctx.done();
            })
            .words(Take.class, (ctx, take, observer) -> "take " + take.n() + (observer == ctx.seat() ? " (you)" : ""))
            .prompt((s, turn) -> "take 1 or 2")
            .build();

    /** Nim with one pile of 5: a loop of turns until the pile is empty. */
    static class Nim extends FlowGame<ArrayState<Turn>, Turn> {
        Nim() {
            super(GameInfo.builder("nim", "Nim").players(2).actions(Take.class).build(),
                    ArrayState.flow(Turn.class).phase(PLAY)
                            .loop(Turn.class, s -> s.ints[0] == 0 ? null : new Turn(s.ints[1]++ % 2), TAKE)
                            .then(Phase.GAME_OVER).build(),
                    setup -> {
                        ArrayState<Turn> s = new ArrayState<>(2, setup.seed());
                        s.ints[0] = 5;
                        return s;
                    });
        }

        @Override
        public Outcome outcome(ArrayState<Turn> s) {
            int last = (s.ints[1] - 1) % 2;
            return Outcome.ranked(new int[] {last == 0 ? 1 : 0, last == 1 ? 1 : 0}, "the last take wins");
        }

        @Override
        public View view(ArrayState<Turn> s, int seat) {
            return View.of(seat, "pile " + s.ints[0]);
        }

        @Override
        public boolean perfectInformation() {
            return true;
        }
    }

    @Test
    void aTurnLoopRunsUntilItsFactorySaysNoMoreAndTheFrameworkRunsSetUp() {
        Nim nim = new Nim();
        ArrayState<Turn> s = nim.newGame(Setup.of(2, 1));
        List<Integer> seats = new ArrayList<>();
        while (!nim.isOver(s)) {
            seats.add(nim.currentPlayer(s));
            nim.apply(s, nim.currentPlayer(s), new Take(1), EventSink.NONE);
        }
        assertThat(seats).containsExactly(0, 1, 0, 1, 0);
        assertThat(nim.outcome(s).ranks()).as("0 is first").containsExactly(0, 1);
        FlowShape.Step loop = nim.flow().shape().phases().get(0).steps().get(0);
        assertThat(loop.repeats()).isTrue();
        assertThat(nim.flow().shape().text()).contains("repeats until the phase moves on").contains("game over");
    }

    @Test
    void aHandlerGetsOneContextAndEventsAreBuiltOnlyForAListener() {
        Nim nim = new Nim();
        ArrayState<Turn> s = nim.newGame(Setup.of(2, 1));
        List<GameEvent> heard = new ArrayList<>();
        nim.apply(s, 0, new Take(2), EventSink.into(heard));
        assertThat(heard).containsExactly(new Took(0, 2));
        assertThat(s.ints[0]).isEqualTo(3);
        assertThat(nim.describe(s, new Take(1), 1)).isEqualTo("take 1 (you)");
        assertThat(nim.describe(s, new Take(1), 0)).isEqualTo("take 1");
    }

    @Test
    void anUnlistedActionIsRefusedInTheRulesWordsAndChangesNothing() {
        Nim nim = new Nim();
        ArrayState<Turn> s = nim.newGame(Setup.of(2, 1));
        ArrayState<Turn> before = s.copy();
        assertThatThrownBy(() -> nim.apply(s, 0, new Take(3), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessage("take 1 or 2 of what is left (rule 1)");
        assertThatThrownBy(() -> nim.apply(s, 1, new Take(1), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining("P1's decision");
        assertThat(s).isEqualTo(before);
    }

    @Test
    void aSessionChecksTheSeatOnceAndListsTheLegalActionsOnce() {
        Session<ArrayState<Turn>> session = Session.start(new Nim(), Setup.of(2, 1));
        ASKED.set(0);
        session.apply(0, new Take(1));
        int askedByApply = ASKED.get();
        LISTED.set(0);
        ASKED.set(0);
        session.applyLegal(1, 0);
        assertThat(LISTED.get()).as("legal lists made by applyLegal").isEqualTo(1);
        assertThat(ASKED.get()).as("seat checks by applyLegal").isEqualTo(1);
        assertThat(askedByApply).as("seat checks by apply (the flow's only)").isEqualTo(1);
        assertThatThrownBy(() -> session.applyLegal(1, 0)).isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("P1's decision");
    }

    @Test
    void anOutcomeByNamedPartsRanksByScoreThenTieBreaks() {
        io.agon.core.Outcome o = io.agon.core.Outcome.scores(5, 5, 3).tieBreak(1, 2, 9).summary("money, then cards");
        assertThat(o.ranks()).containsExactly(1, 0, 2);
        assertThat(o.summary()).isEqualTo("money, then cards");
        assertThat(io.agon.core.Outcome.scores(4, 4).summary("tied").ranks()).containsExactly(0, 0);
    }

    @Test
    void aTurnOrderSkipsTheSeatsThatAreOut() {
        TurnPolicy<int[]> order = TurnPolicy.clockwiseSkipping(s -> 0, s -> s.length, (s, seat) -> s[seat] == 0);
        int[] alive = {1, 0, 1, 0};
        assertThat(order.next(alive, 0)).isEqualTo(2);
        assertThat(order.next(alive, 2)).isEqualTo(0);
        assertThat(order.next(new int[] {0, 0, 0}, 1)).isEqualTo(-1);
    }

    @Test
    void aGameThatAddsToApplyIsNotSkippedByAListedAction() {
        AtomicInteger added = new AtomicInteger();
        Nim nim = new Nim() {
            @Override
            public void apply(ArrayState<Turn> s, int player, Action action, EventSink events) {
                super.apply(s, player, action, events);
                added.incrementAndGet();
            }
        };
        Session<ArrayState<Turn>> session = Session.start(nim, Setup.of(2, 1));
        session.applyLegal(0, 0);
        nim.applyListed(session.state(), 1, new Take(1), EventSink.NONE);
        assertThat(added.get()).as("the game's own apply ran for both listed actions").isEqualTo(2);
    }
}
