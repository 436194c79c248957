package ${package}.model;

import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.flow.FlowState;
import io.agon.core.flow.StepStack;
import io.agon.core.state.AgonState;

/**
 * Everything about one game: the banked points, whose turn it is, the turn total, the step stack of the flow and
 * the state's own random generator (all chance lives in the state, so a copy continues exactly as the original would). Mutable for speed;
 * the deep {@link #copy()}, {@code copyFrom}, {@code equals} and {@code hashCode} are generated from the fields at compile
 * time ({@link AgonState}: a new field is copied and compared without a line more).
 */
@AgonState
public final class ${gameName}State implements GameState<${gameName}State>, FlowState<${gameName}Step> {

    /** Banked points of each seat. */
    public int[] banked;
    /** The seat on turn. */
    public int turn;
    /** Points rolled this turn, not yet banked. */
    public int turnTotal;
    /** Rolls made this turn (Hold needs at least one). */
    public int rolls;
    /** The winning seat, or -1 while the game is on. */
    public int winner = -1;
    /** The steps waiting to be decided (empty when the game is over). */
    public StepStack<${gameName}Step> steps;
    /** The die. */
    public Rng rng;

    /** A new game for {@code players} seats with the die seeded by {@code seed}; no step yet. */
    public ${gameName}State(int players, long seed) {
        this.banked = new int[players];
        this.steps = new StepStack<>(2);
        this.rng = new Rng(seed);
    }

    /** A blank for the generated copy. */
    ${gameName}State() {
    }

    @Override
    public ${gameName}State copy() {
        return ${gameName}StateFields.copy(this);
    }

    @Override
    public ${gameName}State copyFrom(${gameName}State o) {
        return ${gameName}StateFields.copyFrom(o, this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ${gameName}State s && ${gameName}StateFields.equals(this, s);
    }

    @Override
    public int hashCode() {
        return ${gameName}StateFields.hash(this);
    }

    /** The step stack (for the flow). */
    @Override
    public StepStack<${gameName}Step> steps() {
        return steps;
    }
}
