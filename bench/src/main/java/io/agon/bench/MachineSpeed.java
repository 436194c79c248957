package io.agon.bench;

/**
 * A fixed reference workload that tells how fast the machine runs right now: a xorshift loop over a 32 KB table.
 * {@link Bench} runs it before and after every trial.
 *
 * <p>Why: on a shared (virtual) machine the processor itself can run slower for seconds or minutes at a time,
 * while some other tenant keeps its other half busy. This loop, alone on the project's 2-core machine, dropped by
 * 16-18% in such stretches (docs/benchmarks.md, "When the machine slows down"), and the game figures with it.
 * A trial taken while the reference ran slow is re-taken, and left out of its figure when it stays slow.
 *
 * <p>Three kinds: {@link #MachineSpeed()} runs the loop on the measuring thread, timed in its CPU time (for the
 * single-thread figures); {@link #onThreads} runs one loop per thread at once, timed in wall-clock time; and
 * {@link #forPairs}, for the figures that compare 2 threads with 1, runs it on two threads at once and then alone on
 * the measuring thread, both in wall-clock time. A pair needs both to run at full speed: its 2-thread trial depends
 * on whether the machine's other processor is free, and its 1-thread trial on which processor the measuring thread
 * is on. On the project's virtual machine one processor often runs at about three quarters of the other's speed for
 * minutes at a time; a 1-thread trial on it makes two threads look more than twice as fast as one
 * ({@code docs/benchmarks.md}, "Two processors of different speeds").
 */
final class MachineSpeed {

    /** A trial is steady when the reference ran at least this share of its best speed around it. */
    static final double STEADY = 0.94;

    private final long[] table = new long[4096];
    private long x = 0x9E3779B97F4A7C15L;
    /** The loop's result, kept in a field so that the JIT cannot drop the work. */
    private long sink;
    private double best;
    /** The loops run on further threads at the same time (empty for the single-thread kind). */
    private final MachineSpeed[] others;
    /** True for the kind made by {@link #forPairs}. */
    private boolean pairs;
    /** For {@link #forPairs}: the best two-thread and one-thread speeds seen. */
    private double bestTwo;
    private double bestOne;
    /** The last sample's parts (for {@link #forPairs}; NaN otherwise): the two-thread and the one-thread speed. */
    private double lastTwo = Double.NaN;
    private double lastOne = Double.NaN;

    /** The single-thread reference, timed in the measuring thread's CPU time. */
    MachineSpeed() {
        this(0);
    }

    private MachineSpeed(int others) {
        this.others = new MachineSpeed[others];
        for (int i = 0; i < others; i++) {
            this.others[i] = new MachineSpeed();
        }
    }

    /** A reference that runs the loop on {@code threads} threads at once (at least 2), timed in wall-clock time. */
    static MachineSpeed onThreads(int threads) {
        if (threads < 2) {
            throw new IllegalArgumentException("threads must be at least 2, not " + threads);
        }
        return new MachineSpeed(threads - 1);
    }

    /**
     * The reference for pairs of a 1-thread and a 2-thread trial: the loop on two threads at once, then alone on
     * the measuring thread, both in wall-clock time. A sample is the two-thread speed, lowered in proportion when
     * either part ran below its best so far: {@code bestTwo * min(two / bestTwo, one / bestOne)}. So it is steady
     * only when both are.
     */
    static MachineSpeed forPairs() {
        MachineSpeed m = new MachineSpeed(1);
        m.pairs = true;
        return m;
    }

    /** Samples the loop 10 times for {@code nanos} each (its code compiled, its best speed known); returns this. */
    MachineSpeed warmedUp(long nanos) {
        for (int i = 0; i < 10; i++) {
            sample(nanos);
        }
        return this;
    }

    /** How many of the threads did steps in the last wall-clock sample (for tests). */
    private int threadsThatRan;

    /** How many of the threads did steps in the last wall-clock sample (0 before the first). */
    int threadsThatRan() {
        return threadsThatRan;
    }

    /** How many threads the loop runs on. */
    int threads() {
        return others.length + 1;
    }

    /**
     * Runs the loop for about {@code nanos} (of this thread's CPU time, or of wall-clock time on several threads)
     * and returns its speed in million steps per second, summed over the threads (the best so far is kept for
     * {@link #steady}).
     */
    double sample(long nanos) {
        double speed;
        if (pairs) {
            lastTwo = sampleWall(nanos);
            long start = System.nanoTime();
            long steps = runFor(start, nanos);
            lastOne = steps / (Math.max(1, System.nanoTime() - start) / 1e3);
            bestTwo = Math.max(bestTwo, lastTwo);
            bestOne = Math.max(bestOne, lastOne);
            speed = bestTwo * Math.min(lastTwo / bestTwo, lastOne / bestOne);
        } else {
            speed = others.length == 0 ? sampleCpu(nanos) : sampleWall(nanos);
        }
        best = Math.max(best, speed);
        return speed;
    }

    private double sampleCpu(long nanos) {
        long start = Meter.cpuTime();
        long steps = 0;
        long spent;
        do {
            // 32 passes (about 0.3 ms) between clock reads: the CPU clock is a system call of 1.5-2.3 us on some
            // virtual machines, and read after every 10 us pass its varying cost was ~4% of the loop's speed
            for (int i = 0; i < 32; i++) {
                steps += run();
            }
            spent = Meter.cpuTime() - start;
        } while (spent < nanos);
        return steps / (Math.max(1, spent) / 1e3);
    }

    private double sampleWall(long nanos) {
        long[] steps = new long[others.length];
        Thread[] threads = new Thread[others.length];
        long start = System.nanoTime();
        for (int i = 0; i < others.length; i++) {
            int k = i;
            threads[i] = new Thread(() -> steps[k] = others[k].runFor(start, nanos), "agon-bench-reference-" + k);
            threads[i].setDaemon(true);
            threads[i].start();
        }
        long total = runFor(start, nanos);
        for (Thread t : threads) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while sampling the machine's speed", e);
            }
        }
        long spent = System.nanoTime() - start;
        int ran = total > 0 ? 1 : 0;
        for (long s : steps) {
            total += s;
            ran += s > 0 ? 1 : 0;
        }
        threadsThatRan = ran;
        return total / (Math.max(1, spent) / 1e3);
    }

    /** Runs the loop until {@code nanos} of wall-clock time have passed since {@code start}; returns the steps. */
    private long runFor(long start, long nanos) {
        long steps = 0;
        do {
            steps += run();
        } while (System.nanoTime() - start < nanos);
        return steps;
    }

    /** One pass of the loop: 4096 steps. */
    private long run() {
        for (int i = 0; i < 4096; i++) {
            x ^= x << 13;
            x ^= x >>> 7;
            x ^= x << 17;
            int j = (int) (x & 4095);
            table[j] += x;
            sink += table[(j * 7) & 4095];
        }
        return 4096;
    }

    /** The last sample's two-thread speed ({@link #forPairs} only; NaN otherwise). */
    double lastTwo() {
        return lastTwo;
    }

    /** The last sample's one-thread speed in wall-clock time ({@link #forPairs} only; NaN otherwise). */
    double lastOne() {
        return lastOne;
    }

    /** Whether a trial with the reference at {@code speed} around it counts as steady. */
    boolean steady(double speed) {
        return speed >= STEADY * best;
    }
}
