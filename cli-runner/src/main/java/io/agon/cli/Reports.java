package io.agon.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agon.core.sim.GameResult;
import io.agon.core.sim.HeadToHead;
import io.agon.core.sim.Interval;
import io.agon.core.sim.Standings;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;

/**
 * Prints and writes the results of {@code simulate} and {@code tournament}: a table of win rates (Wilson 95%
 * intervals; a shared first place counts as a fraction of a win), mean scores with 95% intervals, mean ranks,
 * the same by seat, and game lengths; as JSON (everything, including every game) or CSV (the table rows).
 * Nothing here depends on the thread count or the clock, so the same seed writes the same files.
 */
final class Reports {

    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final ObjectMapper LINES = new ObjectMapper();

    private Reports() {
    }

    /** Prints the standings: first by agent (unless {@code bySeatOnly}), then by seat, then lengths. */
    static void print(PrintWriter out, Standings st, List<String> seatLabels, boolean bySeatOnly) {
        if (!bySeatOnly) {
            table(out, "agent", st.entrants(), null);
            out.println();
        }
        table(out, "seat", st.seats(), seatLabels.isEmpty() ? null : seatLabels);
        out.println();
        out.println(st.games() == 0 ? "game length: no game finished" : "game length: mean "
                + Cli.fixed(st.lengths().mean(), 1) + " actions, min " + st.lengths().min() + ", max "
                + st.lengths().max());
    }

    /** Prints, for each pair of agents that met, how often the first finished ahead of the second. */
    static void printHeadToHead(PrintWriter out, HeadToHead h) {
        List<String> labels = h.labels();
        int width = 0;
        for (String l : labels) {
            width = Math.max(width, l.length());
        }
        boolean any = false;
        for (int a = 0; a < labels.size(); a++) {
            for (int b = a + 1; b < labels.size(); b++) {
                int games = h.games().get(a).get(b);
                if (games == 0) {
                    continue;
                }
                if (!any) {
                    out.println("head to head (finished ahead of the other; a tie counts half):");
                    any = true;
                }
                Interval r = h.rate(a, b);
                out.println(String.format("  %-" + width + "s vs %-" + width + "s  %s-%s of %d  %6s [%s, %s]",
                        labels.get(a), labels.get(b), Cli.fixed(h.points().get(a).get(b), 1),
                        Cli.fixed(h.points().get(b).get(a), 1), games, percent(r.estimate()), percent(r.low()),
                        percent(r.high())));
            }
        }
        if (any) {
            out.println();
        }
    }

    private static void table(PrintWriter out, String what, List<Standings.Row> rows, List<String> extra) {
        int width = what.length();
        for (int i = 0; i < rows.size(); i++) {
            width = Math.max(width, label(rows, extra, i).length());
        }
        out.println(String.format("%-" + width + "s %7s %8s %17s %22s %9s", what, "games", "win rate",
                "(95% interval)", "mean score (95%)", "mean rank"));
        for (int i = 0; i < rows.size(); i++) {
            Standings.Row r = rows.get(i);
            Interval w = r.winRate();
            Interval s = r.score();
            boolean none = r.games() == 0; // a run stopped before its first game: nothing to estimate
            out.println(String.format("%-" + width + "s %7d %8s %17s %22s %9s", label(rows, extra, i), r.games(),
                    none ? "-" : percent(w.estimate()), none ? "-" : "[" + percent(w.low()) + ", " + percent(w.high())
                            + "]", none ? "-" : Cli.fixed(s.estimate(), 2) + " +- " + Cli.fixed(s.halfWidth(), 2),
                    none ? "-" : Cli.fixed(r.meanRank() + 1, 2)));
        }
    }

    private static String label(List<Standings.Row> rows, List<String> extra, int i) {
        return extra == null ? rows.get(i).label() : rows.get(i).label() + " " + extra.get(i);
    }

    private static String percent(double x) {
        return Double.isNaN(x) ? "-" : Cli.fixed(100 * x, 1) + "%";
    }

    /**
     * The full results as JSON ({@code games} null: without the per-game {@code results}). Numbers are rounded to
     * what they can tell (rates to 4 decimals, means and points to 3), and ranks count from 1, like
     * {@code meanRank}.
     *
     * @param stopped null for a complete run, else "stopped after N of M games": the file is then marked partial
     */
    static String json(String command, String game, String rulesVersion, Map<String, Object> settings, int seats,
                       List<String> labels, Standings st, HeadToHead h, List<GameResult> games, String stopped) {
        ObjectNode root = JSON.createObjectNode();
        root.put("command", command);
        root.put("game", game);
        root.put("rulesVersion", rulesVersion);
        if (stopped != null) {
            root.put("partial", true);
            root.put("stopped", stopped);
        }
        ObjectNode set = root.putObject("settings");
        settings.forEach((k, v) -> set.set(k, JSON.valueToTree(v)));
        root.put("games", st.games());
        root.put("seats", seats);
        root.set("agents", rows(st.entrants()));
        root.set("bySeat", rows(st.seats()));
        ArrayNode pairs = root.putArray("headToHead");
        for (int a = 0; a < h.labels().size(); a++) {
            for (int b = 0; b < h.labels().size(); b++) {
                int n = h.games().get(a).get(b);
                if (a == b || n == 0) {
                    continue;
                }
                Interval r = h.rate(a, b);
                ObjectNode node = pairs.addObject();
                node.put("agent", h.labels().get(a));
                node.put("against", h.labels().get(b));
                node.put("games", n);
                node.put("points", round(h.points().get(a).get(b), 3));
                node.put("rate", round(r.estimate(), 4));
                node.put("rateLow", round(r.low(), 4));
                node.put("rateHigh", round(r.high(), 4));
            }
        }
        ObjectNode len = root.putObject("length");
        len.put("mean", round(st.lengths().mean(), 3));
        len.put("min", st.lengths().min());
        len.put("max", st.lengths().max());
        if (games != null) {
            ArrayNode results = root.putArray("results");
            for (GameResult g : games) {
                results.add(gameNode(g, labels));
            }
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ObjectNode gameNode(GameResult g, List<String> labels) {
        ObjectNode n = JSON.createObjectNode();
        n.put("game", g.index() + 1);
        n.put("deal", g.deal() + 1);
        n.put("seed", g.seed());
        ArrayNode seating = n.putArray("agents");
        g.seating().forEach(e -> seating.add(labels.get(e)));
        n.set("scores", JSON.valueToTree(g.scores()));
        ArrayNode ranks = n.putArray("ranks");
        g.ranks().forEach(r -> ranks.add(r + 1));
        n.put("length", g.length());
        return n;
    }

    /** One game as one line of JSON (no line break), the fields of an entry of {@code results}. */
    static String gameLine(GameResult g, List<String> labels) {
        try {
            return LINES.writeValueAsString(gameNode(g, labels));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ArrayNode rows(List<Standings.Row> rows) {
        ArrayNode a = JSON.createArrayNode();
        for (Standings.Row r : rows) {
            ObjectNode n = a.addObject();
            n.put("label", r.label());
            n.put("games", r.games());
            n.put("wins", round(r.wins(), 3));
            n.put("winRate", round(r.winRate().estimate(), 4));
            n.put("winRateLow", round(r.winRate().low(), 4));
            n.put("winRateHigh", round(r.winRate().high(), 4));
            n.put("meanScore", round(r.score().estimate(), 3));
            n.put("meanScoreLow", round(r.score().low(), 3));
            n.put("meanScoreHigh", round(r.score().high(), 3));
            n.put("meanRank", round(r.meanRank() + 1, 3));
        }
        return a;
    }

    /**
     * {@code x} rounded to {@code digits} decimals as an exact decimal (no binary noise such as
     * 2.5309999999999997 or 2.17E-19 in the file), or null for NaN.
     */
    static java.math.BigDecimal round(double x, int digits) {
        if (Double.isNaN(x) || Double.isInfinite(x)) {
            return null;
        }
        java.math.BigDecimal d = java.math.BigDecimal.valueOf(x).setScale(digits, java.math.RoundingMode.HALF_EVEN)
                .stripTrailingZeros();
        return d.signum() == 0 ? java.math.BigDecimal.ZERO : d.scale() < 0 ? d.setScale(0) : d;
    }

    /** The standings rows as CSV (one row per agent, then one per seat). */
    static String csv(Standings st, boolean withAgents) {
        StringBuilder b = new StringBuilder(
                "scope,label,games,wins,win_rate,win_low,win_high,score_mean,score_low,score_high,mean_rank\n");
        if (withAgents) {
            for (Standings.Row r : st.entrants()) {
                csvRow(b, "agent", r);
            }
        }
        for (Standings.Row r : st.seats()) {
            csvRow(b, "seat", r);
        }
        return b.toString();
    }

    private static void csvRow(StringBuilder b, String scope, Standings.Row r) {
        b.append(scope).append(',').append(quote(r.label())).append(',').append(r.games()).append(',')
                .append(num(r.wins())).append(',').append(num(r.winRate().estimate())).append(',')
                .append(num(r.winRate().low())).append(',').append(num(r.winRate().high())).append(',')
                .append(num(r.score().estimate())).append(',').append(num(r.score().low())).append(',')
                .append(num(r.score().high())).append(',').append(num(r.meanRank() + 1)).append('\n');
    }

    private static String num(double x) {
        return Double.isNaN(x) ? "" : Cli.fixed(x, 6);
    }

    private static String quote(String s) {
        return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }
}
