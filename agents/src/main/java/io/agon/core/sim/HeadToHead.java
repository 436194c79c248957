package io.agon.core.sim;

import java.util.List;

/**
 * How each entrant fared against each other entrant in the games where both played: entrant {@code a} scores 1
 * against {@code b} in a game where it finished ahead of {@code b} (a better rank), 0.5 where they tied and 0
 * where it finished behind. In two-player games this is the head-to-head win rate (a shared win counting half);
 * in bigger games it says who tends to finish ahead of whom.
 *
 * @param labels the entrant labels
 * @param games  {@code games.get(a).get(b)}: games in which both {@code a} and {@code b} played
 * @param points {@code points.get(a).get(b)}: the points {@code a} scored against {@code b}
 */
public record HeadToHead(List<String> labels, List<List<Integer>> games, List<List<Double>> points) {

    /** Copies the lists. */
    public HeadToHead {
        labels = List.copyOf(labels);
        games = games.stream().map(List::copyOf).toList();
        points = points.stream().map(List::copyOf).toList();
    }

    /** Computes the table from {@code results} (entrant indexes as in {@link GameResult#seating()}), through a {@link Tally}. */
    public static HeadToHead of(List<String> labels, List<GameResult> results) {
        Tally tally = new Tally(labels.size(), 0);
        for (GameResult r : results) {
            tally.add(r);
        }
        return tally.headToHead(labels);
    }

    /** The share of points {@code a} took against {@code b} with its Wilson 95% interval (NaN if they never met). */
    public Interval rate(int a, int b) {
        return Interval.wilson(points.get(a).get(b), games.get(a).get(b));
    }
}
