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

    /**
     * Makes a state equal to {@code other}, deep and independent like {@link #copy()}, reusing this object's storage
     * where it can, and returns it. The searches call {@code scratch = scratch.copyFrom(original)} once per
     * iteration instead of {@code original.copy()}, so that an iteration allocates (almost) nothing. Always go on
     * with the returned state: an override returns {@code this} after overwriting every field (or a fresh copy when
     * this object cannot hold {@code other}, e.g. a different player count); the default, for games that do not
     * override it, leaves this object alone and returns {@code other.copy()}.
     *
     * <p>The result must be indistinguishable from {@code other.copy()}: equal, with the same hash code, and
     * continuing exactly as {@code other} would. {@code this} must not be {@code other} or share storage with it.
     */
    default S copyFrom(S other) {
        return other.copy();
    }

    /**
     * The state's own random generator, where all its chance comes from, or null when the state says none (the
     * default). A state that names it lets {@link io.agon.core.flow.FlowGame}'s determinization give a copy a fresh
     * seed, so that the chance still to come is as unknown to a search as the hidden cards are.
     */
    default Rng rng() {
        return null;
    }
}
