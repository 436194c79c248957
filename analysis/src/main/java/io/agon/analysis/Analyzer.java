package io.agon.analysis;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.GameStats;
import io.agon.core.Outcome;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentFactory;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.agent.InformationSet;
import io.agon.core.record.GameRecord;
import io.agon.core.session.Session;
import io.agon.core.sim.Seatings;
import io.agon.core.sim.Seeds;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Plays the games of an analysis and keeps a {@link Trace} of each.
 *
 * <p><b>A balanced design.</b> At each player count the games come in blocks, one deal (one set-up seed) each,
 * played in every seating of {@link #design(int)}: the tables of agents (every group of distinct agents when there
 * are at least as many agents as seats, else every group that holds each agent at least once; and each agent
 * alone at every seat, so that balance can be measured between equal agents) each in every balanced seat order
 * ({@link Seatings}). So every agent sits in every seat, and before and after every other,
 * equally often, on the same deals: which agents meet, and in which order, cannot favour a position. The design is
 * built from the agents sorted by label, so listing the agents in another order plays the very same games.
 *
 * <p>Game {@code i} at a player count depends only on the run's seed, the player count and {@code i}: its deal
 * {@code i / block}, its seating {@code i % block} and its agents' seeds. So the traces are the same on every
 * machine and with any number of threads, and a Spark run that plays the same indices gets the same report.
 *
 * <p><b>The lead.</b> When the turn passes, and at the end, the analysis reads who leads ({@link LeadReader}): by
 * the standing the game tells, else by its heuristic evaluator (one per game, seeded like its agents).
 */
public final class Analyzer {

    /** The most actions a game may take before the analysis calls it stuck. */
    public static final int MAX_ACTIONS = 100_000;

    /** Told after each finished game (from any thread). */
    @FunctionalInterface
    public interface Progress {
        /** {@code trace}'s game is finished: {@code done} games of {@code total} are. */
        void finished(Trace trace, int done, int total);
    }

    private final Game<?> game;
    private final Map<String, AgentFactory> gameAgents;
    private final List<AgentSpec> agents;
    private final Map<String, String> options;
    private final long seed;
    private final Map<Integer, List<int[]>> designs = new ConcurrentHashMap<>();

    /**
     * An analysis of {@code game} with {@code agents} (one per seat in turn; one spec serves every seat), the game's
     * own agent factories and its options.
     */
    public Analyzer(Game<?> game, Map<String, AgentFactory> gameAgents, List<AgentSpec> agents,
                    Map<String, String> options, long seed) {
        if (agents.isEmpty()) {
            throw new IllegalArgumentException("an analysis needs at least one agent");
        }
        this.game = game;
        this.gameAgents = Map.copyOf(gameAgents);
        this.agents = List.copyOf(agents);
        this.options = Map.copyOf(options);
        this.seed = seed;
    }

    /** The agents' labels, in the order of the seating indices. */
    public List<String> labels() {
        List<String> out = new ArrayList<>();
        for (AgentSpec a : agents) {
            out.add(a.toString());
        }
        return out;
    }

    /**
     * The seatings of one deal at {@code players} seats (each the agent index, in the run's list, of every seat):
     * see the class comment. Its size is the block of games that plays one deal.
     */
    public List<int[]> design(int players) {
        return designs.computeIfAbsent(players, this::balancedDesign);
    }

    /** The games played for {@code asked} at {@code players} seats: rounded up to whole blocks of one deal. */
    public long games(int players, int asked) {
        long block = design(players).size();
        return (asked + block - 1) / block * block;
    }

    private List<int[]> balancedDesign(int players) {
        List<Integer> byLabel = new ArrayList<>();
        for (int i = 0; i < agents.size(); i++) {
            byLabel.add(i);
        }
        byLabel.sort(Comparator.comparing((Integer i) -> agents.get(i).toString())); // stable: equal specs keep order
        List<int[]> tables = new ArrayList<>();
        tables(byLabel.size(), players, 0, new int[players], 0, tables);
        if (agents.size() > 1) { // and each agent against itself, to measure balance between equal agents
            for (int a = 0; a < agents.size(); a++) {
                int[] alone = new int[players];
                Arrays.fill(alone, a);
                tables.add(alone);
            }
        }
        List<int[]> out = new ArrayList<>();
        for (int[] ranks : tables) {
            int[] table = new int[players];
            for (int s = 0; s < players; s++) {
                table[s] = byLabel.get(ranks[s]);
            }
            out.addAll(Seatings.of(table));
        }
        return List.copyOf(out);
    }

    /**
     * The tables of {@code m} agents at {@code k} seats, as non-decreasing lists of agents: every group of
     * {@code k} distinct agents when {@code m >= k}, else every group that holds each agent at least once.
     */
    private static void tables(int m, int k, int from, int[] current, int depth, List<int[]> out) {
        if (depth == k) {
            boolean everyAgent = m >= k || Arrays.stream(current).distinct().count() == m;
            if (everyAgent) {
                out.add(current.clone());
            }
            return;
        }
        for (int a = from; a < m; a++) {
            current[depth] = a;
            tables(m, k, m >= k ? a + 1 : a, current, depth + 1, out);
        }
    }

    /**
     * Plays games {@code 0..games-1} at {@code players} seats on {@code threads} threads, until done or
     * {@code stop} is set (then the games finished so far, in order, with no gap: a stopped run is a prefix).
     */
    public List<Trace> run(int players, int games, int threads, AtomicBoolean stop, Progress progress) {
        Trace[] out = new Trace[games];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), r -> {
            Thread t = new Thread(r, "agon-analyze");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> work = new ArrayList<>();
            for (int t = 0; t < Math.max(1, threads); t++) {
                work.add(pool.submit(() -> {
                    int i;
                    while (!stop.get() && (i = next.getAndIncrement()) < games) {
                        out[i] = play(players, i);
                        progress.finished(out[i], done.incrementAndGet(), games);
                    }
                }));
            }
            for (Future<?> f : work) {
                f.get();
            }
        } catch (InterruptedException e) {
            stop.set(true);
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException e) {
            Throwable cause = e.getCause();
            throw cause instanceof RuntimeException r ? r : new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }
        List<Trace> traces = new ArrayList<>();
        for (Trace t : out) {
            if (t == null) {
                break; // a stopped run keeps the finished prefix only, so it is the same on every machine
            }
            traces.add(t);
        }
        return traces;
    }

    /** Plays game {@code index} at {@code players} seats. */
    public Trace play(int players, int index) {
        try {
            return playTyped(game, players, index);
        } catch (RuntimeException | StackOverflowError e) {
            // the game's or an agent's code failed: one line that names what reproduces it
            List<String> agents = new ArrayList<>();
            for (int a : seating(players, index)) {
                agents.add(labels().get(a));
            }
            throw new io.agon.core.sim.SimulationException(game.info().name() + " game " + (index + 1) + " at "
                    + players + " players (seed " + setupSeed(players, index) + ", agents " + String.join(",", agents)
                    + ") failed: " + io.agon.core.sim.SimulationException.why(e), e);
        }
    }

    @SuppressWarnings("unchecked")
    private <S extends GameState<S>> Trace playTyped(Game<S> g, int players, int index) {
        long setupSeed = setupSeed(players, index);
        S s = g.newGame(new Setup(players, setupSeed, options));
        GameStats<S> stats = g instanceof GameStats<?> gs ? (GameStats<S>) gs : null;
        int start = stats == null ? 0 : stats.startPlayer(s);
        List<Integer> seating = new ArrayList<>();
        for (int a : seating(players, index)) {
            seating.add(a);
        }
        List<Agent> seats = seats(players, index, setupSeed);
        int[] legal = new int[256];
        LeadReader<S> lead = new LeadReader<>(g, stats, gameAgents, players,
                Seeds.derive(setupSeed, 2000, index % design(players).size()));
        int n = 0;
        int decisions = 0;
        int rounds = 0;
        int previous = -1;
        int p;
        while ((p = g.currentPlayer(s)) >= 0) {
            if (p == start && previous != start) {
                rounds++;
            }
            previous = p;
            if (n >= MAX_ACTIONS) {
                throw new IllegalStateException(g.info().name() + " did not end after " + MAX_ACTIONS
                        + " actions (seed " + setupSeed + ")");
            }
            InformationSet<S> info = new InformationSet<>(g, s); // lists the legal actions once, for both
            int count = info.legalActions().size();
            Action a = count == 1 ? info.legalActions().get(0) : seats.get(p).choose(g, info);
            g.apply(s, p, a, EventSink.NONE);
            if (n == legal.length) {
                legal = Arrays.copyOf(legal, n * 2);
            }
            legal[n] = count;
            if (count > 1) {
                decisions++;
            }
            int next = g.currentPlayer(s);
            if (n == 0 || next != p) { // the lead is read when the turn passes (and at the end)
                lead.read(s, n, next < 0);
            } else {
                lead.same(n);
            }
            n++;
        }
        Outcome o = g.outcome(s);
        List<Integer> scores = new ArrayList<>();
        List<Integer> ranks = new ArrayList<>();
        for (int q = 0; q < players; q++) {
            scores.add(o.scores()[q]);
            ranks.add(o.ranks()[q]);
        }
        List<Long> choiceSum = new ArrayList<>();
        List<Integer> choiceCount = new ArrayList<>();
        long[] sums = new long[Report.PROGRESS_BINS];
        int[] counts = new int[Report.PROGRESS_BINS];
        for (int i = 0; i < n; i++) {
            if (legal[i] > 1) {
                int bin = Math.min(Report.PROGRESS_BINS - 1, (int) ((long) i * Report.PROGRESS_BINS / n));
                sums[bin] += legal[i];
                counts[bin]++;
            }
        }
        for (int b = 0; b < Report.PROGRESS_BINS; b++) {
            choiceSum.add(sums[b]);
            choiceCount.add(counts[b]);
        }
        List<Set<String>> features = stats == null ? List.of() : stats.features(s);
        Trace partial = new Trace(index, players, setupSeed, seating, start, scores, ranks, n, decisions, rounds,
                choiceSum, choiceCount, null, 0, -1, -1, features);
        if (lead.source() == null || n == 0) {
            return partial;
        }
        int[] leaders = lead.leaders();
        int changes = 0;
        int last = -1;
        for (int i = 0; i < n; i++) {
            if (leaders[i] >= 0) {
                if (last >= 0 && leaders[i] != last) {
                    changes++;
                }
                last = leaders[i];
            }
        }
        int winner = partial.soleWinner();
        double decidedAt = -1;
        if (winner >= 0) {
            int lastNotLeading = -1;
            for (int i = 0; i < n; i++) {
                if (leaders[i] != winner) {
                    lastNotLeading = i;
                }
            }
            decidedAt = (lastNotLeading + 1) / (double) n;
        }
        return new Trace(index, players, setupSeed, seating, start, scores, ranks, n, decisions, rounds,
                choiceSum, choiceCount, lead.source(), changes, decidedAt, lead.laggards()[(n - 1) / 2], features);
    }

    /**
     * Game {@code index} at {@code players} seats played again, exactly as {@link #play} played it (the same
     * seeds, the same agents asked at the same decisions), as a game record for the replay viewer.
     */
    public GameRecord record(int players, int index) {
        return recordTyped(game, players, index);
    }

    private <S extends GameState<S>> GameRecord recordTyped(Game<S> g, int players, int index) {
        long setupSeed = setupSeed(players, index);
        Session<S> session = Session.start(g, new Setup(players, setupSeed, options)).quiet();
        List<Agent> seats = seats(players, index, setupSeed);
        List<String> names = new ArrayList<>();
        for (int a : seating(players, index)) {
            names.add(agents.get(a).toString());
        }
        while (!session.isOver()) {
            int p = session.currentPlayer();
            InformationSet<S> info = new InformationSet<>(g, session.state());
            Action a = info.legalActions().size() == 1 ? info.legalActions().get(0) : seats.get(p).choose(g, info);
            session.apply(p, a);
        }
        return GameRecord.of(session).withAgents(names);
    }

    /** The set-up seed of game {@code index}: that of its deal, shared by every seating of its block. */
    private long setupSeed(int players, int index) {
        return Seeds.derive(seed, players, index / design(players).size());
    }

    private int[] seating(int players, int index) {
        List<int[]> d = design(players);
        return d.get(index % d.size());
    }

    /** Fresh agents for game {@code index}, seeded by its deal, its seating and their seat. */
    private List<Agent> seats(int players, int index, long setupSeed) {
        int[] seating = seating(players, index);
        int within = index % design(players).size();
        List<Agent> out = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            out.add(Agents.create(agents.get(seating[p]), Seeds.derive(setupSeed, 1000 + p, within), gameAgents));
        }
        return out;
    }
}
