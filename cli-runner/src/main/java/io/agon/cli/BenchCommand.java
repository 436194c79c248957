package io.agon.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.agon.bench.Bench;
import io.agon.bench.Forks;
import io.agon.bench.MachineGate;
import io.agon.bench.MachineHistory;
import io.agon.core.GameInfo;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.agent.SearchAgent;
import io.agon.core.agent.SearchSettings;
import io.agon.core.spi.GameEntry;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
 * MCTS iteration, and the MCTS agent on 2 threads against 1 ({@code threads=2}, wall-clock time). With
 * {@code --players all} it measures every player count in one run (JSON: an array of results). Each figure is
 * measured in {@code --forks} separate JVMs ({@link Forks}), in each in {@code --trials} trials taking
 * {@code --seconds} together after a warm-up, and shown as the median of all trials with the lowest and highest;
 * the JVM (version, collector, heap, options) is printed with the figures and written to {@code --json}.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Measure the speed of a game.")
final class BenchCommand implements Callable<Integer> {

    /** The MCTS agents tried, in order, when {@code --mcts} is not given. */
    static final List<String> DEFAULT_MCTS = List.of("ismcts:iterations=1000", "mcts:iterations=1000");

    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "GAME", description = "game id (see: agon list)")
    private String game;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "1.5",
            description = "measuring time of each figure in each fork, in seconds (default 1.5; a warm-up comes"
                    + " first)")
    private double seconds;

    @Option(names = "--trials", paramLabel = "N", defaultValue = "3",
            description = "trials per figure in each fork (default 3): each figure is the median of all forks'"
                    + " trials, shown with their range")
    private int trials;

    @Option(names = "--forks", paramLabel = "N", defaultValue = "3",
            description = "separate JVMs to measure in, one after the other (default 3; 1 measures in this JVM):"
                    + " each JVM compiles the code its own way, so one slow JVM is outvoted")
    private int forks;

    @Option(names = "--players", paramLabel = "N|all",
            description = "players per game (default: the fewest allowed); 'all' measures every player count in turn")
    private String players;

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

    @Option(names = "--no-threads",
            description = "skip timing the MCTS agent on 2 threads (threads=2) against 1 in wall-clock time")
    private boolean noThreads;

    @Option(names = "--json", paramLabel = "FILE", description = "also write the figures as JSON")
    private Path json;

    @Option(names = "--retries", paramLabel = "N", defaultValue = "4",
            description = "forks to measure again, at most, when the machine ran slow during most of one (the"
                    + " median of its reference loop's speeds below 94%% of the best any fork reached, or of"
                    + " --machine-history's; default 4), and as many again when the speed-up pairs' 2-thread"
                    + " reference ran below 75%% of the best (the second processor busy)")
    private int retries;

    @Option(names = "--retry-pause", paramLabel = "S", defaultValue = "20",
            description = "seconds to wait before measuring a slow fork again (default 20)")
    private double retryPause;

    @Option(names = "--machine-history", paramLabel = "FILE",
            description = "a file keeping the best reference-loop speed seen on this machine: a run slower than"
                    + " that from start to end is measured again (created if missing)")
    private Path machineHistory;

    /** Read from {@code --machine-history} before measuring, or null. */
    private MachineHistory history;

    @Override
    public Integer call() {
        if (!(seconds > 0 && seconds <= 3600)) {
            throw new UsageException("--seconds must be more than 0 and at most 3600, not " + seconds);
        }
        if (trials < 1 || trials > 100) {
            throw new UsageException("--trials must be 1 to 100, not " + trials);
        }
        if (forks < 1 || forks > 20) {
            throw new UsageException("--forks must be 1 to 20, not " + forks);
        }
        if (retries < 0 || retries > 20) {
            throw new UsageException("--retries must be 0 to 20, not " + retries);
        }
        if (!(retryPause >= 0 && retryPause <= 600)) {
            throw new UsageException("--retry-pause must be 0 to 600 seconds, not " + retryPause);
        }
        try {
            history = machineHistory == null ? null : MachineHistory.read(machineHistory);
        } catch (MachineHistory.UnusableFileException e) {
            throw new UsageException(e.getMessage());
        }
        GameEntry entry = main.catalog().get(game);
        GameInfo info = entry.game().info();
        List<Integer> counts = Cli.playerCounts(players, info);
        Map<String, String> opts = Cli.options(options);
        for (int n : counts) {
            new Setup(n, seed, opts).validate(info);
        }
        Cli.checkWritable(json);
        AgentSpec spec = mctsSpec(entry);
        AgentSpec one = null;
        AgentSpec two = null;
        if (spec != null) {
            // a bad spec fails here, before any measuring
            Agent agent = Agents.create(spec, seed, entry.agents());
            boolean search = agent instanceof SearchAgent;
            if (search && ((SearchAgent) agent).settings().budgetNanos() > 0) {
                throw new UsageException("bench --mcts needs an iteration budget (iterations=N), not a time budget");
            }
            one = search ? withThreads(spec, 1) : spec;
            two = search && !noThreads ? withThreads(spec, 2) : null;
        }
        PrintWriter out = main.out();
        List<Bench.Result> results = new ArrayList<>();
        for (int n : counts) {
            results.add(measure(entry, n, opts, one, two, out));
        }
        if (counts.size() > 1) {
            summary(out, results, two != null);
        }
        if (json != null) {
            try {
                Object written = players != null && players.equalsIgnoreCase("all") ? results : results.get(0);
                Cli.write(json, Reports.JSON.writeValueAsString(written) + "\n");
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
            out.println("JSON written to " + json);
        }
        return Main.OK;
    }

    /** {@code spec} with {@code threads=n} (replacing any threads it gives). */
    static AgentSpec withThreads(AgentSpec spec, int n) {
        Map<String, String> params = new LinkedHashMap<>(spec.params());
        params.remove("threads");
        if (n > 1) {
            params.put("threads", String.valueOf(n));
        }
        return new AgentSpec(spec.kind(), params);
    }

    private Bench.Result measure(GameEntry entry, int n, Map<String, String> opts, AgentSpec spec, AgentSpec two,
            PrintWriter out) {
        GameInfo info = entry.game().info();
        Bench bench = Bench.of(entry.game()).players(n).options(opts).seconds(seconds).trials(trials).seed(seed)
                .speedup(!noSpeedup);
        if (spec != null) {
            long iterations = spec.longParam("iterations", 1000, 1, SearchSettings.MAX_ITERATIONS);
            bench.mcts(s -> Agents.create(spec, s, entry.agents()), (int) iterations);
            if (two != null) {
                bench.mctsTwoThreads(s -> Agents.create(two, s, entry.agents()));
            }
        }
        out.println("Benchmarking " + PlainText.safe(info.name()) + " with " + n + " players: " + (forks > 1 ? forks
                + " JVMs (forks) one after the other, each " : "") + trials + " trials of "
                + Cli.fixed(seconds / trials, 2) + " s per figure after a warm-up; "
                + Runtime.getRuntime().availableProcessors() + " processors");
        out.println("JVM: " + Bench.Jvm.current().describe());
        out.flush();
        String machine = MachineHistory.thisMachine();
        double knownBest = history == null ? Double.NaN : history.best(machine);
        String machineTwo = MachineHistory.twoThreads(machine);
        double knownBestTwo = history == null || noSpeedup ? Double.NaN : history.best(machineTwo);
        long pause = Math.round(retryPause * 1000);
        Bench.Result r = forks > 1
                ? Forks.run(json -> forkCommand(main, game, n, forkArguments(spec, two), json), forks, out, knownBest,
                        knownBestTwo, retries, pause)
                : MachineGate.measure(1, i -> bench.run(), knownBest, knownBestTwo, retries, pause, out).get(0);
        if (history != null) {
            history.record(machine, MachineGate.bestReference(r));
            history.record(machineTwo, MachineGate.bestTwoReference(r));
        }
        out.println("(single-thread figures timed in " + r.clock() + (noSpeedup ? "" : ", the speed-up in wall-clock time")
                + "; each the median of " + r.trials() + " trials" + (r.forks() > 1 ? " in " + r.forks() + " JVMs"
                : "") + ", [lowest - highest] after it)");
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
            if (!Double.isNaN(r.mctsThreadSpeedup())) {
                line(out, "MCTS iterations/s wall, 1 / 2 threads", Cli.grouped(r.mctsWallPerSecond1()) + " / "
                        + Cli.grouped(r.mctsWallPerSecond2()) + " (" + Cli.fixed(r.mctsThreadSpeedup(), 2) + "x)",
                        range(r, Bench.MCTS_SPEEDUP, 2) + "  [" + two + "]");
            }
        } else {
            line(out, "MCTS iterations/s", mcts != null
                    ? "skipped (--mcts none)" : "not measured (no MCTS agent installed)", "");
        }
        if (!noSpeedup) {
            line(out, "simulate speed-up, 2 threads", Cli.fixed(r.simulateSpeedup(), 2) + "x  ("
                    + Cli.fixed(r.simulateGamesPerSecond1(), 0) + " -> " + Cli.fixed(r.simulateGamesPerSecond2(), 0)
                    + " games/s)", range(r, Bench.SPEEDUP, 2));
        }
        io.agon.core.learn.Encoding<?> encoding = main.catalog().encoding(entry.id());
        if (encoding != null) {
            double[] env = EnvSpeed.measure(entry, encoding, n, seconds, seed);
            line(out, "learning env steps/s (64 games)", Cli.grouped(env[1]) + "  (observation and mask each step;"
                    + " other seats random)", "[" + Cli.grouped(env[0]) + " - " + Cli.grouped(env[2]) + "]");
        }
        if (!Double.isNaN(r.bytesPerAction())) {
            line(out, "bytes allocated", bytes(r.bytesPerPlayout()) + " per playout (" + bytes(r.bytesPerAction())
                    + " per action), " + bytes(r.bytesPerCopy()) + " per copy, " + bytes(r.bytesPerCopyFrom())
                    + " per reused copy" + (Double.isNaN(r.bytesPerMctsIteration()) ? ""
                    : ", " + bytes(r.bytesPerMctsIteration()) + " per MCTS iteration"), "");
        }
        machineLine(out, "machine speed (reference loop)", r.figure(Bench.ACTIONS), "trials taken below 94% of the"
                + " fastest do not count" + (Double.isNaN(knownBest) ? "" : "; the best seen on this machine: "
                + Cli.fixed(knownBest, 0)));
        Bench.Figure pair = r.figure(Bench.MCTS_SPEEDUP);
        machineLine(out, "machine speed, 2 threads (wall clock)", pair != null ? pair : r.figure(Bench.SPEEDUP),
                "the same rule for the 2-thread speed-ups" + (Double.isNaN(knownBestTwo) ? ""
                        : "; the best seen on this machine: " + Cli.fixed(knownBestTwo, 0)));
        if (!Double.isNaN(r.kernelShare())) {
            line(out, "measuring thread in the kernel", Cli.fixed(100 * r.kernelShare(), 1) + "% of its CPU time"
                    + (r.pageFaults() >= 0 ? ", " + Cli.grouped(r.pageFaults()) + " page faults" : ""), "");
        }
        out.println();
        out.flush();
        return r;
    }

    /** This JVM's command line again, running {@code bench GAME} with one player count in one JVM. */
    private static List<String> forkCommand(Main main, String game, int players, List<String> benchArgs, Path json) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (!a.startsWith("-agentlib:jdwp")) { // a debugger's port can be taken only once
                cmd.add(a);
            }
        }
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(Main.class.getName());
        for (Path p : main.givenPlugins()) { // AGON_PLUGINS is inherited
            cmd.add("--plugins");
            cmd.add(p.toString());
        }
        cmd.add("bench");
        cmd.add(game);
        cmd.add("--players");
        cmd.add(String.valueOf(players));
        cmd.addAll(benchArgs);
        cmd.add("--json");
        cmd.add(json.toString());
        return cmd;
    }

    /**
     * The arguments after {@code bench GAME} for one fork: these settings with one player count, measured in
     * the fork's own JVM ({@code --forks 1}).
     */
    private List<String> forkArguments(AgentSpec spec, AgentSpec two) {
        List<String> a = new ArrayList<>(List.of("--seconds", String.valueOf(seconds), "--trials",
                String.valueOf(trials), "--seed", String.valueOf(seed), "--forks", "1"));
        for (String o : options) {
            a.add("--option");
            a.add(o);
        }
        a.add("--retries"); // the parent measures a slow fork again
        a.add("0");
        a.add("--mcts");
        a.add(spec == null ? "none" : spec.toString());
        if (noSpeedup) {
            a.add("--no-speedup");
        }
        if (two == null) {
            a.add("--no-threads");
        }
        return a;
    }

    /** One line per player count: the main figures side by side. */
    private static void summary(PrintWriter out, List<Bench.Result> results, boolean threads) {
        out.println(String.format("%-8s %14s %14s %10s %14s %10s%s", "players", "playouts/s", "actions/s",
                "actions", "MCTS it/s", "rollout", threads ? String.format(" %14s %14s", "it/s wall 1T",
                        "it/s wall 2T") : ""));
        for (Bench.Result r : results) {
            out.println(String.format("%-8d %14s %14s %10s %14s %10s%s", r.players(),
                    Cli.grouped(r.playoutsPerSecond()), Cli.grouped(r.actionsPerSecond()),
                    Cli.fixed(r.meanActionsPerGame(), 1), Double.isNaN(r.mctsIterationsPerSecond()) ? "-"
                            : Cli.grouped(r.mctsIterationsPerSecond()), Double.isNaN(r.mctsRolloutLength()) ? "-"
                            : Cli.fixed(r.mctsRolloutLength(), 1), threads ? String.format(" %14s %14s",
                            Cli.grouped(r.mctsWallPerSecond1()), Cli.grouped(r.mctsWallPerSecond2())) : ""));
        }
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
        int counted = f.counted();
        return "[" + number(f.min(), digits) + " - " + number(f.max(), digits) + "]" + (counted < f.trials().size()
                ? " (" + counted + " of " + f.trials().size() + " trials: the machine ran slow during the others)" : "");
    }

    /** The reference loop's median speed around {@code f}'s trials, with its range; nothing when not measured. */
    private static void machineLine(PrintWriter out, String label, Bench.Figure f, String note) {
        if (f == null || f.machine().isEmpty()) {
            return;
        }
        double lowest = f.machine().stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
        line(out, label, Cli.fixed(f.medianMachine(), 0) + " M steps/s", "[" + Cli.fixed(lowest, 0) + " - "
                + Cli.fixed(f.bestMachine(), 0) + "]  " + note);
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
