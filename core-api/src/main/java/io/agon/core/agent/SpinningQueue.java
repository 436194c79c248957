package io.agon.core.agent;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The work queue of a parallel search's thread pool: a thread that waits for work first watches the queue for a
 * short while (spinning) and only then sleeps.
 *
 * <p>Why: a parallel search hands each decision's work to its pool thread. Waking a sleeping thread takes the
 * operating system tens of microseconds (50-75 us measured on the 2-processor virtual machines this project is
 * measured on), which is a large share of a decision of a few hundred microseconds. Decisions come in quick
 * succession in a game between bots, so a pool thread that keeps watching for a few times the length of the last
 * decision usually catches the next one at once. The watch is bounded ({@link #spinNanos}) and yields the processor
 * every few dozen checks, so another runnable thread is not kept from running.
 */
final class SpinningQueue extends LinkedBlockingQueue<Runnable> {

    private static final long serialVersionUID = 1L;

    /** The longest watch, whatever the decisions' length. */
    static final long MAX_SPIN_NANOS = 10_000_000;

    /** How long a thread watches for work before it sleeps (set by the search for each decision). */
    private volatile long spinNanos;

    /** Sets the watch: {@code nanos}, at most {@link #MAX_SPIN_NANOS}. */
    void spinFor(long nanos) {
        spinNanos = Math.max(0, Math.min(nanos, MAX_SPIN_NANOS));
    }

    @Override
    public Runnable poll(long timeout, TimeUnit unit) throws InterruptedException {
        long start = System.nanoTime();
        Runnable r = watch(start);
        if (r != null) {
            return r;
        }
        long left = unit.toNanos(timeout) - (System.nanoTime() - start);
        return left <= 0 ? poll() : super.poll(left, TimeUnit.NANOSECONDS);
    }

    @Override
    public Runnable take() throws InterruptedException {
        Runnable r = watch(System.nanoTime());
        return r != null ? r : super.take();
    }

    /** Watches the queue until {@link #spinNanos} after {@code start}: the work that came, or null. */
    private Runnable watch(long start) throws InterruptedException {
        long spin = spinNanos;
        int checks = 0;
        while (true) {
            Runnable r = poll();
            if (r != null || System.nanoTime() - start >= spin) {
                return r;
            }
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            pause(++checks);
        }
    }

    /**
     * One wait of a spinning thread, the {@code checks}-th in a row: a spin-wait hint, and every 64th time a yield,
     * so that a thread that spins long (the one it waits for was preempted) lets others run.
     */
    static void pause(int checks) {
        if (checks % 64 == 0) {
            Thread.yield();
        } else {
            Thread.onSpinWait();
        }
    }

    /**
     * Waits for {@code done} to become true by watching it, for at most {@code spin} nanoseconds: true if it did.
     * The search's own thread uses it for the pool thread's result, which usually comes within microseconds.
     */
    static boolean watchFor(java.util.function.BooleanSupplier done, long spin) {
        long start = System.nanoTime();
        int checks = 0;
        while (!done.getAsBoolean()) {
            if (System.nanoTime() - start >= spin) {
                return false;
            }
            pause(++checks);
        }
        return true;
    }
}
