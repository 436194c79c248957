package io.agon.core.agent;

import java.util.Locale;
import java.util.Map;

/**
 * The settings shared by the Monte Carlo agents ({@link FlatMonteCarlo}, {@link Uct}, {@link IsMcts}).
 *
 * <p>Budget: a search stops after {@code iterations} iterations or {@code millis} milliseconds, whichever comes
 * first (0 = no limit of that kind; at least one must be set). Only an iteration budget is reproducible: with it,
 * the same seed gives the same choices on every machine.
 *
 * @param iterations  iterations per decision, or 0 for no iteration limit
 * @param millis      milliseconds per decision, or 0 for no time limit
 * @param c           the exploration constant of UCB1 (rewards are in [0, 1])
 * @param rollout     how rollouts choose actions
 * @param rolloutName the rollout's name for {@link Agent#name()}: "random" or an agent kind
 * @param reward      how a finished game is valued for each player
 */
public record SearchSettings(long iterations, long millis, double c, RolloutPolicy rollout, String rolloutName,
        Reward reward) {

    /** The default exploration constant, a common choice for rewards in [0, 1]. */
    public static final double DEFAULT_C = 0.7;

    /**
     * The defaults: 1,000 iterations, random rollouts, and the {@link Reward#RANK} reward (the same as
     * {@link Reward#WIN} in two-player games; with three or more players it measured stronger in Polis: 50% against
     * two heuristic agents instead of 37%, same 60 deals).
     */
    public static final SearchSettings DEFAULT = new SearchSettings(1000, 0, DEFAULT_C, RolloutPolicy.RANDOM,
            "random", Reward.RANK);

    /** Checks the settings. */
    public SearchSettings {
        if (iterations < 0 || millis < 0 || (iterations == 0 && millis == 0)) {
            throw new IllegalArgumentException("a search needs a positive iteration or time budget");
        }
        if (!(c >= 0) || Double.isInfinite(c)) {
            throw new IllegalArgumentException("exploration constant must be >= 0, not " + c);
        }
        if (rollout == null || reward == null) {
            throw new NullPointerException("rollout and reward are required");
        }
    }

    /** The default settings with {@code n} iterations per decision. */
    public static SearchSettings iterations(long n) {
        return new SearchSettings(n, 0, DEFAULT_C, RolloutPolicy.RANDOM, "random", Reward.RANK);
    }

    /** The default settings with {@code ms} milliseconds per decision. */
    public static SearchSettings millis(long ms) {
        return new SearchSettings(0, ms, DEFAULT_C, RolloutPolicy.RANDOM, "random", Reward.RANK);
    }

    /** These settings with exploration constant {@code c}. */
    public SearchSettings withC(double c) {
        return new SearchSettings(iterations, millis, c, rollout, rolloutName, reward);
    }

    /** These settings with another rollout policy. */
    public SearchSettings withRollout(RolloutPolicy rollout, String name) {
        return new SearchSettings(iterations, millis, c, rollout, name, reward);
    }

    /** These settings with another reward. */
    public SearchSettings withReward(Reward reward) {
        return new SearchSettings(iterations, millis, c, rollout, rolloutName, reward);
    }

    /** The parameters a spec may give: iterations, ms, c, rollout, reward. */
    static final String[] PARAMS = {"iterations", "ms", "c", "rollout", "reward"};

    /**
     * Reads {@code iterations}, {@code ms}, {@code c}, {@code rollout} and {@code reward} from {@code spec}.
     * {@code rollout=random} (the default) plays uniformly at random; any other value names an agent kind of the
     * game (usually {@code heuristic}), created with a seed derived from {@code seed}.
     *
     * @throws AgentSpecException for an unknown or out-of-range parameter, or a rollout agent the game lacks
     */
    static SearchSettings fromSpec(AgentSpec spec, long seed, Map<String, AgentFactory> gameAgents) {
        spec.allowOnly(PARAMS);
        boolean hasIt = spec.params().containsKey("iterations");
        boolean hasMs = spec.params().containsKey("ms");
        long iterations = spec.longParam("iterations", hasMs ? 0 : DEFAULT.iterations, 1, 100_000_000L);
        long ms = spec.longParam("ms", 0, 1, 86_400_000L);
        if (!hasIt && !hasMs) {
            iterations = DEFAULT.iterations;
        }
        double c = spec.doubleParam("c", DEFAULT_C, 0, 100);
        String rewardName = spec.param("reward", "rank").toLowerCase(Locale.ROOT);
        Reward reward = switch (rewardName) {
            case "win" -> Reward.WIN;
            case "rank" -> Reward.RANK;
            case "score" -> Reward.SCORE;
            default -> throw new AgentSpecException(spec.kind() + ": reward must be win, rank or score, not '"
                    + rewardName + "'");
        };
        String rolloutName = spec.param("rollout", "random").toLowerCase(Locale.ROOT);
        RolloutPolicy rollout;
        if (rolloutName.equals("random")) {
            rollout = RolloutPolicy.RANDOM;
        } else {
            AgentFactory f = gameAgents.get(rolloutName);
            if (f == null) {
                throw new AgentSpecException(spec.kind() + ": rollout must be random"
                        + (gameAgents.isEmpty() ? "" : " or one of this game's agents ("
                        + String.join(", ", new java.util.TreeSet<>(gameAgents.keySet())) + ")")
                        + ", not '" + rolloutName + "'");
            }
            Agent agent = f.create(new AgentSpec(rolloutName, Map.of()), seed ^ 0x5DEECE66DL);
            rollout = RolloutPolicy.of(agent);
        }
        return new SearchSettings(iterations, ms, c, rollout, rolloutName, reward);
    }

    /** A compact description for agent names, e.g. "iterations=1000,c=0.7,rollout=random". */
    String describe() {
        StringBuilder b = new StringBuilder();
        if (iterations > 0) {
            b.append("iterations=").append(iterations);
        }
        if (millis > 0) {
            b.append(b.length() > 0 ? "," : "").append("ms=").append(millis);
        }
        b.append(",c=").append(c).append(",rollout=").append(rolloutName);
        if (reward != Reward.RANK) {
            b.append(",reward=").append(reward.name().toLowerCase(Locale.ROOT));
        }
        return b.toString();
    }
}
