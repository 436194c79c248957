package io.agon.bench;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * Measures again the forks (JVMs) of a bench run that ran on a slow machine for most of its time. Inside a fork
 * the bench re-takes single trials taken while its reference loop ran slow ({@link Bench}), but at least half of
 * a fork's trials always count, so a fork that was slow for most of its time cannot see that on its own. Here
 * every fork's typical reference speed (the median around its trials) is compared with the best that any fork
 * reached and, when known, with the best this machine has shown before ({@link MachineHistory}): a fork below
 * {@value #STEADY_PERCENT}% of that is run again after a pause, the slowest first, at most {@code retries} times.
 *
 * <p>The same holds for the reference around the speed-up's 1-thread / 2-thread pairs
 * ({@code MachineSpeed.forPairs}, {@link Bench#SPEEDUP}), with a wider margin: a fork whose pairs' reference ran
 * below {@value #TWO_STEADY_PERCENT}% of the best known is run again too, with a {@code retries} budget of its own
 * (a slow stretch can spend the first budget on forks slow on one thread before a busy fork's turn comes). On this
 * machine that happens when the second processor is mostly busy with other work for minutes: every pair of the fork
 * is then slow alike, so none of them can tell, and the speed-up reads 1.3 instead of 1.8. Healthy forks' pairs'
 * reference varies more than the 1-thread loop (about 86-100% of the best), hence the margin.
 */
public final class MachineGate {

    /** A fork counts as slow below this share of the best reference speed known, in percent. */
    public static final int STEADY_PERCENT = 94;

    /** A fork counts as slow when its speed-up pairs' reference ran below this share of the best known, in percent. */
    public static final int TWO_STEADY_PERCENT = 75;

    private MachineGate() {
    }

    /** {@link #measure(int, IntFunction, double, double, int, long, PrintWriter)} without a known 2-thread best. */
    public static List<Bench.Result> measure(int count, IntFunction<Bench.Result> fork, double knownBest, int retries,
                                      long pauseMillis, PrintWriter out) {
        return measure(count, fork, knownBest, Double.NaN, retries, pauseMillis, out);
    }

    /**
     * Runs forks {@code 1..count} ({@code fork} runs one), then runs again the slow ones as described above.
     *
     * @param knownBest    the best reference speed seen on this machine before (NaN when unknown)
     * @param knownBestTwo the best speed-up pairs' reference seen on this machine before (NaN when unknown)
     * @return the results, one per fork, in fork order (a re-run fork's latest result)
     */
    public static List<Bench.Result> measure(int count, IntFunction<Bench.Result> fork, double knownBest,
                                      double knownBestTwo, int retries, long pauseMillis, PrintWriter out) {
        List<Bench.Result> results = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            results.add(fork.apply(i));
        }
        int usedOne = 0; // retries spent on forks slow on one thread
        int usedTwo = 0; // and on forks whose second processor was busy: a budget each
        while (true) {
            double best = knownBest;
            double bestTwo = knownBestTwo;
            for (Bench.Result r : results) {
                best = max(best, bestReference(r));
                bestTwo = max(bestTwo, bestTwoReference(r));
            }
            // each fork's speed as a share of the least that counts as steady (below 1: slow), of the kinds whose
            // budget is not spent; the lowest share goes first
            int slowest = -1;
            double slowestShare = 1;
            boolean slowestTwo = false;
            for (int i = 0; i < results.size(); i++) {
                double one = usedOne < retries
                        ? typicalReference(results.get(i)) / (STEADY_PERCENT / 100.0 * best) : Double.NaN;
                double two = usedTwo < retries
                        ? typicalTwoReference(results.get(i)) / (TWO_STEADY_PERCENT / 100.0 * bestTwo) : Double.NaN;
                if (one < slowestShare && !(two < one)) {
                    slowest = i;
                    slowestShare = one;
                    slowestTwo = false;
                } else if (two < slowestShare) {
                    slowest = i;
                    slowestShare = two;
                    slowestTwo = true;
                }
            }
            if (slowest < 0) {
                break;
            }
            String during = count > 1 ? "fork " + (slowest + 1) : "the whole run";
            if (slowestTwo) {
                usedTwo++;
                out.println("  the second processor was busy during " + during + ": the speed-up pairs' reference loop"
                        + " ran at " + fixed(typicalTwoReference(results.get(slowest)), 0)
                        + " M steps/s on 2 threads (median of its pairs), against " + fixed(bestTwo, 0) + " "
                        + (bestTwo == knownBestTwo ? "seen on this machine" : "in a fork")
                        + again(count, pauseMillis, usedTwo, retries, " for the pairs"));
            } else {
                usedOne++;
                out.println("  the machine ran slow during " + during + ": its reference loop ran at "
                        + fixed(typicalReference(results.get(slowest)), 0)
                        + " M steps/s (median of its trials), against " + fixed(best, 0) + " "
                        + (best == knownBest ? "seen on this machine" : "in a fork")
                        + again(count, pauseMillis, usedOne, retries, ""));
            }
            out.flush();
            pause(pauseMillis);
            results.set(slowest, fork.apply(slowest + 1));
        }
        return results;
    }

    /** The end of a retry's line: when, and which retry of which budget. */
    private static String again(int count, long pauseMillis, int retry, int retries, String budget) {
        return "; measuring " + (count > 1 ? "that fork " : "") + "again in " + Math.round(pauseMillis / 1000.0)
                + " s (retry " + retry + " of at most " + retries + budget + ")";
    }

    /** The larger of two speeds, either of which may be NaN (unknown). */
    private static double max(double a, double b) {
        return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.max(a, b);
    }

    /**
     * The fastest the single-thread reference loop ran around any trial of {@code r} (million steps per CPU
     * second), or NaN for a result without reference speeds (an older fork's JSON).
     */
    public static double bestReference(Bench.Result r) {
        return machine(r, Bench.ACTIONS, true);
    }

    /**
     * The median speed of the single-thread reference loop around the trials of {@code r}, or NaN for a result
     * without reference speeds.
     */
    public static double typicalReference(Bench.Result r) {
        return machine(r, Bench.ACTIONS, false);
    }

    /**
     * The fastest the speed-up pairs' reference ran around any pair of {@code r} (million steps per second on two
     * threads), or NaN for a result without a speed-up.
     */
    public static double bestTwoReference(Bench.Result r) {
        return machine(r, Bench.SPEEDUP, true);
    }

    /** The median of the speed-up pairs' reference around the pairs of {@code r}, or NaN without a speed-up. */
    public static double typicalTwoReference(Bench.Result r) {
        return machine(r, Bench.SPEEDUP, false);
    }

    /** The best or the median reference speed around the trials of {@code r}'s figure {@code name}, or NaN. */
    private static double machine(Bench.Result r, String name, boolean best) {
        Bench.Figure f = r.figure(name);
        return f == null ? Double.NaN : best ? f.bestMachine() : f.medianMachine();
    }

    /** {@code x} with {@code digits} decimals, as the launcher prints figures. */
    private static String fixed(double x, int digits) {
        return String.format(Locale.ROOT, "%." + digits + "f", x);
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Forks.BenchForkException("interrupted while waiting to measure again");
        }
    }
}
