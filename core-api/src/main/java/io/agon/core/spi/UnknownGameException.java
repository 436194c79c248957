package io.agon.core.spi;

import io.agon.core.AgonException;

/** Asked for a game id that no plug-in provides. */
public class UnknownGameException extends AgonException {

    /** @param message names the id and the games there are */
    public UnknownGameException(String message) {
        super(message);
    }
}
