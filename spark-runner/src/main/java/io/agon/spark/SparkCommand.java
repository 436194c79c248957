package io.agon.spark;

import io.agon.cli.BatchPlan;
import io.agon.cli.Cli;
import io.agon.cli.Main;
import io.agon.cli.OnInterrupt;
import io.agon.cli.PlainText;
import io.agon.cli.UsageException;
import io.agon.core.AgonException;
import io.agon.core.sim.HeadToHead;
import io.agon.core.sim.Standings;
import io.agon.core.sim.Tally;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Comparator;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/**
 * What the Spark runner's {@code simulate} and {@code tournament} share: plan with the launcher's checks, start
 * Spark, run the job, print the launcher's summary, write the files.
 */
abstract class SparkCommand implements Callable<Integer> {

    @ParentCommand
    SparkMain main;

    @Mixin
    SparkOptions spark;

    /** Checks the command line and plans the run (the launcher's checks and messages). */
    abstract BatchPlan plan();

    @Override
    public Integer call() {
        BatchPlan plan = plan();
        PrintWriter out = main.out();
        OnInterrupt starting = whileStarting(main.err());
        plan.printHeader(out);
        out.flush();
        SparkConf conf = conf(plan, spark.master);
        JavaSparkContext context;
        try {
            context = start(conf);
        } finally {
            starting.close();
        }
        try (JavaSparkContext sc = context) {
            String dir = spark.out;
            checkNew(sc, dir);
            int total = plan.plannedGames();
            int partitions = Math.min(total, spark.partitions != null ? spark.partitions
                    : SparkBatch.defaultPartitions(total, sc.defaultParallelism()));
            TallyAccumulator counted = new TallyAccumulator(plan.labels().size(), plan.seats());
            PartitionProgress progress = spark.progress
                    ? new PartitionProgress(main.err(), total, partitions, counted::games) : null;
            SparkBatch.Outcome outcome;
            AtomicBoolean stopping = new AtomicBoolean();
            try (OnInterrupt partial = OnInterrupt.register(main.err(),
                    () -> stopped(plan, counted, progress, stopping, dir, sc))) {
                outcome = SparkBatch.run(sc, plan, partitions, dir == null ? null : dir + "/games", spark.gzip,
                        SparkBatch.GameHook.NONE, progress, counted);
            } catch (Exception e) { // SparkException is checked in Scala's eyes only: catch it here
                if (stopping.get()) {
                    awaitExit(); // stopped by a signal: the shutdown hook reports, Spark's failure is no news
                }
                throw failure(e);
            }
            Tally tally = outcome.tally();
            Standings standings = tally.standings(plan.labels());
            HeadToHead h2h = tally.headToHead(plan.labels());
            out.println(tally.games() + " games in " + Cli.fixed(outcome.seconds(), 1) + " s on Spark "
                    + sc.master() + ", " + partitions + " partition" + (partitions == 1 ? "" : "s"));
            out.println();
            plan.printSummary(out, standings, h2h);
            if (dir != null) {
                write(sc, dir, "summary.json", plan.json(standings, h2h, null));
                write(sc, dir, "standings.csv", plan.csv(standings));
                out.println("games written to " + dir + "/games (JSON lines" + (spark.gzip ? ", gzip" : "")
                        + "), summary to " + dir + "/summary.json and " + dir + "/standings.csv");
            }
            if (spark.json != null) {
                Cli.write(spark.json, plan.json(standings, h2h, null));
                out.println("JSON written to " + spark.json);
            }
            if (spark.csv != null) {
                Cli.write(spark.csv, plan.csv(standings));
                out.println("CSV written to " + spark.csv);
            }
        }
        return Main.OK;
    }

    /**
     * Ctrl-C or SIGTERM during the job (a shutdown hook): Spark's log goes quiet, the games counted so far are
     * reported and written to {@code --json} and {@code --csv} marked partial, as the launcher does, and the
     * {@code --out} folder, which holds no finished output yet, is removed so that the same command can run again.
     */
    private void stopped(BatchPlan plan, TallyAccumulator counted, PartitionProgress progress,
                         AtomicBoolean stopping, String dir, JavaSparkContext sc) {
        stopping.set(true);
        quietLog();
        Tally tally = counted.snapshot();
        if (progress != null) {
            progress.stoppedAt(tally.games()); // its last line and the report below say the same count
        }
        PrintWriter out = main.out();
        String note = "stopped after " + String.format(Locale.ROOT, "%,d", tally.games()) + " of "
                + String.format(Locale.ROOT, "%,d", plan.plannedGames()) + " games";
        out.println();
        out.println("S" + note.substring(1) + " (interrupted): the statistics below are of the finished games only.");
        out.println();
        Standings standings = tally.standings(plan.labels());
        HeadToHead h2h = tally.headToHead(plan.labels());
        plan.printSummary(out, standings, h2h);
        if (spark.json != null) {
            Cli.write(spark.json, plan.json(standings, h2h, null, note));
            out.println("JSON written to " + spark.json + " (partial: " + note + ")");
        }
        if (spark.csv != null) {
            Cli.write(spark.csv, plan.csv(standings));
            out.println("CSV written to " + spark.csv + " (partial: " + note + ")");
        }
        out.flush();
        if (dir != null) {
            main.err().println("agon-spark: interrupted; " + removeUnfinished(dir, sc));
        }
    }

    /**
     * Cancels the job, waits (a few seconds at most) until its tasks have stopped writing, and removes the
     * unfinished {@code --out} folder; says what happened.
     */
    private static String removeUnfinished(String dir, JavaSparkContext sc) {
        try {
            sc.cancelAllJobs();
            for (int i = 0; i < 100 && sc.statusTracker().getActiveJobIds().length > 0; i++) {
                pause(100);
            }
        } catch (RuntimeException e) {
            // Spark is already stopped: its tasks are over
        }
        java.nio.file.Path local = SparkOptions.localPath(dir);
        Exception last = null;
        for (int attempt = 0; attempt < 20; attempt++) {
            try {
                if (local != null) {
                    deleteTree(local);
                    pause(100); // a task that was closing its file may still make a folder: look again
                    if (!Files.exists(local)) {
                        return "the unfinished " + dir + " was removed (run the same command again to start over)";
                    }
                } else {
                    Path p = new Path(dir);
                    FileSystem fs = FileSystem.newInstance(p.toUri(), sc.hadoopConfiguration());
                    fs.delete(p, true);
                    if (!fs.exists(p)) {
                        return "the unfinished " + dir + " was removed (run the same command again to start over)";
                    }
                }
            } catch (IOException | java.io.UncheckedIOException e) {
                last = e; // a file vanished or appeared meanwhile: try again
            } catch (RuntimeException e) {
                last = e;
                break;
            }
            pause(100);
        }
        String why = last instanceof IOException ioe ? io.agon.core.record.RecordFiles.why(ioe)
                : last instanceof java.io.UncheckedIOException u ? io.agon.core.record.RecordFiles.why(u.getCause())
                : last != null ? PlainText.safe(Main.firstLine(last.getMessage())) : "it is still written to";
        return "could not remove the unfinished " + dir + " (" + why + "): remove it before running the same"
                + " command again";
    }

    private static void deleteTree(java.nio.file.Path root) throws IOException {
        if (!Files.exists(root, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (var all = Files.walk(root)) {
            for (java.nio.file.Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    private static void pause(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Spark's log says nothing more: the runner is stopping and tells the user itself. */
    private static void quietLog() {
        try {
            org.apache.logging.log4j.core.config.Configurator.setRootLevel(org.apache.logging.log4j.Level.OFF);
            org.apache.logging.log4j.core.config.Configurator.setAllLevels("org.apache",
                    org.apache.logging.log4j.Level.OFF);
        } catch (RuntimeException | LinkageError e) {
            // another logging back end (spark-submit's): it keeps its own level
        }
    }

    /** Waits for the JVM to finish its shutdown (the hook is reporting); never returns. */
    private static void awaitExit() {
        while (true) {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                // keep waiting: the JVM is exiting
            }
        }
    }

    /**
     * The Spark configuration: whatever spark-submit or {@code -Dspark.*} set, the master from {@code --master}
     * or else {@code local[*]}; in local mode everything binds to the loopback address and the web UI is off
     * unless asked for ({@code -Dspark.ui.enabled=true}).
     */
    static SparkConf conf(BatchPlan plan, String master) {
        return conf("agon " + plan.command() + " " + plan.gameId(), master);
    }

    /** The Spark configuration of a run named {@code appName} (see {@link #conf(BatchPlan, String)}). */
    static SparkConf conf(String appName, String master) {
        SparkConf conf = new SparkConf();
        if (master != null) {
            conf.setMaster(master);
        } else {
            conf.setIfMissing("spark.master", "local[*]");
        }
        conf.setIfMissing("spark.app.name", appName);
        if (conf.get("spark.master").startsWith("local")) {
            conf.setIfMissing("spark.driver.host", "127.0.0.1");
            conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
            conf.setIfMissing("spark.ui.enabled", "false");
        }
        return conf;
    }

    /**
     * A Ctrl-C or SIGTERM while Spark starts (a few seconds, before any game): one line says so, as after any other
     * stop. Registered by every Spark command; closed once Spark has started.
     */
    static OnInterrupt whileStarting(PrintWriter err) {
        return OnInterrupt.register(err, () -> {
            quietLog();
            err.println("agon-spark: interrupted while Spark was starting; no game was played");
        });
    }

    /** Starts Spark, or says in one line why it cannot. */
    static JavaSparkContext start(SparkConf conf) {
        try {
            return new JavaSparkContext(conf);
        } catch (Exception e) {
            throw new AgonException("cannot start Spark (master " + conf.get("spark.master") + "): "
                    + Main.firstLine(String.valueOf(e.getMessage())), e);
        }
    }

    private static void checkNew(JavaSparkContext sc, String dir) {
        if (dir == null) {
            return;
        }
        try {
            Path p = new Path(dir);
            if (p.getFileSystem(sc.hadoopConfiguration()).exists(p)) {
                throw new UsageException("cannot write to " + dir + ": it exists already (give a new folder)");
            }
        } catch (IOException e) {
            throw new AgonException("cannot reach " + dir + ": " + io.agon.core.record.RecordFiles.why(e), e);
        }
    }

    private static void write(JavaSparkContext sc, String dir, String name, String text) {
        Path p = new Path(dir, name);
        try {
            FileSystem fs = p.getFileSystem(sc.hadoopConfiguration());
            fs.setWriteChecksum(false);
            try (OutputStream o = fs.create(p, false)) {
                o.write(text.getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new AgonException("cannot write " + p + ": " + io.agon.core.record.RecordFiles.why(e), e);
        }
    }

    /** A failed job as one line: the game's own failure when a game failed, else Spark's first line. */
    static AgonException failure(Exception e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof AgonException a) {
                return a;
            }
        }
        return new AgonException("the Spark job failed: " + Main.firstLine(String.valueOf(e.getMessage())),
                e);
    }

    /** {@code agon-spark simulate}. */
    @Command(name = "simulate", mixinStandardHelpOptions = true,
            description = "Play many games between bots on Spark and print statistics (as agon simulate).")
    static final class Simulate extends SparkCommand {

        @Mixin
        io.agon.cli.SimulateOptions what;

        @Override
        BatchPlan plan() {
            return what.plan(main.catalog(), spark::check);
        }
    }

    /** {@code agon-spark tournament}. */
    @Command(name = "tournament", mixinStandardHelpOptions = true,
            description = "Rank agents over many seat-rotated games on Spark (as agon tournament).")
    static final class Tournament extends SparkCommand {

        @Mixin
        io.agon.cli.TournamentOptions what;

        @Override
        BatchPlan plan() {
            return what.plan(main.catalog(), spark::check);
        }
    }
}
