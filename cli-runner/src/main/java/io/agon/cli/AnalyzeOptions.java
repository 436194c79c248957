package io.agon.cli;

import io.agon.analysis.Analyzer;
import io.agon.core.GameInfo;
import io.agon.core.Setup;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What {@code analyze} plays (a picocli mixin): the game, the player counts, the ladder of agents, the games and
 * the seed. Shared by the launcher and the Spark runner, so both take the same options with the same checks and
 * make the same report from the same seeds.
 */
public final class AnalyzeOptions {

    /** The small search at the top of the default ladder. */
    static final String SMALL_SEARCH = "mcts:iterations=100";

    @Parameters(paramLabel = "GAME", description = "game id (see: agon list)")
    String game;

    @Option(names = "--players", paramLabel = "N|all",
            description = "players per game, or 'all' for every count the game allows (default: the fewest)")
    String players;

    @Option(names = "--agents", paramLabel = "SPEC,...",
            description = "the agents; every group of them plays in every seat order on the same deals (default: the"
                    + " game's ladder, weakest first; else random, the game's heuristic if any, " + SMALL_SEARCH + ")")
    String agents;

    @Option(names = {"-n", "--games"}, paramLabel = "N", defaultValue = "200",
            description = "games per player count, rounded up to whole blocks of the balanced seating (default 200)")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "base seed (default 1)")
    long seed;

    @Option(names = "--option", paramLabel = "K=V", description = "a game option (repeatable)")
    List<String> options = new ArrayList<>();

    /**
     * A checked analysis: everything an executor needs to play any of its games.
     *
     * @param game    the game id
     * @param name    the game's name
     * @param counts  the player counts, in order
     * @param agents  the ladder's specs, weakest first
     * @param options the game options
     * @param games   games asked per player count
     * @param played  games played at each count: {@code games} rounded up to whole blocks of the balanced design
     *                ({@link Analyzer#games})
     * @param seed    the seed
     * @param command the command line that makes this analysis (the same for the launcher and Spark)
     */
    public record Plan(String game, String name, List<Integer> counts, List<String> agents,
                       Map<String, String> options, int games, List<Integer> played, long seed, String command)
            implements Serializable {

        /** Copies the lists. */
        public Plan {
            counts = List.copyOf(counts);
            agents = List.copyOf(agents);
            played = List.copyOf(played);
        }

        /** The analyzer of this plan, with the game of {@code catalog}. */
        public Analyzer analyzer(GameCatalog catalog) {
            GameEntry entry = catalog.get(game);
            List<AgentSpec> specs = new ArrayList<>();
            for (String a : agents) {
                specs.add(AgentSpec.parse(a));
            }
            return new Analyzer(entry.game(), entry.agents(), specs, options, seed);
        }

        /** All games: those {@link #played} at each count. */
        public int plannedGames() {
            return played.stream().mapToInt(Integer::intValue).sum();
        }

        /** "200 games at 2 players", "204 games at 3 players and 300 at 5 players". */
        public String describe() {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < counts.size(); i++) {
                b.append(i == 0 ? "" : i == counts.size() - 1 ? " and " : ", ")
                        .append(i == 0 ? Cli.count(played.get(i), "game") : String.format(Locale.ROOT, "%,d",
                                played.get(i))).append(" at ").append(counts.get(i)).append(" players");
            }
            return b.toString();
        }
    }

    /**
     * Checks the options (a one-line usage error for each mistake) and plans the analysis.
     *
     * @throws UsageException for a bad option (and the one-line errors of an agent spec, a set-up or a game id)
     */
    public Plan plan(GameCatalog catalog) {
        Cli.gamesInRange(games);
        GameEntry entry = catalog.get(game);
        GameInfo info = entry.game().info();
        Map<String, String> opts = Cli.options(options);
        List<Integer> counts = Cli.playerCounts(players, info);
        for (int n : counts) {
            new Setup(n, seed, opts).validate(info);
        }
        List<AgentSpec> ladder = agents != null ? Cli.specs(agents) : defaultLadder(entry);
        List<String> labels = new ArrayList<>();
        for (AgentSpec spec : ladder) {
            Agents.create(spec, 0, entry.agents()); // a bad spec is refused now, in one line
            labels.add(spec.toString());
        }
        Analyzer analyzer = new Analyzer(entry.game(), entry.agents(), ladder, opts, seed);
        List<Integer> played = new ArrayList<>();
        long total = 0;
        for (int n : counts) {
            long g = analyzer.games(n, games);
            total += g;
            played.add((int) Math.min(Integer.MAX_VALUE, g));
        }
        if (total > Cli.MAX_GAMES) {
            throw new UsageException("--games " + String.format(Locale.ROOT, "%,d", games) + " at " + counts
                    + " players makes " + String.format(Locale.ROOT, "%,d", total) + " games (each count rounded up"
                    + " to whole blocks of its balanced seating), more than one run plays (at most "
                    + String.format(Locale.ROOT, "%,d", Cli.MAX_GAMES) + "): ask for fewer games or player counts");
        }
        String command = "analyze " + info.id() + " --players " + (players == null ? counts.get(0) : players.trim())
                + " --agents " + String.join(",", labels) + " --games " + games + " --seed " + seed
                + (opts.isEmpty() ? "" : " --option " + String.join(" --option ", options));
        return new Plan(info.id(), info.name(), counts, labels, opts, games, played, seed, command);
    }

    /** The game's ladder; without one random, the game's heuristic when it has one, and a small search. */
    private static List<AgentSpec> defaultLadder(GameEntry entry) {
        if (!entry.ladder().isEmpty()) {
            return entry.ladder().stream().map(AgentSpec::parse).toList();
        }
        List<AgentSpec> out = new ArrayList<>();
        out.add(AgentSpec.parse("random"));
        if (entry.agents().containsKey("heuristic")) {
            out.add(AgentSpec.parse("heuristic"));
        }
        out.add(AgentSpec.parse(SMALL_SEARCH));
        return out;
    }
}
