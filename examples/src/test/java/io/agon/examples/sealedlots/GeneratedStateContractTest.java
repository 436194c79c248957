package io.agon.examples.sealedlots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.state.AgonState;
import io.agon.core.testkit.GameContract;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A state with generated copy, equality and hash ({@link AgonState}) passes the contract kit, and the kit's field by
 * field check bites a copy that shares an array the rules never change (so no play check could see it).
 */
class GeneratedStateContractTest {

    /** Whose turn, what each took, the pile, and a table of limits the rules only read. */
    @AgonState
    static final class PileState implements GameState<PileState> {
        int pile;
        int turn;
        int winner = -1;
        int[] taken;
        /** Most pebbles a take may have: read-only data (not marked @Shared, so a copy must not share it). */
        int[] limits;
        /** True when this state's copies share {@link #limits} (the planted bug). */
        boolean sharing;

        PileState(int players, int pile) {
            this.pile = pile;
            this.taken = new int[players];
            this.limits = new int[] {3};
        }

        PileState() {
        }

        @Override
        public PileState copy() {
            PileState c = GeneratedStateContractTest_PileStateFields.copy(this);
            if (sharing) {
                c.limits = limits;
            }
            return c;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof PileState s && GeneratedStateContractTest_PileStateFields.equals(this, s);
        }

        @Override
        public int hashCode() {
            return GeneratedStateContractTest_PileStateFields.hash(this);
        }
    }

    /** Take 1 to 3 pebbles. */
    record Take(int count) implements Action {
    }

    /** What everyone sees. */
    record PileView(int observer, int pile) implements View {
        @Override
        public String render() {
            return pile + " left";
        }
    }

    /** Pebbles: the last pebble wins. */
    static class Pile implements Game<PileState> {
        final boolean sharing;
        final GameInfo info = GameInfo.builder("pile", "Pile").players(2, 3).actions(List.of(Take.class)).build();

        Pile(boolean sharing) {
            this.sharing = sharing;
        }

        @Override
        public GameInfo info() {
            return info;
        }

        @Override
        public PileState newGame(Setup setup) {
            PileState s = new PileState(setup.players(), 10 + new Rng(setup.seed()).nextInt(8));
            s.sharing = sharing;
            return s;
        }

        @Override
        public int currentPlayer(PileState s) {
            return s.winner >= 0 ? -1 : s.turn;
        }

        @Override
        public Decision decision(PileState s) {
            return s.winner >= 0 ? Decision.GAME_OVER : new Decision(s.turn, s.turn, "take");
        }

        @Override
        public void legalActions(PileState s, List<Action> out) {
            for (int n = 1; s.winner < 0 && n <= Math.min(s.limits[0], s.pile); n++) {
                out.add(new Take(n));
            }
        }

        @Override
        public void apply(PileState s, int player, Action a, EventSink events) {
            if (player != currentPlayer(s)) {
                throw IllegalActionException.wrongPlayer(player, currentPlayer(s));
            }
            if (!(a instanceof Take t) || t.count() < 1 || t.count() > Math.min(s.limits[0], s.pile)) {
                throw IllegalActionException.notNow(a, "take 1 to " + Math.min(s.limits[0], s.pile));
            }
            s.pile -= t.count();
            s.taken[player] += t.count();
            if (s.pile == 0) {
                s.winner = player;
            } else {
                s.turn = (s.turn + 1) % s.taken.length;
            }
        }

        @Override
        public Outcome outcome(PileState s) {
            int[] scores = new int[s.taken.length];
            scores[s.winner] = 1;
            return Outcome.ranked(scores, "P" + (s.winner + 1) + " took the last");
        }

        @Override
        public View view(PileState s, int player) {
            return new PileView(player, s.pile);
        }

        @Override
        public boolean perfectInformation() {
            return true;
        }
    }

    @Test
    void aGeneratedStatePassesTheContract() {
        assertThat(GameContract.of(new Pile(false)).players(2, 3).games(20).run().games()).isEqualTo(20);
    }

    @Test
    void theKitBitesACopyThatSharesAnArray() {
        assertThatThrownBy(() -> GameContract.of(new Pile(true)).players(2).games(5).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("[copy]")
                .hasMessageContaining("shares limits");
    }
}
