package io.agon.core.agent;

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
import java.util.Arrays;
import java.util.List;

/**
 * A perfect-information test game: Nim for 1-4 players. On your turn take 1 or more stones from one heap; whoever
 * takes the last stone wins alone. With two players, a position is lost for the player to move exactly when the
 * XOR of the heap sizes is 0, so the winning moves are known.
 */
final class NimGame implements Game<NimGame.State> {

    /** Take {@code count} stones from heap {@code heap}. */
    record Take(int heap, int count) implements Action {
    }

    /**
     * The same move as {@link Take}, listed by a game made with {@code new NimGame(true)}: every instance has the
     * same hash code, legal by the contract of {@link Action} (equal actions hash alike, not the reverse), so that
     * tests can check that a search tells moves apart by {@code equals}, not by hash code alone.
     */
    record SameHashTake(int heap, int count) implements Action {
        @Override
        public int hashCode() {
            return 7;
        }
    }

    static final GameInfo INFO = new GameInfo("nim", "Nim", 1, 4, "1", "take the last stone", List.of(),
            List.of(Take.class, SameHashTake.class));

    /** Whether moves are listed as {@link SameHashTake} instead of {@link Take}. */
    private final boolean sameHash;

    /** Nim with moves listed as {@link Take}. */
    NimGame() {
        this(false);
    }

    /** Nim with moves listed as {@link SameHashTake} when {@code sameHash} is true. */
    NimGame(boolean sameHash) {
        this.sameHash = sameHash;
    }

    /** The heaps, the player to move, and the winner once the heaps are empty. */
    static final class State implements GameState<State> {
        final int players;
        final int[] heaps;
        int toMove;
        int winner = -1;
        final Rng rng;

        State(int players, int[] heaps, long seed) {
            this.players = players;
            this.heaps = heaps.clone();
            this.rng = new Rng(seed);
        }

        @Override
        public State copy() {
            State s = new State(players, heaps, 0);
            s.toMove = toMove;
            s.winner = winner;
            s.rng.copyFrom(rng);
            return s;
        }

        /** Reuses this state (the searches' path with a game that overrides copyFrom). */
        @Override
        public State copyFrom(State o) {
            if (o.players != players || o.heaps.length != heaps.length) {
                return o.copy();
            }
            System.arraycopy(o.heaps, 0, heaps, 0, heaps.length);
            toMove = o.toMove;
            winner = o.winner;
            rng.copyFrom(o.rng);
            return this;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && s.players == players && Arrays.equals(s.heaps, heaps)
                    && s.toMove == toMove && s.winner == winner && s.rng.equals(rng);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(heaps) * 31 + toMove;
        }
    }

    record NimView(int observer, List<Integer> heaps, int toMove) implements View {
        @Override
        public String render() {
            return "heaps " + heaps;
        }
    }

    /** A game with the given heaps, player 0 to move. */
    static State start(int players, int... heaps) {
        return new State(players, heaps, 1);
    }

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public State newGame(Setup setup) {
        setup.validate(INFO);
        return new State(setup.players(), new int[] {3, 4, 5}, setup.seed());
    }

    @Override
    public int currentPlayer(State s) {
        return s.winner >= 0 ? -1 : s.toMove;
    }

    @Override
    public Decision decision(State s) {
        return s.winner >= 0 ? Decision.GAME_OVER : new Decision(s.toMove, s.toMove, "take stones");
    }

    @Override
    public void legalActions(State s, List<Action> out) {
        if (s.winner >= 0) {
            return;
        }
        for (int h = 0; h < s.heaps.length; h++) {
            for (int c = 1; c <= s.heaps[h]; c++) {
                out.add(sameHash ? new SameHashTake(h, c) : new Take(h, c));
            }
        }
    }

    @Override
    public void apply(State s, int player, Action action, EventSink events) {
        if (s.winner >= 0 || player != s.toMove) {
            throw IllegalActionException.wrongPlayer(player, currentPlayer(s));
        }
        if (action instanceof SameHashTake t) {
            action = new Take(t.heap(), t.count());
        }
        if (!(action instanceof Take t) || t.heap() < 0 || t.heap() >= s.heaps.length || t.count() < 1
                || t.count() > s.heaps[t.heap()]) {
            throw new IllegalActionException("cannot " + action);
        }
        s.heaps[t.heap()] -= t.count();
        if (Arrays.stream(s.heaps).sum() == 0) {
            s.winner = player;
        } else {
            s.toMove = (s.toMove + 1) % s.players;
        }
    }

    @Override
    public Outcome outcome(State s) {
        int[] scores = new int[s.players];
        scores[s.winner] = 1;
        return Outcome.ranked(scores, "P" + (s.winner + 1) + " took the last stone");
    }

    @Override
    public View view(State s, int player) {
        return new NimView(player, Arrays.stream(s.heaps).boxed().toList(), s.toMove);
    }

    @Override
    public State determinize(State s, int observer, Rng rng) {
        return s.copy();
    }

    @Override
    public String describe(State s, Action action) {
        if (action instanceof SameHashTake t) {
            return describeTake(t.heap(), t.count());
        }
        Take t = (Take) action;
        return describeTake(t.heap(), t.count());
    }

    private static String describeTake(int heap, int count) {
        return "take " + count + " from heap " + heap;
    }
}
