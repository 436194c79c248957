package io.agon.cli;

import io.agon.core.GameInfo;
import io.agon.core.Setup;
import io.agon.core.agent.AgentSpec;
import io.agon.core.sim.GameResult;
import io.agon.core.sim.HeadToHead;
import io.agon.core.sim.Standings;
import io.agon.core.sim.Tournament;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.io.PrintWriter;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * A checked {@code simulate} or {@code tournament} run, before any game is played: what to play (game, agents,
 * tables, seats, rotation, games, seed, options) as plain values, the header and settings the launcher reports,
 * and how it prints and writes the results. Every check and message of the launcher happens while a plan is made,
 * so another engine that starts from a plan (the Spark runner) refuses the same mistakes with the same one-line
 * messages and reports in the same words.
 *
 * <p>A plan is {@link Serializable} and holds no game object: {@link #tournament(GameCatalog)} builds the same
 * {@link Tournament} in any JVM that has the game on its class path, and {@link Tournament#play(int)} then plays
 * any game of the schedule exactly as the launcher does.
 */
public final class BatchPlan implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String command;
    private final String gameId;
    private final String rulesVersion;
    private final List<String> specs;
    private final Tournament.Table table;
    private final int seats;
    private final boolean rotate;
    private final int gamesAsked;
    private final long seed;
    private final TreeMap<String, String> options;
    private final List<String> labels;
    private final int plannedGames;
    private final List<String> header;
    private final LinkedHashMap<String, Object> settings;

    private BatchPlan(String command, GameEntry entry, List<AgentSpec> specs, Tournament.Table table, int seats,
                      boolean rotate, int gamesAsked, long seed, Map<String, String> options) {
        this.command = command;
        this.gameId = entry.id();
        this.rulesVersion = entry.game().info().rulesVersion();
        this.specs = new ArrayList<>();
        for (AgentSpec s : specs) {
            this.specs.add(s.toString());
        }
        this.table = table;
        this.seats = seats;
        this.rotate = rotate;
        this.gamesAsked = gamesAsked;
        this.seed = seed;
        this.options = new TreeMap<>(options);
        this.labels = new ArrayList<>(Tournament.labels(specs));
        this.plannedGames = tournament(entry).plannedGames(); // checks the seats before anything is printed
        this.header = new ArrayList<>();
        this.settings = new LinkedHashMap<>();
    }

    /**
     * Checks a {@code simulate} command line and plans it: {@code players} (one spec per seat, or null for
     * {@code random} in every seat) play {@code games} games in fixed seats, every game its own deal.
     *
     * @param gameOptions checks the remaining options and returns the game options; called at the point where
     *                    the launcher checks them, so a line with several mistakes is told the same first one
     * @throws UsageException for a bad count or option (so are the game's {@code SetupException}, a bad agent
     *                        spec's {@code AgentSpecException} and {@code UnknownGameException}: exit code 2)
     */
    public static BatchPlan simulate(GameCatalog catalog, String game, int games, long seed, String players,
                                     Integer seats, Supplier<Map<String, String>> gameOptions) {
        Cli.atLeast("--games", games, 1);
        GameEntry entry = catalog.get(game);
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
        Map<String, String> opts = gameOptions.get();
        new Setup(specs.size(), seed, opts).validate(info);
        BatchPlan plan = new BatchPlan("simulate", entry, specs, Tournament.Table.FIXED, specs.size(), false, games,
                seed, opts);
        List<String> seatNames = new ArrayList<>();
        for (int p = 0; p < plan.labels.size(); p++) {
            seatNames.add("P" + (p + 1) + " " + plan.labels.get(p));
        }
        plan.header.add(PlainText.safe(info.name()) + ": " + Cli.count(games, "game") + ", " + String.join(", ", seatNames) + ", seed " + seed
                + (opts.isEmpty() ? "" : ", options " + opts));
        plan.settings.put("seed", seed);
        plan.settings.put("gamesAsked", games);
        plan.settings.put("players", plan.labels);
        plan.settings.put("options", plan.options);
        return plan;
    }

    /**
     * Checks a {@code tournament} command line and plans it: {@code agents} meet at {@code table} tables
     * ({@code "round-robin"} or {@code "fixed"}) of {@code seats} seats (null: the launcher's default) in every
     * seat rotation on mirrored deals.
     *
     * @param gameOptions as for {@link #simulate}
     * @throws UsageException for a bad count or option (and the other usage errors of {@link #simulate})
     */
    public static BatchPlan tournament(GameCatalog catalog, String game, int games, long seed, String agents,
                                       String table, Integer seats, Supplier<Map<String, String>> gameOptions) {
        boolean fixed = table.equals("fixed");
        Cli.atLeast("--games", games, 1);
        GameEntry entry = catalog.get(game);
        GameInfo info = entry.game().info();
        List<AgentSpec> specs = Cli.specs(agents);
        int n = seats != null ? seats
                : fixed ? specs.size()
                : Math.max(info.minPlayers(), Math.min(specs.size(), info.maxPlayers()));
        Map<String, String> opts = gameOptions.get();
        new Setup(n, seed, opts).validate(info);
        BatchPlan plan = new BatchPlan("tournament", entry, specs,
                fixed ? Tournament.Table.FIXED : Tournament.Table.ROUND_ROBIN, n, true, games, seed, opts);
        Tournament t = plan.tournament(entry);
        int tables = t.tables().size();
        plan.header.add(PlainText.safe(info.name()) + " tournament: " + String.join(", ", plan.labels) + "; " + n + " seats, "
                + tables + " table" + (tables == 1 ? "" : "s") + " (" + table + "), every seat rotation, mirrored deals, seed "
                + seed + (opts.isEmpty() ? "" : ", options " + opts));
        if (plan.plannedGames != games) {
            plan.header.add(Cli.count(games, "game") + " rounded up to " + plan.plannedGames + " (blocks of " + t.blockSize()
                    + ": one deal on every table in every seat rotation)");
        }
        plan.settings.put("seed", seed);
        plan.settings.put("gamesAsked", games);
        plan.settings.put("agents", plan.labels);
        plan.settings.put("table", table);
        plan.settings.put("seatsPerGame", n);
        plan.settings.put("options", plan.options);
        return plan;
    }

    /**
     * The tournament of this plan, built afresh from the game found in {@code catalog} (one thread; set
     * {@link Tournament#threads(int)} to run it in process).
     *
     * @throws io.agon.core.spi.UnknownGameException when {@code catalog} lacks the game
     */
    public Tournament tournament(GameCatalog catalog) {
        return tournament(catalog.get(gameId));
    }

    private Tournament tournament(GameEntry entry) {
        List<AgentSpec> parsed = new ArrayList<>();
        for (String s : specs) {
            parsed.add(AgentSpec.parse(s));
        }
        return Tournament.of(entry.game(), parsed, entry.agents()).table(table).rotate(rotate).seats(seats)
                .games(gamesAsked).seed(seed).options(options);
    }

    /** {@code "simulate"} or {@code "tournament"}. */
    public String command() {
        return command;
    }

    /** The game id. */
    public String gameId() {
        return gameId;
    }

    /** The entrant labels (agent specs, repeated ones numbered). */
    public List<String> labels() {
        return Collections.unmodifiableList(labels);
    }

    /** Seats per game. */
    public int seats() {
        return seats;
    }

    /** The games that will be played (the games asked, rounded up to whole blocks). */
    public int plannedGames() {
        return plannedGames;
    }

    /** The settings as the launcher writes them into its JSON (seed, games asked, agents, options...). */
    public Map<String, Object> settings() {
        return Collections.unmodifiableMap(settings);
    }

    /** Prints the lines the launcher prints before it plays. */
    public void printHeader(PrintWriter out) {
        header.forEach(out::println);
    }

    /** Prints the results as the launcher does: head to head (tournament), then standings and lengths. */
    public void printSummary(PrintWriter out, Standings standings, HeadToHead headToHead) {
        if (command.equals("tournament")) {
            Reports.printHeadToHead(out, headToHead);
            Reports.print(out, standings, List.of(), false);
        } else {
            Reports.print(out, standings, labels, true);
        }
    }

    /**
     * The results as the launcher's JSON.
     *
     * @param games every game in schedule order, or null to leave the per-game {@code results} out (they are
     *              then written elsewhere, e.g. as JSON lines by {@link #gameLine(GameResult)})
     */
    public String json(Standings standings, HeadToHead headToHead, List<GameResult> games) {
        return json(standings, headToHead, games, null);
    }

    /**
     * The results as the launcher's JSON, marked partial when {@code stopped} is given.
     *
     * @param games   as for {@link #json(Standings, HeadToHead, List)}
     * @param stopped null for a complete run, else the note "stopped after N of M games"
     */
    public String json(Standings standings, HeadToHead headToHead, List<GameResult> games, String stopped) {
        return Reports.json(command, gameId, rulesVersion, settings, seats, labels, standings, headToHead, games,
                stopped);
    }

    /** The standings rows as the launcher's CSV. */
    public String csv(Standings standings) {
        return Reports.csv(standings, command.equals("tournament"));
    }

    /** One game as one line of JSON, with the same fields as an entry of the launcher's {@code results}. */
    public String gameLine(GameResult game) {
        return Reports.gameLine(game, labels);
    }
}
