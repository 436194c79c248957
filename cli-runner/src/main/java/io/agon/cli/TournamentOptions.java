package io.agon.cli;

import io.agon.core.spi.GameCatalog;
import java.util.Map;
import java.util.function.Supplier;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What {@code tournament} plays (a picocli mixin): the game, the agents, the tables and seats, the games and the
 * seed. Shared by the launcher and the Spark runner, so both take the same options with the same defaults and
 * checks.
 */
public final class TournamentOptions {

    /** How tables are formed. */
    enum TableKind {
        ROUND_ROBIN("round-robin"), FIXED("fixed");

        private final String text;

        TableKind(String text) {
            this.text = text;
        }

        @Override
        public String toString() {
            return text;
        }
    }

    @Parameters(paramLabel = "GAME", description = "game id (see: agon list)")
    String game;

    @Option(names = "--agents", paramLabel = "LIST", required = true,
            description = "agent specs, e.g. mcts:iterations=1000,heuristic,random")
    String agents;

    @Option(names = {"-n", "--games"}, paramLabel = "N", defaultValue = "100",
            description = "games wanted (default 100; agon plays at most 1,000,000 in one run), rounded up so every deal is played on every table in every seat rotation")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "base seed (default 1)")
    long seed;

    @Option(names = "--table", paramLabel = "KIND", defaultValue = "round-robin", converter = TableConverter.class,
            description = "round-robin (every group of SEATS agents; default) or fixed (all agents at one table)")
    TableKind table;

    @Option(names = "--seats", paramLabel = "N",
            description = "players per game (default: the number of agents, within the game's limits)")
    Integer seats;

    /** Reads {@code round-robin} or {@code fixed}. */
    static final class TableConverter implements picocli.CommandLine.ITypeConverter<TableKind> {
        @Override
        public TableKind convert(String value) {
            for (TableKind k : TableKind.values()) {
                if (k.text.equalsIgnoreCase(value) || k.name().equalsIgnoreCase(value)) {
                    return k;
                }
            }
            throw new picocli.CommandLine.TypeConversionException("expected round-robin or fixed, not '" + value + "'");
        }
    }

    /**
     * Checks the options and plans the run (see {@link BatchPlan#tournament}).
     *
     * @param gameOptions checks the caller's own options and returns the game options
     */
    public BatchPlan plan(GameCatalog catalog, Supplier<Map<String, String>> gameOptions) {
        return BatchPlan.tournament(catalog, game, games, seed, agents, table.toString(), seats, gameOptions);
    }
}
