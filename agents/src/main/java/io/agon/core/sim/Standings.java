package io.agon.core.sim;

import java.util.List;

/**
 * Statistics of a list of {@link GameResult}s: per entrant (agent) and per seat, win rate with a Wilson 95%
 * interval, mean score with a 95% interval and mean rank; and the game lengths.
 *
 * <p>Wins are counted as shares: a sole winner scores 1, each of {@code k} players sharing first place scores
 * {@code 1/k} (so the win rates of all seats add up to 1 per game). The Wilson interval is computed from that
 * fractional count.
 *
 * @param games    number of games
 * @param entrants one row per entrant, in entrant order
 * @param seats    one row per seat (whoever sat there), in seat order
 * @param lengths  game lengths in actions
 */
public record Standings(int games, List<Row> entrants, List<Row> seats, Lengths lengths) {

    /**
     * Statistics of one entrant or one seat.
     *
     * @param label    entrant label or "P1", "P2", ...
     * @param games    games played
     * @param wins     wins counted as shares (see {@link Standings})
     * @param winRate  win rate with its Wilson 95% interval
     * @param score    mean final score with its 95% interval
     * @param meanRank mean rank, 0 = first
     */
    public record Row(String label, int games, double wins, Interval winRate, Interval score, double meanRank) {
    }

    /**
     * Game lengths in actions.
     *
     * @param mean mean length
     * @param min  shortest game
     * @param max  longest game
     */
    public record Lengths(double mean, int min, int max) {
    }

    /** Copies the lists. */
    public Standings {
        entrants = List.copyOf(entrants);
        seats = List.copyOf(seats);
    }

    /**
     * Computes the statistics (through a {@link Tally}: exact sums, so the order of the games never matters).
     *
     * @param labels  one label per entrant
     * @param seats   seats per game
     * @param results the games, in any order
     */
    public static Standings of(List<String> labels, int seats, List<GameResult> results) {
        Tally tally = new Tally(labels.size(), seats);
        for (GameResult r : results) {
            tally.add(r);
        }
        return tally.standings(labels);
    }
}
