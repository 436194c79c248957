import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Summarizes the {@code bench --json} files of several runs (see bench-five.sh): one Markdown table per label and
 * game, each figure with every run, the median of the runs, the spread (the larger distance from the median to the
 * lowest or highest run, in % of the median; the goal is at most 10%) and the goal of issue 18 where there is one.
 * Run as a single-file program with the launcher jar on the class path (for Jackson):
 * {@code java -cp cli-runner/target/agon.jar cli-runner/bench/FiveRuns.java FILE.json...}; a file is named
 * {@code LABEL-GAME-RUN.json}.
 */
public class FiveRuns {

    /** A figure: its JSON field (older files may lack it: then the fallback), its unit and its goal. */
    record Measure(String label, String field, String fallback, boolean higherIsBetter, int digits) {
    }

    static final List<Measure> MEASURES = List.of(
            new Measure("actions/s", "actionsPerSecond", null, true, 0),
            new Measure("copy p50 ns", "copyP50Nanos", "copyNanos", false, 1),
            new Measure("copy p99 ns", "copyP99Nanos", null, false, 1),
            new Measure("copy mean ns", "copyNanos", null, false, 1),
            new Measure("copyFrom ns", "copyFromNanos", null, false, 1),
            new Measure("legal actions ns", "legalActionsNanos", null, false, 1),
            new Measure("MCTS it/s", "mctsIterationsPerSecond", null, true, 0),
            new Measure("speed-up", "simulateSpeedup", null, true, 2),
            new Measure("B per MCTS iteration", "bytesPerMctsIteration", null, false, 0));

    /** The goals of issue 18: game -> figure -> bound (a minimum for higher-is-better figures, else a maximum). */
    static final Map<String, Map<String, Double>> GOALS = Map.of(
            "polis", Map.of("copy p50 ns", 110.0, "MCTS it/s", 17_000.0),
            "architekton", Map.of("actions/s", 2_100_000.0, "copy p50 ns", 250.0),
            "massilia", Map.of("MCTS it/s", 6_900.0));

    public static void main(String[] args) throws Exception {
        JsonMapper json = JsonMapper.builder().enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();
        Map<String, List<JsonNode>> runs = new TreeMap<>();
        Map<String, String> jvm = new LinkedHashMap<>();
        for (String a : args) {
            File f = new File(a);
            String name = f.getName().replaceAll("\\.json$", "");
            int last = name.lastIndexOf('-');
            String key = last > 0 ? name.substring(0, last) : name; // LABEL-GAME
            JsonNode n = json.readTree(f);
            runs.computeIfAbsent(key, k -> new ArrayList<>()).add(n);
            JsonNode j = n.get("jvm");
            jvm.putIfAbsent(key, j == null ? "(no JVM information: an older build)"
                    : j.get("version").asText() + ", " + j.get("collector").asText() + ", options "
                            + j.get("options").toString());
        }
        for (Map.Entry<String, List<JsonNode>> e : runs.entrySet()) {
            List<JsonNode> list = e.getValue();
            String game = list.get(0).get("game").asText();
            System.out.println("### " + e.getKey() + " (" + list.size() + " runs; " + jvm.get(e.getKey()) + ")");
            System.out.println();
            StringBuilder head = new StringBuilder("| figure |");
            StringBuilder rule = new StringBuilder("|---|");
            for (int i = 1; i <= list.size(); i++) {
                head.append(" run ").append(i).append(" |");
                rule.append("---|");
            }
            System.out.println(head + " median | spread | goal |");
            System.out.println(rule + "---|---|---|");
            for (Measure m : MEASURES) {
                double[] v = new double[list.size()];
                boolean any = false;
                for (int i = 0; i < v.length; i++) {
                    v[i] = value(list.get(i), m);
                    any |= !Double.isNaN(v[i]);
                }
                if (!any) {
                    continue;
                }
                double[] sorted = v.clone();
                Arrays.sort(sorted);
                double med = sorted.length % 2 == 1 ? sorted[sorted.length / 2]
                        : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
                double spread = Math.max(med - sorted[0], sorted[sorted.length - 1] - med) / med;
                StringBuilder row = new StringBuilder("| " + m.label() + " |");
                for (double x : v) {
                    row.append(' ').append(fmt(x, m.digits())).append(" |");
                }
                row.append(' ').append(fmt(med, m.digits())).append(" | ")
                        .append(String.format(Locale.ROOT, "±%.1f%%%s", 100 * spread, spread <= 0.10 ? "" : " (over 10%)"))
                        .append(" | ").append(goal(game, m, med)).append(" |");
                System.out.println(row);
            }
            System.out.println();
        }
    }

    private static double value(JsonNode n, Measure m) {
        JsonNode v = n.get(m.field());
        if ((v == null || v.isNull()) && m.fallback() != null) {
            v = n.get(m.fallback());
        }
        return v == null || v.isNull() ? Double.NaN : v.asDouble();
    }

    private static String goal(String game, Measure m, double median) {
        Double bound = GOALS.getOrDefault(game, Map.of()).get(m.label());
        if (bound == null) {
            return "";
        }
        boolean met = m.higherIsBetter() ? median >= bound : median <= bound;
        return (m.higherIsBetter() ? "≥ " : "≤ ") + fmt(bound, 0) + (met ? " met" : " NOT met");
    }

    private static String fmt(double x, int digits) {
        if (Double.isNaN(x)) {
            return "-";
        }
        return digits == 0 ? String.format(Locale.ROOT, "%,.0f", x) : String.format(Locale.ROOT, "%." + digits + "f", x);
    }
}
