package io.agon.core.agent;

import io.agon.core.AgonException;

/** An agent description that cannot be understood: unknown kind, malformed or out-of-range parameter. */
public class AgentSpecException extends AgonException {

    /** @param message what is wrong */
    public AgentSpecException(String message) {
        super(message);
    }
}
