package io.agon.core;

/** Base of every exception the library throws for a user mistake; its message is one readable line. */
public class AgonException extends RuntimeException {

    /** @param message one readable line */
    public AgonException(String message) {
        super(message);
    }

    /** @param message one readable line; @param cause the underlying failure */
    public AgonException(String message, Throwable cause) {
        super(message, cause);
    }
}
