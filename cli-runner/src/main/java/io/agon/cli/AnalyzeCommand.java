package io.agon.cli;

import io.agon.analysis.Analyzer;
import io.agon.analysis.Report;
import io.agon.analysis.ReportFiles;
import io.agon.analysis.Trace;
import io.agon.core.GameInfo;
import io.agon.core.Setup;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.spi.GameEntry;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon analyze GAME --out DIR}: plays many games and writes what they say about the game's design
 * ({@code DIR/report.json} and a self-contained {@code DIR/report.html} with charts): balance by position from the
 * start player, duration, choice along the game, skill against luck, lead changes, and the features that go with
 * winning. Game {@code i} at a player count depends only on the seed, so the report is the same with any
 * {@code --threads}. Ctrl-C writes the report of the games finished so far, marked partial.
 */
@Command(name = "analyze", mixinStandardHelpOptions = true,
        description = "Play many games and write a report of what they say about the game's design.",
        footer = Cli.AGENT_HELP)
final class AnalyzeCommand implements Callable<Integer> {

    /** The ladder of agents when none is given: random, the game's heuristic if it has one, a small search. */
    static final String SMALL_SEARCH = "mcts:iterations=100";

    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "GAME", description = "game id (see: agon list)")
    String game;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "the folder of report.json and report.html (created if missing)")
    Path out;

    @Option(names = "--players", paramLabel = "N|all",
            description = "players per game, or 'all' for every count the game allows (default: the fewest)")
    String players;

    @Option(names = "--agents", paramLabel = "SPEC,...",
            description = "the ladder of agents, weakest first; they take the seats in turn (default: random, the game's"
                    + " heuristic if any, " + SMALL_SEARCH + ")")
    String agents;

    @Option(names = {"-n", "--games"}, paramLabel = "N", defaultValue = "200",
            description = "games per player count (default 200)")
    int games;

    @Option(names = {"-t", "--threads"}, paramLabel = "T", defaultValue = "1",
            description = "worker threads (default 1; the report does not depend on it)")
    int threads;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "base seed (default 1)")
    long seed;

    @Option(names = "--option", paramLabel = "K=V", description = "a game option (repeatable)")
    List<String> options = new ArrayList<>();

    @Option(names = "--progress", negatable = true,
            description = "show a progress bar with the time remaining on stderr (default: only at a terminal)")
    Boolean progress;

    @Override
    public Integer call() throws IOException {
        Cli.gamesInRange(games);
        GameEntry entry = main.catalog().get(game);
        GameInfo info = entry.game().info();
        threads = Cli.threads(threads, main.err());
        Map<String, String> opts = Cli.options(options);
        List<Integer> counts = counts(info);
        for (int n : counts) {
            new Setup(n, seed, opts).validate(info);
        }
        List<AgentSpec> ladder = agents != null ? Cli.specs(agents) : defaultLadder(entry);
        for (AgentSpec spec : ladder) {
            Agents.create(spec, 0, entry.agents()); // a bad spec is refused now, in one line
        }
        try {
            java.nio.file.Files.createDirectories(out);
        } catch (IOException | SecurityException e) {
            throw new UsageException("cannot create the report folder " + PlainText.safe(out.toString()));
        }
        Cli.checkWritable(out.resolve("report.json"));
        Analyzer analyzer = new Analyzer(entry.game(), entry.agents(), ladder, opts, seed);
        String command = "agon analyze " + info.id() + " --players " + (players == null ? counts.get(0) : players)
                + " --agents " + String.join(",", analyzer.labels()) + " --games " + games + " --seed " + seed;
        main.out().println(info.name() + ": " + Cli.count(games, "game") + " at " + counts + " players, agents "
                + String.join(", ", analyzer.labels()) + ", seed " + seed);
        main.out().flush();
        long start = System.nanoTime();
        boolean showBar = progress != null ? progress : main.interactive();
        ProgressBar bar = showBar ? new ProgressBar(main.err(), "analyze") : null;
        AtomicBoolean stop = new AtomicBoolean();
        List<Trace> traces = java.util.Collections.synchronizedList(new ArrayList<>());
        AtomicInteger base = new AtomicInteger();
        int total = games * counts.size();
        try (OnInterrupt partial = OnInterrupt.register(main.err(), () -> {
            stop.set(true);
            if (bar != null) {
                bar.close();
            }
            List<Trace> done;
            synchronized (traces) {
                done = new ArrayList<>(traces);
            }
            report(info, command, analyzer, true, done);
        })) {
            try {
                for (int n : counts) {
                    analyzer.run(n, games, threads, stop, (trace, done, all) -> {
                        traces.add(trace);
                        if (bar != null) {
                            bar.update(base.get() + done, total);
                        }
                    });
                    if (stop.get()) {
                        break;
                    }
                    base.addAndGet(games);
                }
            } finally {
                if (bar != null) {
                    bar.close();
                }
            }
            if (stop.get()) {
                return Main.OK;
            }
            double secs = (System.nanoTime() - start) / 1e9;
            main.out().println(Cli.count(traces.size(), "game") + " in " + Cli.fixed(secs, 1) + " s on "
                    + Cli.count(threads, "thread"));
            report(info, command, analyzer, false, new ArrayList<>(traces));
        }
        return Main.OK;
    }

    private void report(GameInfo info, String command, Analyzer analyzer, boolean partial, List<Trace> traces) {
        Report r = Report.of(info.id(), info.name(), command, seed, analyzer.labels(), partial, traces);
        try {
            ReportFiles.write(r, out);
        } catch (IOException e) {
            throw new UsageException("cannot write the report into " + out);
        }
        main.out().println((partial ? "Partial report (stopped after " + Cli.count(traces.size(), "game") + ")"
                : "Report") + " written to " + out.resolve("report.html") + " and report.json");
        main.out().flush();
    }

    /** The player counts to analyze. */
    private List<Integer> counts(GameInfo info) {
        List<Integer> out = new ArrayList<>();
        if (players == null) {
            out.add(info.minPlayers());
        } else if (players.equalsIgnoreCase("all")) {
            for (int n = info.minPlayers(); n <= info.maxPlayers(); n++) {
                out.add(n);
            }
        } else {
            int n;
            try {
                n = Integer.parseInt(players.trim());
            } catch (NumberFormatException e) {
                throw new UsageException("--players takes a number or 'all', not '" + PlainText.safe(players) + "'");
            }
            out.add(n);
        }
        return out;
    }

    /** random, the game's heuristic when it has one, and a small search. */
    private static List<AgentSpec> defaultLadder(GameEntry entry) {
        List<AgentSpec> out = new ArrayList<>();
        out.add(AgentSpec.parse("random"));
        if (entry.agents().containsKey("heuristic")) {
            out.add(AgentSpec.parse("heuristic"));
        }
        out.add(AgentSpec.parse(SMALL_SEARCH));
        return out;
    }
}
