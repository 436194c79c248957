package io.agon.core.flow;

import io.agon.core.GameState;
import io.agon.core.Rng;
import java.util.Arrays;

/**
 * A ready-made state for a small game on a declared {@link Flow}: an array of ints (cells, counters, scores), the
 * flow's {@link StepStack} and a seeded {@link Rng}, with {@link #copy()}, {@link #copyFrom}, {@code equals} and
 * {@code hashCode} written once here. A game whose data fits in ints uses it as is
 * ({@code FlowGame<ArrayState<Turn>, Turn>}); a bigger game writes its own state.
 *
 * @param <T> the game's step type
 */
public final class ArrayState<T> implements GameState<ArrayState<T>>, FlowState<T> {

    /** The game's data, all zero at first. */
    public final int[] ints;
    /** The steps waiting, the flow's stack ({@code Flow.builder(s -> s.steps)}). */
    public final StepStack<T> steps = new StepStack<>();
    /** All chance of the game comes from here. */
    public final Rng rng;

    /** {@code size} ints, all zero, and a generator seeded with {@code seed}. */
    public ArrayState(int size, long seed) {
        this.ints = new int[size];
        this.rng = new Rng(seed);
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

    private ArrayState(ArrayState<T> other) {
        this.ints = other.ints.clone();
        this.rng = other.rng.copy();
        this.steps.copyFrom(other.steps);
    }

    @Override
    public ArrayState<T> copy() {
        return new ArrayState<>(this);
    }

    @Override
    public ArrayState<T> copyFrom(ArrayState<T> other) {
        if (other.ints.length != ints.length) {
            return other.copy();
        }
        System.arraycopy(other.ints, 0, ints, 0, ints.length);
        rng.copyFrom(other.rng);
        steps.copyFrom(other.steps);
        return this;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ArrayState<?> a && Arrays.equals(ints, a.ints) && rng.equals(a.rng)
                && steps.equals(a.steps);
    }

    @Override
    public int hashCode() {
        return (Arrays.hashCode(ints) * 31 + rng.hashCode()) * 31 + steps.hashCode();
    }

    @Override
    public String toString() {
        return Arrays.toString(ints) + " " + steps;
    }
}
