package io.agon.core.agent;

/**
 * How much work a search did for one decision: for benchmarks and the explanation.
 *
 * @param iterations     iterations run
 * @param nanos          wall-clock time of the search
 * @param rolloutActions actions played in rollouts, in total
 * @param treeNodes      nodes in the search tree (0 for flat Monte Carlo)
 */
public record SearchStats(long iterations, long nanos, long rolloutActions, long treeNodes) {

    /** Nothing searched (e.g. a single legal action). */
    public static final SearchStats NONE = new SearchStats(0, 0, 0, 0);

    /** Iterations per second of wall-clock time. */
    public double iterationsPerSecond() {
        return nanos == 0 ? 0 : iterations * 1e9 / nanos;
    }

    /** Mean actions per rollout. */
    public double meanRolloutLength() {
        return iterations == 0 ? 0 : (double) rolloutActions / iterations;
    }
}
