package io.agon.core.agent;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The registry of generic agents, which work on any game through the forward model alone. Game-specific agents
 * (e.g. "heuristic") are added by each game's {@link io.agon.core.spi.GameEntry}.
 *
 * <p>Generic kinds:
 * <ul>
 *   <li>{@code random}: uniformly random legal moves.</li>
 *   <li>{@code flatmc}: {@link FlatMonteCarlo}.</li>
 *   <li>{@code uct}: {@link Uct}, for perfect-information games.</li>
 *   <li>{@code mcts}: {@link IsMcts}, the default search for any game; {@code ismcts} is an older name of the
 *   same agent, still accepted but not listed. In a game with a {@code heuristic} agent it is guided by it by
 *   default (prior, evaluator or rollout: {@link SearchSettings#fromSpec}).</li>
 * </ul>
 * {@link #catalogue()} describes the listed kinds in a line each.
 * The Monte Carlo kinds take {@code iterations} (default 1000) and/or {@code ms} per decision, {@code c}
 * (exploration, default 0.7), {@code rollout=random|heuristic} (or any other agent kind of the game),
 * {@code reward=win|rank|score}, {@code eval=KIND,depth=N} (stop rollouts after N actions and let the game's
 * {@link Evaluator} value the position) and {@code prune=KIND} (search only the moves the game's {@link MoveFilter}
 * keeps), {@code threads=N} (search N trees at once, see {@link SearchAgent}), and for {@code mcts} {@code prior=KIND},
 * {@code widen=W} and {@code bias=B} (see {@link SearchSettings}), e.g.
 * {@code mcts:iterations=2000,c=1.0,rollout=heuristic}.
 */
public final class Agents {

    /** A factory that may use the game's own agents (the Monte Carlo agents use them for rollouts). */
    @FunctionalInterface
    interface GenericFactory {
        Agent create(AgentSpec spec, long seed, Map<String, AgentFactory> gameAgents);
    }

    private static final Map<String, GenericFactory> GENERIC = new TreeMap<>();

    static {
        GENERIC.put("random", (spec, seed, game) -> {
            spec.allowOnly();
            return new RandomAgent(seed);
        });
        GENERIC.put("flatmc", (spec, seed, game) ->
                parallel(new FlatMonteCarlo(SearchSettings.fromSpec(spec, seed, game), seed), spec, seed, game));
        GENERIC.put("uct", (spec, seed, game) ->
                parallel(new Uct(SearchSettings.fromSpec(spec, seed, game), seed), spec, seed, game));
        GENERIC.put("ismcts", (spec, seed, game) ->
                parallel(new IsMcts(SearchSettings.fromSpec(spec, seed, game), seed), spec, seed, game));
        GENERIC.put("mcts", (spec, seed, game) ->
                parallel(new IsMcts(SearchSettings.fromSpec(spec, seed, game), seed), spec, seed, game));
    }

    /**
     * With {@code threads > 1}: gives each search worker settings of its own, read from the same spec with the
     * worker's seed, so that the game agents used as rollout policy, evaluator or move filter are never shared
     * between threads.
     */
    private static SearchAgent parallel(SearchAgent agent, AgentSpec spec, long seed,
            Map<String, AgentFactory> game) {
        if (agent.settings().threads() > 1) {
            agent.workerSettings(k -> SearchSettings.fromSpec(spec, SearchAgent.workerSeed(seed, k), game));
        }
        return agent;
    }

    /** The generic kinds a player chooses from, each in a line; {@code ismcts} is left out (an old name). */
    private static final Map<String, String> CATALOGUE = Collections.unmodifiableMap(new TreeMap<>(Map.of(
            "random", "plays any legal move at random: the weakest opponent, for tests and warm-ups",
            "flatmc", "tries every move in many random games and plays the one that did best (flat Monte Carlo)",
            "uct", "tree search on one guess of the hidden cards (fine where nothing is hidden; prefer mcts)",
            "mcts", "tree search over many guesses of the hidden cards, guided by the game's heuristic when it"
                    + " has one: the default search (how strong in each game: docs/agents.md)")));

    private Agents() {
    }

    /**
     * The generic kinds a player chooses from, each with a one-line description of what it does (sorted). Every
     * kind of {@link #generic()} can be created; the ones left out here are old names of listed agents.
     */
    public static Map<String, String> catalogue() {
        return CATALOGUE;
    }

    /**
     * The generic agent factories by kind. Made this way, a Monte Carlo agent cannot reach a game's agents, so
     * {@code rollout=heuristic} fails: prefer {@link #create}.
     */
    public static Map<String, AgentFactory> generic() {
        Map<String, AgentFactory> out = new TreeMap<>();
        GENERIC.forEach((kind, f) -> out.put(kind, (spec, seed) -> f.create(spec, seed, Map.of())));
        return Collections.unmodifiableMap(out);
    }

    /** Registers a generic agent kind (used by this package's own agents). */
    static void register(String kind, AgentFactory factory) {
        GENERIC.put(kind, (spec, seed, game) -> factory.create(spec, seed));
    }

    /**
     * Creates an agent from {@code spec}, looking first in {@code gameAgents} and then in the generic ones. The
     * Monte Carlo agents may use {@code gameAgents} for their rollouts ({@code rollout=heuristic}).
     *
     * @throws AgentSpecException for an unknown kind or bad parameter
     */
    public static Agent create(AgentSpec spec, long seed, Map<String, AgentFactory> gameAgents) {
        AgentFactory f = gameAgents.get(spec.kind());
        if (f != null) {
            return f.create(spec, seed);
        }
        GenericFactory g = GENERIC.get(spec.kind());
        if (g == null) {
            TreeMap<String, Object> all = new TreeMap<>(GENERIC);
            all.putAll(gameAgents);
            throw new AgentSpecException("unknown agent '" + spec.kind() + "' (agents: "
                    + String.join(", ", all.keySet()) + ")");
        }
        return g.create(spec, seed, gameAgents);
    }
}
