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
 * {@code agon bench GAME}: single-thread random playouts/s, actions/s, mean actions per game, state copy and
 * legal-action enumeration time, MCTS iterations/s from early-game states, and the 2-thread speed-up of
 * {@code simulate}. Each figure is measured for {@code --seconds} after a warm-up half as long.
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
        GameEntry entry = main.catalog().get(game);
        GameInfo info = entry.game().info();
        int n = players == null ? info.minPlayers() : players;
        Map<String, String> opts = Cli.options(options);
        new Setup(n, seed, opts).validate(info);
        Cli.checkWritable(json);
        Bench bench = Bench.of(entry.game()).players(n).options(opts).seconds(seconds).seed(seed)
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
        out.println("Benchmarking " + info.name() + " with " + n + " players: " + Cli.fixed(seconds, 1)
                + " s per figure after a warm-up; " + Runtime.getRuntime().availableProcessors() + " processors");
        out.flush();
        Bench.Result r = bench.run();
        out.println("(single-thread figures timed in " + r.clock() + (noSpeedup ? ")" : "; the speed-up in wall-clock time)"));
        out.println(String.format("%-34s %s", "random playouts/s (1 thread)", Cli.grouped(r.playoutsPerSecond())));
        out.println(String.format("%-34s %s", "actions/s (1 thread)", Cli.grouped(r.actionsPerSecond())));
        out.println(String.format("%-34s %s", "mean actions per game", Cli.fixed(r.meanActionsPerGame(), 1)));
        out.println(String.format("%-34s %s", "state copy", Cli.fixed(r.copyNanos(), 1) + " ns"));
        out.println(String.format("%-34s %s", "legal-action enumeration", Cli.fixed(r.legalActionsNanos(), 1)
                + " ns (mean " + Cli.fixed(r.meanLegalActions(), 1) + " actions)"));
        if (r.mctsAgent() != null) {
            out.println(String.format("%-34s %s", "MCTS iterations/s (early game)",
                    Cli.grouped(r.mctsIterationsPerSecond()) + "  [" + spec + "; mean rollout "
                            + Cli.fixed(r.mctsRolloutLength(), 1) + " actions]"));
        } else {
            out.println(String.format("%-34s %s", "MCTS iterations/s", mcts != null
                    ? "skipped (--mcts none)" : "not measured (no MCTS agent installed)"));
        }
        if (!noSpeedup) {
            out.println(String.format("%-34s %s", "simulate speed-up, 2 threads", Cli.fixed(r.simulateSpeedup(), 2)
                    + "x  (" + Cli.fixed(r.simulateGamesPerSecond1(), 0) + " -> " + Cli.fixed(r.simulateGamesPerSecond2(), 0)
                    + " games/s)"));
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
