package io.agon.core.sim;

import java.util.List;

/**
 * One finished game of a {@link Tournament}.
 *
 * @param index   the game's place in the schedule (results are always in this order)
 * @param deal    the deal it played: games with the same deal share the set-up seed (mirrored seeds)
 * @param seed    the set-up seed
 * @param seating the entrant index sitting at each seat
 * @param scores  the final score of each seat
 * @param ranks   the rank of each seat (0 = first; equal ranks are ties)
 * @param length  the number of actions the game took
 */
public record GameResult(int index, int deal, long seed, List<Integer> seating, List<Integer> scores,
                         List<Integer> ranks, int length) {

    /** Copies the lists. */
    public GameResult {
        seating = List.copyOf(seating);
        scores = List.copyOf(scores);
        ranks = List.copyOf(ranks);
    }

    /** The number of seats sharing first place. */
    public int winnerCount() {
        int c = 0;
        for (int r : ranks) {
            if (r == 0) {
                c++;
            }
        }
        return c;
    }

    /**
     * The share of the win that {@code seat} takes: 1 for a sole winner, {@code 1/k} for each of {@code k}
     * players sharing first place, 0 otherwise.
     */
    public double winShare(int seat) {
        return ranks.get(seat) == 0 ? 1.0 / winnerCount() : 0.0;
    }
}
