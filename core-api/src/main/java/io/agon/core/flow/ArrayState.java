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
public final class ArrayState<T> implements GameState<ArrayState<T>>, FlowState<T> {

    /** The game's data, all zero at first. */
    public int[] ints;
    /** All chance of the game comes from here. */
    public Rng rng;
    /** The steps waiting, the flow's stack ({@link #steps()}). */
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

    /**
     * Starts the flow of a game on this state whose steps are {@code T} ({@code Flow.of} cannot name the class of
     * {@code ArrayState<T>}).
     */
    public static <T> Flow.Builder<ArrayState<T>, T> flow(Class<T> step) {
        return Flow.builder(ArrayState::steps);
    }

    /** Starts a rule of a game on this state whose one step type is {@code T} (as {@link StepRule#of}). */
    public static <T> StepRule.Builder<ArrayState<T>, T, T> rule(Class<T> step) {
        return new StepRule.Builder<>();
    }

    @Override
    public StepStack<T> steps() {
        return steps;
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
