package io.agon.core;

/** Thrown by {@link Game#newGame} for an unsupported player count or a bad option. */
public class SetupException extends AgonException {

    /** @param message what is wrong, e.g. "Polis is for 3-5 players, not 2" */
    public SetupException(String message) {
        super(message);
    }
}
