package io.agon.bench;

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
import io.agon.core.sim.Tournament;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.ToDoubleFunction;
import java.util.Map;
import java.util.function.IntConsumer;
import java.util.function.LongFunction;

/**
 * Measures the speed of a game through the forward model alone, and shows how much the figures spread:
 * <ul>
 *   <li>a warm-up (at least half the measuring time) of playouts, copies and legal-action enumeration lasts
 *       until all three speeds have settled;</li>
 *   <li>every figure is then measured in {@link #trials(int) several trials} (5 by default), taken in turns (one
 *       trial of each figure, then the next round), each trial doing the same seeded work; a figure is the median
 *       trial, reported with the lowest and highest ({@link Figure});</li>
 *   <li>a fixed reference loop ({@link MachineSpeed}) runs for 20 ms before and after every trial: a trial during
 *       which the machine itself ran slow (below 94% of the reference's best) is re-taken, and left out of its
 *       figure if it stays slow (at least half the trials always count);</li>
 *   <li>the single-thread figures divide the work by the CPU time of the measuring thread (where the JVM supports
 *       it, see {@link #usesCpuTime()}), so time spent waiting for a processor is not counted; time the thread
 *       spends in the kernel is counted, and reported ({@link Result#kernelShare()}, {@link Result#pageFaults()}):
 *       a JVM that keeps touching fresh memory pays a page fault every 4 KB, which on some virtual machines
 *       costs tens of microseconds (see {@code docs/benchmarks.md}); the per-position copy times are the
 *       exception: each position's batches are timed with {@link System#nanoTime()} and its time is their median
 *       (the CPU clock is a slow system call on some virtual machines: {@code docs/benchmarks.md});</li>
 *   <li>the simulation timings are necessarily wall-clock time, in 4 short pairs of runs per trial (up to 12; 1
 *       thread then 2, or 2 then 1, turn about), the speed-up being the median pair: it means something only with
 *       two otherwise idle processors, and a pair counts only when the loop ran at full speed on both processors
 *       and on the measuring thread's own ({@link MachineSpeed#forPairs}).</li>
 * </ul>
 * The figures:
 * <ul>
 *   <li>random playouts per second, actions per second and mean actions per game (single thread, uniform random
 *       choice straight on the forward model, no events);</li>
 *   <li>the time of one {@code copy()}, of one {@code copyFrom} into a reused state and of one legal-action
 *       enumeration over states sampled from random games: the copy times per position, as the median (p50) and
 *       99th percentile (p99) over the positions as well as the mean;</li>
 *   <li>optionally, MCTS iterations per second of a given agent (with a fixed iteration budget) deciding from
 *       early-game states, next to the mean length of the searches' own rollouts; and optionally the same agent
 *       searching on 2 threads ({@code threads=2}) against 1, both in wall-clock time, timed alternately;</li>
 *   <li>the bytes allocated per random playout, per action, per copy and per MCTS iteration (where the JVM can
 *       tell, else NaN);</li>
 *   <li>the speed-up of a {@link Tournament} simulation of random agents on 2 threads over 1 thread;</li>
 *   <li>the JVM they were measured on: version, collector, heap and options ({@link Jvm}).</li>
 * </ul>
 */
public final class Bench {

    /**
     * One figure measured in several trials, each with the machine's speed around it.
     *
     * <p>A trial counts when the machine ran steadily around it: the reference loop ({@code machine}) at least
     * 94% of its best speed among the figure's trials. The median, lowest and highest are over the trials that
     * count; when fewer than half count, over the half taken at the highest machine speeds. Every trial stays in
     * {@code trials}.
     *
     * @param name    what was measured, e.g. "actions/s"
     * @param median  the median trial that counts
     * @param min     the lowest trial that counts
     * @param max     the highest trial that counts
     * @param trials  every trial, in the order measured
     * @param machine the reference loop's speed around each trial (the slower of before and after, million steps
     *                per CPU second; for the figures that compare 2 threads with 1, the loop on two threads in
     *                steps per wall-clock second), in the same order; empty when not measured (then every trial
     *                counts)
     */
    public record Figure(String name, double median, double min, double max, List<Double> trials,
                         List<Double> machine) {

        /** A figure read from older JSON, without machine speeds, gets an empty list. */
        public Figure {
            trials = List.copyOf(trials);
            machine = machine == null ? List.of() : List.copyOf(machine);
        }

        /** The figure of {@code trials} (at least one value), every one counted. */
        public static Figure of(String name, double... trials) {
            return of(name, trials, new double[0]);
        }

        /**
         * The figure of {@code trials} with the reference loop's speed around each ({@code machine}, the same
         * length, or empty): only the steady trials count (see above).
         */
        public static Figure of(String name, double[] trials, double[] machine) {
            if (machine.length != 0 && machine.length != trials.length) {
                throw new IllegalArgumentException(trials.length + " trials but " + machine.length
                        + " machine speeds");
            }
            List<Double> all = list(trials);
            List<Double> speeds = list(machine);
            // the trials taken at the highest machine speeds first; the first counted(...) of them count
            Integer[] order = new Integer[trials.length];
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            if (machine.length != 0) {
                Arrays.sort(order, (a, b) -> Double.compare(machine[b], machine[a]));
            }
            double[] kept = new double[counted(speeds, trials.length)];
            for (int i = 0; i < kept.length; i++) {
                kept[i] = trials[order[i]];
            }
            Arrays.sort(kept);
            return new Figure(name, medianOfSorted(kept), kept[0], kept[kept.length - 1], all, speeds);
        }

        /** How many trials count (see above). */
        public int counted() {
            return counted(machine, trials.size());
        }

        /** The fastest the reference loop ran around any of the trials, or NaN when not measured. */
        public double bestMachine() {
            return best(machine);
        }

        /**
         * The median of the reference loop's speeds around the trials (all of them, counted or not), or NaN when not
         * measured: how fast the machine ran during most of this figure's measuring.
         */
        public double medianMachine() {
            if (machine.isEmpty()) {
                return Double.NaN;
            }
            double[] m = new double[machine.size()];
            for (int i = 0; i < m.length; i++) {
                m[i] = machine.get(i);
            }
            return Bench.median(m);
        }

        private static double best(List<Double> machine) {
            if (machine.isEmpty()) {
                return Double.NaN;
            }
            double best = 0;
            for (double m : machine) {
                best = Math.max(best, m);
            }
            return best;
        }

        /** Of {@code n} trials: those at 94% of the best machine speed or more, at least half; all without speeds. */
        private static int counted(List<Double> machine, int n) {
            if (machine.isEmpty()) {
                return n;
            }
            double best = best(machine);
            int steady = 0;
            for (double m : machine) {
                if (m >= MachineSpeed.STEADY * best) {
                    steady++;
                }
            }
            return Math.max(steady, (n + 1) / 2);
        }

        private static List<Double> list(double[] values) {
            List<Double> all = new ArrayList<>(values.length);
            for (double v : values) {
                all.add(v);
            }
            return all;
        }

        /** The larger distance from the median to the lowest or highest trial, as a share of the median. */
        public double spread() {
            return median == 0 ? 0 : Math.max(median - min, max - median) / Math.abs(median);
        }
    }

    /**
     * The JVM the figures were measured on.
     *
     * @param version          vendor VM name and runtime version
     * @param collector        the garbage collector ("G1", "Parallel", "Serial", "ZGC", "Shenandoah" or the JVM's
     *                         names for its collectors)
     * @param initialHeapBytes the initial heap size
     * @param maxHeapBytes     the largest heap the JVM may use
     * @param options          the JVM options given ({@code -X...}), e.g. {@code -XX:+UseSerialGC}, {@code -Xmn64m}
     */
    public record Jvm(String version, String collector, long initialHeapBytes, long maxHeapBytes,
                      List<String> options) {

        /** This JVM. */
        public static Jvm current() {
            List<String> names = new ArrayList<>();
            for (var gc : java.lang.management.ManagementFactory.getGarbageCollectorMXBeans()) {
                names.add(gc.getName());
            }
            List<String> opts = new ArrayList<>();
            for (String a : java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()) {
                if (a.startsWith("-X")) {
                    opts.add(a);
                }
            }
            return new Jvm(System.getProperty("java.vm.name", "?") + " " + System.getProperty("java.runtime.version",
                    System.getProperty("java.version", "?")), collector(names),
                    java.lang.management.ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getInit(),
                    Runtime.getRuntime().maxMemory(), List.copyOf(opts));
        }

        private static String collector(List<String> names) {
            String all = String.join(", ", names);
            if (all.contains("G1")) {
                return "G1";
            }
            if (all.contains("PS ")) {
                return "Parallel";
            }
            if (all.contains("MarkSweepCompact") || all.equals("Copy")) {
                return "Serial";
            }
            if (all.contains("ZGC")) {
                return "ZGC";
            }
            if (all.contains("Shenandoah")) {
                return "Shenandoah";
            }
            return all.isEmpty() ? "none" : all;
        }

        /** One line for people: "OpenJDK 64-Bit Server VM 17.0.15; Serial collector; heap 384 MB initial, ...". */
        public String describe() {
            return version + "; " + collector + " collector; heap " + mb(initialHeapBytes) + " initial, "
                    + mb(maxHeapBytes) + " max" + (options.isEmpty() ? "; no -X options" : "; " + String.join(" ",
                    options));
        }

        private static String mb(long bytes) {
            return bytes < 0 ? "?" : bytes >= 10L << 30 ? (bytes >> 30) + " GB" : (bytes >> 20) + " MB";
        }
    }

    /**
     * The measured figures. Each single number is the median trial of the matching {@link Figure} in
     * {@link #figures()}, which also has the lowest and highest trial.
     *
     * @param game                     the game id
     * @param players                  seats per game
     * @param seconds                  measuring time of each figure (all its trials together)
     * @param trials                   trials per figure (in all forks together)
     * @param forks                    JVMs the trials ran in (1: this one; see {@link #pool})
     * @param playoutsPerSecond        random playouts per second
     * @param actionsPerSecond         actions per second in those playouts
     * @param meanActionsPerGame       mean actions per playout
     * @param copyNanos                nanoseconds per state copy, mean over the sampled positions
     * @param copyP50Nanos             the median position's copy time
     * @param copyP99Nanos             the 99th percentile of the positions' copy times
     * @param copyFromNanos            nanoseconds per {@code copyFrom} into a reused state, mean over the positions
     * @param copyFromP99Nanos         the 99th percentile of the positions' {@code copyFrom} times
     * @param legalActionsNanos        nanoseconds per legal-action enumeration
     * @param meanLegalActions         mean number of legal actions in the sampled states
     * @param mctsAgent                the MCTS agent's name, or null when not measured
     * @param mctsIterationsPerSecond  its iterations per second (NaN when not measured)
     * @param mctsRolloutLength        mean rollout length of the MCTS agent's searches (for an agent that is not a
     *                                 {@code SearchAgent}: mean random playout length from its start states; NaN
     *                                 when not measured)
     * @param mctsWallPerSecond1       the MCTS agent's iterations per second of wall-clock time on 1 thread, timed
     *                                 in turns with the next figure (NaN when not measured)
     * @param mctsWallPerSecond2       the same agent's iterations per second of wall-clock time on 2 threads (NaN
     *                                 when not measured)
     * @param mctsThreadSpeedup        the ratio of the two (1 on a machine whose second processor is busy)
     * @param simulateGamesPerSecond1  simulated games per second on 1 thread (NaN when not measured)
     * @param simulateGamesPerSecond2  simulated games per second on 2 threads (NaN when not measured)
     * @param simulateSpeedup          the ratio of the two
     * @param bytesPerPlayout          bytes allocated per random playout, its set-up included (NaN if unknown)
     * @param bytesPerAction           bytes allocated per action of those playouts (NaN if unknown)
     * @param bytesPerCopy             bytes allocated per state copy (NaN if unknown)
     * @param bytesPerCopyFrom         bytes allocated per {@code copyFrom} into a reused state (NaN if unknown)
     * @param bytesPerMctsIteration    bytes allocated per MCTS iteration, its share of each decision's set-up
     *                                 included (NaN if unknown or not measured)
     * @param kernelShare              share of the measuring thread's CPU time spent in the kernel during the
     *                                 single-thread trials (NaN if unknown): high when it was taking page faults
     * @param pageFaults               minor page faults of the measuring thread during the single-thread trials
     *                                 (-1 if unknown: Linux only)
     * @param figures                  every figure with its trials
     * @param jvm                      the JVM measured on
     * @param cores                    processors available to the JVM
     * @param clock                    how the single-thread figures were timed: "thread CPU time" or "wall time"
     */
    public record Result(String game, int players, double seconds, int trials, int forks, double playoutsPerSecond,
                         double actionsPerSecond, double meanActionsPerGame, double copyNanos, double copyP50Nanos,
                         double copyP99Nanos, double copyFromNanos, double copyFromP99Nanos,
                         double legalActionsNanos, double meanLegalActions, String mctsAgent,
                         double mctsIterationsPerSecond, double mctsRolloutLength, double mctsWallPerSecond1,
                         double mctsWallPerSecond2, double mctsThreadSpeedup, double simulateGamesPerSecond1, double simulateGamesPerSecond2, double simulateSpeedup,
                         double bytesPerPlayout, double bytesPerAction, double bytesPerCopy, double bytesPerCopyFrom,
                         double bytesPerMctsIteration, double kernelShare, long pageFaults, List<Figure> figures,
                         Jvm jvm, int cores, String clock) {

        /** The figure named {@code name}, or null. */
        public Figure figure(String name) {
            for (Figure f : figures) {
                if (f.name().equals(name)) {
                    return f;
                }
            }
            return null;
        }

        /**
         * Pools the results of one benchmark run in several JVMs ("forks", each with its own JIT compilation and
         * memory layout): each figure's trials from every fork are put together and the figure is the median of
         * those that count (taken while the machine ran steadily, see {@link Figure}), so one fork whose compiler
         * settled on slower code, or which ran while the machine was disturbed, cannot move a figure by itself. Values that are not trials (mean lengths, bytes, the kernel's share) are the
         * median over the forks; page faults are added up. The JVM is the first fork's.
         *
         * @param forks results of the same game, player count and settings, in the order run (at least one)
         * @throws IllegalArgumentException when they are not of the same game and player count
         */
        public static Result pool(List<Result> forks) {
            if (forks.isEmpty()) {
                throw new IllegalArgumentException("no results to pool");
            }
            Result first = forks.get(0);
            for (Result r : forks) {
                if (!r.game.equals(first.game) || r.players != first.players) {
                    throw new IllegalArgumentException("cannot pool " + r.game + " with " + r.players
                            + " players into " + first.game + " with " + first.players);
                }
            }
            List<Figure> pooled = new ArrayList<>();
            for (Figure f : first.figures) {
                List<Double> all = new ArrayList<>();
                List<Double> machine = new ArrayList<>();
                boolean everyMachine = true;
                for (Result r : forks) {
                    Figure g = r.figure(f.name());
                    if (g != null) {
                        all.addAll(g.trials());
                        machine.addAll(g.machine());
                        everyMachine &= g.machine().size() == g.trials().size();
                    }
                }
                double[] v = new double[all.size()];
                double[] m = new double[everyMachine ? machine.size() : 0];
                for (int i = 0; i < v.length; i++) {
                    v[i] = all.get(i);
                }
                for (int i = 0; i < m.length; i++) {
                    m[i] = machine.get(i);
                }
                pooled.add(Figure.of(f.name(), v, m));
            }
            long faults = 0;
            for (Result r : forks) {
                faults = r.pageFaults < 0 || faults < 0 ? -1 : faults + r.pageFaults;
            }
            int trials = 0;
            for (Result r : forks) {
                trials += r.trials;
            }
            int n = 0;
            for (Result r : forks) {
                n += r.forks;
            }
            return new Result(first.game, first.players, first.seconds, trials, n,
                    figure(pooled, PLAYOUTS, forks, Result::playoutsPerSecond),
                    figure(pooled, ACTIONS, forks, Result::actionsPerSecond),
                    medianOf(forks, Result::meanActionsPerGame),
                    figure(pooled, COPY, forks, Result::copyNanos),
                    figure(pooled, COPY_P50, forks, Result::copyP50Nanos),
                    figure(pooled, COPY_P99, forks, Result::copyP99Nanos),
                    figure(pooled, COPY_FROM, forks, Result::copyFromNanos),
                    figure(pooled, COPY_FROM_P99, forks, Result::copyFromP99Nanos),
                    figure(pooled, LEGAL, forks, Result::legalActionsNanos),
                    medianOf(forks, Result::meanLegalActions), first.mctsAgent,
                    figure(pooled, MCTS, forks, Result::mctsIterationsPerSecond),
                    medianOf(forks, Result::mctsRolloutLength),
                    figure(pooled, MCTS_WALL_1, forks, Result::mctsWallPerSecond1),
                    figure(pooled, MCTS_WALL_2, forks, Result::mctsWallPerSecond2),
                    figure(pooled, MCTS_SPEEDUP, forks, Result::mctsThreadSpeedup),
                    medianOf(forks, Result::simulateGamesPerSecond1),
                    medianOf(forks, Result::simulateGamesPerSecond2),
                    figure(pooled, SPEEDUP, forks, Result::simulateSpeedup),
                    medianOf(forks, Result::bytesPerPlayout), medianOf(forks, Result::bytesPerAction),
                    medianOf(forks, Result::bytesPerCopy), medianOf(forks, Result::bytesPerCopyFrom),
                    medianOf(forks, Result::bytesPerMctsIteration), medianOf(forks, Result::kernelShare), faults,
                    List.copyOf(pooled), first.jvm, first.cores, first.clock);
        }

        /** The pooled figure's median, or (a value measured without trials) the median over the forks. */
        private static double figure(List<Figure> pooled, String name, List<Result> forks,
                                     ToDoubleFunction<Result> value) {
            for (Figure f : pooled) {
                if (f.name().equals(name)) {
                    return f.median();
                }
            }
            return medianOf(forks, value);
        }

        private static double medianOf(List<Result> forks, ToDoubleFunction<Result> value) {
            double[] v = new double[forks.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = value.applyAsDouble(forks.get(i));
            }
            return median(v);
        }
    }

    /** Figure names (see {@link Result#figure}). */
    public static final String PLAYOUTS = "playouts/s";
    /** Random actions per second. */
    public static final String ACTIONS = "actions/s";
    /** Mean copy time over the positions. */
    public static final String COPY = "copy ns";
    /** Median position's copy time. */
    public static final String COPY_P50 = "copy p50 ns";
    /** 99th percentile position's copy time. */
    public static final String COPY_P99 = "copy p99 ns";
    /** Mean copyFrom time. */
    public static final String COPY_FROM = "copyFrom ns";
    /** 99th percentile position's copyFrom time. */
    public static final String COPY_FROM_P99 = "copyFrom p99 ns";
    /** Legal-action enumeration time. */
    public static final String LEGAL = "legal actions ns";
    /** MCTS iterations per second. */
    public static final String MCTS = "MCTS iterations/s";
    /** MCTS iterations per second of wall-clock time, 1 thread. */
    public static final String MCTS_WALL_1 = "MCTS iterations/s wall, 1 thread";
    /** MCTS iterations per second of wall-clock time, 2 threads. */
    public static final String MCTS_WALL_2 = "MCTS iterations/s wall, 2 threads";
    /** The 2-thread MCTS speed-up. */
    public static final String MCTS_SPEEDUP = "MCTS speed-up, 2 threads";
    /** Simulation speed-up on 2 threads. */
    public static final String SPEEDUP = "speed-up";

    /**
     * Passes over the sampled positions in one copy trial; a position's copy time is the median of its passes.
     * Each pass times every position's batch of copies with {@link System#nanoTime()}, never with the thread's
     * CPU clock: on virtual machines that clock is a system call of 1.5-2.3 us whose cost varies, and (with page
     * table isolation) each call empties the TLB, so subtracting it from batches of a few microseconds left each
     * JVM with its own error (see {@code docs/benchmarks.md}, "The clock inside the copy timings").
     */
    private static final int PASSES = 16;

    /** Copies per position in the pass that sizes the batches, and the smallest batch. */
    private static final int PILOT = 32;

    /**
     * How many times a batch of fresh copies is timed again when a garbage collection ran during it. A copy
     * allocates a new state (some 1-3 KB), so with the launcher's 16 MB young generation a young collection (about
     * 90 us) lands in one batch in five to ten, and more often in the batches of the largest positions: whether a
     * position's median batch held one was luck, and it moved the p99 by 10% from run to run. The per-position
     * times (p50, p99) are therefore times without a collection; the mean, taken over all the copies and their
     * collections in thread CPU time, still includes what the collections cost.
     */
    private static final int COLLECTION_RETRIES = 3;

    /** The garbage collectors' beans, for {@link #collections()}. */
    private static final List<java.lang.management.GarbageCollectorMXBean> COLLECTORS =
            java.lang.management.ManagementFactory.getGarbageCollectorMXBeans();

    /** How many garbage collections the JVM has run so far (all collectors). */
    private static long collections() {
        long n = 0;
        for (var gc : COLLECTORS) {
            n += Math.max(0, gc.getCollectionCount());
        }
        return n;
    }

    private final Game<?> game;
    private int players;
    private Map<String, String> options = Map.of();
    private double seconds = 2.0;
    private int trials = 5;
    private long seed = 1;
    private LongFunction<Agent> mcts;
    private LongFunction<Agent> mcts2;
    private int mctsIterations;
    private boolean speedup = true;

    private Bench(Game<?> game) {
        this.game = game;
        this.players = game.info().minPlayers();
    }

    /** A benchmark of {@code game} with its fewest players, 2 seconds per figure in 5 trials. */
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

    /** Measuring time of each figure, all its trials together (the warm-up takes half as long, at least 0.2 s). */
    public Bench seconds(double s) {
        if (!(s > 0)) {
            throw new IllegalArgumentException("seconds must be positive, not " + s);
        }
        this.seconds = s;
        return this;
    }

    /** Trials per figure (1 to 100, default 5): each takes {@code seconds / trials}. */
    public Bench trials(int n) {
        if (n < 1 || n > 100) {
            throw new IllegalArgumentException("trials must be 1 to 100, not " + n);
        }
        this.trials = n;
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

    /**
     * Also measures the MCTS agent on 2 threads: {@code agents} makes the same agent as {@link #mcts} with
     * {@code threads=2} (same iteration budget). Needs {@link #mcts}.
     */
    public Bench mctsTwoThreads(LongFunction<Agent> agents) {
        this.mcts2 = agents;
        return this;
    }

    /** Whether to measure the 2-thread speed-up of simulation (default true). */
    public Bench speedup(boolean measure) {
        this.speedup = measure;
        return this;
    }

    /**
     * Runs every measurement: a warm-up of at least {@code seconds / 2} (up to about {@code 3 * seconds}, at least
     * 3 s, while the speeds still change), {@code 4 * seconds} for the single-thread figures, about {@code seconds}
     * and a warm-up for MCTS, and about {@code 2 * seconds} for the speed-up.
     */
    public Result run() {
        new Setup(players, seed, options).validate(game.info());
        return runTyped(game);
    }

    private <S extends GameState<S>> Result runTyped(Game<S> g) {
        long warm = warmNanos();
        long trial = Math.max(1, (long) (seconds * 1e9 / trials));
        Meter meter = new Meter();

        // 1 and 2. random playouts, copies and legal actions: one trial of each in turn, every trial doing the
        //    same seeded work
        List<S> samples = sampleStates(g, 256);
        warmUp(g, samples, warm);
        double[] playoutRate = new double[trials];
        double[] actionRate = new double[trials];
        double[][] copy = new double[3][trials];
        double[][] copyFrom = new double[3][trials];
        double[] legal = new double[trials];
        // games, actions, playout bytes, copies, copy bytes, reused copies, reused-copy bytes (retakes included)
        long[] totals = new long[7];
        MachineSpeed machine = new MachineSpeed().warmedUp(REFERENCE_NANOS);
        Meter.Mark start = meter.mark();
        IntConsumer round = t -> {
            long bytes = Meter.allocated();
            long[] counts = playouts(g, trial, seed + 1_000_000L);
            totals[2] += Meter.allocated() - bytes;
            playoutRate[t] = counts[0] / (counts[2] / 1e9);
            actionRate[t] = counts[1] / (counts[2] / 1e9);
            totals[0] += counts[0];
            totals[1] += counts[1];
            bytes = Meter.allocated();
            totals[3] += timeCopies(samples, trial, copy, t);
            totals[4] += Meter.allocated() - bytes;
            bytes = Meter.allocated();
            totals[5] += timeCopyFrom(samples, trial, copyFrom, t);
            totals[6] += Meter.allocated() - bytes;
            legal[t] = timeLegal(g, samples, trial);
        };
        double[] machineAt = measureRounds(machine, trials, round);
        Meter.Mark end = meter.mark();
        long games = totals[0];
        long actions = totals[1];
        long playoutBytes = totals[2];
        long copies = totals[3];
        long copyBytes = totals[4];
        long copyFroms = totals[5];
        long copyFromBytes = totals[6];
        List<Figure> figures = new ArrayList<>();
        Figure playouts = add(figures, Figure.of(PLAYOUTS, playoutRate, machineAt));
        Figure actionsPerSecond = add(figures, Figure.of(ACTIONS, actionRate, machineAt));
        Figure copyMean = add(figures, Figure.of(COPY, copy[0], machineAt));
        Figure copyP50 = add(figures, Figure.of(COPY_P50, copy[1], machineAt));
        Figure copyP99 = add(figures, Figure.of(COPY_P99, copy[2], machineAt));
        Figure fromMean = add(figures, Figure.of(COPY_FROM, copyFrom[0], machineAt));
        Figure fromP99 = add(figures, Figure.of(COPY_FROM_P99, copyFrom[2], machineAt));
        Figure legalNanos = add(figures, Figure.of(LEGAL, legal, machineAt));
        double meanActions = (double) actions / games;
        double meanLegal = meanLegal(g, samples);

        // 3. MCTS from early-game states: a trial decides once from each start state (more rounds while time is
        //    left), with the same agent seeds every round
        String mctsName = null;
        double mctsRate = Double.NaN;
        double wall1 = Double.NaN;
        double wall2 = Double.NaN;
        double mctsUp = Double.NaN;
        double rollout = Double.NaN;
        double mctsBytes = Double.NaN;
        if (mcts != null) {
            List<S> early = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                early.add(g.newGame(new Setup(players, seed + 500 + i, options)));
            }
            mctsName = mcts.apply(seed).name();
            warmUpMcts(g, early, warm);
            searchedIterations = 0;
            searchedRolloutActions = 0;
            double[] rates = new double[trials];
            long bytes = Meter.allocated();
            long decisionsBefore = mctsDecisions;
            double[] mctsMachine = measureRounds(machine, trials, t -> rates[t] = timeMcts(g, early, trial));
            long iterations = (mctsDecisions - decisionsBefore) * (long) mctsIterations;
            mctsBytes = Meter.known() ? (double) (Meter.allocated() - bytes) / iterations : Double.NaN;
            Figure f = add(figures, Figure.of(MCTS, rates, mctsMachine));
            mctsRate = f.median();
            // a search agent reports its own rollouts (shorter than a random playout when it stops them early)
            rollout = searchedIterations > 0 ? (double) searchedRolloutActions / searchedIterations
                    : meanRemaining(g, early, 50);
            if (mcts2 != null) {
                warmUpWall(g, early, mcts2, warm);
                double[] w1 = new double[trials];
                double[] w2 = new double[trials];
                double[] ups = new double[trials];
                double[] both = measureRounds(twoThreads(), trials, t -> {
                    w1[t] = timeMctsWall(g, early, mcts, trial);
                    w2[t] = timeMctsWall(g, early, mcts2, trial);
                    ups[t] = w2[t] / w1[t];
                });
                wall1 = add(figures, Figure.of(MCTS_WALL_1, w1, both)).median();
                wall2 = add(figures, Figure.of(MCTS_WALL_2, w2, both)).median();
                mctsUp = add(figures, Figure.of(MCTS_SPEEDUP, ups, both)).median();
            }
        }

        // 4. simulation on 1 and 2 threads: many short pairs, the order turned in every other pair (1 then 2,
        //    2 then 1), so that a slow stretch of the machine falls on both halves of most pairs and a drift in its
        //    speed favours neither side; the speed-up is the median pair
        double sim1 = Double.NaN;
        double sim2 = Double.NaN;
        double up = Double.NaN;
        if (speedup) {
            int runs = SPEEDUP_PAIRS_PER_TRIAL * Math.min(trials, 3); // all pairs together take about 0.6 * seconds
            int n = (int) Math.max(16, Math.min(1_000_000,
                    playouts.median() * seconds * 0.4 / SPEEDUP_PAIRS_PER_TRIAL));
            simulate(g, Math.max(8, n), 2);
            double[] r1 = new double[runs];
            double[] r2 = new double[runs];
            double[] ups = new double[runs];
            double[] both = measureRounds(twoThreads(), runs, t -> {
                if (t % 2 == 0) {
                    r1[t] = n / (simulate(g, n, 1) / 1e9);
                    r2[t] = n / (simulate(g, n, 2) / 1e9);
                } else {
                    r2[t] = n / (simulate(g, n, 2) / 1e9);
                    r1[t] = n / (simulate(g, n, 1) / 1e9);
                }
                ups[t] = r2[t] / r1[t];
            });
            Figure f = add(figures, Figure.of(SPEEDUP, ups, both));
            up = f.median();
            // the games/s shown beside the speed-up, counted by the same rule
            sim1 = Figure.of(SPEEDUP, r1, both).median();
            sim2 = Figure.of(SPEEDUP, r2, both).median();
        }
        boolean known = Meter.known();
        return new Result(g.info().id(), players, seconds, trials, 1, playouts.median(), actionsPerSecond.median(),
                meanActions, copyMean.median(), copyP50.median(), copyP99.median(), fromMean.median(),
                fromP99.median(), legalNanos.median(), meanLegal, mctsName, mctsRate, rollout, wall1, wall2, mctsUp,
                sim1, sim2, up,
                known ? (double) playoutBytes / games : Double.NaN,
                known ? (double) playoutBytes / actions : Double.NaN,
                known ? (double) copyBytes / copies : Double.NaN,
                known ? (double) copyFromBytes / copyFroms : Double.NaN, mctsBytes,
                Meter.kernelShare(start, end), Meter.faults(start, end), List.copyOf(figures), Jvm.current(),
                Runtime.getRuntime().availableProcessors(), usesCpuTime() ? "thread CPU time" : "wall time");
    }

    /**
     * Pairs of a 1-thread and a 2-thread {@code simulate} per trial the other figures take (so 12 pairs for 3
     * trials): a pair is short, so that the machine's speed changes little between its two halves.
     */
    static final int SPEEDUP_PAIRS_PER_TRIAL = 4;

    /**
     * How long each sample of the machine's speed runs, before and after every trial: CPU time for the
     * single-thread reference, wall-clock time for each part of the pairs' reference.
     */
    private static final long REFERENCE_NANOS = 20_000_000L;

    /** The reference for 1-thread / 2-thread pairs ({@link MachineSpeed#forPairs}), warmed up on first use. */
    private MachineSpeed twoThreads() {
        if (twoThreadMachine == null) {
            twoThreadMachine = MachineSpeed.forPairs().warmedUp(REFERENCE_NANOS);
        }
        return twoThreadMachine;
    }

    /** Made on first use: only the figures that compare 2 threads with 1 need it. */
    private MachineSpeed twoThreadMachine;

    /**
     * Measures {@code rounds} rounds ({@code round} writes round {@code t}'s values), each between two samples of
     * the machine's speed, then re-takes the rounds measured while the machine ran slow, slowest first, at most
     * {@code rounds} more rounds in all. Returns the machine's speed around each round (the slower sample).
     */
    private static double[] measureRounds(MachineSpeed machine, int rounds, IntConsumer round) {
        double[] machineAt = new double[rounds];
        for (int t = 0; t < rounds; t++) {
            machineAt[t] = measured(machine, round, t);
        }
        for (int extra = 0; extra < rounds; extra++) {
            int worst = -1;
            for (int t = 0; t < rounds; t++) {
                if (!machine.steady(machineAt[t]) && (worst < 0 || machineAt[t] < machineAt[worst])) {
                    worst = t;
                }
            }
            if (worst < 0) {
                break;
            }
            machineAt[worst] = measured(machine, round, worst);
        }
        return machineAt;
    }

    private static double measured(MachineSpeed machine, IntConsumer round, int t) {
        double before = machine.sample(REFERENCE_NANOS);
        round.accept(t);
        return Math.min(before, machine.sample(REFERENCE_NANOS));
    }

    private static Figure add(List<Figure> figures, Figure f) {
        figures.add(f);
        return f;
    }

    /** True when the single-thread figures are measured in CPU time of the measuring thread. */
    public static boolean usesCpuTime() {
        return Meter.cpuTimeKnown();
    }

    /**
     * The measuring thread's CPU time (wall time where the JVM cannot tell). Single-thread figures divide the
     * work by this, so that on a shared machine the time the thread spent waiting for a processor is not
     * counted; measuring still lasts the asked wall-clock time.
     */
    private static long cpuTime() {
        return Meter.cpuTime();
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return medianOfSorted(v);
    }

    private static double medianOfSorted(double[] v) {
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    /** The value below which {@code q} of the sorted values lie (nearest rank). */
    private static double percentile(double[] sorted, double q) {
        int rank = (int) Math.ceil(q * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    private long warmNanos() {
        return (long) (Math.max(0.2, seconds / 2) * 1e9);
    }

    /**
     * Exercises everything the single-thread figures time (playouts, copies, legal-action enumeration) until the
     * JIT has settled: at least {@code warm} nanoseconds and until, for each of the three, three successive
     * passes agree within 5% and the JIT compiled nothing during the last pass (at most {@code 6 * warm}, at least
     * 3 s in all, or up to 30 s while the JIT is still compiling). On a busy machine the compiler threads are slow,
     * and a fixed short warm-up would measure half-compiled code.
     */
    private <S extends GameState<S>> void warmUp(Game<S> g, List<S> samples, long warm) {
        long start = System.nanoTime();
        long limit = Math.max(6 * warm, 3_000_000_000L);
        long jitLimit = Math.max(limit, 30_000_000_000L);
        long compiled = Meter.compileMillis();
        long slice = Math.max(1, warm / 8);
        double[][] last = new double[3][3];
        double[][] scratch = new double[3][1];
        int passes = 0;
        while (true) {
            long[] c = playouts(g, slice, seed + 7_000_000L + passes);
            last[0][passes % 3] = c[1] / (c[2] / 1e9);
            timeCopies(samples, slice / 2, scratch, 0);
            last[1][passes % 3] = scratch[0][0];
            timeCopyFrom(samples, slice / 2, scratch, 0);
            last[2][passes % 3] = timeLegal(g, samples, slice);
            passes++;
            long now = Meter.compileMillis();
            boolean compiling = now != compiled;
            compiled = now;
            long spent = System.nanoTime() - start;
            if (spent >= jitLimit || spent >= limit && !compiling) {
                return;
            }
            if (spent >= warm && passes >= 3 && !compiling && settled(last[0]) && settled(last[1])
                    && settled(last[2])) {
                return;
            }
        }
    }

    /**
     * Lets the MCTS agent decide from {@code starts} for at least {@code warm} nanoseconds and until the JIT
     * compiled nothing during a round (at most 30 s).
     */
    private <S extends GameState<S>> void warmUpMcts(Game<S> g, List<S> starts, long warm) {
        long start = System.nanoTime();
        long compiled = Meter.compileMillis();
        while (true) {
            timeMcts(g, starts, warm / 2);
            long now = Meter.compileMillis();
            boolean compiling = now != compiled;
            compiled = now;
            long spent = System.nanoTime() - start;
            if (spent >= 30_000_000_000L || spent >= warm && !compiling) {
                return;
            }
        }
    }

    private static boolean settled(double[] values) {
        double min = Math.min(values[0], Math.min(values[1], values[2]));
        double max = Math.max(values[0], Math.max(values[1], values[2]));
        return max <= 1.05 * min;
    }

    /**
     * Plays random games for {@code nanos}, game {@code i} seeded {@code firstSeed + i}; returns {games, actions,
     * elapsed nanos}.
     */
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

    /**
     * One random game to its end, as the searches play their playouts: the action is drawn from the legal list, so
     * it is applied as listed ({@link Game#applyListed}: the seat and the legality are not checked again).
     */
    private static <S extends GameState<S>> int playOut(Game<S> g, S s, Rng rng, List<Action> legal) {
        int n = 0;
        int p;
        while ((p = g.currentPlayer(s)) >= 0) {
            legal.clear();
            g.legalActions(s, legal);
            g.applyListed(s, p, legal.get(rng.nextInt(legal.size())), EventSink.NONE);
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

    /** Copies kept alive in a ring, so that the JIT cannot drop them (and the copies are real allocations). */
    private final Object[] keep = new Object[64];

    /** Each position's batch times, one per pass ({@link #PASSES} per position), reused between trials. */
    private long[] passTimes = new long[0];

    /**
     * Copies the positions for about {@code nanos}: {@link #PASSES} passes over all positions, each position a
     * batch of copies in a row timed with {@link System#nanoTime()}. Writes the trial's mean (the measuring
     * thread's CPU time over the whole trial per copy), median-position and 99th-percentile-position nanoseconds
     * into {@code out[0..2][t]}; returns the copies made. A position's time is the median of its batches, so a
     * batch that an interrupt or another process cut into does not count.
     */
    private <S extends GameState<S>> long timeCopies(List<S> samples, long nanos, double[][] out, int t) {
        int batch = batchSize(samples, nanos, null);
        int size = samples.size();
        long[] times = passTimes(size);
        Object[] ring = keep;
        long cpu = cpuTime();
        long batches = 0;
        for (int pass = 0; pass < PASSES; pass++) {
            for (int i = 0; i < size; i++) {
                S s = samples.get(i);
                long took;
                int tries = 0;
                do { // a batch during which the collector ran is timed again (see COLLECTION_RETRIES)
                    long collections = collections();
                    long t0 = System.nanoTime();
                    for (int k = 0; k < batch; k++) {
                        ring[k & 63] = s.copy();
                    }
                    took = System.nanoTime() - t0;
                    batches++;
                    if (collections() == collections) {
                        break;
                    }
                } while (++tries <= COLLECTION_RETRIES);
                times[i * PASSES + pass] = took;
            }
        }
        long copies = batches * batch;
        summarize(times, size, batch, (double) (cpuTime() - cpu) / copies, out, t);
        return copies;
    }

    /** As {@link #timeCopies}, for {@code copyFrom} into one reused state. */
    private <S extends GameState<S>> long timeCopyFrom(List<S> samples, long nanos, double[][] out, int t) {
        int size = samples.size();
        S target = samples.get(size - 1).copy();
        int batch = batchSize(samples, nanos, target);
        long[] times = passTimes(size);
        long cpu = cpuTime();
        for (int pass = 0; pass < PASSES; pass++) {
            for (int i = 0; i < size; i++) {
                S s = samples.get(i);
                long t0 = System.nanoTime();
                for (int k = 0; k < batch; k++) {
                    target = target.copyFrom(s);
                }
                times[i * PASSES + pass] = System.nanoTime() - t0;
            }
        }
        sink = target;
        long copies = (long) PASSES * size * batch;
        summarize(times, size, batch, (double) (cpuTime() - cpu) / copies, out, t);
        return copies;
    }

    /**
     * The batch size that makes {@link #PASSES} passes over the positions last about {@code nanos}, from one
     * quick pass of {@link #PILOT} copies per position (at least {@link #PILOT}, so that the timer's own cost,
     * some 30 ns, stays under a few percent of a batch). With a {@code target} the pilot copies into it
     * ({@code copyFrom}), else it makes fresh copies.
     */
    private <S extends GameState<S>> int batchSize(List<S> samples, long nanos, S target) {
        Object[] ring = keep;
        long t0 = System.nanoTime();
        for (S s : samples) {
            for (int k = 0; k < PILOT; k++) {
                if (target != null) {
                    target.copyFrom(s);
                } else {
                    ring[k & 63] = s.copy();
                }
            }
        }
        double perCopy = Math.max(1, (double) (System.nanoTime() - t0) / ((long) samples.size() * PILOT));
        double fit = nanos / (perCopy * samples.size() * PASSES);
        return (int) Math.max(PILOT, Math.min(1 << 20, fit));
    }

    private long[] passTimes(int size) {
        if (passTimes.length < size * PASSES) {
            passTimes = new long[size * PASSES];
        }
        return passTimes;
    }

    /** Writes the mean, and each position's median batch time per copy as p50 and p99 over the positions. */
    private static void summarize(long[] times, int size, int batch, double mean, double[][] out, int t) {
        double[] perPosition = new double[size];
        long[] one = new long[PASSES];
        for (int i = 0; i < size; i++) {
            System.arraycopy(times, i * PASSES, one, 0, PASSES);
            Arrays.sort(one);
            perPosition[i] = (one[(PASSES - 1) / 2] + one[PASSES / 2]) / 2.0 / batch;
        }
        Arrays.sort(perPosition);
        out[0][t] = mean;
        if (out.length > 2) {
            out[1][t] = medianOfSorted(perPosition);
            out[2][t] = percentile(perPosition, 0.99);
        }
    }

    private <S extends GameState<S>> double timeLegal(Game<S> g, List<S> samples, long nanos) {
        List<Action> legal = new ArrayList<>();
        int size = samples.size();
        long count = 0;
        long total = 0;
        long start = System.nanoTime();
        long cpuStart = cpuTime();
        do {
            for (int i = 0; i < size; i++) {
                S s = samples.get(i);
                for (int k = 0; k < 4; k++) {
                    legal.clear();
                    g.legalActions(s, legal);
                    total += legal.size();
                }
            }
            count += 4L * size;
        } while (System.nanoTime() - start < nanos);
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
    private long mctsDecisions;

    /**
     * Iterations per second of the MCTS agent deciding once from each of {@code starts} (agent {@code i} seeded
     * {@code seed + i}), in rounds until {@code nanos} have passed.
     */
    private <S extends GameState<S>> double timeMcts(Game<S> g, List<S> starts, long nanos) {
        long decisions = 0;
        long start = System.nanoTime();
        long cpuStart = cpuTime();
        do {
            for (int i = 0; i < starts.size(); i++) {
                Agent agent = mcts.apply(seed + i);
                sink = agent.choose(g, new InformationSet<>(g, starts.get(i)));
                if (agent instanceof SearchAgent search) {
                    searchedIterations += search.lastSearchStats().iterations();
                    searchedRolloutActions += search.lastSearchStats().rolloutActions();
                    search.close();
                }
                decisions++;
            }
        } while (System.nanoTime() - start < nanos);
        mctsDecisions += decisions;
        return decisions * (double) mctsIterations / (Math.max(1, cpuTime() - cpuStart) / 1e9);
    }

    /**
     * Iterations per second of wall-clock time of the agents of {@code agents} deciding once from each of
     * {@code starts}, in rounds until {@code nanos} have passed (each agent closed after its decision).
     */
    private <S extends GameState<S>> double timeMctsWall(Game<S> g, List<S> starts, LongFunction<Agent> agents,
            long nanos) {
        long decisions = 0;
        long start = System.nanoTime();
        long now;
        do {
            for (int i = 0; i < starts.size(); i++) {
                Agent agent = agents.apply(seed + i);
                sink = agent.choose(g, new InformationSet<>(g, starts.get(i)));
                if (agent instanceof AutoCloseable c) {
                    try {
                        c.close();
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                }
                decisions++;
            }
            now = System.nanoTime();
        } while (now - start < nanos);
        return decisions * (double) mctsIterations / (Math.max(1, now - start) / 1e9);
    }

    /** Lets the 2-thread agent decide for at least {@code warm / 2} nanoseconds (its threads' JIT warm-up). */
    private <S extends GameState<S>> void warmUpWall(Game<S> g, List<S> starts, LongFunction<Agent> agents,
            long warm) {
        timeMctsWall(g, starts, agents, warm / 2);
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
