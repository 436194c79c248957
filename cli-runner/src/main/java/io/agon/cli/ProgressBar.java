package io.agon.cli;

import io.agon.core.sim.Tournament;
import java.io.PrintWriter;
import me.tongfei.progressbar.DelegatingProgressBarConsumer;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * The progress bar of {@code simulate} and {@code tournament} on stderr, drawn by the {@code me.tongfei:progressbar}
 * library twice a second with the time spent and the time remaining:
 * {@code simulate  42% [=====>      ] 420/1000 (0:00:03 / 0:00:04) 120.0 games/s}. Thread-safe: worker threads
 * report to it. {@link #close()} draws the final state and ends the line.
 */
final class ProgressBar implements Tournament.Progress, AutoCloseable {

    private final PrintWriter err;
    private final String label;
    private me.tongfei.progressbar.ProgressBar bar;
    private long shown;

    ProgressBar(PrintWriter err, String label) {
        this.err = err;
        this.label = label;
    }

    @Override
    public synchronized void update(int done, int total) {
        if (bar == null) {
            bar = new ProgressBarBuilder().setTaskName(label).setInitialMax(total)
                    .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(500).setUnit(" games", 1)
                    .showSpeed(new java.text.DecimalFormat("0.0"))
                    .setConsumer(new DelegatingProgressBarConsumer(this::draw, width()))
                    .build();
        }
        if (done > shown) { // threads may report out of order: never go back
            bar.stepTo(done);
            shown = done;
        }
    }

    private void draw(String line) {
        synchronized (err) {
            err.print("\r" + line);
            err.flush();
        }
    }

    /** The terminal width from {@code COLUMNS}, else 100 (the bar never needs more). */
    private static int width() {
        try {
            String c = System.getenv("COLUMNS");
            return c == null ? 100 : Math.max(40, Math.min(200, Integer.parseInt(c.strip())));
        } catch (NumberFormatException e) {
            return 100;
        }
    }

    @Override
    public synchronized void close() {
        if (bar != null) {
            bar.close();
            bar = null;
            err.println();
            err.flush();
        }
    }
}
