package io.agon.cli;

import io.agon.core.sim.Tournament;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * The options {@code simulate} and {@code tournament} share (a picocli mixin): worker threads, game options,
 * JSON and CSV output files and the progress bar, with the checks and the timed run both commands need.
 */
final class BatchOptions {

    @Option(names = {"-t", "--threads"}, paramLabel = "T", defaultValue = "1", description = "worker threads (default 1)")
    int threads;

    @Option(names = "--option", paramLabel = "K=V", description = "a game option (repeatable)")
    List<String> options = new ArrayList<>();

    @Option(names = "--json", paramLabel = "FILE", description = "write all results as JSON")
    Path json;

    @Option(names = "--csv", paramLabel = "FILE", description = "write the statistics as CSV")
    Path csv;

    @Option(names = "--progress", negatable = true,
            description = "show a progress bar on stderr (default: only at a terminal)")
    Boolean progress;

    /** Checks the thread count and that the output files can be written; returns the game options. */
    Map<String, String> check() {
        Cli.atLeast("--threads", threads, 1);
        Cli.checkWritable(json);
        Cli.checkWritable(csv);
        return Cli.options(options);
    }

    /** Runs {@code t} with a progress bar when wanted, and prints how long it took on how many threads. */
    Tournament.Result run(Main main, Tournament t, String label) {
        long start = System.nanoTime();
        boolean bar = progress != null ? progress : main.interactive();
        Tournament.Result result = t.run(bar ? new ProgressBar(main.err(), label) : null);
        double secs = (System.nanoTime() - start) / 1e9;
        main.out().println(result.games().size() + " games in " + Cli.fixed(secs, 1) + " s on " + threads
                + " thread" + (threads == 1 ? "" : "s"));
        main.out().println();
        return result;
    }

    /** Writes the JSON and CSV files that were asked for (atomically) and says so. */
    void write(Main main, BatchPlan plan, Tournament.Result result) {
        if (json != null) {
            Cli.write(json, plan.json(result.standings(), result.headToHead(), result.games()));
            main.out().println("JSON written to " + json);
        }
        if (csv != null) {
            Cli.write(csv, plan.csv(result.standings()));
            main.out().println("CSV written to " + csv);
        }
    }
}
