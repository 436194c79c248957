package io.agon.architekton.io;

import io.agon.core.AgonException;

/** The tile data file is malformed; the message names the file and the bad entry. */
public class TileDataException extends AgonException {

    /** @param message what is wrong and where */
    public TileDataException(String message) {
        super(message);
    }
}
