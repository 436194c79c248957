package io.agon.cli;

import io.agon.core.spi.GameCatalog;
import java.util.Map;
import java.util.function.Supplier;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What {@code simulate} plays (a picocli mixin): the game, the games, the seed and one agent per seat. Shared by
 * the launcher and the Spark runner, so both take the same options with the same defaults and checks.
 */
public final class SimulateOptions {

    @Parameters(paramLabel = "GAME", description = "game id (see: agon list)")
    String game;

    @Option(names = {"-n", "--games"}, paramLabel = "N", defaultValue = "100", description = "games to play (default 100; agon plays at most 1,000,000 in one run)")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "base seed (default 1)")
    long seed;

    @Option(names = "--players", paramLabel = "LIST",
            description = "one agent spec per seat, e.g. heuristic,random,mcts:iterations=200 (default: random in every seat)")
    String players;

    @Option(names = "--seats", paramLabel = "N", description = "number of seats when --players is not given (default: the fewest the game allows)")
    Integer seats;

    /**
     * Checks the options and plans the run (see {@link BatchPlan#simulate}).
     *
     * @param gameOptions checks the caller's own options and returns the game options
     */
    public BatchPlan plan(GameCatalog catalog, Supplier<Map<String, String>> gameOptions) {
        return BatchPlan.simulate(catalog, game, games, seed, players, seats, gameOptions);
    }
}
