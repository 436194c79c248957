package ${package}.model;

import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.flow.FlowState;
import io.agon.core.flow.StepStack;
import java.util.Arrays;

/**
 * Everything about one game: the banked points, whose turn it is, the turn total, the step stack of the flow and
 * the state's own random generator (all chance lives in the state, so a copy continues exactly as the original would). Mutable for speed,
 * with a deep {@link #copy()} and value equality.
 */
public final class ${gameName}State implements GameState<${gameName}State>, FlowState<${gameName}Step> {

    /** Banked points of each seat. */
    public final int[] banked;
    /** The seat on turn. */
    public int turn;
    /** Points rolled this turn, not yet banked. */
    public int turnTotal;
    /** Rolls made this turn (Hold needs at least one). */
    public int rolls;
    /** The winning seat, or -1 while the game is on. */
    public int winner = -1;
    /** The steps waiting to be decided (empty when the game is over). */
    public final StepStack<${gameName}Step> steps;
    /** The die. */
    public final Rng rng;

    @Override
    public StepStack<${gameName}Step> steps() {
        return steps;
    }

    /** A new game for {@code players} seats with the die seeded by {@code seed}; no step yet. */
    public ${gameName}State(int players, long seed) {
        this.banked = new int[players];
        this.steps = new StepStack<>(2);
        this.rng = new Rng(seed);
    }

    private ${gameName}State(${gameName}State o) {
        this.banked = o.banked.clone();
        this.turn = o.turn;
        this.turnTotal = o.turnTotal;
        this.rolls = o.rolls;
        this.winner = o.winner;
        this.steps = o.steps.copy();
        this.rng = o.rng.copy();
    }

    @Override
    public ${gameName}State copy() {
        return new ${gameName}State(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ${gameName}State s && Arrays.equals(banked, s.banked) && turn == s.turn
                && turnTotal == s.turnTotal && rolls == s.rolls && winner == s.winner && steps.equals(s.steps)
                && rng.equals(s.rng);
    }

    @Override
    public int hashCode() {
        return ((Arrays.hashCode(banked) * 31 + turn) * 31 + turnTotal) * 31 + rolls * 7 + winner + steps.hashCode()
                + rng.hashCode();
    }
}
