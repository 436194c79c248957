package io.agon.core;

import java.util.function.Supplier;

/**
 * The guard of {@link Game}'s two default {@code newGame} methods, which call each other: a game that implements
 * neither gets a one-line error naming the game instead of a stack overflow.
 */
final class NewGameDefaults {

    /** The game whose default {@code newGame} is running on this thread, or null. */
    private static final ThreadLocal<Game<?>> DELEGATING = new ThreadLocal<>();

    private NewGameDefaults() {
    }

    /** Runs {@code other} (the other default) for {@code game}, unless {@code game} is already delegating. */
    static <S extends GameState<S>> S delegate(Game<S> game, Supplier<S> other) {
        Game<?> outer = DELEGATING.get();
        if (outer == game) {
            throw new IllegalStateException(game.getClass().getName()
                    + " implements neither newGame(Setup) nor newGame(Setup, EventSink): implement one of them");
        }
        DELEGATING.set(game);
        try {
            return other.get();
        } finally {
            DELEGATING.set(outer);
        }
    }
}
