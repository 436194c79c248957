package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.Rng;
import io.agon.core.Outcome;
import io.agon.core.View;
import java.util.List;

/**
 * A test game with a move that changes nothing: P1 may {@link Stall} (the position stays exactly as it was, P1 to
 * move again) or {@link Finish} (the game ends and P2 wins). A search whose evaluator says "P1 is winning" in every
 * unfinished position would stall forever without the repetition guard. With a ring of {@code n} positions a stall
 * moves to the next one instead, so the same position comes back only after {@code n} stalls: a long loop.
 */
final class StallGame extends SoloTestGame<StallGame.State> {

    /** Changes nothing. */
    record Stall() implements Action {
    }

    /** Ends the game, lost for P1. */
    record Finish() implements Action {
    }

    static final GameInfo INFO = new GameInfo("stall", "Stall", 2, 2, "1", "a move that changes nothing",
            List.of(), List.of(Stall.class, Finish.class));

    private final int ring;

    StallGame() {
        this(1);
    }

    /** A game whose stalls walk round a ring of {@code ring} positions. */
    StallGame(int ring) {
        super(INFO, "stall or finish");
        this.ring = ring;
    }

    @Override
    State start() {
        return new State();
    }

    @Override
    boolean over(State s) {
        return s.over;
    }

    /** Whether the game is over, the position on the ring, and the (unused) generator. */
    static final class State implements GameState<State> {
        boolean over;
        int at;
        final Rng rng = new Rng(1);

        @Override
        public State copy() {
            State s = new State();
            s.over = over;
            s.at = at;
            return s;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && s.over == over && s.at == at;
        }

        @Override
        public int hashCode() {
            return (over ? 1 : 0) + 2 * at;
        }
    }

    record StallView(int observer, boolean over, int at) implements View {
        @Override
        public String render() {
            return over ? "over" : "P1 to move";
        }
    }

    @Override
    public void legalActions(State s, List<Action> out) {
        if (!s.over) {
            out.add(new Stall());
            out.add(new Finish());
        }
    }

    @Override
    public void apply(State s, int player, Action action, EventSink events) {
        if (s.over || player != 0) {
            throw IllegalActionException.wrongPlayer(player, currentPlayer(s));
        }
        if (action instanceof Finish) {
            s.over = true;
        } else if (action instanceof Stall) {
            s.at = (s.at + 1) % ring;
        } else {
            throw new IllegalActionException("cannot " + action);
        }
    }

    @Override
    public Outcome outcome(State s) {
        return Outcome.ranked(new int[] {0, 1}, "P2 wins");
    }

    @Override
    public View view(State s, int player) {
        return new StallView(player, s.over, s.at);
    }

    @Override
    public String describe(State s, Action action) {
        return action instanceof Stall ? "stall" : "finish";
    }
}
