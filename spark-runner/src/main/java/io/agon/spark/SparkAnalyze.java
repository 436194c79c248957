package io.agon.spark;

import io.agon.analysis.Analyzer;
import io.agon.analysis.Trace;
import io.agon.cli.AnalyzeCommand;
import io.agon.cli.AnalyzeOptions;
import io.agon.cli.Cli;
import io.agon.cli.Main;
import io.agon.core.AgonException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.Callable;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon-spark analyze}: the launcher's {@code analyze} with the games played on Spark. The games are cut into
 * slices, one task each; every executor plays its games by their index (the same seeds and seating as the
 * launcher), and the driver collects the small traces and writes the same report.json as {@code agon analyze}.
 */
@Command(name = "analyze", mixinStandardHelpOptions = true,
        description = "Play many games on Spark and write a report of the game's design (as agon analyze).")
final class SparkAnalyze implements Callable<Integer> {

    @ParentCommand
    SparkMain main;

    @Mixin
    AnalyzeOptions what;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "the local folder of report.json and report.html (created if missing)")
    Path out;

    @Option(names = "--master", paramLabel = "URL",
            description = "Spark master, e.g. local[2] or spark://host:7077 (default: the one spark-submit gives, else local[*] in this JVM)")
    String master;

    @Option(names = "--partitions", paramLabel = "P",
            description = "slices of the games, one Spark task each (default: 16 per core, at least one per 20,000 games)")
    Integer partitions;

    @Override
    public Integer call() {
        AnalyzeOptions.Plan plan = what.plan(main.catalog());
        if (partitions != null) {
            Cli.atLeast("--partitions", partitions, 1);
        }
        SparkOptions.checkMaster(master);
        AnalyzeCommand.prepare(out, false);
        int total = plan.plannedGames();
        main.out().println(plan.name() + ": " + plan.describe() + ", agents " + String.join(", ", plan.agents())
                + " in every seat order, seed " + plan.seed() + ", on Spark");
        main.out().flush();
        SparkConf conf = SparkCommand.conf("agon analyze " + plan.game(), master);
        List<Trace> traces;
        long start = System.nanoTime();
        int slices;
        io.agon.cli.OnInterrupt starting = SparkCommand.whileStarting(main.err());
        JavaSparkContext context;
        try {
            context = SparkCommand.start(conf);
        } finally {
            starting.close();
        }
        try (JavaSparkContext sc = context) {
            slices = Math.min(total, partitions != null ? partitions
                    : SparkBatch.defaultPartitions(total, sc.defaultParallelism()));
            List<Integer> ids = new ArrayList<>();
            for (int p = 0; p < slices; p++) {
                ids.add(p);
            }
            int n = slices;
            traces = new ArrayList<>(sc.parallelize(ids, slices)
                    .flatMap(p -> new Slice(plan, SparkBatch.sliceStart(total, n, p),
                            SparkBatch.sliceStart(total, n, p + 1)))
                    .collect());
        } catch (AgonException e) {
            throw e;
        } catch (Exception e) { // SparkException is checked in Scala's eyes only
            throw new AgonException("the Spark job failed: " + Main.firstLine(String.valueOf(e.getMessage())), e);
        }
        main.out().println(Cli.count(traces.size(), "game") + " in " + Cli.fixed((System.nanoTime() - start) / 1e9, 1)
                + " s on Spark, " + slices + " partition" + (slices == 1 ? "" : "s"));
        AnalyzeCommand.write(main.out(), plan, out, false, traces);
        return Main.OK;
    }

    /** The games {@code from..to-1} of the plan (all player counts in a row), played lazily on an executor. */
    private static final class Slice implements Iterator<Trace> {
        private final AnalyzeOptions.Plan plan;
        private final Analyzer analyzer;
        private final int end;
        private int next;

        Slice(AnalyzeOptions.Plan plan, int from, int to) {
            this.plan = plan;
            this.analyzer = plan.analyzer(SparkBatch.Games.catalog());
            this.next = from;
            this.end = to;
        }

        @Override
        public boolean hasNext() {
            return next < end;
        }

        @Override
        public Trace next() {
            if (next >= end) {
                throw new NoSuchElementException();
            }
            int g = next++;
            int c = 0;
            while (g >= plan.played().get(c)) { // the games of each player count in a row
                g -= plan.played().get(c++);
            }
            return analyzer.play(plan.counts().get(c), g);
        }
    }
}
