package io.agon.cli;

import io.agon.core.GameInfo;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordCodec;
import io.agon.core.sim.GameResult;
import io.agon.core.sim.Tournament;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import picocli.CommandLine.Option;

/**
 * The options {@code simulate} and {@code tournament} share (a picocli mixin): worker threads, game options,
 * JSON and CSV output files, one record per game, and the progress bar, with the checks and the timed run both
 * commands need. A run stopped by Ctrl-C (or SIGTERM) still reports and writes the games finished so far, marked
 * partial ("stopped after 1,848 of 4,000 games").
 */
final class BatchOptions {

    /** Prints and writes the results of a run (the whole run, or the finished part of a stopped one). */
    @FunctionalInterface
    interface Reporter {
        /**
         * @param result  the games to report
         * @param stopped null for a complete run, else the note "stopped after N of M games"
         */
        void report(Tournament.Result result, String stopped);
    }

    @Option(names = {"-t", "--threads"}, paramLabel = "T", defaultValue = "1",
            description = "worker threads (default 1; at most 4 per processor)")
    int threads;

    @Option(names = "--option", paramLabel = "K=V", description = "a game option (repeatable)")
    List<String> options = new ArrayList<>();

    @Option(names = "--json", paramLabel = "FILE", description = "write all results as JSON")
    Path json;

    @Option(names = "--csv", paramLabel = "FILE", description = "write the statistics as CSV")
    Path csv;

    @Option(names = "--save-records", paramLabel = "DIR",
            description = "write each game's record into this folder (game-000001.json, ...; agon replay DIR checks"
                    + " them all)")
    Path records;

    @Option(names = "--progress", negatable = true,
            description = "show a progress bar with the time remaining on stderr (default: only at a terminal)")
    Boolean progress;

    /**
     * Checks the thread count (capping it at 4 per processor, with a note on {@code err}), that the output
     * files can be written and the records folder exists (it is created if missing); returns the game options.
     */
    Map<String, String> check(java.io.PrintWriter err) {
        threads = Cli.threads(threads, err);
        Map<String, Path> outputs = new java.util.LinkedHashMap<>();
        outputs.put("--json", json);
        outputs.put("--csv", csv);
        Cli.checkSeparate(outputs, "--save-records", records);
        Cli.checkWritable(json);
        Cli.checkWritable(csv);
        if (records != null) {
            try {
                Files.createDirectories(records);
            } catch (java.io.IOException e) {
                throw new UsageException("cannot create the records folder " + records + ": "
                        + io.agon.core.record.RecordFiles.whyNoFolder(records, e));
            } catch (SecurityException e) {
                throw new UsageException("cannot create the records folder " + records + ": not allowed");
            }
            Cli.checkWritable(records.resolve("game-000001.json"));
        }
        return Cli.options(options);
    }

    /**
     * Runs {@code t} with a progress bar when wanted, prints how long it took on how many threads, then hands the
     * result to {@code reporter}. If the JVM is stopped meanwhile, {@code reporter} gets the games finished so far.
     */
    void run(Main main, Tournament t, String label, GameInfo info, Reporter reporter) {
        long start = System.nanoTime();
        boolean showBar = progress != null ? progress : main.interactive();
        int total = t.plannedGames();
        ConcurrentSkipListMap<Integer, GameResult> finished = new ConcurrentSkipListMap<>();
        RecordCodec codec = records == null ? null : new RecordCodec(info);
        int digits = Math.max(6, String.valueOf(total).length());
        ProgressBar bar = showBar ? new ProgressBar(main.err(), label) : null;
        // a finished game is saved and counted under the read lock; a stop takes the write lock and ends both, so
        // the records folder holds exactly the games the partial statistics count
        ReentrantReadWriteLock saving = new ReentrantReadWriteLock();
        boolean[] stopped = {false};
        Tournament.Progress watch = new Tournament.Progress() {
            @Override
            public void update(int done, int all) {
                if (bar != null) {
                    bar.update(done, all);
                }
            }

            @Override
            public void finished(GameResult result, GameRecord record) {
                saving.readLock().lock();
                try {
                    if (stopped[0]) {
                        return; // stopped: neither saved nor counted
                    }
                    if (codec != null) {
                        String name = String.format(Locale.ROOT, "game-%0" + digits + "d.json", result.index() + 1);
                        Cli.write(records.resolve(name), codec.write(record));
                    }
                    finished.put(result.index(), result);
                } finally {
                    saving.readLock().unlock();
                }
            }
        };
        Tournament.Result result;
        try (OnInterrupt partial = OnInterrupt.register(main.err(), () -> {
            if (bar != null) {
                bar.close();
            }
            List<GameResult> done;
            saving.writeLock().lock();
            try {
                stopped[0] = true;
                done = new ArrayList<>(finished.values());
            } finally {
                saving.writeLock().unlock();
            }
            String note = "stopped after " + String.format(Locale.ROOT, "%,d", done.size()) + " of "
                    + String.format(Locale.ROOT, "%,d", total) + " games";
            main.out().println();
            main.out().println(Character.toUpperCase(note.charAt(0)) + note.substring(1)
                    + " (interrupted): the statistics below are of the finished games only.");
            main.out().println();
            reporter.report(new Tournament.Result(t.labels(), t.seats(), done), note);
            main.out().flush();
        })) {
            try {
                result = t.run(watch);
            } finally {
                if (bar != null) {
                    bar.close();
                }
            }
        }
        double secs = (System.nanoTime() - start) / 1e9;
        main.out().println(Cli.count(result.games().size(), "game") + " in " + Cli.fixed(secs, 1) + " s on "
                + Cli.count(threads, "thread"));
        main.out().println();
        reporter.report(result, null);
    }

    /** Writes the JSON and CSV files that were asked for (atomically) and says so. */
    void write(Main main, BatchPlan plan, Tournament.Result result, String stopped) {
        if (json != null) {
            Cli.write(json, plan.json(result.standings(), result.headToHead(), result.games(), stopped));
            main.out().println("JSON written to " + json + (stopped == null ? "" : " (partial: " + stopped + ")"));
        }
        if (csv != null) {
            Cli.write(csv, plan.csv(result.standings()));
            main.out().println("CSV written to " + csv + (stopped == null ? "" : " (partial: " + stopped + ")"));
        }
        if (records != null && stopped == null) {
            main.out().println("Records written to " + records + " (" + main.replayCommand(records) + ")");
        }
    }
}
