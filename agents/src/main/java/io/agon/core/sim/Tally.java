package io.agon.core.sim;

import java.io.Serializable;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A running, mergeable count of finished games from which {@link Standings} and {@link HeadToHead} are computed.
 * Everything it keeps is an exact integer count or sum (shared wins are counted by the number of players sharing
 * first place), so adding games in any order, in any number of tallies merged in any order, gives exactly the
 * same statistics, bit for bit. That lets a run split over threads, processes or machines keep only one small
 * tally per part and still report what a single in-process run reports. Serializable for that purpose.
 *
 * <p>Not thread-safe: give each worker its own tally and {@link #merge(Tally) merge} them.
 */
public final class Tally implements Serializable {

    private static final long serialVersionUID = 1L;

    private final int entrants;
    private final int seats;
    private long games;
    private long lengthSum;
    private int minLength = Integer.MAX_VALUE;
    private int maxLength;
    // One row per entrant (0 .. entrants-1), then one per seat (entrants .. entrants+seats-1).
    private final long[] played;
    private final long[] rankSum;
    private final long[] scoreSum;
    private final long[] scoreSquares;
    /** {@code firsts[row][k - 1]}: games the row finished first in, sharing first place with {@code k - 1} others. */
    private long[][] firsts;
    /** {@code pairGames[a * entrants + b]}: games in which entrants a and b both played. */
    private final long[] pairGames;
    /** {@code pairHalves[a * entrants + b]}: half-points a took from b (2 ahead, 1 tied, 0 behind). */
    private final long[] pairHalves;

    /**
     * An empty tally.
     *
     * @param entrants number of entrants (agents); results name them by index
     * @param seats    number of seats that get a row of their own
     */
    public Tally(int entrants, int seats) {
        if (entrants < 0 || seats < 0) {
            throw new IllegalArgumentException("negative size: " + entrants + " entrants, " + seats + " seats");
        }
        this.entrants = entrants;
        this.seats = seats;
        int rows = entrants + seats;
        played = new long[rows];
        rankSum = new long[rows];
        scoreSum = new long[rows];
        scoreSquares = new long[rows];
        firsts = new long[rows][Math.max(1, seats)];
        pairGames = new long[entrants * entrants];
        pairHalves = new long[entrants * entrants];
    }

    /** Games added so far. */
    public long games() {
        return games;
    }

    /**
     * Counts one finished game.
     *
     * @throws IllegalArgumentException when the result names an entrant this tally does not have
     * @throws ArithmeticException      if a sum overflows (scores in the billions)
     * @return this tally
     */
    public Tally add(GameResult r) {
        List<Integer> seating = r.seating();
        int n = seating.size();
        for (int e : seating) {
            if (e < 0 || e >= entrants) {
                throw new IllegalArgumentException("entrant " + e + " outside 0.." + (entrants - 1));
            }
        }
        int winners = r.winnerCount();
        if (winners > firsts[0].length) {
            for (int i = 0; i < firsts.length; i++) {
                firsts[i] = Arrays.copyOf(firsts[i], winners);
            }
        }
        games++;
        lengthSum += r.length();
        minLength = Math.min(minLength, r.length());
        maxLength = Math.max(maxLength, r.length());
        for (int s = 0; s < n; s++) {
            int rank = r.ranks().get(s);
            long score = r.scores().get(s);
            count(seating.get(s), rank, score, winners);
            if (s < seats) {
                count(entrants + s, rank, score, winners);
            }
            int a = seating.get(s);
            for (int t = 0; t < n; t++) {
                if (t != s) {
                    int b = seating.get(t);
                    int rb = r.ranks().get(t);
                    pairGames[a * entrants + b]++;
                    pairHalves[a * entrants + b] += rank < rb ? 2 : rank == rb ? 1 : 0;
                }
            }
        }
        return this;
    }

    private void count(int row, int rank, long score, int winners) {
        played[row]++;
        rankSum[row] += rank;
        scoreSum[row] = Math.addExact(scoreSum[row], score);
        scoreSquares[row] = Math.addExact(scoreSquares[row], Math.multiplyExact(score, score));
        if (rank == 0) {
            firsts[row][winners - 1]++;
        }
    }

    /**
     * Adds everything {@code other} counted to this tally.
     *
     * @throws IllegalArgumentException when the two tallies are for different numbers of entrants or seats
     * @return this tally
     */
    public Tally merge(Tally other) {
        if (other.entrants != entrants || other.seats != seats) {
            throw new IllegalArgumentException("cannot merge a tally of " + other.entrants + " entrants and "
                    + other.seats + " seats into one of " + entrants + " and " + seats);
        }
        games += other.games;
        lengthSum += other.lengthSum;
        minLength = Math.min(minLength, other.minLength);
        maxLength = Math.max(maxLength, other.maxLength);
        int width = Math.max(firsts[0].length, other.firsts[0].length);
        for (int i = 0; i < played.length; i++) {
            played[i] += other.played[i];
            rankSum[i] += other.rankSum[i];
            scoreSum[i] = Math.addExact(scoreSum[i], other.scoreSum[i]);
            scoreSquares[i] = Math.addExact(scoreSquares[i], other.scoreSquares[i]);
            firsts[i] = Arrays.copyOf(firsts[i], width);
            for (int k = 0; k < other.firsts[i].length; k++) {
                firsts[i][k] += other.firsts[i][k];
            }
        }
        for (int i = 0; i < pairGames.length; i++) {
            pairGames[i] += other.pairGames[i];
            pairHalves[i] += other.pairHalves[i];
        }
        return this;
    }

    /**
     * The standings of the games counted.
     *
     * @param labels one label per entrant
     */
    public Standings standings(List<String> labels) {
        checkLabels(labels);
        List<Standings.Row> entrantRows = new ArrayList<>();
        for (int e = 0; e < entrants; e++) {
            entrantRows.add(row(labels.get(e), e));
        }
        List<Standings.Row> seatRows = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            seatRows.add(row("P" + (s + 1), entrants + s));
        }
        Standings.Lengths lengths = games == 0 ? new Standings.Lengths(Double.NaN, 0, 0)
                : new Standings.Lengths((double) lengthSum / games, minLength, maxLength);
        return new Standings(Math.toIntExact(games), entrantRows, seatRows, lengths);
    }

    private Standings.Row row(String label, int row) {
        int n = Math.toIntExact(played[row]);
        double wins = 0;
        for (int k = 1; k <= firsts[row].length; k++) { // a fixed order: the same sum whatever the game order
            wins += firsts[row][k - 1] / (double) k;
        }
        return new Standings.Row(label, n, wins, Interval.wilson(wins, n), mean(n, scoreSum[row], scoreSquares[row]),
                n == 0 ? Double.NaN : (double) rankSum[row] / n);
    }

    /** The mean with a 95% interval, as {@link Interval#mean(double[])}, from exact sums. */
    private static Interval mean(long n, long sum, long squares) {
        if (n == 0) {
            return new Interval(Double.NaN, Double.NaN, Double.NaN);
        }
        double mean = (double) sum / n;
        if (n == 1) {
            return new Interval(mean, mean, mean);
        }
        // sample variance = (n * squares - sum^2) / (n (n - 1)), numerator exact
        BigInteger numerator = BigInteger.valueOf(n).multiply(BigInteger.valueOf(squares))
                .subtract(BigInteger.valueOf(sum).multiply(BigInteger.valueOf(sum)));
        double variance = numerator.doubleValue() / ((double) n * (n - 1));
        double half = Interval.Z95 * Math.sqrt(variance) / Math.sqrt(n);
        return new Interval(mean, mean - half, mean + half);
    }

    /**
     * The head-to-head table of the games counted.
     *
     * @param labels one label per entrant
     */
    public HeadToHead headToHead(List<String> labels) {
        checkLabels(labels);
        List<List<Integer>> g = new ArrayList<>();
        List<List<Double>> p = new ArrayList<>();
        for (int a = 0; a < entrants; a++) {
            List<Integer> gr = new ArrayList<>();
            List<Double> pr = new ArrayList<>();
            for (int b = 0; b < entrants; b++) {
                gr.add(Math.toIntExact(pairGames[a * entrants + b]));
                pr.add(pairHalves[a * entrants + b] / 2.0);
            }
            g.add(gr);
            p.add(pr);
        }
        return new HeadToHead(labels, g, p);
    }

    private void checkLabels(List<String> labels) {
        if (labels.size() != entrants) {
            throw new IllegalArgumentException(labels.size() + " labels for " + entrants + " entrants");
        }
    }
}
