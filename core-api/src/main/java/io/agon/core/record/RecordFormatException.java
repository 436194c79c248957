package io.agon.core.record;

import io.agon.core.AgonException;

/** A record or data file that cannot be read: malformed or truncated JSON, wrong game, unknown action type. */
public class RecordFormatException extends AgonException {

    /** @param message what is wrong and where */
    public RecordFormatException(String message) {
        super(message);
    }

    /** @param message what is wrong and where; @param cause the parser's error */
    public RecordFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
