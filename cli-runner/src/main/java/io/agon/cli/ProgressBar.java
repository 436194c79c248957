package io.agon.cli;

import io.agon.core.sim.Tournament;
import java.io.PrintWriter;

/**
 * A one-line text progress bar on stderr, redrawn with a carriage return at most ten times a second:
 * {@code simulate  42% [########------------]   420/1000  3.1s}. Thread-safe: worker threads report to it.
 */
final class ProgressBar implements Tournament.Progress {

    private static final int WIDTH = 30;

    private final PrintWriter err;
    private final String label;
    private final long start = System.nanoTime();
    private long lastDraw;
    private boolean drawn;
    private int shown;

    ProgressBar(PrintWriter err, String label) {
        this.err = err;
        this.label = label;
    }

    @Override
    public synchronized void update(int done, int total) {
        long now = System.nanoTime();
        if (done <= shown || (done < total && drawn && now - lastDraw < 100_000_000L)) {
            return; // threads may report out of order: never go back, and never redraw the finished bar
        }
        shown = done;
        lastDraw = now;
        drawn = true;
        err.print("\r" + line(done, total, (now - start) / 1e9));
        if (done >= total) {
            err.println();
        }
        err.flush();
    }

    /** The text of the bar. */
    String line(int done, int total, double seconds) {
        int filled = total == 0 ? WIDTH : (int) ((long) WIDTH * done / total);
        int percent = total == 0 ? 100 : (int) (100L * done / total);
        String width = String.valueOf(total);
        return String.format(java.util.Locale.ROOT, "%s %3d%% [%s%s] %" + width.length() + "d/%s  %.1fs", label,
                percent, "#".repeat(filled), "-".repeat(WIDTH - filled), done, width, seconds);
    }
}
