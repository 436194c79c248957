package io.agon.spark;

import io.agon.cli.BatchPlan;
import io.agon.cli.Main;
import io.agon.core.sim.GameResult;
import io.agon.core.sim.Tally;
import io.agon.core.sim.Tournament;
import io.agon.core.spi.GameCatalog;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.hadoop.io.compress.GzipCodec;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Plays a {@link BatchPlan} as one Spark job. The schedule's game indexes {@code 0 .. N-1} are cut into
 * {@code P} contiguous slices, one per partition; a task plays its slice with
 * {@link Tournament#play(int)} (the launcher's own code, so game {@code i} gets the launcher's seed, seats and
 * agents wherever it runs), counts every game into a {@link TallyAccumulator} and, when an output folder is
 * given, writes every game as one line of JSON through Spark's own output committer. Nothing per game is
 * collected on the driver: it gets the merged tally alone.
 */
public final class SparkBatch {

    /** Called on the executors before each game (tests inject faults with it); must be serializable. */
    @FunctionalInterface
    public interface GameHook extends Serializable {
        /** A hook that does nothing. */
        GameHook NONE = index -> { };

        /** @param index the game about to be played */
        void beforeGame(int index);
    }

    /**
     * What a run gave.
     *
     * @param tally      every game counted once
     * @param partitions the partitions (slices) the games were cut into
     * @param seconds    wall time of the job
     */
    public record Outcome(Tally tally, int partitions, double seconds) {
    }

    /** Most games a default partition holds (a few tens of seconds of random games). */
    static final int MAX_GAMES_PER_PARTITION = 20_000;

    private SparkBatch() {
    }

    /**
     * The default partition count: 16 per core Spark offers (so that unequal games still balance at the end),
     * at least one per {@value #MAX_GAMES_PER_PARTITION} games, at most one per game.
     */
    public static int defaultPartitions(int games, int parallelism) {
        long byCores = 16L * Math.max(1, parallelism);
        long bySize = (games + (long) MAX_GAMES_PER_PARTITION - 1) / MAX_GAMES_PER_PARTITION;
        return (int) Math.max(1, Math.min(games, Math.max(byCores, bySize)));
    }

    /** The first game index of slice {@code p} when {@code total} games are cut into {@code partitions}. */
    public static int sliceStart(int total, int partitions, int p) {
        return (int) ((long) total * p / partitions);
    }

    /**
     * Runs the job and waits for it.
     *
     * @param gamesDir   where to write the games as JSON lines (a Hadoop path that must not exist), or null
     * @param gzip       compress those files
     * @param progress   told of every finished or failed partition (may be null)
     * @throws org.apache.spark.SparkException (unchecked in Java) when the job fails
     */
    public static Outcome run(JavaSparkContext sc, BatchPlan plan, int partitions, String gamesDir, boolean gzip,
                              GameHook hook, PartitionProgress progress) {
        return run(sc, plan, partitions, gamesDir, gzip, hook, progress,
                new TallyAccumulator(plan.labels().size(), plan.seats()));
    }

    /**
     * Runs the job and waits for it, counting the games into {@code tally} (a new accumulator for the plan's
     * entrants and seats), which the caller may read while the job runs ({@link TallyAccumulator#snapshot()}).
     *
     * @throws org.apache.spark.SparkException (unchecked in Java) when the job fails
     */
    public static Outcome run(JavaSparkContext sc, BatchPlan plan, int partitions, String gamesDir, boolean gzip,
                              GameHook hook, PartitionProgress progress, TallyAccumulator tally) {
        int total = plan.plannedGames();
        if (partitions < 1 || partitions > total) {
            throw new IllegalArgumentException("partitions must be between 1 and " + total + ", not " + partitions);
        }
        sc.sc().register(tally, "agon games");
        List<Integer> slices = new ArrayList<>();
        for (int p = 0; p < partitions; p++) {
            slices.add(p);
        }
        JavaRDD<GameResult> games = sc.parallelize(slices, partitions)
                .flatMap(p -> new Slice(plan, sliceStart(total, partitions, p), sliceStart(total, partitions, p + 1),
                        tally, hook));
        if (progress != null) {
            sc.sc().addSparkListener(progress);
            progress.started();
        }
        long start = System.nanoTime();
        try {
            if (gamesDir == null) {
                games.foreachPartition(it -> it.forEachRemaining(g -> { }));
            } else {
                JavaRDD<String> lines = games.map(plan::gameLine);
                if (gzip) {
                    lines.saveAsTextFile(gamesDir, GzipCodec.class);
                } else {
                    lines.saveAsTextFile(gamesDir);
                }
            }
        } finally {
            if (progress != null) {
                progress.awaitJobEnd();
                sc.sc().removeSparkListener(progress);
            }
        }
        return new Outcome(tally.value(), partitions, (System.nanoTime() - start) / 1e9);
    }

    /** The games of one slice, played lazily one at a time as Spark asks for them. */
    private static final class Slice implements Iterator<GameResult> {

        private final Tournament tournament;
        private final TallyAccumulator tally;
        private final GameHook hook;
        private final int end;
        private int next;

        Slice(BatchPlan plan, int from, int to, TallyAccumulator tally, GameHook hook) {
            this.tournament = plan.tournament(Games.catalog());
            this.tally = tally;
            this.hook = hook;
            this.next = from;
            this.end = to;
        }

        @Override
        public boolean hasNext() {
            return next < end;
        }

        @Override
        public GameResult next() {
            if (next >= end) {
                throw new NoSuchElementException();
            }
            hook.beforeGame(next);
            GameResult r = tournament.play(next++);
            tally.add(r);
            return r;
        }
    }

    /** The games on an executor's class path, loaded once per JVM (also for {@link SparkAnalyze}). */
    static final class Games {
        private static GameCatalog catalog;

        static synchronized GameCatalog catalog() {
            if (catalog == null) {
                catalog = Main.loadCatalog();
            }
            return catalog;
        }
    }
}
