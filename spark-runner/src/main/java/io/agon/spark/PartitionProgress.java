package io.agon.spark;

import io.agon.cli.Main;
import io.agon.cli.PlainText;
import java.io.PrintWriter;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.spark.ExceptionFailure;
import org.apache.spark.Success$;
import org.apache.spark.TaskFailedReason;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobEnd;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/**
 * Prints one line per finished partition of the job ({@code partitions 3/16, games 1,875/10,000, 4.2 s}) and one
 * per failed task attempt (Spark retries it), on the driver. A partition finished twice (a speculative copy)
 * counts once.
 */
public final class PartitionProgress extends SparkListener {

    private final PrintWriter err;
    private final int total;
    private final int partitions;
    private long start = System.nanoTime();
    private final Set<Integer> done = new HashSet<>();
    private final CountDownLatch jobEnd = new CountDownLatch(1);
    private final java.util.function.LongSupplier counted;
    private boolean quiet;

    /**
     * @param err        where the lines go
     * @param total      games in the job
     * @param partitions partitions in the job
     * @param counted    the games counted so far (the statistics' own count, so that the last line and a report
     *                   after a stop say the same number: Spark no longer counts a task that ends after its job
     *                   was cancelled)
     */
    public PartitionProgress(PrintWriter err, int total, int partitions, java.util.function.LongSupplier counted) {
        this.err = err;
        this.total = total;
        this.partitions = partitions;
        this.counted = counted;
    }

    /**
     * The run is stopping with {@code games} counted: a last line says so, the same count as the report, and no
     * line follows it.
     */
    public synchronized void stoppedAt(long games) {
        if (!quiet) {
            quiet = true;
            err.println(String.format(Locale.ROOT, "partitions %d/%d, games %,d/%,d, stopped", done.size(),
                    partitions, games, total));
            err.flush();
        }
    }

    @Override
    public synchronized void onTaskEnd(SparkListenerTaskEnd end) {
        int p = end.taskInfo().partitionId();
        if (quiet) {
            return;
        }
        if (end.reason() == Success$.MODULE$) {
            if (p >= 0 && done.add(p)) {
                err.println(String.format(Locale.ROOT, "partitions %d/%d, games %,d/%,d, %.1f s", done.size(),
                        partitions, counted.getAsLong(), total, (System.nanoTime() - start) / 1e9));
                err.flush();
            }
        } else if (end.reason() instanceof TaskFailedReason failed) {
            err.println("partition " + (p + 1) + " attempt " + (end.taskInfo().attemptNumber() + 1) + " failed: "
                    + why(failed));
            err.flush();
        }
    }

    /** One line: the innermost exception of a failed task (not Spark's "Task failed while writing rows"). */
    static String why(TaskFailedReason failed) {
        if (failed instanceof ExceptionFailure ef && ef.exception().isDefined()) {
            Throwable t = ef.exception().get();
            while (t.getCause() != null && t.getCause() != t) {
                t = t.getCause();
            }
            return t instanceof io.agon.core.AgonException ? PlainText.safe(Main.firstLine(t.getMessage()))
                    : t.getClass().getSimpleName() + ": " + PlainText.safe(Main.firstLine(t.getMessage()));
        }
        return PlainText.safe(Main.firstLine(failed.toErrorString()));
    }

    /** Restarts the clock: the job starts now. */
    synchronized void started() {
        start = System.nanoTime();
    }

    @Override
    public void onJobEnd(SparkListenerJobEnd end) {
        jobEnd.countDown();
    }

    /** Waits (a few seconds at most) until Spark has told this listener that the job ended. */
    void awaitJobEnd() {
        try {
            jobEnd.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Partitions finished so far. */
    public synchronized int finished() {
        return done.size();
    }
}
