package io.agon.analysis;

import java.util.List;
import java.util.Set;

/**
 * What one played game leaves for the analysis: who sat where, who started, the result, how long it ran, how many
 * choices each decision offered along the game, and, when the game tells its standing and features
 * ({@link io.agon.core.GameStats}), how the lead moved and what each seat's game had.
 *
 * @param index       the game's place in the run (results are in this order whatever the threads)
 * @param players     the number of seats
 * @param seed        the set-up seed
 * @param seating     the agent (its index in the run's list) at each seat
 * @param start       the seat that played first
 * @param scores      the final score of each seat
 * @param ranks       each seat's rank (0 = first; equal ranks are ties)
 * @param actions     the actions the game took
 * @param decisions   the decisions with more than one legal action
 * @param legal       the number of legal actions at each action, in order
 * @param leaders     the leading seat after each action (-1: a tie for the lead), empty without a standing
 * @param laggards    the last-placed seat after each action (-1: a tie for last place), empty without a standing
 * @param features    each seat's features of the finished game (empty without them)
 */
public record Trace(int index, int players, long seed, List<Integer> seating, int start, List<Integer> scores,
                    List<Integer> ranks, int actions, int decisions, int[] legal, int[] leaders,
                    int[] laggards, List<Set<String>> features) {

    /** Copies the lists. */
    public Trace {
        seating = List.copyOf(seating);
        scores = List.copyOf(scores);
        ranks = List.copyOf(ranks);
        features = List.copyOf(features);
    }

    /** The share of the win {@code seat} takes: 1 alone, 1/k when k seats share first place, else 0. */
    public double winShare(int seat) {
        if (ranks.get(seat) != 0) {
            return 0;
        }
        int k = 0;
        for (int r : ranks) {
            if (r == 0) {
                k++;
            }
        }
        return 1.0 / k;
    }

    /** {@code seat}'s position counted clockwise from the start player (0: the start player). */
    public int position(int seat) {
        return Math.floorMod(seat - start, players);
    }
}
