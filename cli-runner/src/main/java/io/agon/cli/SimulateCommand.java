package io.agon.cli;

import io.agon.core.GameInfo;
import io.agon.core.agent.AgentSpec;
import io.agon.core.sim.Tournament;
import io.agon.core.spi.GameEntry;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon simulate GAME --games N --seed S}: plays N games between bots in fixed seats and prints win rates
 * (Wilson 95% intervals), scores and lengths per seat. Game {@code i}'s seeds come from (S, i) alone, so the
 * results are the same whatever {@code --threads}.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Play many games between bots and print statistics.")
final class SimulateCommand implements Callable<Integer> {

    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "GAME", description = "game id (see: agon list)")
    private String game;

    @Option(names = {"-n", "--games"}, paramLabel = "N", defaultValue = "100", description = "games to play (default 100)")
    private int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "base seed (default 1)")
    private long seed;

    @Option(names = "--players", paramLabel = "LIST",
            description = "one agent spec per seat, e.g. heuristic,random,mcts:iterations=200 (default: random in every seat)")
    private String players;

    @Option(names = "--seats", paramLabel = "N", description = "number of seats when --players is not given (default: the fewest the game allows)")
    private Integer seats;

    @Option(names = {"-t", "--threads"}, paramLabel = "T", defaultValue = "1", description = "worker threads (default 1)")
    private int threads;

    @Option(names = "--option", paramLabel = "K=V", description = "a game option (repeatable)")
    private List<String> options = new ArrayList<>();

    @Option(names = "--json", paramLabel = "FILE", description = "write all results as JSON")
    private Path json;

    @Option(names = "--csv", paramLabel = "FILE", description = "write the statistics as CSV")
    private Path csv;

    @Option(names = "--progress", negatable = true,
            description = "show a progress bar on stderr (default: only at a terminal)")
    private Boolean progress;

    @Override
    public Integer call() {
        Cli.atLeast("--games", games, 1);
        Cli.atLeast("--threads", threads, 1);
        GameEntry entry = main.catalog().get(game);
        GameInfo info = entry.game().info();
        List<AgentSpec> specs;
        if (players != null) {
            specs = Cli.specs(players);
            if (seats != null && seats != specs.size()) {
                throw new UsageException("--seats " + seats + " does not match the " + specs.size()
                        + " agents of --players");
            }
        } else {
            specs = Collections.nCopies(seats == null ? info.minPlayers() : seats, AgentSpec.parse("random"));
        }
        Map<String, String> opts = Cli.options(options);
        new io.agon.core.Setup(specs.size(), seed, opts).validate(info);
        Cli.checkWritable(json);
        Cli.checkWritable(csv);
        Tournament t = Tournament.of(entry.game(), specs, entry.agents()).table(Tournament.Table.FIXED)
                .rotate(false).seats(specs.size()).games(games).seed(seed).threads(threads).options(opts);
        t.plannedGames(); // checks the seats before anything is printed
        List<String> labels = t.labels();
        List<String> seatNames = new ArrayList<>();
        for (int p = 0; p < labels.size(); p++) {
            seatNames.add("P" + (p + 1) + " " + labels.get(p));
        }
        main.out().println(info.name() + ": " + games + " games, " + String.join(", ", seatNames) + ", seed " + seed
                + (opts.isEmpty() ? "" : ", options " + opts));
        long start = System.nanoTime();
        boolean bar = progress != null ? progress : main.interactive();
        Tournament.Result result = t.run(bar ? new ProgressBar(main.err(), "simulate") : null);
        double secs = (System.nanoTime() - start) / 1e9;
        main.out().println(result.games().size() + " games in " + Cli.fixed(secs, 1) + " s on " + threads
                + " thread" + (threads == 1 ? "" : "s"));
        main.out().println();
        Reports.print(main.out(), result.standings(), labels, true);
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("seed", seed);
        settings.put("gamesAsked", games);
        settings.put("players", labels);
        settings.put("options", opts);
        write(info, settings, result);
        return Main.OK;
    }

    private void write(GameInfo info, Map<String, Object> settings, Tournament.Result result) {
        if (json != null) {
            Cli.write(json, Reports.json("simulate", info.id(), info.rulesVersion(), settings, result));
            main.out().println("JSON written to " + json);
        }
        if (csv != null) {
            Cli.write(csv, Reports.csv(result.standings(), false));
            main.out().println("CSV written to " + csv);
        }
    }
}
