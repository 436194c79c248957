package io.agon.analysis;

import java.io.Serializable;
import java.util.List;
import java.util.Set;

/**
 * What one played game leaves for the analysis, already reduced to a few numbers (so a big run, or a Spark run
 * that sends its traces to the driver, stays small): who sat where, who started, the result, how long it ran, how
 * many choices the decisions offered in each tenth of the game, and, when the game tells its standing and features
 * ({@link io.agon.core.GameStats}) or has a heuristic evaluator, how the lead moved and what each seat's game had.
 *
 * @param index       the game's place in the run (results are in this order whatever the threads)
 * @param players     the number of seats
 * @param seed        the set-up seed
 * @param seating     the agent (its index in the run's list) at each seat
 * @param start       the seat that played first
 * @param scores      the final score of each seat
 * @param ranks       each seat's rank (0 = first; equal ranks are ties)
 * @param actions     the actions the game took
 * @param decisions   the actions with more than one legal choice
 * @param rounds      the turns of the start player (a turn: its actions in a row)
 * @param choiceSum   per tenth of the game: the legal actions of its decisions, added up
 * @param choiceCount per tenth of the game: its decisions
 * @param lead        where the lead was read from (then the next three fields mean something), or null
 * @param leadChanges how often the lead passed to another seat (a shared lead passes it to nobody)
 * @param decidedAt   the share of the game after which the final sole winner always led (-1: no sole winner)
 * @param lastAtHalf  the sole last-placed seat at half time, or -1
 * @param features    each seat's features of the finished game (empty without them)
 */
public record Trace(int index, int players, long seed, List<Integer> seating, int start, List<Integer> scores,
                    List<Integer> ranks, int actions, int decisions, int rounds, List<Long> choiceSum,
                    List<Integer> choiceCount, Lead lead, int leadChanges, double decidedAt, int lastAtHalf,
                    List<Set<String>> features) implements Serializable {

    /** Where a game's lead is read from. */
    public enum Lead {
        /** The standing the game tells ({@link io.agon.core.GameStats#standing}): what every player sees. */
        STANDING,
        /**
         * The values of the game's heuristic evaluator ({@link io.agon.core.agent.Evaluator}) of the true state,
         * hidden cards included, and the real result at the end.
         */
        EVALUATOR
    }

    /** Copies the lists. */
    public Trace {
        seating = List.copyOf(seating);
        scores = List.copyOf(scores);
        ranks = List.copyOf(ranks);
        choiceSum = List.copyOf(choiceSum);
        choiceCount = List.copyOf(choiceCount);
        features = features.stream().map(Set::copyOf).toList();
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

    /** The sole winner's seat, or -1 when first place is shared. */
    public int soleWinner() {
        int w = -1;
        for (int seat = 0; seat < players; seat++) {
            if (ranks.get(seat) == 0) {
                if (w >= 0) {
                    return -1;
                }
                w = seat;
            }
        }
        return w;
    }

    /** The first score minus the second best (0 when first place is shared or with one seat). */
    public int margin() {
        int best = Integer.MIN_VALUE;
        int second = Integer.MIN_VALUE;
        for (int v : scores) {
            if (v > best) {
                second = best;
                best = v;
            } else if (v > second) {
                second = v;
            }
        }
        return second == Integer.MIN_VALUE ? 0 : best - second;
    }

    /** {@code seat}'s position counted clockwise from the start player (0: the start player). */
    public int position(int seat) {
        return Math.floorMod(seat - start, players);
    }
}
