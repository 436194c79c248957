package io.agon.core;

/**
 * Mutable state of one game in progress. The state owns everything the rules need, including its seeded
 * {@link Rng}, so a {@link #copy()} continues exactly as the original would.
 *
 * <p>Implementations must override {@code equals} and {@code hashCode} as deep value equality: the contract
 * test kit compares copies and replays with them.
 *
 * @param <S> the concrete state type
 */
public interface GameState<S extends GameState<S>> {

    /** A deep, independent copy: changing one never changes the other. Hot path: allocate little. */
    S copy();
}
