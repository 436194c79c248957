package test.coins;

import com.google.inject.AbstractModule;
import com.google.inject.Module;
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
import io.agon.core.spi.GameEntry;
import io.agon.core.spi.GamePlugin;
import java.util.List;
import java.util.Map;

/**
 * A game from outside the launcher, compiled and packed into a jar by PluginsTest: seven coins on the table, two
 * players take 1 or 2 in turn, and whoever takes the last coin wins.
 */
public final class CoinsPlugin implements GamePlugin {

    /** Take 1 or 2 coins. */
    public record Take(int n) implements Action {
    }

    /** The state: coins left, whose turn, and the winner once the game is over. */
    static final class State implements GameState<State> {
        int coins = 7;
        int turn;
        int winner = -1;

        @Override
        public State copy() {
            State s = new State();
            s.coins = coins;
            s.turn = turn;
            s.winner = winner;
            return s;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && s.coins == coins && s.turn == turn && s.winner == winner;
        }

        @Override
        public int hashCode() {
            return coins * 31 + turn * 7 + winner;
        }
    }

    /** Everything is open. */
    public record CoinsView(int observer, int coins, int turn) implements View {
        @Override
        public String render() {
            return coins + " coins on the table; P" + (turn + 1) + " to take";
        }
    }

    static final class Coins implements Game<State> {
        private static final GameInfo INFO = new GameInfo("coins", "Coins", 2, 2, "1", "Take the last coin.",
                List.of(), List.of(Take.class));

        @Override
        public GameInfo info() {
            return INFO;
        }

        @Override
        public State newGame(Setup setup) {
            setup.validate(INFO);
            return new State();
        }

        @Override
        public int currentPlayer(State s) {
            return s.winner >= 0 ? -1 : s.turn;
        }

        @Override
        public Decision decision(State s) {
            return s.winner >= 0 ? Decision.GAME_OVER : new Decision(s.turn, s.turn, "take 1 or 2 coins");
        }

        @Override
        public void legalActions(State s, List<Action> out) {
            if (s.winner < 0) {
                for (int n = 1; n <= Math.min(2, s.coins); n++) {
                    out.add(new Take(n));
                }
            }
        }

        @Override
        public void apply(State s, int player, Action action, EventSink events) {
            if (s.winner >= 0 || player != s.turn) {
                throw IllegalActionException.wrongPlayer(player, currentPlayer(s));
            }
            if (!(action instanceof Take t) || t.n() < 1 || t.n() > Math.min(2, s.coins)) {
                throw new IllegalActionException("take 1 or 2 coins, at most the " + s.coins + " left");
            }
            s.coins -= t.n();
            if (s.coins == 0) {
                s.winner = player;
            }
            s.turn = 1 - s.turn;
        }

        @Override
        public Outcome outcome(State s) {
            int[] scores = new int[2];
            scores[s.winner] = 1;
            return Outcome.ranked(scores, "P" + (s.winner + 1) + " took the last coin");
        }

        @Override
        public View view(State s, int player) {
            return new CoinsView(player, s.coins, s.turn);
        }

        @Override
        public State determinize(State s, int observer, Rng rng) {
            return s.copy();
        }

        @Override
        public String describe(State s, Action a) {
            return a instanceof Take t ? "Take " + t.n() : a.toString();
        }
    }

    @Override
    public Module module() {
        return new AbstractModule() {
            @Override
            protected void configure() {
                GameEntry.bind(binder(), new GameEntry(new Coins(), "COINS\nTake 1 or 2; the last coin wins.",
                        Map.of()));
            }
        };
    }
}
