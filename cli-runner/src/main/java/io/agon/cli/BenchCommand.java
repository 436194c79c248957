package io.agon.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.agon.core.GameInfo;
import io.agon.core.Setup;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.agent.SearchSettings;
import io.agon.core.sim.Bench;
import io.agon.core.spi.GameEntry;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon bench GAME}: single-thread random playouts/s, actions/s, mean actions per game, state copy (p50 and
 * p99 over the sampled positions), copy into a reused state and legal-action enumeration time, MCTS iterations/s
 * from early-game states, the 2-thread speed-up of {@code simulate}, and the bytes allocated per playout, copy and
 * MCTS iteration. Each figure is measured in {@code --trials} trials taking {@code --seconds} together, after a
 * warm-up, and shown as the median trial with the lowest and highest; the JVM (version, collector, heap, options)
 * is printed with the figures and written to {@code --json}.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Measure the speed of a game.")
final class BenchCommand implements Callable<Integer> {

    /** The MCTS agents tried, in order, when {@code --mcts} is not given. */
    static final List<String> DEFAULT_MCTS = List.of("ismcts:iterations=1000", "mcts:iterations=1000");

    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "GAME", description = "game id (see: agon list)")
    private String game;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "2",
            description = "measuring time of each figure in seconds (default 2; a warm-up half as long comes first)")
    private double seconds;

    @Option(names = "--trials", paramLabel = "N", defaultValue = "5",
            description = "trials per figure (default 5): each figure is the median trial, shown with its range")
    private int trials;

    @Option(names = "--players", paramLabel = "N", description = "players per game (default: the fewest allowed)")
    private Integer players;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "base seed (default 1)")
    private long seed;

    @Option(names = "--option", paramLabel = "K=V", description = "a game option (repeatable)")
    private List<String> options = new ArrayList<>();

    @Option(names = "--mcts", paramLabel = "SPEC",
            description = "the MCTS agent to time, with an iteration budget (default ismcts:iterations=1000, or"
                    + " mcts:iterations=1000, when installed); 'none' skips it")
    private String mcts;

    @Option(names = "--no-speedup", description = "skip the 2-thread simulate speed-up")
    private boolean noSpeedup;

    @Option(names = "--json", paramLabel = "FILE", description = "also write the figures as JSON")
    private Path json;

    @Override
    public Integer call() {
        if (!(seconds > 0 && seconds <= 3600)) {
            throw new UsageException("--seconds must be more than 0 and at most 3600, not " + seconds);
        }
        if (trials < 1 || trials > 100) {
            throw new UsageException("--trials must be 1 to 100, not " + trials);
        }
        GameEntry entry = main.catalog().get(game);
        GameInfo info = entry.game().info();
        int n = players == null ? info.minPlayers() : players;
        Map<String, String> opts = Cli.options(options);
        new Setup(n, seed, opts).validate(info);
        Cli.checkWritable(json);
        Bench bench = Bench.of(entry.game()).players(n).options(opts).seconds(seconds).trials(trials).seed(seed)
                .speedup(!noSpeedup);
        AgentSpec spec = mctsSpec(entry);
        if (spec != null) {
            if (spec.params().containsKey("ms")) {
                throw new UsageException("bench --mcts needs an iteration budget (iterations=N), not ms");
            }
            long iterations = spec.longParam("iterations", 1000, 1, SearchSettings.MAX_ITERATIONS);
            Agents.create(spec, seed, entry.agents()); // a bad spec fails here, before any measuring
            bench.mcts(s -> Agents.create(spec, s, entry.agents()), (int) iterations);
        }
        PrintWriter out = main.out();
        out.println("Benchmarking " + info.name() + " with " + n + " players: " + trials + " trials of "
                + Cli.fixed(seconds / trials, 2) + " s per figure after a warm-up; "
                + Runtime.getRuntime().availableProcessors() + " processors");
        out.println("JVM: " + Bench.Jvm.current().describe());
        out.flush();
        Bench.Result r = bench.run();
        out.println("(single-thread figures timed in " + r.clock() + (noSpeedup ? "" : ", the speed-up in wall-clock time")
                + "; each the median of " + r.trials() + " trials, [lowest - highest] after it)");
        line(out, "random playouts/s (1 thread)", Cli.grouped(r.playoutsPerSecond()), range(r, Bench.PLAYOUTS, 0));
        line(out, "actions/s (1 thread)", Cli.grouped(r.actionsPerSecond()), range(r, Bench.ACTIONS, 0));
        line(out, "mean actions per game", Cli.fixed(r.meanActionsPerGame(), 1), "");
        line(out, "state copy p50 / p99 / mean", Cli.fixed(r.copyP50Nanos(), 1) + " / " + Cli.fixed(r.copyP99Nanos(), 1)
                + " / " + Cli.fixed(r.copyNanos(), 1) + " ns", range(r, Bench.COPY_P50, 1));
        line(out, "copy into a reused state (mean, p99)", Cli.fixed(r.copyFromNanos(), 1) + " / "
                + Cli.fixed(r.copyFromP99Nanos(), 1) + " ns", range(r, Bench.COPY_FROM, 1));
        line(out, "legal-action enumeration", Cli.fixed(r.legalActionsNanos(), 1) + " ns (mean "
                + Cli.fixed(r.meanLegalActions(), 1) + " actions)", range(r, Bench.LEGAL, 1));
        if (r.mctsAgent() != null) {
            line(out, "MCTS iterations/s (early game)", Cli.grouped(r.mctsIterationsPerSecond()),
                    range(r, Bench.MCTS, 0) + "  [" + spec + "; mean rollout " + Cli.fixed(r.mctsRolloutLength(), 1)
                            + " actions]");
        } else {
            line(out, "MCTS iterations/s", mcts != null
                    ? "skipped (--mcts none)" : "not measured (no MCTS agent installed)", "");
        }
        if (!noSpeedup) {
            line(out, "simulate speed-up, 2 threads", Cli.fixed(r.simulateSpeedup(), 2) + "x  ("
                    + Cli.fixed(r.simulateGamesPerSecond1(), 0) + " -> " + Cli.fixed(r.simulateGamesPerSecond2(), 0)
                    + " games/s)", range(r, Bench.SPEEDUP, 2));
        }
        if (!Double.isNaN(r.bytesPerAction())) {
            line(out, "bytes allocated", bytes(r.bytesPerPlayout()) + " per playout (" + bytes(r.bytesPerAction())
                    + " per action), " + bytes(r.bytesPerCopy()) + " per copy, " + bytes(r.bytesPerCopyFrom())
                    + " per reused copy" + (Double.isNaN(r.bytesPerMctsIteration()) ? ""
                    : ", " + bytes(r.bytesPerMctsIteration()) + " per MCTS iteration"), "");
        }
        if (!Double.isNaN(r.kernelShare())) {
            line(out, "measuring thread in the kernel", Cli.fixed(100 * r.kernelShare(), 1) + "% of its CPU time"
                    + (r.pageFaults() >= 0 ? ", " + Cli.grouped(r.pageFaults()) + " page faults" : ""), "");
        }
        if (json != null) {
            try {
                Cli.write(json, Reports.JSON.writeValueAsString(r) + "\n");
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
            out.println("JSON written to " + json);
        }
        return Main.OK;
    }

    private static void line(PrintWriter out, String label, String value, String range) {
        out.println(String.format("%-38s %s%s", label, value, range.isEmpty() ? "" : "  " + range));
    }

    /** "[lowest - highest]" of a figure, or "" for a single trial. */
    private static String range(Bench.Result r, String name, int digits) {
        Bench.Figure f = r.figure(name);
        if (f == null || f.trials().size() < 2) {
            return "";
        }
        return "[" + number(f.min(), digits) + " - " + number(f.max(), digits) + "]";
    }

    private static String number(double x, int digits) {
        return digits == 0 ? Cli.grouped(x) : Cli.fixed(x, digits);
    }

    /** "812 B", "13.4 KB". */
    private static String bytes(double b) {
        return b < 10_000 ? Cli.grouped(b) + " B" : Cli.fixed(b / 1024, 1) + " KB";
    }

    private AgentSpec mctsSpec(GameEntry entry) {
        if (mcts != null) {
            return mcts.equalsIgnoreCase("none") ? null : AgentSpec.parse(mcts);
        }
        for (String s : DEFAULT_MCTS) {
            AgentSpec spec = AgentSpec.parse(s);
            if (Agents.generic().containsKey(spec.kind()) || entry.agents().containsKey(spec.kind())) {
                return spec;
            }
        }
        return null;
    }
}
