package io.agon.core.agent;

import io.agon.core.Game;
import io.agon.core.GameState;

/**
 * A game's estimate of how an unfinished game will end, so that a Monte Carlo search can stop its rollouts early
 * and value the position instead of playing it out ({@code mcts:eval=heuristic,depth=0}).
 *
 * <p>Why: a random rollout values a position by a game nobody would play. Where random games are much longer than
 * sensible ones (Massilia: 670 actions against 250), the search learns little from them; a game's own judgement of a
 * position (the function its heuristic agent already maximises) is both faster and better informed. Where random
 * rollouts are a fair judge (short games, Architekton), they stay the default.
 *
 * <p>An evaluator sees a rollout state, which is a determinization and never the true state, so reading all of it
 * leaks nothing. It is called once per search iteration: it should allocate little. A game usually lets its
 * heuristic agent implement this interface; the spec parameter {@code eval=KIND} names that agent kind.
 */
@FunctionalInterface
public interface Evaluator {

    /**
     * Writes into {@code out[0 .. players)} each player's expected reward for {@code state}, which is not over, on
     * the scale of {@link Reward#RANK}: 1 for surely first, 0 for surely last (in a two-player game, the chance to
     * win; the values should sum to 1). {@link #softRank} turns estimated scores into such values.
     */
    <S extends GameState<S>> void values(Game<S> game, S state, double[] out);

    /**
     * Whether {@code mcts}, guided by a game's heuristic that is this evaluator (a spec naming no rollout, evaluator,
     * depth or blend), values each new tree node with it ({@code eval=heuristic,depth=0}: true, the default) or plays
     * random rollouts instead (false). An evaluation that is good for comparing one player's options at one moment
     * can still mislead a search that compares positions across turns and players with it (Polis's): its game then
     * answers false. A spec can always ask for either.
     */
    default boolean valuesSearchLeaves() {
        return true;
    }

    /**
     * Expected {@link Reward#RANK} values from estimated final scores: player {@code p} gets the mean over every
     * other player {@code q} of {@code 1 / (1 + exp(-(score[p] - score[q]) / scale))}, the chance to finish ahead
     * of {@code q} if the score difference were logistic with spread {@code scale}. The rank reward is exactly the
     * share of opponents one finishes ahead of, so this is its expectation; the values sum to {@code players / 2}.
     *
     * @param scores  estimated final scores, higher is better
     * @param players how many entries of {@code scores} and {@code out} to use
     * @param scale   how many points of difference make a 73% favourite (larger = less sure); positive
     * @param out     receives the values in [0, 1]
     */
    static void softRank(double[] scores, int players, double scale, double[] out) {
        if (players == 1) {
            out[0] = 1.0;
            return;
        }
        for (int p = 0; p < players; p++) {
            double sum = 0;
            for (int q = 0; q < players; q++) {
                if (q != p) {
                    sum += 1.0 / (1.0 + Math.exp((scores[q] - scores[p]) / scale));
                }
            }
            out[p] = sum / (players - 1);
        }
    }
}
