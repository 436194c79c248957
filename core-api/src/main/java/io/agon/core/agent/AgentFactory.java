package io.agon.core.agent;

/**
 * Makes agents of one kind from a spec and a seed. Games contribute factories (e.g. their "heuristic" agent)
 * through {@link io.agon.core.spi.GameEntry}; the generic ones are in {@link Agents}.
 */
@FunctionalInterface
public interface AgentFactory {

    /**
     * @param spec the parsed spec (validate its parameters; throw {@link AgentSpecException} if wrong)
     * @param seed seed of the agent's own generator
     */
    Agent create(AgentSpec spec, long seed);
}
