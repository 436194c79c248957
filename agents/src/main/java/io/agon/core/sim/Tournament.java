package io.agon.core.sim;

import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Outcome;
import io.agon.core.SetupException;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentFactory;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Plays many games between agents given as specs, on one or more threads, with results that depend only on the
 * configuration and the base seed, never on the thread count.
 *
 * <h2>Schedule</h2>
 * <ul>
 *   <li>The <b>entrants</b> are the agent specs, in order (the same spec may appear twice; it is then two
 *       entrants, labelled {@code random} and {@code random#2}).</li>
 *   <li>A <b>table</b> is the list of entrants that play one game. {@link Table#FIXED}: one table, the entrants
 *       in the order given (their number must be the number of seats). {@link Table#ROUND_ROBIN}: every
 *       combination of {@code seats} distinct entrants, in lexicographic order.</li>
 *   <li>With {@link #rotate(boolean) rotation} (the default) each table plays each deal once in each of its
 *       balanced seat orders ({@link Seatings#orders}: every permutation up to five seats, a balanced Latin square
 *       beyond), so every entrant plays every seat of the same deal, and sits before and after every other entrant
 *       equally often (<b>mirrored seeds</b>: the set-up seed depends only on the deal). Without rotation (plain
 *       simulation) every game is its own deal, in the order given.</li>
 *   <li>A <b>block</b> is one deal on every table in every seat order. The number of games asked is rounded up to
 *       whole blocks ({@link #plannedGames()}) so that no entrant and no seat is favoured.</li>
 * </ul>
 *
 * <h2>Seeds and threads</h2>
 * Game {@code g} of deal {@code d} uses set-up seed {@code Seeds.derive(seed, d)} and, for the agent in seat
 * {@code s}, agent seed {@code Seeds.derive(seed ^ AGENT_SALT, g, s)}. Fresh agents are made for every game,
 * threads take the next unplayed index, and results are stored by index: the same seed gives the same results
 * whatever the thread count.
 */
public final class Tournament {

    /** How tables are formed. */
    public enum Table {
        /** Every combination of {@code seats} distinct entrants. */
        ROUND_ROBIN,
        /** One table: the entrants in the order given, one per seat. */
        FIXED
    }

    /** Told after each finished game (from any worker thread). */
    @FunctionalInterface
    public interface Progress {
        /** @param done games finished so far; @param total games planned */
        void update(int done, int total);

        /**
         * Told about each finished game as soon as it ends, before {@link #update} (from any worker thread, so in
         * no fixed order): to keep the finished part of a run that may be stopped, or to save each record.
         *
         * @param result the game's result
         * @param record its complete record, with the entrant label of each seat as its agents
         */
        default void finished(GameResult result, io.agon.core.record.GameRecord record) {
        }
    }

    private static final long AGENT_SALT = 0x5851F42D4C957F2DL;

    private final Game<?> game;
    private final List<AgentSpec> specs;
    private final Map<String, AgentFactory> gameAgents;
    private final List<String> labels;
    private int seats;
    private Table table = Table.FIXED;
    private boolean rotate = true;
    private int games = 100;
    private long seed = 1;
    private int threads = 1;
    private Map<String, String> options = Map.of();

    private Tournament(Game<?> game, List<AgentSpec> specs, Map<String, AgentFactory> gameAgents) {
        if (specs.isEmpty()) {
            throw new IllegalArgumentException("no agents");
        }
        this.game = game;
        this.specs = List.copyOf(specs);
        this.gameAgents = Map.copyOf(gameAgents);
        this.labels = labels(this.specs);
        this.seats = specs.size();
        for (AgentSpec spec : this.specs) {
            Agents.create(spec, 0, this.gameAgents); // fail now, on the caller's thread, for a bad spec
        }
    }

    /**
     * A tournament of {@code game} between {@code specs}, whose agent kinds are looked up first in
     * {@code gameAgents} (the game's own, e.g. "heuristic") and then among the generic ones.
     *
     * @throws io.agon.core.agent.AgentSpecException for an unknown kind or bad parameter
     */
    public static Tournament of(Game<?> game, List<AgentSpec> specs, Map<String, AgentFactory> gameAgents) {
        return new Tournament(game, specs, gameAgents);
    }

    /** Labels of the entrants: their specs, with {@code #2}, {@code #3}... added to repeated ones. */
    public static List<String> labels(List<AgentSpec> specs) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            String base = specs.get(i).toString();
            int same = 0;
            for (int j = 0; j < i; j++) {
                if (specs.get(j).toString().equals(base)) {
                    same++;
                }
            }
            out.add(same == 0 ? base : base + "#" + (same + 1));
        }
        return out;
    }

    /** Seats per game. */
    public int seats() {
        return seats;
    }

    /** Seats per game (default: the number of entrants). */
    public Tournament seats(int n) {
        this.seats = n;
        return this;
    }

    /** How tables are formed (default {@link Table#FIXED}). */
    public Tournament table(Table t) {
        this.table = t;
        return this;
    }

    /** Whether each deal is played in every balanced seat order (default true). */
    public Tournament rotate(boolean r) {
        this.rotate = r;
        return this;
    }

    /** Games wanted (rounded up to whole blocks); must be positive. */
    public Tournament games(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("the number of games must be at least 1, not " + n);
        }
        this.games = n;
        return this;
    }

    /** Base seed of every set-up and agent seed. */
    public Tournament seed(long s) {
        this.seed = s;
        return this;
    }

    /** Worker threads (at least 1); never changes the results. */
    public Tournament threads(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + n);
        }
        this.threads = n;
        return this;
    }

    /** Set-up options of every game. */
    public Tournament options(Map<String, String> opts) {
        this.options = Map.copyOf(opts);
        return this;
    }

    /** The entrant labels. */
    public List<String> labels() {
        return labels;
    }

    /**
     * The tables: for each, the entrant index at each seat before rotation.
     *
     * @throws SetupException when the seats do not suit the game or the entrants
     */
    public List<int[]> tables() {
        if (!game.info().supportsPlayers(seats)) {
            throw new SetupException(game.info().name() + " is for " + game.info().playerCounts() + " players, not "
                    + seats);
        }
        List<int[]> out = new ArrayList<>();
        if (table == Table.FIXED) {
            if (specs.size() != seats) {
                throw new SetupException("a fixed table needs one agent per seat: " + specs.size()
                        + " agents for " + seats + " seats");
            }
            int[] t = new int[seats];
            Arrays.setAll(t, i -> i);
            out.add(t);
        } else {
            if (specs.size() < seats) {
                throw new SetupException("a round robin of " + seats + "-player games needs at least " + seats
                        + " agents, not " + specs.size());
            }
            combinations(specs.size(), seats, 0, new int[seats], 0, out);
        }
        return out;
    }

    private static void combinations(int n, int k, int from, int[] current, int depth, List<int[]> out) {
        if (depth == k) {
            out.add(current.clone());
            return;
        }
        for (int i = from; i <= n - (k - depth); i++) {
            current[depth] = i;
            combinations(n, k, i + 1, current, depth + 1, out);
        }
    }

    /** The seat orders each table plays a deal in: {@link Seatings#orders}, or the given order alone. */
    private List<int[]> orders() {
        if (!rotate) {
            int[] same = new int[seats];
            Arrays.setAll(same, i -> i);
            return List.<int[]>of(same);
        }
        return Seatings.orders(seats);
    }

    /** Games in one block: one deal on every table in every seat order. */
    public int blockSize() {
        return tables().size() * orders().size();
    }

    /** The number of games that will be played: {@link #games(int)} rounded up to whole blocks. */
    public int plannedGames() {
        long block = blockSize();
        long deals = (games + block - 1) / block;
        long total = deals * block;
        if (total > Integer.MAX_VALUE - 8) {
            throw new SetupException("too many games: " + total);
        }
        return (int) total;
    }

    /**
     * Plays every planned game and returns the results in schedule order.
     *
     * @param progress told after each game (may be null)
     * @throws SetupException           when the seats do not suit the game or the entrants, or an option is bad
     * @throws SimulationException     when a game fails (an agent's illegal action, a game that does not end)
     */
    public Result run(Progress progress) {
        List<int[]> tables = tables();
        List<int[]> orders = orders();
        int block = tables.size() * orders.size();
        int total = plannedGames();
        new Setup(seats, seed, options).validate(game.info());
        GameResult[] results = new GameResult[total];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        // Failures by game index: after one, no new game starts, but games already started (all of lower index)
        // finish, so the failure reported is always that of the lowest failing index, whatever the threads.
        ConcurrentSkipListMap<Integer, RuntimeException> failures = new ConcurrentSkipListMap<>();
        Runnable worker = () -> {
            while (failures.isEmpty()) {
                int g = next.getAndIncrement();
                if (g >= total) {
                    return;
                }
                Played played;
                try {
                    played = playOne(game, g, block, orders, tables);
                    results[g] = played.result();
                } catch (RuntimeException e) {
                    failures.put(g, e);
                    return;
                }
                int d = done.incrementAndGet();
                if (progress != null) {
                    progress.finished(played.result(), played.record());
                    progress.update(d, total);
                }
            }
        };
        if (threads == 1) {
            worker.run();
        } else {
            ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
                Thread t = new Thread(r, "agon-sim");
                t.setDaemon(true);
                return t;
            });
            try {
                List<Future<?>> futures = new ArrayList<>();
                for (int i = 0; i < threads; i++) {
                    futures.add(pool.submit(worker));
                }
                for (Future<?> f : futures) {
                    f.get();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof RuntimeException re) {
                    throw re;
                }
                throw new IllegalStateException(cause);
            } finally {
                pool.shutdownNow();
            }
        }
        if (!failures.isEmpty()) {
            throw failures.firstEntry().getValue();
        }
        return new Result(labels, seats, List.of(results));
    }

    /**
     * Plays game {@code index} of the schedule exactly as {@link #run(Progress)} plays it: the same deal, set-up
     * seed, seating and agent seeds, which depend on the configuration and the index alone. Lets another engine
     * (e.g. a cluster job) play any slice of the schedule anywhere and still give the same games.
     *
     * @param index a game index, {@code 0 <= index < }{@link #plannedGames()}
     * @throws IndexOutOfBoundsException for an index outside the schedule
     * @throws SetupException            when the seats do not suit the game or the entrants
     * @throws SimulationException       when the game fails
     */
    public GameResult play(int index) {
        int total = plannedGames();
        if (index < 0 || index >= total) {
            throw new IndexOutOfBoundsException("game index " + index + " outside the schedule of " + total);
        }
        List<int[]> tables = tables();
        List<int[]> orders = orders();
        return playOne(game, index, tables.size() * orders.size(), orders, tables).result();
    }

    /** One finished game: its result and its record. */
    private record Played(GameResult result, io.agon.core.record.GameRecord record) {
    }

    private <S extends GameState<S>> Played playOne(Game<S> g, int index, int block, List<int[]> orders,
                                                          List<int[]> tables) {
        int deal = index / block;
        int within = index % block;
        int[] table = tables.get(within / orders.size());
        int[] order = orders.get(within % orders.size());
        int[] seating = new int[seats];
        List<Agent> agents = new ArrayList<>(seats);
        long agentBase = seed ^ AGENT_SALT;
        for (int s = 0; s < seats; s++) {
            seating[s] = table[order[s]];
            agents.add(Agents.create(specs.get(seating[s]), Seeds.derive(agentBase, index, s), gameAgents));
        }
        long setupSeed = Seeds.derive(seed, rotate ? deal : index);
        Match.Result r;
        try {
            r = Match.play(g, new Setup(seats, setupSeed, options), agents);
        } catch (RuntimeException | StackOverflowError e) {
            throw new SimulationException("game " + (index + 1) + " (seed " + setupSeed + ", agents "
                    + seatingLabels(seating) + ") failed: " + SimulationException.why(e), e);
        } finally {
            close(agents);
        }
        Outcome o = r.outcome();
        GameResult result = new GameResult(index, rotate ? deal : index, setupSeed, boxed(seating),
                boxed(o.scores()), boxed(o.ranks()), r.length());
        List<String> names = new ArrayList<>();
        for (int e : seating) {
            names.add(labels.get(e));
        }
        return new Played(result, r.record().withAgents(names));
    }

    /** Ends the agents' own threads (a search with {@code threads=N}) once their game is over. */
    private static void close(List<Agent> agents) {
        for (Agent a : agents) {
            if (a instanceof AutoCloseable c) {
                try {
                    c.close();
                } catch (Exception e) {
                    throw new SimulationException("an agent could not be closed: " + e.getMessage(), e);
                }
            }
        }
    }

    private String seatingLabels(int[] seating) {
        List<String> out = new ArrayList<>();
        for (int e : seating) {
            out.add(labels.get(e));
        }
        return String.join(",", out);
    }

    private static List<Integer> boxed(int[] a) {
        return Arrays.stream(a).boxed().toList();
    }

    /**
     * Everything a run gave.
     *
     * @param labels entrant labels
     * @param seats  seats per game
     * @param games  every game, in schedule order
     */
    public record Result(List<String> labels, int seats, List<GameResult> games) {

        /** Copies the lists. */
        public Result {
            labels = List.copyOf(labels);
            games = List.copyOf(games);
        }

        /** Win rates, scores and lengths. */
        public Standings standings() {
            return Standings.of(labels, seats, games);
        }

        /** How each entrant fared against each other one. */
        public HeadToHead headToHead() {
            return HeadToHead.of(labels, games);
        }
    }
}
