package io.agon.core;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The result of a finished game: each player's final score and rank after the game's tie-breaks. Rank 0 is the
 * winner; players who remain tied after every tie-break share a rank (a shared win when that rank is 0).
 */
public final class Outcome {

    private final int[] scores;
    private final int[] ranks;
    private String summary;
    private Supplier<String> summaryLater;

    /**
     * @param scores  final score of each seat
     * @param ranks   rank of each seat, 0 = first; equal ranks are ties
     * @param summary a short readable account of the scoring (may be empty)
     */
    public Outcome(int[] scores, int[] ranks, String summary) {
        if (scores.length != ranks.length) {
            throw new IllegalArgumentException("scores and ranks differ in length");
        }
        this.scores = scores.clone();
        this.ranks = ranks.clone();
        this.summary = summary == null ? "" : summary;
    }

    /**
     * An outcome whose summary is written only when someone asks for it: the searches ask for the outcome of
     * every simulated game and never read its summary. {@code summary} must depend only on values that do not
     * change afterwards (not on a state that play goes on with).
     */
    public Outcome(int[] scores, int[] ranks, Supplier<String> summary) {
        this(scores, ranks, (String) null);
        this.summaryLater = summary;
    }

    /**
     * Starts an outcome by named parts: {@code Outcome.scores(money).tieBreak(cards).summary("money + cards")}
     * ranks by score, then by each tie-break in turn (higher is better everywhere).
     */
    public static Ranking scores(int... scores) {
        return new Ranking(scores);
    }

    /** An outcome being described by its parts ({@link #scores}): scores, then tie-breaks, then the summary. */
    public static final class Ranking {
        private final int[] scores;
        private final java.util.List<int[]> tieBreaks = new java.util.ArrayList<>();

        private Ranking(int[] scores) {
            this.scores = scores.clone();
        }

        /** The next tie-break: a value per seat, higher is better. */
        public Ranking tieBreak(int... values) {
            if (values.length != scores.length) {
                throw new IllegalArgumentException("a tie-break needs a value per seat");
            }
            tieBreaks.add(values.clone());
            return this;
        }

        /** The outcome, with {@code summary} as its account of the scoring. */
        public Outcome summary(String summary) {
            return new Outcome(scores, ranks(scores, tieBreaks.toArray(new int[0][])), summary);
        }

        /** The outcome, with a summary written only when someone asks for it. */
        public Outcome summary(Supplier<String> summary) {
            return new Outcome(scores, ranks(scores, tieBreaks.toArray(new int[0][])), summary);
        }
    }

    /**
     * Ranks from scores alone, then from each tie-break key in turn (higher is better everywhere).
     *
     * @param scores    final scores
     * @param tieBreaks zero or more arrays of tie-break values per seat, most important first
     */
    public static Outcome ranked(int[] scores, String summary, int[]... tieBreaks) {
        return new Outcome(scores, ranks(scores, tieBreaks), summary);
    }

    /** {@link #ranked(int[], String, int[]...)} with a summary written when asked for (see the constructor). */
    public static Outcome ranked(int[] scores, Supplier<String> summary, int[]... tieBreaks) {
        return new Outcome(scores, ranks(scores, tieBreaks), summary);
    }

    private static int[] ranks(int[] scores, int[][] tieBreaks) {
        int n = scores.length;
        int[] ranks = new int[n];
        for (int p = 0; p < n; p++) {
            int better = 0;
            for (int q = 0; q < n; q++) {
                if (q != p && compare(scores, tieBreaks, q, p) > 0) {
                    better++;
                }
            }
            ranks[p] = better;
        }
        return ranks;
    }

    private static int compare(int[] scores, int[][] tieBreaks, int a, int b) {
        int c = Integer.compare(scores[a], scores[b]);
        for (int i = 0; c == 0 && i < tieBreaks.length; i++) {
            c = Integer.compare(tieBreaks[i][a], tieBreaks[i][b]);
        }
        return c;
    }

    /** Number of players. */
    public int players() {
        return scores.length;
    }

    /** Final score of {@code player}. */
    public int score(int player) {
        return scores[player];
    }

    /** Rank of {@code player}: 0 is first; tied players share a rank. */
    public int rank(int player) {
        return ranks[player];
    }

    /** True when {@code player} is among the winners (rank 0). */
    public boolean isWinner(int player) {
        return ranks[player] == 0;
    }

    /** How many players share first place. */
    public int winnerCount() {
        int c = 0;
        for (int r : ranks) {
            if (r == 0) {
                c++;
            }
        }
        return c;
    }

    /** Copy of all scores. */
    public int[] scores() {
        return scores.clone();
    }

    /** Copy of all ranks. */
    public int[] ranks() {
        return ranks.clone();
    }

    /** A readable account of the scoring. */
    public synchronized String summary() {
        Supplier<String> later = summaryLater;
        if (later != null) {
            String s = later.get();
            summary = s == null ? "" : s;
            summaryLater = null;
        }
        return summary;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Outcome other && Arrays.equals(scores, other.scores)
                && Arrays.equals(ranks, other.ranks);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(scores) + Arrays.hashCode(ranks);
    }

    @Override
    public String toString() {
        return "Outcome{scores=" + Arrays.toString(scores) + ", ranks=" + Arrays.toString(ranks) + "}";
    }
}
