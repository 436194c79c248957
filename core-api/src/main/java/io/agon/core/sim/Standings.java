package io.agon.core.sim;

import java.util.ArrayList;
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
     * Computes the statistics.
     *
     * @param labels  one label per entrant
     * @param seats   seats per game
     * @param results the games, in any fixed order (the sums are taken in that order)
     */
    public static Standings of(List<String> labels, int seats, List<GameResult> results) {
        List<Row> entrantRows = new ArrayList<>();
        for (int e = 0; e < labels.size(); e++) {
            entrantRows.add(row(labels.get(e), results, e, true));
        }
        List<Row> seatRows = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            seatRows.add(row("P" + (s + 1), results, s, false));
        }
        long total = 0;
        int min = Integer.MAX_VALUE;
        int max = 0;
        for (GameResult r : results) {
            total += r.length();
            min = Math.min(min, r.length());
            max = Math.max(max, r.length());
        }
        Lengths lengths = results.isEmpty() ? new Lengths(Double.NaN, 0, 0)
                : new Lengths((double) total / results.size(), min, max);
        return new Standings(results.size(), entrantRows, seatRows, lengths);
    }

    private static Row row(String label, List<GameResult> results, int who, boolean byEntrant) {
        int games = 0;
        double wins = 0;
        long rankSum = 0;
        List<Double> scores = new ArrayList<>();
        for (GameResult r : results) {
            int seat = byEntrant ? r.seating().indexOf(who) : who;
            if (seat < 0 || seat >= r.scores().size()) {
                continue;
            }
            games++;
            wins += r.winShare(seat);
            rankSum += r.ranks().get(seat);
            scores.add((double) r.scores().get(seat));
        }
        double[] values = scores.stream().mapToDouble(Double::doubleValue).toArray();
        return new Row(label, games, wins, Interval.wilson(wins, games), Interval.mean(values),
                games == 0 ? Double.NaN : (double) rankSum / games);
    }
}
