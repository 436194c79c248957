package io.agon.cli;

import io.agon.analysis.Analyzer;
import io.agon.analysis.Report;
import io.agon.analysis.ReportFiles;
import io.agon.analysis.Trace;
import io.agon.core.record.RecordFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon analyze GAME --out DIR}: plays many games and writes what they say about the game's design
 * ({@code DIR/report.json} and a self-contained {@code DIR/report.html} with charts): balance by position from the
 * start player, duration, choice along the game, skill against luck, lead changes, and the features that go with
 * winning. Game {@code i} at a player count depends only on the seed, so the report is the same with any
 * {@code --threads} (and on Spark). Ctrl-C writes the report of the games finished so far, marked partial.
 */
@Command(name = "analyze", mixinStandardHelpOptions = true,
        description = "Play many games and write a report of what they say about the game's design.",
        footer = Cli.AGENT_HELP)
public final class AnalyzeCommand implements Callable<Integer> {

    @ParentCommand
    private Main main;

    @Mixin
    private AnalyzeOptions what;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "the folder of report.json and report.html (created if missing)")
    Path out;

    @Option(names = {"-t", "--threads"}, paramLabel = "T",
            description = "worker threads (default: one per processor; the report does not depend on it)")
    Integer threads;

    @Option(names = "--save-records",
            description = "also save the records of the games worth watching (the longest, the shortest, a comeback,"
                    + " the most lead changes) in DIR/games, for the replay viewer")
    boolean saveRecords;

    @Option(names = "--progress", negatable = true,
            description = "show a progress bar with the time remaining on stderr (default: only at a terminal)")
    Boolean progress;

    @Override
    public Integer call() {
        AnalyzeOptions.Plan plan = what.plan(main.catalog());
        int threads = Cli.threads(this.threads != null ? this.threads : Runtime.getRuntime().availableProcessors(),
                main.err());
        prepare(out, saveRecords);
        Analyzer analyzer = plan.analyzer(main.catalog());
        main.out().println(PlainText.safe(plan.name()) + ": " + plan.describe() + ", agents "
                + String.join(", ", plan.agents()) + " in every seat order, seed " + plan.seed());
        main.out().flush();
        long start = System.nanoTime();
        boolean showBar = progress != null ? progress : main.interactive();
        ProgressBar bar = showBar ? new ProgressBar(main.err(), "analyze") : null;
        AtomicBoolean stop = new AtomicBoolean();
        List<Trace> traces = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger before = new AtomicInteger();
        try (OnInterrupt partial = OnInterrupt.register(main.err(), () -> {
            stop.set(true);
            if (bar != null) {
                bar.close();
            }
            List<Trace> done;
            synchronized (traces) {
                done = new ArrayList<>(traces);
            }
            write(main.out(), plan, out, true, done);
        })) {
            try {
                for (int c = 0; c < plan.counts().size(); c++) {
                    int played = plan.played().get(c);
                    analyzer.run(plan.counts().get(c), played, threads, stop, (trace, done, all) -> {
                        traces.add(trace);
                        if (bar != null) {
                            bar.update(before.get() + done, plan.plannedGames());
                        }
                    });
                    if (stop.get()) {
                        return Main.OK; // the shutdown hook writes the partial report
                    }
                    before.addAndGet(played);
                }
            } finally {
                if (bar != null) {
                    bar.close();
                }
            }
            double secs = (System.nanoTime() - start) / 1e9;
            main.out().println(Cli.count(traces.size(), "game") + " in " + Cli.fixed(secs, 1) + " s on "
                    + Cli.count(threads, "thread"));
            Report report = write(main.out(), plan, out, false, new ArrayList<>(traces), saveRecords);
            if (saveRecords) {
                saveNotable(plan, analyzer, report);
            }
        }
        return Main.OK;
    }

    /**
     * Checks, before the first game, every output of the run: the report folder (or that it can be created), both
     * report files, and with {@code records} the {@code games} folder of the records; then creates the report
     * folder. A problem is a one-line usage error, and nothing is created or changed.
     */
    public static void prepare(Path out, boolean records) {
        String where = PlainText.safe(out.toString());
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new UsageException("cannot write the report into " + where + ": it is not a folder");
        }
        if (!Files.isDirectory(out)) {
            String why = RecordFiles.whyNotWritable(out);
            if (why != null) {
                throw new UsageException("cannot create the report folder " + where + ": " + why);
            }
        } else {
            Cli.checkWritable(out.resolve("report.json"));
            Cli.checkWritable(out.resolve("report.html"));
            Path games = out.resolve("games");
            if (records && Files.exists(games) && !Files.isDirectory(games)) {
                throw new UsageException("cannot save records in " + PlainText.safe(games.toString())
                        + ": it is not a folder");
            }
            if (records && Files.isDirectory(games) && !Files.isWritable(games)) {
                throw new UsageException("cannot save records in " + PlainText.safe(games.toString())
                        + ": permission denied");
            }
        }
        try {
            Files.createDirectories(out);
        } catch (IOException | SecurityException e) {
            throw new UsageException("cannot create the report folder " + where);
        }
    }

    /** Writes the report of {@code traces} into {@code out} and says so on {@code say}. */
    public static void write(java.io.PrintWriter say, AnalyzeOptions.Plan plan, Path out, boolean partial,
                             List<Trace> traces) {
        write(say, plan, out, partial, traces, false);
    }

    /** Plays the notable games of {@code report} again and saves their records in {@code out/games}. */
    private void saveNotable(AnalyzeOptions.Plan plan, Analyzer analyzer, Report report) {
        io.agon.core.record.RecordCodec codec = new io.agon.core.record.RecordCodec(
                main.catalog().get(plan.game()).game());
        Path games = out.resolve("games");
        try {
            Files.createDirectories(games);
        } catch (IOException e) {
            throw new UsageException("cannot create " + PlainText.safe(games.toString()));
        }
        for (Report.Notable n : report.notable()) {
            Cli.write(games.resolve(n.file()), codec.write(analyzer.record(n.players(), n.index())));
        }
        main.out().println("Records of " + Cli.count(report.notable().size(), "game") + " worth watching written to "
                + games + " (" + main.replayCommand("FILE") + ", or agon serve --reports)");
    }

    private static Report write(java.io.PrintWriter say, AnalyzeOptions.Plan plan, Path out, boolean partial,
                                List<Trace> traces, boolean records) {
        Report r = Report.of(plan.game(), plan.name(), plan.command(), plan.seed(), plan.agents(), partial, traces,
                records);
        try {
            ReportFiles.write(r, out);
        } catch (IOException e) {
            throw new UsageException("cannot write the report into " + PlainText.safe(out.toString()));
        }
        say.println((partial ? "Partial report (stopped after " + Cli.count(traces.size(), "game") + ")"
                : "Report") + " written to " + out.resolve("report.html") + " and report.json");
        say.flush();
        return r;
    }
}
