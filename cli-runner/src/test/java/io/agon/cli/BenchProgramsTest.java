package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The single-file programs in {@code cli-runner/bench/} ({@code SearchCounts}, {@code Pairings}, {@code FiveRuns}):
 * the Maven build does not compile them, so this test does, against the launcher's own classes, and checks that
 * {@code Pairings} counts what a tournament reports.
 */
class BenchProgramsTest {

    /** The bench folder, from the module's directory (where Maven runs the tests) or from the project's. */
    private static Path benchDir() {
        Path here = Path.of("bench");
        return Files.isDirectory(here) ? here : Path.of("cli-runner", "bench");
    }

    @Test
    void everyBenchProgramCompilesAgainstTheCurrentApi(@TempDir Path out) throws IOException {
        List<String> sources;
        try (Stream<Path> s = Files.list(benchDir())) {
            sources = s.filter(p -> p.toString().endsWith(".java")).map(Path::toString).sorted().toList();
        }
        assertThat(sources).as("the bench programs").hasSizeGreaterThanOrEqualTo(3);
        List<String> args = new ArrayList<>(List.of("--release", "17", "-proc:none", "-cp",
                System.getProperty("java.class.path"), "-d", out.toString()));
        args.addAll(sources);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int rc = javac.run(null, null, null, args.toArray(String[]::new));
        assertThat(rc).as("javac on " + sources).isZero();
        assertThat(out.resolve("Pairings.class")).exists();
        assertThat(out.resolve("SearchCounts.class")).exists();
    }

    @Test
    void pairingsCountsWhatATwoSeatTournamentReportsHeadToHead(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("t.json");
        Run t = Run.of("tournament", "architekton", "--agents", "mcts:iterations=20,heuristic", "--table", "fixed",
                "--games", "30", "--seed", "3", "--json", file.toString());
        assertThat(t.code()).as(t.err()).isZero();
        double[] head = headToHead(file, "mcts:iterations=20");

        Program p = pairings("mcts:iterations=20", file.toString());
        assertThat(p.code).as(p.err).isZero();
        Matcher m = Pattern.compile("ahead in ([0-9.]+) of (\\d+) pairings").matcher(p.out);
        assertThat(m.find()).as(p.out).isTrue();
        assertThat(Double.parseDouble(m.group(1))).isEqualTo(head[0]);
        assertThat(Integer.parseInt(m.group(2))).isEqualTo((int) head[1]).isEqualTo(30);
        assertThat(p.out).contains("of 30 games (normal)");
    }

    @Test
    void pairingsCountsTwoPairingsAGameAtATableOfThree(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("p.json");
        Run t = Run.of("tournament", "polis", "--agents", "heuristic,random,random", "--table", "fixed", "--games",
                "6", "--seed", "2", "--json", file.toString());
        assertThat(t.code()).as(t.err()).isZero();
        double[] head = headToHead(file, "heuristic"); // against "random" and "random#2", 6 games each

        Program p = pairings("heuristic", file.toString());
        assertThat(p.code).as(p.err).isZero();
        assertThat(head[1]).isEqualTo(12);
        assertThat(p.out).contains(String.format(Locale.ROOT, "ahead in %.1f of 12 pairings", head[0]))
                .contains("of 6 games (normal)");
    }

    /** The tournament's own head-to-head lines for {@code agent}, added up: {points, games}. */
    private static double[] headToHead(Path file, String agent) throws IOException {
        double[] sum = new double[2];
        for (JsonNode line : new ObjectMapper().readTree(file.toFile()).get("headToHead")) {
            if (line.get("agent").asText().equals(agent)) {
                sum[0] += line.get("points").asDouble();
                sum[1] += line.get("games").asInt();
            }
        }
        assertThat(sum[1]).as("head-to-head lines of " + agent).isPositive();
        return sum;
    }

    @Test
    void thePerGameIntervalStaysWithinZeroAndHundredNearAClearWin(@TempDir Path dir) throws Exception {
        // Nine wins and a tie: the normal interval around 95% would reach past 100%.
        StringBuilder games = new StringBuilder();
        for (int g = 0; g < 10; g++) {
            games.append(g == 0 ? "" : ",").append("{\"agents\": [\"a\", \"b\"], \"ranks\": ")
                    .append(g == 0 ? "[1, 1]" : "[1, 2]").append('}');
        }
        Path file = dir.resolve("clear.json");
        Files.writeString(file, "{\"results\": [" + games + "]}", StandardCharsets.UTF_8);

        Program p = pairings("a", file.toString());
        assertThat(p.code).as(p.err).isZero();
        assertThat(p.out).contains("a: ahead in 9.5 of 10 pairings = 95.0%");
        Matcher m = Pattern.compile("per game 95\\.0% \\[([0-9.-]+), ([0-9.-]+)\\] of 10 games").matcher(p.out);
        assertThat(m.find()).as(p.out).isTrue();
        assertThat(Double.parseDouble(m.group(1))).isBetween(80.0, 95.0);
        assertThat(Double.parseDouble(m.group(2))).isEqualTo(100.0);
    }

    @Test
    void pairingsReportsAMissingOrMalformedFileInOneLine(@TempDir Path dir) throws Exception {
        Program missing = pairings("heuristic", dir.resolve("nope.json").toString());
        assertThat(missing.code).isEqualTo(1);
        assertThat(missing.err.strip()).isEqualTo(dir.resolve("nope.json") + ": no such file");
        Program folder = pairings("heuristic", dir.toString());
        assertThat(folder.code).isEqualTo(1);
        assertThat(folder.err.strip()).isEqualTo(dir + ": not a file");

        Path truncated = dir.resolve("cut.json");
        Files.writeString(truncated, "{\"results\": [{\"agents\": [", StandardCharsets.UTF_8);
        Program cut = pairings("heuristic", truncated.toString());
        assertThat(cut.code).isEqualTo(1);
        assertThat(cut.err.strip()).contains("cut.json").contains("not a readable JSON file").doesNotContain("\n")
                .doesNotContain("Exception");
    }

    /** What a bench program printed and returned. */
    private record Program(int code, String out, String err) {
    }

    /** Runs {@code Pairings} as the docs say: a single-file program with the launcher's classes on the path. */
    private static Program pairings(String... args) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                benchDir().resolve("Pairings.java").toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile("pairings", ".out");
        Path err = Files.createTempFile("pairings", ".err");
        try {
            Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("Pairings did not finish in 120 s");
            }
            return new Program(p.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
