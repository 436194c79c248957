package io.agon.cli;

import io.agon.core.AgonException;

/** A mistake on the command line that picocli cannot see (zero games, a bad {@code k=v}): exit code 2. */
public class UsageException extends AgonException {

    /** @param message one readable line */
    public UsageException(String message) {
        super(message);
    }
}
