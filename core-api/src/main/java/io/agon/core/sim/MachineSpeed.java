package io.agon.core.sim;

/**
 * A fixed reference workload that tells how fast the machine runs right now: a xorshift loop over a 32 KB table,
 * timed in the measuring thread's CPU time. {@link Bench} runs it before and after every trial.
 *
 * <p>Why: on a shared (virtual) machine the processor itself can run slower for seconds or minutes at a time,
 * while some other tenant keeps its other half busy. This loop, alone on the project's 2-core machine, dropped by
 * 16-18% in such stretches (docs/benchmarks.md, "When the machine slows down"), and the game figures with it.
 * A trial taken while the reference ran slow is re-taken, and left out of its figure when it stays slow.
 */
final class MachineSpeed {

    /** A trial is steady when the reference ran at least this share of its best speed around it. */
    static final double STEADY = 0.94;

    private final long[] table = new long[4096];
    private long x = 0x9E3779B97F4A7C15L;
    /** The loop's result, kept in a field so that the JIT cannot drop the work. */
    private long sink;
    private double best;

    /**
     * Runs the loop for about {@code nanos} of this thread's CPU time and returns its speed in million steps per
     * CPU second (the best so far is kept for {@link #steady}).
     */
    double sample(long nanos) {
        long start = Meter.cpuTime();
        long steps = 0;
        long spent;
        do {
            for (int i = 0; i < 4096; i++) {
                x ^= x << 13;
                x ^= x >>> 7;
                x ^= x << 17;
                int j = (int) (x & 4095);
                table[j] += x;
                sink += table[(j * 7) & 4095];
            }
            steps += 4096;
            spent = Meter.cpuTime() - start;
        } while (spent < nanos);
        double speed = steps / (Math.max(1, spent) / 1e3);
        best = Math.max(best, speed);
        return speed;
    }

    /** Whether a trial with the reference at {@code speed} around it counts as steady. */
    boolean steady(double speed) {
        return speed >= STEADY * best;
    }
}
