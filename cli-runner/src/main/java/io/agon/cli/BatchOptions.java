package io.agon.cli;

import io.agon.core.GameInfo;
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

    @Option(names = {"-t", "--threads"}, paramLabel = "T", defaultValue = "1",
            description = "worker threads (default 1; at most 4 per processor)")
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

    /**
     * Checks the thread count (capping it at 4 per processor, with a note on {@code err}) and that the output
     * files can be written; returns the game options.
     */
    Map<String, String> check(java.io.PrintWriter err) {
        threads = Cli.threads(threads, err);
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
    void write(Main main, String kind, GameInfo info, Map<String, Object> settings, Tournament.Result result,
               boolean agentColumns) {
        if (json != null) {
            Cli.write(json, Reports.json(kind, info.id(), info.rulesVersion(), settings, result));
            main.out().println("JSON written to " + json);
        }
        if (csv != null) {
            Cli.write(csv, Reports.csv(result.standings(), agentColumns));
            main.out().println("CSV written to " + csv);
        }
    }
}
