package io.agon.cli;

import io.agon.core.GameInfo;
import io.agon.core.agent.AgentSpec;
import io.agon.core.sim.Tournament;
import io.agon.core.spi.GameEntry;
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
 * {@code agon tournament GAME --agents a,b,c}: agents meet in every seat rotation on mirrored deals (round robin
 * or one fixed table) and are ranked by win rate with Wilson 95% intervals, mean score and rank. The same seed
 * gives the same results whatever {@code --threads}.
 */
@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = "Rank agents against each other over many seat-rotated games.",
        footer = Cli.AGENT_HELP)
final class TournamentCommand implements Callable<Integer> {

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

    @ParentCommand
    private Main main;

    @Mixin
    private BatchOptions batch;

    @Parameters(paramLabel = "GAME", description = "game id (see: agon list)")
    private String game;

    @Option(names = "--agents", paramLabel = "LIST", required = true,
            description = "agent specs, e.g. mcts:iterations=1000,heuristic,random")
    private String agents;

    @Option(names = {"-n", "--games"}, paramLabel = "N", defaultValue = "100",
            description = "games wanted (default 100), rounded up so every deal is played on every table in every seat rotation")
    private int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "base seed (default 1)")
    private long seed;

    @Option(names = "--table", paramLabel = "KIND", defaultValue = "round-robin", converter = TableConverter.class,
            description = "round-robin (every group of SEATS agents; default) or fixed (all agents at one table)")
    private TableKind table;

    @Option(names = "--seats", paramLabel = "N",
            description = "players per game (default: the number of agents, within the game's limits)")
    private Integer seats;

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

    @Override
    public Integer call() {
        Cli.gamesInRange(games);
        GameEntry entry = main.catalog().get(game);
        GameInfo info = entry.game().info();
        List<AgentSpec> specs = Cli.specs(agents);
        int n = seats != null ? seats
                : table == TableKind.FIXED ? specs.size()
                : Math.max(info.minPlayers(), Math.min(specs.size(), info.maxPlayers()));
        Map<String, String> opts = batch.check(main.err());
        new io.agon.core.Setup(n, seed, opts).validate(info);
        Tournament t = Tournament.of(entry.game(), specs, entry.agents())
                .table(table == TableKind.FIXED ? Tournament.Table.FIXED : Tournament.Table.ROUND_ROBIN)
                .seats(n).games(games).seed(seed).threads(batch.threads).options(opts);
        int planned = t.plannedGames();
        int tables = t.tables().size();
        main.out().println(info.name() + " tournament: " + String.join(", ", t.labels()) + "; " + n + " seats, "
                + tables + " table" + (tables == 1 ? "" : "s") + " (" + table + "), every seat rotation, mirrored deals, seed "
                + seed + (opts.isEmpty() ? "" : ", options " + opts));
        if (planned != games) {
            main.out().println(Cli.count(games, "game") + " rounded up to " + planned + " (blocks of " + t.blockSize()
                    + ": one deal on every table in every seat rotation)");
        }
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("seed", seed);
        settings.put("gamesAsked", games);
        settings.put("agents", t.labels());
        settings.put("table", table.toString());
        settings.put("seatsPerGame", n);
        settings.put("options", opts);
        batch.run(main, t, "tournament", info, (result, stopped) -> {
            Reports.printHeadToHead(main.out(), result.headToHead());
            Reports.print(main.out(), result.standings(), List.of(), false);
            batch.write(main, "tournament", info, settings, result, true, stopped);
        });
        return Main.OK;
    }
}
