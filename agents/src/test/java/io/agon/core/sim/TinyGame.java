package io.agon.core.sim;

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
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentFactory;
import io.agon.core.agent.InformationSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A tiny test game with hidden information: each player holds a secret card 1..9; in turn each either keeps it
 * (and is done) or swaps it for a new random card (at most twice). The highest card wins; equal cards share.
 * Its state has a {@code copyFrom}; a game made with {@code new TinyGame(true)} has one that forgets whose turn it
 * is (for the contract kit's tests).
 */
public class TinyGame implements Game<TinyGame.State> {

    sealed interface Move extends Action permits Keep, Swap {
    }

    record Keep() implements Move {
    }

    record Swap() implements Move {
    }

    static final Keep KEEP = new Keep();
    static final Swap SWAP = new Swap();

    public static final class State implements GameState<State> {
        final int[] cards;
        final int[] swaps;
        final boolean[] done;
        int turn;
        final Rng rng;
        final boolean forgetful;

        State(int players, Rng rng, boolean forgetful) {
            cards = new int[players];
            swaps = new int[players];
            done = new boolean[players];
            this.rng = rng;
            this.forgetful = forgetful;
        }

        private State(State o) {
            cards = o.cards.clone();
            swaps = o.swaps.clone();
            done = o.done.clone();
            turn = o.turn;
            rng = o.rng.copy();
            forgetful = o.forgetful;
        }

        @Override
        public State copy() {
            return new State(this);
        }

        @Override
        public State copyFrom(State o) {
            if (o.cards.length != cards.length || o.forgetful != forgetful) {
                return o.copy();
            }
            System.arraycopy(o.cards, 0, cards, 0, cards.length);
            System.arraycopy(o.swaps, 0, swaps, 0, swaps.length);
            System.arraycopy(o.done, 0, done, 0, done.length);
            if (!forgetful) {
                turn = o.turn;
            }
            rng.copyFrom(o.rng);
            return this;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && Arrays.equals(cards, s.cards) && Arrays.equals(swaps, s.swaps)
                    && Arrays.equals(done, s.done) && turn == s.turn && rng.equals(s.rng);
        }

        @Override
        public int hashCode() {
            return Objects.hash(Arrays.hashCode(cards), Arrays.hashCode(swaps), Arrays.hashCode(done), turn, rng);
        }
    }

    record TinyView(int observer, int card, List<Integer> swaps, int turn) implements View {
        @Override
        public String render() {
            return "card " + card + ", swaps " + swaps;
        }
    }

    /** Keeps any card of 6 or more. */
    static final AgentFactory KEEPER = (spec, seed) -> {
        spec.allowOnly();
        return new Agent() {
            @Override
            public String name() {
                return "keeper";
            }

            @Override
            public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
                TinyView v = (TinyView) info.view();
                return v.card() >= 6 || !info.legalActions().contains(SWAP) ? KEEP : SWAP;
            }
        };
    };

    static final Map<String, AgentFactory> AGENTS = Map.of("keeper", KEEPER);

    private final GameInfo info = new GameInfo("tiny", "Tiny", 2, 4, "1", "a tiny test game", List.of(),
            List.of(Keep.class, Swap.class));

    private final boolean forgetful;

    public TinyGame() {
        this(false);
    }

    /** {@code forgetful}: the states' copyFrom forgets whose turn it is. */
    public TinyGame(boolean forgetful) {
        this.forgetful = forgetful;
    }

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public State newGame(Setup setup) {
        setup.validate(info);
        State s = new State(setup.players(), new Rng(setup.seed()), forgetful);
        for (int p = 0; p < setup.players(); p++) {
            s.cards[p] = 1 + s.rng.nextInt(9);
        }
        return s;
    }

    @Override
    public int currentPlayer(State s) {
        return s.turn;
    }

    @Override
    public Decision decision(State s) {
        return s.turn < 0 ? Decision.GAME_OVER : new Decision(s.turn, s.turn, "Keep or swap");
    }

    @Override
    public void legalActions(State s, List<Action> out) {
        if (s.turn < 0) {
            return;
        }
        out.add(KEEP);
        if (s.swaps[s.turn] < 2) {
            out.add(SWAP);
        }
    }

    @Override
    public void apply(State s, int player, Action action, EventSink events) {
        if (player != s.turn) {
            throw IllegalActionException.wrongPlayer(player, s.turn);
        }
        if (action instanceof Swap && s.swaps[player] >= 2) {
            throw new IllegalActionException("at most two swaps");
        }
        if (action instanceof Swap) {
            s.swaps[player]++;
            s.cards[player] = 1 + s.rng.nextInt(9);
        } else {
            s.done[player] = true;
        }
        int n = s.cards.length;
        int next = -1;
        for (int i = 1; i <= n; i++) {
            int q = (player + i) % n;
            if (!s.done[q]) {
                next = q;
                break;
            }
        }
        s.turn = next;
    }

    @Override
    public Outcome outcome(State s) {
        return Outcome.ranked(s.cards.clone(), "highest card wins");
    }

    @Override
    public View view(State s, int player) {
        List<Integer> swaps = new ArrayList<>();
        for (int x : s.swaps) {
            swaps.add(x);
        }
        return new TinyView(player, s.cards[player], swaps, s.turn);
    }

    @Override
    public State determinize(State s, int observer, Rng rng) {
        return determinize(s, observer, rng, null);
    }

    @Override
    public State determinize(State s, int observer, Rng rng, State reuse) {
        State d = reuse == null ? s.copy() : reuse.copyFrom(s);
        for (int p = 0; p < d.cards.length; p++) {
            if (p != observer) {
                d.cards[p] = 1 + rng.nextInt(9);
            }
        }
        return d;
    }
}
