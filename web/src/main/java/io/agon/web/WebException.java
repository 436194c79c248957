package io.agon.web;

import io.agon.core.AgonException;

/** A request the server refuses: an HTTP status and one readable line for the client. */
public class WebException extends AgonException {

    private final int status;

    /**
     * @param status  the HTTP status (4xx for a client mistake, 503 when the server is full)
     * @param message one readable line
     */
    public WebException(int status, String message) {
        super(message);
        this.status = status;
    }

    /** The HTTP status. */
    public int status() {
        return status;
    }
}
