package io.agon.core.agent;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The registry of generic agents, which work on any game through the forward model alone. Game-specific agents
 * (e.g. "heuristic") are added by each game's {@link io.agon.core.spi.GameEntry}.
 */
public final class Agents {

    private static final Map<String, AgentFactory> GENERIC = new TreeMap<>();

    static {
        GENERIC.put("random", (spec, seed) -> {
            spec.allowOnly();
            return new RandomAgent(seed);
        });
    }

    private Agents() {
    }

    /** The generic agent factories by kind. */
    public static Map<String, AgentFactory> generic() {
        return Collections.unmodifiableMap(GENERIC);
    }

    /** Registers a generic agent kind (used by this package's own agents). */
    static void register(String kind, AgentFactory factory) {
        GENERIC.put(kind, factory);
    }

    /**
     * Creates an agent from {@code spec}, looking first in {@code gameAgents} and then in the generic ones.
     *
     * @throws AgentSpecException for an unknown kind or bad parameter
     */
    public static Agent create(AgentSpec spec, long seed, Map<String, AgentFactory> gameAgents) {
        AgentFactory f = gameAgents.get(spec.kind());
        if (f == null) {
            f = GENERIC.get(spec.kind());
        }
        if (f == null) {
            TreeMap<String, AgentFactory> all = new TreeMap<>(GENERIC);
            all.putAll(gameAgents);
            throw new AgentSpecException("unknown agent '" + spec.kind() + "' (agents: "
                    + String.join(", ", all.keySet()) + ")");
        }
        return f.create(spec, seed);
    }
}
