package io.agon.spark;

import io.agon.cli.Main;
import io.agon.core.spi.GameCatalog;
import java.io.PrintStream;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code agon-spark}: the launcher's {@code simulate} and {@code tournament} as Apache Spark jobs, with the same
 * options, checks, messages, games and statistics, plus {@code --master}, {@code --partitions} and {@code --out}.
 * Run embedded with {@code java -jar agon-spark.jar ...} (Spark {@code local[*]} in this JVM) or on a cluster
 * with {@code spark-submit --class io.agon.spark.SparkMain agon-spark.jar ...}. Exit codes as the launcher's.
 */
@Command(name = "agon-spark", mixinStandardHelpOptions = true, version = "agon-spark 0.1.0",
        description = "Simulate and rank the Agon games on Apache Spark, game for game as the agon launcher.",
        subcommands = {SparkCommand.Simulate.class, SparkCommand.Tournament.class, SparkAnalyze.class},
        footer = {"", "Examples:",
                "  java -jar agon-spark.jar tournament polis \\",
                "      --agents mcts:iterations=200,heuristic,random --games 2000",
                "  java -jar agon-spark.jar simulate massilia --games 100000 \\",
                "      --master local[2] --out results",
                "  spark-submit --master spark://host:7077 \\",
                "      --class io.agon.spark.SparkMain agon-spark.jar \\",
                "      simulate polis --games 10000000 --out hdfs:///agon/run1",
                "", "Exit codes: 0 ok, 1 error (failed job, unwritable output), 2 usage error."})
public final class SparkMain implements Runnable {

    private final PrintWriter out;
    private final PrintWriter err;
    private GameCatalog catalog;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    private SparkMain(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    /** Runs one command line on the real console and exits with its code. */
    public static void main(String[] args) {
        if (System.getProperty("io.netty.tryReflectionSetAccessible") == null) {
            System.setProperty("io.netty.tryReflectionSetAccessible", "true"); // Spark's Netty on Java 17
        }
        System.exit(run(args, System.out, System.err));
    }

    /** Runs one command line with the given streams and returns the exit code (for tests and embedding). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        PrintWriter o = new PrintWriter(out, true);
        PrintWriter e = new PrintWriter(err, true);
        try {
            return Main.configure(new CommandLine(new SparkMain(o, e)), o, e).execute(args);
        } finally {
            o.flush();
            e.flush();
        }
    }

    @Override
    public void run() {
        spec.commandLine().usage(out);
    }

    /** The games on the class path (loaded once). */
    GameCatalog catalog() {
        if (catalog == null) {
            catalog = Main.loadCatalog();
        }
        return catalog;
    }

    PrintWriter out() {
        return out;
    }

    PrintWriter err() {
        return err;
    }
}
