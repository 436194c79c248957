package io.agon.core.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.IllegalActionException;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.flow.PileGame;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordFormatException;
import io.agon.core.record.Replay;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one play loop: history, refusals, events, narration, undo, records. */
class SessionTest {

    private final PileGame game = new PileGame();

    private static <S extends io.agon.core.GameState<S>> List<S> playRandomly(Session<S> session, int actions,
                                                                                long seed) {
        Rng r = new Rng(seed);
        List<S> states = new ArrayList<>();
        states.add(session.state().copy());
        for (int i = 0; i < actions && !session.isOver(); i++) {
            List<Action> legal = session.legalActions();
            session.apply(session.currentPlayer(), legal.get(r.nextInt(legal.size())));
            states.add(session.state().copy());
        }
        return states;
    }

    @Test
    void applyKeepsTheHistoryAndNarratesEachMoveForEverySeat() {
        Session<PileGame.State> session = Session.start(game, Setup.of(2, 3)).narrate(true);
        List<Move> heard = new ArrayList<>();
        session.listen((s, m) -> heard.add(m));
        Move m = session.apply(0, game.legalActions(session.state()).get(0));
        assertThat(m.index()).isZero();
        assertThat(m.seat()).isZero();
        assertThat(m.label(0)).isEqualTo("I take 1");
        assertThat(m.label(1)).isEqualTo("Take 1");
        assertThat(m.label(-1)).isEqualTo("Take 1");
        assertThat(m.ownLabel()).isEqualTo("I take 1");
        assertThat(m.narration(1)).containsExactly("P1: Take 1");
        assertThat(heard).containsExactly(m);
        assertThat(session.history()).containsExactly(m.action());
        assertThat(session.length()).isEqualTo(1);
    }

    @Test
    void eventsAreCollectedAndForwardedUnlessQuiet() {
        List<String> forwarded = new ArrayList<>();
        Session<PileGame.State> session = Session.start(game, Setup.of(2, 3)).forward(e -> forwarded.add(e.text()));
        List<Move> moves = new ArrayList<>();
        while (session.state().round == 0) {
            moves.add(session.apply(session.legalActions().get(0)));
        }
        assertThat(moves.get(moves.size() - 1).events()).hasSize(1);
        assertThat(moves.get(moves.size() - 1).narration(-1).get(1)).startsWith("  * dealt ");
        assertThat(forwarded).hasSize(1);
        Session<PileGame.State> quiet = Session.start(game, Setup.of(2, 3)).quiet();
        while (quiet.state().round == 0) {
            assertThat(quiet.apply(quiet.legalActions().get(0)).events()).isEmpty();
        }
    }

    @Test
    void aRefusedActionChangesNeitherStateNorHistory() {
        Session<PileGame.State> session = Session.start(game, Setup.of(2, 3));
        session.apply(session.legalActions().get(0));
        PileGame.State before = session.state().copy();
        assertThatThrownBy(() -> session.apply(0, session.legalActions().get(0)))
                .isInstanceOf(IllegalActionException.class).hasMessage("it is P2's decision, not P1's");
        assertThatThrownBy(() -> session.apply(1, null)).isInstanceOf(IllegalActionException.class);
        assertThat(session.state()).isEqualTo(before);
        assertThat(session.length()).isEqualTo(1);
    }

    @Test
    void applyLegalChecksTheSeatOnceThenTheIndex() {
        Session<PileGame.State> session = Session.start(game, Setup.of(2, 3));
        int count = session.legalActions().size();
        assertThatThrownBy(() -> session.applyLegal(1, count + 5)).isInstanceOf(IllegalActionException.class)
                .hasMessage("it is P1's decision, not P2's");
        assertThatThrownBy(() -> session.applyLegal(0, count)).isInstanceOf(IllegalActionException.class)
                .hasMessage("there is no action " + count + " (the legal actions are numbered 0 to " + (count - 1) + ")")
                .extracting(e -> ((IllegalActionException) e).ruleId()).isEqualTo(IllegalActionException.INDEX);
        assertThat(session.length()).isZero();
        Move move = session.applyLegal(0, count - 1);
        assertThat(move.seat()).isZero();
        assertThat(session.history()).hasSize(1);
    }

    @Test
    void replayToAndUndoRebuildEveryEarlierState() {
        Session<PileGame.State> session = Session.start(game, Setup.of(3, 11));
        List<PileGame.State> states = playRandomly(session, 30, 5);
        int n = session.length();
        session.undo();
        assertThat(session.state()).isEqualTo(states.get(n - 1));
        session.replayTo(3);
        assertThat(session.length()).isEqualTo(3);
        assertThat(session.state()).isEqualTo(states.get(3));
        session.replayTo(0);
        assertThat(session.state()).isEqualTo(states.get(0));
        assertThatThrownBy(session::undo).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> session.replayTo(1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aSessionConvertsToARecordAndBack() {
        Session<PileGame.State> session = Session.start(game, Setup.of(2, 4));
        playRandomly(session, 1000, 9);
        assertThat(session.isOver()).isTrue();
        GameRecord record = GameRecord.of(session);
        assertThat(record.actions()).isEqualTo(session.history());
        Session<PileGame.State> back = Replay.session(game, record);
        assertThat(back.state()).isEqualTo(session.state());
        assertThat(back.outcome()).isEqualTo(session.outcome());
        List<Action> bad = new ArrayList<>(record.actions());
        bad.set(1, new PileGame.TakeN(7));
        assertThatThrownBy(() -> Replay.session(game, new GameRecord("pile", "1", record.setup(), bad)))
                .isInstanceOf(RecordFormatException.class).hasMessageStartingWith("action 2 of ");
    }

    @Test
    void aGameThatCrashesMidwayIsRebuiltFromTheHistory() {
        Game<PileGame.State> buggy = new PileGame() {
            @Override
            public void apply(PileGame.State s, int player, Action action, EventSink events) {
                if (s.pile == 1) {
                    s.score[0] += 100;    // a half-done change, then a crash
                    throw new IllegalStateException("bug");
                }
                super.apply(s, player, action, events);
            }
        };
        Session<PileGame.State> session = Session.start(buggy, Setup.of(2, 3));
        while (session.state().pile != 1) {
            session.apply(session.legalActions().get(0));
        }
        PileGame.State before = session.state().copy();
        int length = session.length();
        assertThatThrownBy(() -> session.apply(session.legalActions().get(0)))
                .isInstanceOf(IllegalStateException.class).hasMessage("bug");
        assertThat(session.state()).isEqualTo(before);
        assertThat(session.length()).isEqualTo(length);
    }
}
