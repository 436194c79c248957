package io.agon.web;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Where the server runs code it does not own: every call into a game (its rules, views, labels, its agents' and
 * bots' thinking, a plug-in's code) runs on a thread of this pool under a time limit, and the caller waits for
 * it at most that long. A call that loops past its limit or throws becomes a {@link Fault} with a one-line reason
 * made safe for a terminal and a page; the table it belongs to is then closed, and no other table, request or
 * shutdown waits for it. A second pool runs the bots' turns: each turn gets a thread of its own at once, so no
 * think waits for another table's to end (the operating system shares the cores among them), and on Linux those
 * threads run at a lower priority (nice 10, which the threads a search starts inherit), so that people's requests
 * are answered first however many bots think.
 */
final class GameCalls implements AutoCloseable {

    /** A call into game code that ran past its time limit or failed; its message is the safe one-line reason. */
    static final class Fault extends RuntimeException {
        Fault(String reason, Throwable cause) {
            super(reason, cause, false, false);
        }
    }

    private final ExecutorService pool = Executors.newCachedThreadPool(runnable -> {
        Thread t = new Thread(runnable, "agon-game");
        t.setDaemon(true);
        return t;
    });
    private final ExecutorService bots = Executors.newCachedThreadPool(runnable -> {
        Thread t = new Thread(() -> {
            BOT.set(true);
            lowerPriority();
            runnable.run();
        }, "agon-bot");
        t.setDaemon(true);
        return t;
    });

    /**
     * Runs {@code body} on a thread of the pool and waits for it at most {@code limit}.
     *
     * @param what  what the call does, for the reason ("the game's code", "the bot of P2")
     * @param limit the longest wait
     * @throws Fault when the call takes longer (its thread is then stopped) or throws anything but a
     *     {@link WebException} or {@link io.agon.core.AgonException}, which pass through as they are
     */
    <T> T call(String what, Duration limit, Callable<T> body) {
        // a bot's turn calls on its own pool: a thread it started would inherit its lower priority
        return call(BOT.get() ? bots : pool, what, limit, body);
    }

    /** Whether the current thread is one of the bots' (their lower priority passes to the threads they start). */
    private static final ThreadLocal<Boolean> BOT = ThreadLocal.withInitial(() -> false);

    /** {@link #call} for a bot's think: on a thread of the bots' pool, at their lower priority. */
    <T> T think(String what, Duration limit, Callable<T> body) {
        return call(bots, what, limit, body);
    }

    private static <T> T call(ExecutorService pool, String what, Duration limit, Callable<T> body) {
        AtomicReference<Thread> runner = new AtomicReference<>();
        Future<T> future;
        try {
            future = pool.submit(() -> {
                runner.set(Thread.currentThread());
                try {
                    return body.call();
                } finally {
                    synchronized (runner) { // never stopped once it has left the body
                        runner.set(null);
                    }
                    Thread.interrupted(); // the pool's thread goes back clean
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            throw new WebException(503, "the server is stopping");
        }
        try {
            return future.get(limit.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            synchronized (runner) {
                stop(runner.get());
            }
            future.cancel(false);
            throw new Fault(what + " did not finish within " + seconds(limit), null);
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            throw new WebException(503, "the server is stopping");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof WebException w) {
                throw w;
            }
            if (cause instanceof io.agon.core.AgonException a) {
                throw a;
            }
            if (cause instanceof Table.Closed c) {
                throw c;
            }
            throw new Fault(what + " failed: " + describe(cause), cause);
        }
    }

    /** Runs {@code task} on a thread of the bots' pool (a bot's turn) without waiting. */
    void execute(Runnable task) {
        try {
            bots.execute(task);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // stopping: the game resumes from its record
        }
    }

    /** {@code t}'s class and message, as one safe line. */
    static String describe(Throwable t) {
        String message = t.getMessage();
        String line = Messages.safe(t.getClass().getSimpleName() + (message == null || message.isBlank() ? ""
                : ": " + message.strip()));
        return line.length() > 300 ? line.substring(0, 297) + "..." : line;
    }

    private static String seconds(Duration limit) {
        long ms = limit.toMillis();
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms + " ms";
    }

    /**
     * Stops a thread caught in a loop: interrupted first; a loop that never looks is stopped outright (Java 17
     * still can), so that it gives its core back. Its table is closed and never read again.
     */
    @SuppressWarnings({"deprecation", "removal"})
    private static void stop(Thread thread) {
        if (thread == null) {
            return;
        }
        thread.interrupt();
        try {
            thread.stop();
        } catch (UnsupportedOperationException | SecurityException e) {
            // a newer Java: the thread runs on, a daemon, and its table stays closed
        }
    }

    /**
     * On Linux, sets the calling thread's nice value to 10 ({@code renice} on its thread id, read from
     * {@code /proc/thread-self}); elsewhere, or when that fails, nothing changes.
     */
    private static void lowerPriority() {
        try {
            String self = java.nio.file.Files.readSymbolicLink(java.nio.file.Path.of("/proc/thread-self")).toString();
            String tid = self.substring(self.lastIndexOf('/') + 1);
            if (tid.matches("\\d+")) {
                new ProcessBuilder("renice", "-n", "10", "-p", tid).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (java.io.IOException | RuntimeException e) {
            // not Linux, or no renice: the bots share the cores with people's requests equally
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops the pools: running calls are interrupted, nobody waits for them. */
    @Override
    public void close() {
        pool.shutdownNow();
        bots.shutdownNow();
    }
}
