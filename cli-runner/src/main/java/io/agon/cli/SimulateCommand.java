package io.agon.cli;

import io.agon.core.GameInfo;
import io.agon.core.agent.AgentSpec;
import io.agon.core.sim.Tournament;
import io.agon.core.spi.GameEntry;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon simulate GAME --games N --seed S}: plays N games between bots in fixed seats and prints win rates
 * (Wilson 95% intervals), scores and lengths per seat. Game {@code i}'s seeds come from (S, i) alone, so the
 * results are the same whatever {@code --threads}.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Play many games between bots and print statistics.",
        footer = Cli.AGENT_HELP)
final class SimulateCommand implements Callable<Integer> {

    @ParentCommand
    private Main main;

    @Mixin
    private BatchOptions batch;

    @Parameters(paramLabel = "GAME", description = "game id (see: agon list)")
    private String game;

    @Option(names = {"-n", "--games"}, paramLabel = "N", defaultValue = "100", description = "games to play (default 100, at most 1,000,000)")
    private int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "base seed (default 1)")
    private long seed;

    @Option(names = "--players", paramLabel = "LIST",
            description = "one agent spec per seat, e.g. heuristic,random,mcts:iterations=200 (default: random in every seat)")
    private String players;

    @Option(names = "--seats", paramLabel = "N", description = "number of seats when --players is not given (default: the fewest the game allows)")
    private Integer seats;

    @Override
    public Integer call() {
        Cli.gamesInRange(games);
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
        Map<String, String> opts = batch.check(main.err());
        new io.agon.core.Setup(specs.size(), seed, opts).validate(info);
        Tournament t = Tournament.of(entry.game(), specs, entry.agents()).table(Tournament.Table.FIXED)
                .rotate(false).seats(specs.size()).games(games).seed(seed).threads(batch.threads).options(opts);
        t.plannedGames(); // checks the seats before anything is printed
        List<String> labels = t.labels();
        List<String> seatNames = new ArrayList<>();
        for (int p = 0; p < labels.size(); p++) {
            seatNames.add("P" + (p + 1) + " " + labels.get(p));
        }
        main.out().println(info.name() + ": " + Cli.count(games, "game") + ", " + String.join(", ", seatNames)
                + ", seed " + seed
                + (opts.isEmpty() ? "" : ", options " + opts));
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("seed", seed);
        settings.put("gamesAsked", games);
        settings.put("players", labels);
        settings.put("options", opts);
        batch.run(main, t, "simulate", info, (result, stopped) -> {
            Reports.print(main.out(), result.standings(), labels, true);
            batch.write(main, "simulate", info, settings, result, false, stopped);
        });
        return Main.OK;
    }
}
