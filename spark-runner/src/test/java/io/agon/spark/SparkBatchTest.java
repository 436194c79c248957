package io.agon.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.cli.BatchPlan;
import io.agon.cli.Main;
import io.agon.core.sim.GameResult;
import io.agon.core.sim.Standings;
import io.agon.core.sim.Tally;
import io.agon.core.sim.Tournament;
import io.agon.core.spi.GameCatalog;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark job against the launcher's in-process run, on real games with cheap agents, in one embedded Spark
 * ({@code local[2,4]}: two worker threads, and a failed task is tried up to 4 times).
 */
class SparkBatchTest {

    private static JavaSparkContext sc;
    private static GameCatalog catalog;

    /** Injected failures, counted in this JVM (local mode runs the tasks here). */
    private static final AtomicInteger FAULTS = new AtomicInteger();

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        catalog = Main.loadCatalog();
        sc = new JavaSparkContext(SparkCommand.conf(plan("simulate", "polis", 3, "random,random,random"),
                "local[2,4]"));
    }

    @AfterAll
    static void stop() {
        if (sc != null) {
            sc.close();
        }
    }

    private static BatchPlan plan(String command, String game, int games, String agents) {
        return command.equals("simulate")
                ? BatchPlan.simulate(catalog, game, games, 11, agents, null, Map::of)
                : BatchPlan.tournament(catalog, game, games, 11, agents, "round-robin", null, Map::of);
    }

    private static BatchPlan roundRobin(String game, int games, String agents, int seats) {
        return BatchPlan.tournament(catalog, game, games, 11, agents, "round-robin", seats, Map::of);
    }

    /** Every line of the per-game files, partition after partition. */
    private static List<String> lines(Path gamesDir) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> parts = Files.list(gamesDir)) {
            for (Path p : parts.filter(p -> p.getFileName().toString().startsWith("part-")).sorted().toList()) {
                out.addAll(Files.readAllLines(p));
            }
        }
        return out;
    }

    private static String summary(BatchPlan plan, Standings st, io.agon.core.sim.HeadToHead h) {
        StringWriter text = new StringWriter();
        try (PrintWriter w = new PrintWriter(text)) {
            plan.printSummary(w, st, h);
        }
        return text + plan.json(st, h, null) + plan.csv(st);
    }

    @Test
    void aTournamentIsGameForGameAndSummaryForSummaryTheLaunchers() throws IOException {
        BatchPlan plan = plan("tournament", "architekton", 200, "heuristic,random");
        Tournament.Result local = plan.tournament(catalog).threads(2).run(null);
        Path games = dir.resolve("games");
        SparkBatch.Outcome spark = SparkBatch.run(sc, plan, 9, games.toString(), false, SparkBatch.GameHook.NONE,
                null);

        assertThat(spark.tally().games()).isEqualTo(200);
        List<String> rows = lines(games);
        assertThat(rows).hasSize(200);
        for (int i = 0; i < 200; i++) { // every result: seed, deal, seating, scores, ranks, length
            assertThat(rows.get(i)).isEqualTo(plan.gameLine(local.games().get(i)));
        }
        Standings st = spark.tally().standings(plan.labels());
        assertThat(st).isEqualTo(local.standings()); // win rates, Wilson intervals, scores, ranks: bit for bit
        assertThat(spark.tally().headToHead(plan.labels())).isEqualTo(local.headToHead());
        assertThat(summary(plan, st, spark.tally().headToHead(plan.labels())))
                .isEqualTo(summary(plan, local.standings(), local.headToHead()));
        assertThat(st.entrants().get(0).winRate().estimate()).isGreaterThan(0.6); // the heuristic is really seated
    }

    @Test
    void partitioningNeverChangesAResult() throws IOException {
        BatchPlan plan = roundRobin("polis", 120, "random,random,random,random", 3); // 4 tables of 3 seats
        List<GameResult> local = plan.tournament(catalog).run(null).games();
        List<String> expected = local.stream().map(plan::gameLine).toList();
        Tally whole = new Tally(4, 3);
        local.forEach(whole::add);
        for (int partitions : new int[] {1, 5, 120}) {
            Path games = dir.resolve("games-" + partitions);
            SparkBatch.Outcome o = SparkBatch.run(sc, plan, partitions, games.toString(), false,
                    SparkBatch.GameHook.NONE, null);
            assertThat(lines(games)).as(partitions + " partitions").isEqualTo(expected);
            assertThat(o.tally().standings(plan.labels())).isEqualTo(whole.standings(plan.labels()));
            assertThat(o.tally().headToHead(plan.labels())).isEqualTo(whole.headToHead(plan.labels()));
        }
        SparkBatch.Outcome unwritten = SparkBatch.run(sc, plan, 3, null, false, SparkBatch.GameHook.NONE, null);
        assertThat(unwritten.tally().standings(plan.labels())).isEqualTo(whole.standings(plan.labels()));
    }

    @Test
    void aFailedTaskIsRetriedAndChangesNothing() throws IOException {
        BatchPlan plan = plan("simulate", "polis", 90, "random,heuristic,random");
        Path clean = dir.resolve("clean");
        SparkBatch.Outcome expected = SparkBatch.run(sc, plan, 6, clean.toString(), false, SparkBatch.GameHook.NONE,
                null);
        FAULTS.set(0);
        // the first attempt of partition 2 dies in its fourth game, after three games were tallied and written
        int victim = SparkBatch.sliceStart(90, 6, 2) + 3;
        SparkBatch.GameHook fault = index -> {
            TaskContext task = TaskContext.get();
            if (task.partitionId() == 2 && task.attemptNumber() == 0 && index == victim) {
                FAULTS.incrementAndGet();
                throw new IllegalStateException("injected fault in game " + (index + 1));
            }
        };
        StringWriter err = new StringWriter();
        TallyAccumulator counted = new TallyAccumulator(plan.labels().size(), plan.seats());
        PartitionProgress progress = new PartitionProgress(new PrintWriter(err, true), 90, 6, counted::games);
        Path faulty = dir.resolve("faulty");
        SparkBatch.Outcome retried = SparkBatch.run(sc, plan, 6, faulty.toString(), false, fault, progress, counted);

        assertThat(FAULTS.get()).isEqualTo(1);
        assertThat(err.toString())
                .contains("partition 3 attempt 1 failed: IllegalStateException: injected fault in game " + (victim + 1))
                .contains("partitions 6/6, games 90/90");
        assertThat(progress.finished()).isEqualTo(6);
        assertThat(lines(faulty)).hasSize(90).isEqualTo(lines(clean));
        assertThat(retried.tally().games()).isEqualTo(90);
        assertThat(retried.tally().standings(plan.labels())).isEqualTo(expected.tally().standings(plan.labels()));
        assertThat(retried.tally().headToHead(plan.labels())).isEqualTo(expected.tally().headToHead(plan.labels()));
    }

    @Test
    void defaultPartitionsBalanceTheCoresAndBoundTheirSize() {
        assertThat(SparkBatch.defaultPartitions(200, 2)).isEqualTo(32);
        assertThat(SparkBatch.defaultPartitions(10, 2)).isEqualTo(10);
        assertThat(SparkBatch.defaultPartitions(100_000_000, 8)).isEqualTo(5_000);
        assertThat(SparkBatch.sliceStart(10, 3, 0)).isZero();
        assertThat(SparkBatch.sliceStart(10, 3, 3)).isEqualTo(10);
        assertThat(SparkBatch.sliceStart(Integer.MAX_VALUE - 8, 7, 6)).isPositive();
    }
}
