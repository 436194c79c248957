package io.agon.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agon.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code agon-spark} command line against the {@code agon} launcher's. */
class SparkMainTest {

    @TempDir
    Path dir;

    /** Exit code, stdout and stderr of one run. */
    record Run(int code, String out, String err) {

        static Run spark(String... args) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = SparkMain.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        }

        static Run launcher(String... args) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = Main.run(args, new ByteArrayInputStream(new byte[0]),
                    new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8), false);
            return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        }

        /** The one-line message without the program name and the help pointer. */
        String message(String program) {
            String e = err.strip();
            assertThat(e).as(err).doesNotContain("\n").doesNotContain("Exception").startsWith(program + ": ");
            return e.substring(program.length() + 2).replace("(see: " + program + " ", "(see: ");
        }
    }

    @Test
    void badOptionsGetTheLaunchersOneLineMessagesAndExitCode2() throws IOException {
        String[][] cases = {
            {"simulate", "polis", "--games", "0"},
            {"simulate", "nogame"},
            {"simulate", "polis", "--players", "random,nobody,random"},
            {"simulate", "polis", "--players", "random,mcts:iterations=x,random"},
            {"simulate", "polis", "--players", "random,random"},
            {"simulate", "polis", "--players", "random,random,random", "--seats", "4"},
            {"simulate", "polis", "--option", "nonsense=1"},
            {"simulate", "polis", "--option", "novalue"},
            {"simulate", "polis", "--games", "many"},
            {"tournament", "polis"},
            {"tournament", "polis", "--agents", "heuristic,random"},
            {"tournament", "polis", "--agents", "heuristic,random,random", "--table", "square"},
            {"tournament", "architekton", "--agents", "heuristic,random", "--seats", "3"},
            {"tournament", "architekton", "--agents", ""},
            {"tournament", "architekton", "--agents", "heuristic,random", "--json", dir.toString()},
            {"analyze", "tictactoe", "--out", ""},
            {"analyze", "sealed-lots", "--players", "all", "--games", "400000", "--out", dir.resolve("r").toString()},
        };
        for (String[] args : cases) {
            Run spark = Run.spark(args);
            Run launcher = Run.launcher(args);
            assertThat(spark.code()).as(String.join(" ", args) + ": " + spark.err()).isEqualTo(2);
            assertThat(launcher.code()).isEqualTo(2);
            assertThat(spark.message("agon-spark")).as(String.join(" ", args))
                    .isEqualTo(launcher.message("agon"));
            assertThat(spark.out()).isEmpty();
        }
        Files.createDirectory(dir.resolve("taken"));
        String[][] sparkOnly = {
            {"simulate", "polis", "--partitions", "0"},
            {"simulate", "polis", "--out", dir.resolve("taken").toString()},
            {"simulate", "polis", "--gzip"},
            {"simulate", "polis", "--master"},
            {"simulate", "polis", "--master", "local[two]"},
            {"simulate", "polis", "--master", "mesos://host:5050"},
        };
        for (String[] args : sparkOnly) {
            Run spark = Run.spark(args);
            assertThat(spark.code()).as(String.join(" ", args) + ": " + spark.err()).isEqualTo(2);
            spark.message("agon-spark");
        }
        assertThat(Run.spark(sparkOnly[0]).err()).contains("--partitions must be at least 1, not 0");
        assertThat(Run.spark(sparkOnly[1]).err()).contains("it exists already");
        assertThat(Run.spark(sparkOnly[4]).err()).contains("unknown master 'local[two]'");
        try (var files = Files.list(dir.resolve("taken"))) {
            assertThat(files).isEmpty();
        }
    }

    /** Issue 54: a cluster's address passes the check whatever digits it holds; counts are checked in local[...]. */
    @Test
    void everyMasterSparkAcceptsPassesTheCheck() {
        for (String master : List.of("spark://127.0.0.1:7077", "spark://10.0.0.5:7077", "spark://host-0:7077",
                "k8s://https://10.0.0.1:443", "yarn", "local", "local[*]", "local[2]", "local[4,3]",
                "local-cluster[2,1,1024]")) {
            org.assertj.core.api.Assertions.assertThatCode(() -> SparkOptions.checkMaster(master)).as(master)
                    .doesNotThrowAnyException();
        }
        for (String master : List.of("local[0]", "local[2,0]", "local-cluster[0,1,1024]", "local[9999999999]")) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> SparkOptions.checkMaster(master)).as(master)
                    .hasMessageContaining("is not a count Spark can use");
        }
    }

    @Test
    void mistakesSparkWouldFindLateAreFoundBeforeItStarts() throws IOException {
        Path same = Files.writeString(dir.resolve("same.out"), "old");
        String[][] cases = {
            {"simulate", "sealed-lots", "--games", "5", "--master", "local[0]"},
            {"simulate", "sealed-lots", "--games", "5", "--master", "local[2,0]"},
            {"simulate", "sealed-lots", "--games", "5", "--master", "local-cluster[0,1,1024]"},
            {"simulate", "sealed-lots", "--games", "5", "--json", same.toString(), "--csv", same.toString()},
            {"simulate", "sealed-lots", "--games", "5", "--out", dir.resolve("same.out/x").toString()},
        };
        for (String[] args : cases) {
            Run spark = Run.spark(args);
            assertThat(spark.code()).as(String.join(" ", args) + ": " + spark.err()).isEqualTo(2);
            spark.message("agon-spark");
            assertThat(spark.out()).as("nothing is played").isEmpty();
        }
        assertThat(Run.spark(cases[0]).err()).contains("--master local[0]: 0 is not a count Spark can use");
        assertThat(Run.spark(cases[3]).err()).contains("name the same file");
        assertThat(Run.spark(cases[4]).err()).contains("is not a folder");
        assertThat(Files.readString(same)).isEqualTo("old");
        if (Files.isDirectory(Path.of("/proc/self"))) {
            Run proc = Run.spark("simulate", "sealed-lots", "--games", "5", "--out", "/proc/agon-out");
            assertThat(proc.code()).as(proc.err()).isEqualTo(2);
            assertThat(proc.message("agon-spark")).contains("cannot write to /proc/agon-out: cannot create files in"
                    + " /proc");
            assertThat(proc.out()).isEmpty();
        }
    }

    @Test
    void sparkLogsThroughLog4jAlone() {
        // slf4j-simple (the launcher's logger for its web server) would win and print every INFO line
        assertThat(org.slf4j.LoggerFactory.getILoggerFactory().getClass().getName()).containsIgnoringCase("log4j");
        assertThat(getClass().getClassLoader().getResource("org/slf4j/simple/SimpleLogger.class")).isNull();
    }

    @Test
    void aRunPrintsTheLaunchersReportAndWritesEveryGame() throws IOException {
        String[] what = {"tournament", "architekton", "--agents", "random,heuristic", "--games", "30", "--seed", "5"};
        Path out = dir.resolve("run");
        List<String> args = new ArrayList<>(List.of(what));
        args.addAll(List.of("--master", "local[2]", "--partitions", "4", "--out", out.toString(), "--json",
                dir.resolve("s.json").toString(), "--csv", dir.resolve("s.csv").toString()));
        Run spark = Run.spark(args.toArray(String[]::new));
        assertThat(spark.code()).as(spark.err()).isZero();
        List<String> launcherArgs = new ArrayList<>(List.of(what));
        launcherArgs.addAll(List.of("--json", dir.resolve("l.json").toString(), "--csv",
                dir.resolve("l.csv").toString()));
        Run launcher = Run.launcher(launcherArgs.toArray(String[]::new));
        assertThat(launcher.code()).isZero();

        // the same report, line for line, but for the timing line and the files written
        assertThat(report(spark.out())).isEqualTo(report(launcher.out()));
        assertThat(spark.out()).contains("30 games in ", " s on Spark local[2], 4 partitions");
        assertThat(spark.err()).contains("partitions 4/4, games 30/30").doesNotContain("INFO");

        assertThat(Files.readString(dir.resolve("s.csv"))).isEqualTo(Files.readString(dir.resolve("l.csv")))
                .isEqualTo(Files.readString(out.resolve("standings.csv")));
        ObjectMapper json = new ObjectMapper();
        JsonNode mine = json.readTree(dir.resolve("s.json").toFile());
        JsonNode theirs = json.readTree(dir.resolve("l.json").toFile());
        JsonNode results = ((com.fasterxml.jackson.databind.node.ObjectNode) theirs).remove("results");
        assertThat(mine).isEqualTo(theirs);
        assertThat(json.readTree(out.resolve("summary.json").toFile())).isEqualTo(theirs);
        List<JsonNode> rows = new ArrayList<>();
        try (var parts = Files.list(out.resolve("games"))) {
            for (Path p : parts.filter(p -> p.getFileName().toString().startsWith("part-")).sorted().toList()) {
                for (String line : Files.readAllLines(p)) {
                    rows.add(json.readTree(line));
                }
            }
        }
        assertThat(rows).hasSize(30);
        for (int i = 0; i < rows.size(); i++) {
            assertThat(rows.get(i)).isEqualTo(results.get(i));
        }
    }

    /** The report lines, without the timing line and the lines naming written files. */
    private static List<String> report(String out) {
        return out.lines().filter(l -> !l.matches("\\d+ games in .*") && !l.contains(" written to ")).toList();
    }

    @Test
    void helpNamesTheSparkOptions() {
        Run help = Run.spark("simulate", "--help");
        assertThat(help.code()).isZero();
        assertThat(help.out()).contains("Usage: agon-spark simulate", "--master", "--partitions", "--out", "--players",
                "--seed", "--option");
        assertThat(Run.spark().out()).contains("spark-submit", "tournament");
    }
}
