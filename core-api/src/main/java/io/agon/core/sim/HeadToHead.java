package io.agon.core.sim;

import java.util.ArrayList;
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

    /** Computes the table from {@code results} (entrant indexes as in {@link GameResult#seating()}). */
    public static HeadToHead of(List<String> labels, List<GameResult> results) {
        int n = labels.size();
        int[][] games = new int[n][n];
        double[][] points = new double[n][n];
        for (GameResult r : results) {
            List<Integer> seating = r.seating();
            for (int s = 0; s < seating.size(); s++) {
                for (int t = 0; t < seating.size(); t++) {
                    if (s == t) {
                        continue;
                    }
                    int a = seating.get(s);
                    int b = seating.get(t);
                    int ra = r.ranks().get(s);
                    int rb = r.ranks().get(t);
                    games[a][b]++;
                    points[a][b] += ra < rb ? 1.0 : ra == rb ? 0.5 : 0.0;
                }
            }
        }
        List<List<Integer>> g = new ArrayList<>();
        List<List<Double>> p = new ArrayList<>();
        for (int a = 0; a < n; a++) {
            List<Integer> gr = new ArrayList<>();
            List<Double> pr = new ArrayList<>();
            for (int b = 0; b < n; b++) {
                gr.add(games[a][b]);
                pr.add(points[a][b]);
            }
            g.add(gr);
            p.add(pr);
        }
        return new HeadToHead(labels, g, p);
    }

    /** The share of points {@code a} took against {@code b} with its Wilson 95% interval (NaN if they never met). */
    public Interval rate(int a, int b) {
        return Interval.wilson(points.get(a).get(b), games.get(a).get(b));
    }
}
