package io.agon.core.flow;

import java.util.Objects;

/**
 * The name of a declared phase, made once as a constant and used everywhere the phase is meant: where it is
 * declared ({@code .phase(ROUND)}), where the game starts ({@code flow.start(s, SET_UP, events)}), where a phase
 * leads ({@code .then(ROUND)}) and where a rule begins it ({@code ctx.begin(ROUND)}). {@link #GAME_OVER} names the
 * end of the game where a phase may lead to it.
 *
 * <pre>{@code
 * static final Phase SET_UP = Phase.named("Set-up");
 * static final Phase ROUND = Phase.named("Round");
 * }</pre>
 *
 * @param name the phase's name as {@code agon flow} prints it; not empty
 */
public record Phase(String name) {

    /** Where a phase leads when the game is over: no phase begins. */
    public static final Phase GAME_OVER = new Phase();

    /** A phase called {@code name}. */
    public Phase {
        Objects.requireNonNull(name, "name");
    }

    private Phase() {
        this("");
    }

    /**
     * The phase called {@code name}.
     *
     * @throws IllegalArgumentException when {@code name} is blank
     */
    public static Phase named(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a phase needs a name");
        }
        return new Phase(name);
    }

    /** True for {@link #GAME_OVER}. */
    public boolean isGameOver() {
        return name.isEmpty();
    }

    @Override
    public String toString() {
        return isGameOver() ? "game over" : name;
    }
}
