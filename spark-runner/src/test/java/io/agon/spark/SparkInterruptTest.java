package io.agon.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stopping {@code agon-spark} with SIGTERM (a real child JVM, as {@code java -jar} runs it): the games counted so
 * far are reported and written marked partial, Spark prints no stack trace, the exit code is the launcher's (143),
 * and the unfinished {@code --out} folder is removed, so the same command can run again.
 */
class SparkInterruptTest {

    @TempDir
    Path dir;

    @Test
    void aStoppedRunReportsTheFinishedGamesAndLeavesNoUnfinishedFolder() throws Exception {
        Path run = dir.resolve("run");
        Path json = dir.resolve("partial.json");
        List<String> cmd = command("simulate", "polis", "--games", "200000", "--partitions", "2000", "--master",
                "local[2]", "--out", run.toString(), "--json", json.toString());
        Path outFile = dir.resolve("stdout.txt");
        Path errFile = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(cmd).redirectOutput(outFile.toFile()).redirectError(errFile.toFile()).start();
        try {
            stopAndCheck(p, run, json, outFile, errFile);
        } finally {
            p.destroyForcibly();
        }
    }

    private static void stopAndCheck(Process p, Path run, Path json, Path outFile, Path errFile) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!Files.readString(errFile).contains("partitions 2/2000")) {
            assertThat(p.isAlive()).as("ended early: " + Files.readString(outFile) + Files.readString(errFile))
                    .isTrue();
            assertThat(System.nanoTime()).as("waiting for progress: " + Files.readString(errFile)).isLessThan(end);
            Thread.sleep(100);
        }
        p.toHandle().destroy(); // SIGTERM
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("the run stops").isTrue();
        String out = Files.readString(outFile, StandardCharsets.UTF_8);
        String err = Files.readString(errFile, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(out + err).isEqualTo(143);
        assertThat(out).containsPattern("Stopped after [0-9,]+ of 200,000 games \\(interrupted\\)")
                .contains("win rate", "JSON written to " + json + " (partial: stopped after");
        assertThat(err).as("no stack trace").doesNotContain("\tat ").doesNotContain("Exception")
                .contains("the unfinished " + run + " was removed");
        assertThat(Files.readString(json)).contains("\"partial\" : true");
        assertThat(run).as("the same --out can be given again").doesNotExist();
        // the last progress line and the report count the same games (issue 54, item 9)
        java.util.regex.Matcher stopped = java.util.regex.Pattern.compile("Stopped after ([0-9,]+) of").matcher(out);
        assertThat(stopped.find()).isTrue();
        List<String> progress = err.lines().filter(l -> l.startsWith("partitions ")).toList();
        assertThat(progress.get(progress.size() - 1)).contains(", games " + stopped.group(1) + "/200,000");
    }

    /** Issue 54, item 9: a stop while Spark is still starting is told in one line, like any other stop. */
    @Test
    void aStopWhileSparkStartsSaysSo() throws Exception {
        List<String> cmd = command("simulate", "tictactoe", "--games", "2000000", "--master", "local[2]");
        Path outFile = dir.resolve("stdout.txt");
        Path errFile = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(cmd).redirectOutput(outFile.toFile()).redirectError(errFile.toFile()).start();
        try {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!Files.readString(outFile).contains("Tic-tac-toe: ")) { // the header: Spark starts next
                assertThat(p.isAlive()).as(Files.readString(errFile)).isTrue();
                assertThat(System.nanoTime()).as("waiting for the header").isLessThan(end);
                Thread.sleep(20);
            }
            p.toHandle().destroy(); // SIGTERM
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("the run stops").isTrue();
            String all = Files.readString(outFile) + Files.readString(errFile);
            assertThat(p.exitValue()).as(all).isEqualTo(143);
            // on a slow start the start-up line; should Spark have started already, the usual report
            assertThat(all).containsPattern("agon-spark: interrupted while Spark was starting; no game was played"
                    + "|Stopped after [0-9,]+ of 2,000,000 games").doesNotContain("\tat ");
        } finally {
            p.destroyForcibly();
        }
    }

    /** The command line of a child JVM that runs {@code agon-spark} with {@code args}. */
    private static List<String> command(String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString()));
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (a.startsWith("--add-opens") || a.startsWith("--add-exports") || a.startsWith("-XX:+Ignore")
                    || a.startsWith("-Dio.netty")) {
                cmd.add(a);
            }
        }
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), SparkMain.class.getName()));
        cmd.addAll(List.of(args));
        return cmd;
    }

}
