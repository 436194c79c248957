package io.agon.polis.model;

import io.agon.core.AgonException;

/** The card or board data is malformed; the message names the bad entry. */
public class CatalogueException extends AgonException {

    /** @param message names the entry and what is wrong with it */
    public CatalogueException(String message) {
        super(message);
    }

    /** @param message names the entry; @param cause the parse failure */
    public CatalogueException(String message, Throwable cause) {
        super(message, cause);
    }
}
