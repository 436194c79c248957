package io.agon.cli;

import io.agon.core.sim.Bench;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Measures again the forks (JVMs) of a bench run that ran on a slow machine for most of its time. Inside a fork
 * the bench re-takes single trials taken while its reference loop ran slow ({@link Bench}), but at least half of
 * a fork's trials always count, so a fork that was slow for most of its time cannot see that on its own. Here
 * every fork's typical reference speed (the median around its trials) is compared with the best that any fork
 * reached and, when known, with the best this machine has shown before ({@link MachineHistory}): a fork below
 * {@value #STEADY_PERCENT}% of that is run again after a pause, the slowest first, at most {@code retries} times in
 * all.
 */
final class MachineGate {

    /** A fork counts as slow below this share of the best reference speed known, in percent. */
    static final int STEADY_PERCENT = 94;

    private MachineGate() {
    }

    /**
     * Runs forks {@code 1..count} ({@code fork} runs one), then runs again the slow ones as described above.
     *
     * @param knownBest the best reference speed seen on this machine before (NaN when unknown)
     * @return the results, one per fork, in fork order (a re-run fork's latest result)
     */
    static List<Bench.Result> measure(int count, IntFunction<Bench.Result> fork, double knownBest, int retries,
                                      long pauseMillis, PrintWriter out) {
        List<Bench.Result> results = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            results.add(fork.apply(i));
        }
        for (int retry = 0; retry < retries; retry++) {
            double best = knownBest;
            for (Bench.Result r : results) {
                best = Double.isNaN(best) ? bestReference(r) : Math.max(best, bestReference(r));
            }
            int slowest = -1;
            for (int i = 0; i < results.size(); i++) {
                double typical = typicalReference(results.get(i));
                if (typical < STEADY_PERCENT / 100.0 * best
                        && (slowest < 0 || typical < typicalReference(results.get(slowest)))) {
                    slowest = i;
                }
            }
            if (slowest < 0) {
                break;
            }
            out.println("  the machine ran slow during " + (count > 1 ? "fork " + (slowest + 1) : "the whole run")
                    + ": its reference loop ran at " + Cli.fixed(typicalReference(results.get(slowest)), 0)
                    + " M steps/s (median of its trials), against " + Cli.fixed(best, 0) + " "
                    + (best == knownBest ? "seen on this machine" : "in a fork") + "; measuring "
                    + (count > 1 ? "that fork " : "") + "again in "
                    + Math.round(pauseMillis / 1000.0) + " s (retry " + (retry + 1) + " of at most " + retries + ")");
            out.flush();
            pause(pauseMillis);
            results.set(slowest, fork.apply(slowest + 1));
        }
        return results;
    }

    /**
     * The fastest the single-thread reference loop ran around any trial of {@code r} (million steps per CPU
     * second), or NaN for a result without reference speeds (an older fork's JSON).
     */
    static double bestReference(Bench.Result r) {
        Bench.Figure f = r.figure(Bench.ACTIONS);
        return f == null ? Double.NaN : f.bestMachine();
    }

    /**
     * The median speed of the single-thread reference loop around the trials of {@code r}, or NaN for a result
     * without reference speeds.
     */
    static double typicalReference(Bench.Result r) {
        Bench.Figure f = r.figure(Bench.ACTIONS);
        return f == null ? Double.NaN : f.medianMachine();
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
