package io.agon.core.sim;

import io.agon.core.AgonException;

/**
 * A game of a {@link Tournament} failed: an agent chose an illegal action or the game did not end. This is a bug
 * in a game or an agent, not a user mistake; the message names the game's number and set-up seed so it can be
 * reproduced.
 */
public class SimulationException extends AgonException {

    /** @param message which game failed and why; @param cause the failure */
    public SimulationException(String message, Throwable cause) {
        super(message, cause);
    }
}
