package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.View;
import java.util.List;

/**
 * A test game with a loop of two moves, like taking a die and putting it back: P1 may {@link Pick} up a token and
 * then {@link Use} it (one more use) or {@link PutBack} (back to the position before the pick), or {@link Finish}:
 * the game ends, shared if P1 used a token, lost otherwise. P2 never moves. An evaluator that dislikes uses (see
 * the test) makes "pick and put back" look best unless the search sees that the loop gains nothing.
 */
final class LoopGame extends SoloTestGame<LoopGame.State> {

    /** Picks up a token. */
    record Pick() implements Action {
    }

    /** Uses the token in hand. */
    record Use() implements Action {
    }

    /** Puts the token in hand back: the position before the pick again. */
    record PutBack() implements Action {
    }

    /** Ends the game. */
    record Finish() implements Action {
    }

    static final GameInfo INFO = new GameInfo("loop", "Loop", 2, 2, "1", "a loop of two moves", List.of(),
            List.of(Pick.class, Use.class, PutBack.class, Finish.class));

    LoopGame() {
        super(INFO, "pick, use, put back or finish");
    }

    @Override
    State start() {
        return new State();
    }

    @Override
    boolean over(State s) {
        return s.over;
    }

    /** Token in hand, uses so far, over. */
    static final class State implements GameState<State> {
        boolean holding;
        int uses;
        boolean over;

        @Override
        public State copy() {
            State s = new State();
            s.holding = holding;
            s.uses = uses;
            s.over = over;
            return s;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && s.holding == holding && s.uses == uses && s.over == over;
        }

        @Override
        public int hashCode() {
            return (holding ? 1 : 0) + 2 * uses + (over ? 1000 : 0);
        }
    }

    record LoopView(int observer, boolean holding, int uses, boolean over) implements View {
        @Override
        public String render() {
            return holding + " " + uses + " " + over;
        }
    }

    @Override
    public void legalActions(State s, List<Action> out) {
        if (s.over) {
            return;
        }
        if (s.holding) {
            out.add(new Use());
            out.add(new PutBack());
        } else {
            out.add(new Pick());
            out.add(new Finish());
        }
    }

    @Override
    public void apply(State s, int player, Action action, EventSink events) {
        if (s.over || player != 0) {
            throw IllegalActionException.wrongPlayer(player, currentPlayer(s));
        }
        if (s.holding && action instanceof Use) {
            s.uses++;
            s.holding = false;
        } else if (s.holding && action instanceof PutBack) {
            s.holding = false;
        } else if (!s.holding && action instanceof Pick) {
            s.holding = true;
        } else if (!s.holding && action instanceof Finish) {
            s.over = true;
        } else {
            throw new IllegalActionException("cannot " + action);
        }
    }

    @Override
    public Outcome outcome(State s) {
        return Outcome.ranked(s.uses > 0 ? new int[] {1, 1} : new int[] {0, 1}, "over");
    }

    @Override
    public View view(State s, int player) {
        return new LoopView(player, s.holding, s.uses, s.over);
    }

    @Override
    public String describe(State s, Action action) {
        return action.getClass().getSimpleName();
    }
}
