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

    /**
     * Why a game's or an agent's own code failed, in one line for a person: the failure's message, or what kind of
     * failure it was when it gave none ("its code called itself without end" for a stack overflow).
     */
    public static String why(Throwable failure) {
        if (failure instanceof StackOverflowError) {
            return "its code called itself without end (a stack overflow)";
        }
        String message = failure.getMessage();
        if (message == null || message.isBlank()) {
            return "its code threw " + failure.getClass().getSimpleName();
        }
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).strip();
    }
}
