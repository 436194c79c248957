package io.agon.core.sim;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.InformationSet;
import io.agon.core.agent.SearchAgent;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;

/**
 * Measures the speed of a game through the forward model alone, in a way meant to give the same figures twice
 * even on a shared machine:
 * <ul>
 *   <li>a warm-up (at least half the measuring time) of playouts, copies and legal-action enumeration lasts
 *       until all three speeds have settled;</li>
 *   <li>the single-thread figures are measured in rounds of five equal slices each; a figure is the median slice
 *       of a round, and rounds go on (at most four) until no figure improves by more than 5%, keeping the best,
 *       because on a busy machine the JIT's compiler threads are slow and a first round may time
 *       half-compiled code;</li>
 *   <li>they divide the work by the CPU time of the measuring thread (where the JVM supports it, see
 *       {@link #usesCpuTime()}), so time spent waiting for a processor is not counted;</li>
 *   <li>the simulation timings are the better of two runs each, and are necessarily wall-clock time: the
 *       speed-up means something only with two otherwise idle processors.</li>
 * </ul>
 * The figures:
 * <ul>
 *   <li>random playouts per second, actions per second and mean actions per game (single thread, uniform random
 *       choice straight on the forward model, no events);</li>
 *   <li>the time of one {@code copy()} and of one legal-action enumeration, averaged over states sampled from
 *       random games;</li>
 *   <li>optionally, MCTS iterations per second of a given agent (with a fixed iteration budget) deciding from
 *       early-game states, next to the mean length of the searches' own rollouts;</li>
 *   <li>the speed-up of a {@link Tournament} simulation of random agents on 2 threads over 1 thread.</li>
 * </ul>
 */
public final class Bench {

    /**
     * The measured figures.
     *
     * @param game                     the game id
     * @param players                  seats per game
     * @param seconds                  measuring time of each figure
     * @param playoutsPerSecond        random playouts per second
     * @param actionsPerSecond         actions per second in those playouts
     * @param meanActionsPerGame       mean actions per playout
     * @param copyNanos                nanoseconds per state copy
     * @param legalActionsNanos        nanoseconds per legal-action enumeration
     * @param meanLegalActions         mean number of legal actions in the sampled states
     * @param mctsAgent                the MCTS agent's name, or null when not measured
     * @param mctsIterationsPerSecond  its iterations per second (NaN when not measured)
     * @param mctsRolloutLength        mean rollout length of the MCTS agent's searches (for an agent that is not a
     *                                 {@code SearchAgent}: mean random playout length from its start states; NaN
     *                                 when not measured)
     * @param simulateGamesPerSecond1  simulated games per second on 1 thread (NaN when not measured)
     * @param simulateGamesPerSecond2  simulated games per second on 2 threads (NaN when not measured)
     * @param simulateSpeedup          the ratio of the two
     * @param cores                    processors available to the JVM
     * @param clock                    how the single-thread figures were timed: "thread CPU time" or "wall time"
     */
    public record Result(String game, int players, double seconds, double playoutsPerSecond,
                         double actionsPerSecond, double meanActionsPerGame, double copyNanos,
                         double legalActionsNanos, double meanLegalActions, String mctsAgent,
                         double mctsIterationsPerSecond, double mctsRolloutLength,
                         double simulateGamesPerSecond1, double simulateGamesPerSecond2, double simulateSpeedup,
                         int cores, String clock) {
    }

    /** Each figure is measured in this many equal slices and the median slice is reported. */
    private static final int SLICES = 5;

    /** At most this many measuring rounds (see {@link #run()}). */
    private static final int MAX_ROUNDS = 4;

    private final Game<?> game;
    private int players;
    private Map<String, String> options = Map.of();
    private double seconds = 2.0;
    private long seed = 1;
    private LongFunction<Agent> mcts;
    private int mctsIterations;
    private boolean speedup = true;

    private Bench(Game<?> game) {
        this.game = game;
        this.players = game.info().minPlayers();
    }

    /** A benchmark of {@code game} with its fewest players and 2 seconds per figure. */
    public static Bench of(Game<?> game) {
        return new Bench(game);
    }

    /** Seats per game. */
    public Bench players(int n) {
        this.players = n;
        return this;
    }

    /** Set-up options. */
    public Bench options(Map<String, String> opts) {
        this.options = Map.copyOf(opts);
        return this;
    }

    /** Measuring time of each figure (the warm-up before it takes half as long, at least 0.2 s). */
    public Bench seconds(double s) {
        if (!(s > 0)) {
            throw new IllegalArgumentException("seconds must be positive, not " + s);
        }
        this.seconds = s;
        return this;
    }

    /** Base seed of the sampled games. */
    public Bench seed(long s) {
        this.seed = s;
        return this;
    }

    /**
     * Also measures an MCTS agent.
     *
     * @param agents     makes the agent from a seed
     * @param iterations the agent's iterations per decision (its fixed budget)
     */
    public Bench mcts(LongFunction<Agent> agents, int iterations) {
        this.mcts = agents;
        this.mctsIterations = iterations;
        return this;
    }

    /** Whether to measure the 2-thread speed-up of simulation (default true). */
    public Bench speedup(boolean measure) {
        this.speedup = measure;
        return this;
    }

    /**
     * Runs every measurement: about {@code 6 * seconds} for the single-thread figures when they settle at once
     * (up to about {@code 14 * seconds} when they do not), plus about {@code 3 * seconds} for MCTS and
     * {@code 2 * seconds} for the speed-up.
     */
    public Result run() {
        new Setup(players, seed, options).validate(game.info());
        return runTyped(game);
    }

    private <S extends GameState<S>> Result runTyped(Game<S> g) {
        long warm = warmNanos();
        long measure = (long) (seconds * 1e9);

        // 1 and 2. random playouts, copy and legal actions, in rounds: each figure is the median of SLICES
        //    slices of a round, and rounds go on (at most MAX_ROUNDS) until no figure improves by more than 5%,
        //    because on a busy machine the JIT's compiler threads are slow and the first round may still time
        //    half-compiled code. The best round's figure is kept.
        List<S> samples = sampleStates(g, 256);
        warmUp(g, samples, warm);
        double playoutsPerSecond = 0;
        double actionsPerSecond = 0;
        double copyNanos = Double.MAX_VALUE;
        double legalNanos = Double.MAX_VALUE;
        long games = 0;
        long actions = 0;
        for (int round = 0; round < MAX_ROUNDS; round++) {
            double[] playoutRates = new double[SLICES];
            double[] actionRates = new double[SLICES];
            for (int i = 0; i < SLICES; i++) {
                long[] counts = playouts(g, measure / SLICES, seed + 1_000_000L * (i + 1));
                playoutRates[i] = counts[0] / (counts[2] / 1e9);
                actionRates[i] = counts[1] / (counts[2] / 1e9);
                games += counts[0];
                actions += counts[1];
            }
            double[] copies = new double[SLICES];
            double[] legals = new double[SLICES];
            for (int i = 0; i < SLICES; i++) {
                copies[i] = timeCopies(samples, measure / SLICES);
                legals[i] = timeLegal(g, samples, measure / SLICES);
            }
            double p = median(playoutRates);
            double a = median(actionRates);
            double c = median(copies);
            double l = median(legals);
            boolean improved = round == 0 || a > 1.05 * actionsPerSecond || c < copyNanos / 1.05
                    || l < legalNanos / 1.05;
            if (a > actionsPerSecond) {
                actionsPerSecond = a;
                playoutsPerSecond = p;
            }
            copyNanos = Math.min(copyNanos, c);
            legalNanos = Math.min(legalNanos, l);
            if (!improved) {
                break;
            }
        }
        double meanActions = (double) actions / games;
        double meanLegal = meanLegal(g, samples);

        // 3. MCTS from early-game states
        String mctsName = null;
        double mctsRate = Double.NaN;
        double rollout = Double.NaN;
        if (mcts != null) {
            List<S> early = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                early.add(g.newGame(new Setup(players, seed + 500 + i, options)));
            }
            mctsName = mcts.apply(seed).name();
            searchedIterations = 0;
            searchedRolloutActions = 0;
            timeMcts(g, early, warm);
            mctsRate = 0;
            for (int round = 0; round < MAX_ROUNDS - 1; round++) {
                double rate = timeMcts(g, early, measure);
                boolean improved = rate > 1.05 * mctsRate;
                mctsRate = Math.max(mctsRate, rate);
                if (!improved) {
                    break;
                }
            }
            // a search agent reports its own rollouts (shorter than a random playout when it stops them early)
            rollout = searchedIterations > 0 ? (double) searchedRolloutActions / searchedIterations
                    : meanRemaining(g, early, 50);
        }

        // 4. simulation on 1 and 2 threads: each timed twice, alternately, keeping the faster run
        double sim1 = Double.NaN;
        double sim2 = Double.NaN;
        if (speedup) {
            int n = (int) Math.max(16, Math.min(1_000_000, playoutsPerSecond * seconds * 0.5));
            simulate(g, Math.max(8, n / 4), 2);
            long t1 = Long.MAX_VALUE;
            long t2 = Long.MAX_VALUE;
            for (int round = 0; round < 2; round++) {
                t1 = Math.min(t1, simulate(g, n, 1));
                t2 = Math.min(t2, simulate(g, n, 2));
            }
            sim1 = n / (t1 / 1e9);
            sim2 = n / (t2 / 1e9);
        }
        return new Result(g.info().id(), players, seconds, playoutsPerSecond, actionsPerSecond, meanActions,
                copyNanos, legalNanos, meanLegal, mctsName, mctsRate, rollout, sim1, sim2, sim2 / sim1,
                Runtime.getRuntime().availableProcessors(), usesCpuTime() ? "thread CPU time" : "wall time");
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** True when the single-thread figures are measured in CPU time of the measuring thread. */
    public static boolean usesCpuTime() {
        return THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();
    }

    /**
     * The measuring thread's CPU time (wall time where the JVM cannot tell). Single-thread figures divide the
     * work by this, so that on a shared machine the time the thread spent waiting for a processor is not
     * counted; measuring still lasts the asked wall-clock time.
     */
    private static long cpuTime() {
        return usesCpuTime() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        java.util.Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    private long warmNanos() {
        return (long) (Math.max(0.2, seconds / 2) * 1e9);
    }

    /**
     * Exercises everything the single-thread figures time (playouts, copies, legal-action enumeration) until the
     * JIT has settled: at least {@code warm} nanoseconds and until, for each of the three, three successive
     * passes agree within 5% (at most {@code 6 * warm}, at least 3 s in all). On a busy machine the compiler
     * threads are slow, and a fixed short warm-up would measure half-compiled code.
     */
    private <S extends GameState<S>> void warmUp(Game<S> g, List<S> samples, long warm) {
        long start = System.nanoTime();
        long limit = Math.max(6 * warm, 3_000_000_000L);
        long slice = Math.max(1, warm / 8);
        double[][] last = new double[3][3];
        int passes = 0;
        while (true) {
            long[] c = playouts(g, slice, seed + 7_000_000L + passes);
            last[0][passes % 3] = c[1] / (c[2] / 1e9);
            last[1][passes % 3] = timeCopies(samples, slice);
            last[2][passes % 3] = timeLegal(g, samples, slice);
            passes++;
            long spent = System.nanoTime() - start;
            if (spent >= limit) {
                return;
            }
            if (spent >= warm && passes >= 3 && settled(last[0]) && settled(last[1]) && settled(last[2])) {
                return;
            }
        }
    }

    private static boolean settled(double[] values) {
        double min = Math.min(values[0], Math.min(values[1], values[2]));
        double max = Math.max(values[0], Math.max(values[1], values[2]));
        return max <= 1.05 * min;
    }

    /** Plays random games for {@code nanos}; returns {games, actions, elapsed nanos}. */
    private <S extends GameState<S>> long[] playouts(Game<S> g, long nanos, long firstSeed) {
        List<Action> legal = new ArrayList<>();
        Rng rng = new Rng(firstSeed);
        long games = 0;
        long actions = 0;
        long start = System.nanoTime();
        long cpuStart = cpuTime();
        long now = start;
        while (now - start < nanos) {
            S s = g.newGame(new Setup(players, firstSeed + games, options));
            actions += playOut(g, s, rng, legal);
            games++;
            now = System.nanoTime();
        }
        return new long[] {games, actions, Math.max(1, cpuTime() - cpuStart)};
    }

    private static <S extends GameState<S>> int playOut(Game<S> g, S s, Rng rng, List<Action> legal) {
        int n = 0;
        int p;
        while ((p = g.currentPlayer(s)) >= 0) {
            legal.clear();
            g.legalActions(s, legal);
            g.apply(s, p, legal.get(rng.nextInt(legal.size())), EventSink.NONE);
            n++;
        }
        return n;
    }

    /** Up to {@code n} undecided states spread over a few random games. */
    private <S extends GameState<S>> List<S> sampleStates(Game<S> g, int n) {
        List<S> all = new ArrayList<>();
        List<Action> legal = new ArrayList<>();
        Rng rng = new Rng(seed ^ 0xABCDEFL);
        for (int i = 0; i < 8; i++) {
            S s = g.newGame(new Setup(players, seed + 100 + i, options));
            int p;
            while ((p = g.currentPlayer(s)) >= 0) {
                all.add(s.copy());
                legal.clear();
                g.legalActions(s, legal);
                g.apply(s, p, legal.get(rng.nextInt(legal.size())), EventSink.NONE);
            }
        }
        if (all.size() <= n) {
            return all;
        }
        List<S> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(all.get((int) ((long) i * all.size() / n)));
        }
        return out;
    }

    // Results go to a field so the JIT cannot drop the measured work.
    private volatile Object sink;

    private <S extends GameState<S>> double timeCopies(List<S> samples, long nanos) {
        Object[] keep = new Object[64];
        int size = samples.size();
        long count = 0;
        long start = System.nanoTime();
        long cpuStart = cpuTime();
        long now = start;
        while (now - start < nanos) {
            for (int i = 0; i < 1024; i++) {
                keep[i & 63] = samples.get((int) ((count + i) % size)).copy();
            }
            count += 1024;
            now = System.nanoTime();
        }
        sink = keep;
        return (double) (cpuTime() - cpuStart) / count;
    }

    private <S extends GameState<S>> double timeLegal(Game<S> g, List<S> samples, long nanos) {
        List<Action> legal = new ArrayList<>();
        int size = samples.size();
        long count = 0;
        long total = 0;
        long start = System.nanoTime();
        long cpuStart = cpuTime();
        long now = start;
        while (now - start < nanos) {
            for (int i = 0; i < 1024; i++) {
                legal.clear();
                g.legalActions(samples.get((int) ((count + i) % size)), legal);
                total += legal.size();
            }
            count += 1024;
            now = System.nanoTime();
        }
        sink = total;
        return (double) (cpuTime() - cpuStart) / count;
    }

    private static <S extends GameState<S>> double meanLegal(Game<S> g, List<S> samples) {
        long total = 0;
        for (S s : samples) {
            total += g.legalActions(s).size();
        }
        return samples.isEmpty() ? 0 : (double) total / samples.size();
    }

    private <S extends GameState<S>> double meanRemaining(Game<S> g, List<S> starts, int perState) {
        List<Action> legal = new ArrayList<>();
        Rng rng = new Rng(seed ^ 0x1234L);
        long total = 0;
        for (S start : starts) {
            for (int i = 0; i < perState; i++) {
                total += playOut(g, start.copy(), rng, legal);
            }
        }
        return (double) total / (starts.size() * (long) perState);
    }

    /** Iterations and rollout actions of the search agents timed so far (see {@link #timeMcts}). */
    private long searchedIterations;
    private long searchedRolloutActions;

    /** Iterations per second of the MCTS agent deciding from {@code starts} for at least {@code nanos}. */
    private <S extends GameState<S>> double timeMcts(Game<S> g, List<S> starts, long nanos) {
        long decisions = 0;
        long start = System.nanoTime();
        long cpuStart = cpuTime();
        long now = start;
        while (now - start < nanos || decisions == 0) {
            S s = starts.get((int) (decisions % starts.size()));
            Agent agent = mcts.apply(seed + decisions);
            sink = agent.choose(g, new InformationSet<>(g, s));
            if (agent instanceof SearchAgent search) {
                searchedIterations += search.lastSearchStats().iterations();
                searchedRolloutActions += search.lastSearchStats().rolloutActions();
            }
            decisions++;
            now = System.nanoTime();
        }
        return decisions * (double) mctsIterations / (Math.max(1, cpuTime() - cpuStart) / 1e9);
    }

    private <S extends GameState<S>> long simulate(Game<S> g, int games, int threads) {
        List<AgentSpec> specs = Collections.nCopies(players, AgentSpec.parse("random"));
        Tournament t = Tournament.of(g, specs, Map.of()).rotate(false).games(games).seed(seed)
                .threads(threads).options(options);
        long start = System.nanoTime();
        t.run(null);
        return System.nanoTime() - start;
    }
}
