package io.agon.cli;

/**
 * Work to do when the launcher is stopped by a signal (Ctrl-C sends SIGINT, {@code kill} SIGTERM) in the middle of
 * a command: save the game so far, write the finished part of a simulation. A JVM shutdown hook, registered for the
 * length of the command and removed when it ends normally; the JVM then exits as it would (130 after Ctrl-C, 143
 * after SIGTERM). Runs at most once.
 */
public final class OnInterrupt implements AutoCloseable {

    private final Thread hook;
    private boolean closed;

    private OnInterrupt(java.io.PrintWriter err, Runnable work) {
        this.hook = new Thread(() -> {
            try {
                work.run();
            } catch (RuntimeException e) {
                err.println("agon: stopped, and could not save: "
                        + PlainText.safe(Main.firstLine(String.valueOf(e.getMessage()))));
            }
            err.flush();
        }, "agon-interrupt");
    }

    /** Runs {@code work} (reporting a failure on {@code err}) if the JVM is stopped before {@link #close()}. */
    public static OnInterrupt register(java.io.PrintWriter err, Runnable work) {
        OnInterrupt o = new OnInterrupt(err, work);
        try {
            Runtime.getRuntime().addShutdownHook(o.hook);
        } catch (IllegalStateException e) {
            // already shutting down: nothing to register
        }
        return o;
    }

    /** The command ended normally: the work is no longer needed. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // shutting down right now: the hook runs or has run
        }
    }
}
