package io.agon.cli;

import java.io.PrintWriter;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Shows that a bot is thinking when its move takes longer than {@link #DELAY_MS} ms: "P3 (mcts) is thinking..."
 * with a dot a second, so a long search never looks like a hang. Nothing is printed for a quick move.
 */
final class Thinking implements AutoCloseable {

    /** How long a move may take before the note appears. */
    static final long DELAY_MS = 500;

    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "agon-thinking");
        t.setDaemon(true);
        return t;
    });

    private final PrintWriter out;
    private final ScheduledFuture<?> task;
    private boolean shown;
    private boolean closed;

    private Thinking(PrintWriter out, String who) {
        this.out = out;
        this.task = TIMER.scheduleAtFixedRate(() -> tick(who), DELAY_MS, 1000, TimeUnit.MILLISECONDS);
    }

    /** Starts the clock for {@code who}'s move, e.g. "P3 (mcts)". */
    static Thinking start(PrintWriter out, String who) {
        return new Thinking(out, who);
    }

    private synchronized void tick(String who) {
        if (closed) {
            return;
        }
        out.print(shown ? "." : who + " is thinking...");
        out.flush();
        shown = true;
    }

    /** The move is made: stops the note and ends its line. */
    @Override
    public synchronized void close() {
        closed = true;
        task.cancel(false);
        if (shown) {
            out.println();
        }
    }
}
