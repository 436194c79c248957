package io.agon.core.flow;

import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.state.AgonState;
import java.util.Arrays;

/**
 * A ready-made state for a small game on a declared {@link Flow}: an array of ints (cells, counters, scores), the
 * flow's {@link StepStack} and a seeded {@link Rng}, with {@link #copy()}, {@link #copyFrom}, {@code equals} and
 * {@code hashCode} generated from its fields ({@link AgonState}). A game whose data fits in ints uses it as is
 * ({@code FlowGame<ArrayState<Turn>, Turn>}); a bigger game writes its own state.
 *
 * @param <T> the game's step type
 */
@AgonState
public final class ArrayState<T> implements GameState<ArrayState<T>> {

    /** The game's data, all zero at first. */
    public int[] ints;
    /** All chance of the game comes from here. */
    public Rng rng;
    /** The steps waiting, the flow's stack ({@code Flow.builder(s -> s.steps)}). */
    public StepStack<T> steps;

    /** {@code size} ints, all zero, and a generator seeded with {@code seed}. */
    public ArrayState(int size, long seed) {
        this.ints = new int[size];
        this.rng = new Rng(seed);
        this.steps = new StepStack<>();
    }

    /** A blank for the generated copy. */
    ArrayState() {
    }

    @Override
    public ArrayState<T> copy() {
        return ArrayStateFields.copy(this);
    }

    @Override
    public ArrayState<T> copyFrom(ArrayState<T> other) {
        return ArrayStateFields.copyFrom(other, this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ArrayState<?> a && ArrayStateFields.equals(this, a);
    }

    @Override
    public int hashCode() {
        return ArrayStateFields.hash(this);
    }

    @Override
    public String toString() {
        return Arrays.toString(ints) + " " + steps;
    }
}
