package io.agon.bench;

import io.agon.core.sim.TinyGame;
import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.agent.Evaluator;
import io.agon.core.agent.IsMcts;
import io.agon.core.agent.RandomAgent;
import io.agon.core.agent.SearchSettings;
import org.junit.jupiter.api.Test;

class BenchTest {

    @Test
    void measuresEveryFigure() {
        Bench.Result r = Bench.of(new TinyGame()).players(3).seconds(0.05).mcts(RandomAgent::new, 1).run();
        assertThat(r.game()).isEqualTo("tiny");
        assertThat(r.players()).isEqualTo(3);
        assertThat(r.playoutsPerSecond()).isPositive().isFinite();
        assertThat(r.actionsPerSecond()).isGreaterThan(r.playoutsPerSecond());
        assertThat(r.meanActionsPerGame()).isBetween(3.0, 9.0);
        assertThat(r.copyNanos()).isPositive().isFinite();
        assertThat(r.copyP50Nanos()).isPositive().isLessThanOrEqualTo(r.copyP99Nanos());
        assertThat(r.copyFromNanos()).isPositive().isFinite();
        assertThat(r.legalActionsNanos()).isPositive().isFinite();
        assertThat(r.meanLegalActions()).isBetween(1.0, 2.0);
        assertThat(r.mctsAgent()).isEqualTo("random");
        assertThat(r.mctsIterationsPerSecond()).isPositive().isFinite();
        assertThat(r.mctsRolloutLength()).isBetween(3.0, 9.0);
        assertThat(r.simulateSpeedup()).isPositive().isFinite();
        // the speed-up is the median of many short 1-thread / 2-thread pairs, each with the pairs' reference around it
        Bench.Figure up = r.figure(Bench.SPEEDUP);
        assertThat(up.trials()).hasSize(Bench.SPEEDUP_PAIRS_PER_TRIAL * Math.min(r.trials(), 3));
        assertThat(up.machine()).hasSameSizeAs(up.trials()).allSatisfy(m -> assertThat(m).isPositive().isFinite());
        assertThat(r.bytesPerCopy()).isPositive();
        assertThat(r.bytesPerMctsIteration()).isPositive();
        assertThat(r.jvm().collector()).isNotBlank();
        assertThat(r.jvm().maxHeapBytes()).isPositive();
    }

    @Test
    void everyFigureIsTheMedianOfItsTrials() {
        Bench.Result r = Bench.of(new TinyGame()).players(2).seconds(0.05).trials(3).speedup(false)
                .mcts(RandomAgent::new, 1).run();
        assertThat(r.trials()).isEqualTo(3);
        assertThat(r.figures()).extracting(Bench.Figure::name).contains(Bench.PLAYOUTS, Bench.ACTIONS, Bench.COPY,
                Bench.COPY_P50, Bench.COPY_P99, Bench.COPY_FROM, Bench.LEGAL, Bench.MCTS).doesNotContain(Bench.SPEEDUP);
        for (Bench.Figure f : r.figures()) {
            assertThat(f.trials()).as(f.name()).hasSize(3);
            assertThat(f.min()).as(f.name()).isLessThanOrEqualTo(f.median());
            assertThat(f.median()).as(f.name()).isLessThanOrEqualTo(f.max());
        }
        assertThat(r.actionsPerSecond()).isEqualTo(r.figure(Bench.ACTIONS).median());
        assertThat(r.copyP99Nanos()).isEqualTo(r.figure(Bench.COPY_P99).median());
    }

    @Test
    void aFigureIsTheMedianTrialWithItsRange() {
        Bench.Figure f = Bench.Figure.of("x", 12, 10, 11, 30, 9);
        assertThat(f.median()).isEqualTo(11);
        assertThat(f.min()).isEqualTo(9);
        assertThat(f.max()).isEqualTo(30);
        assertThat(f.trials()).containsExactly(12.0, 10.0, 11.0, 30.0, 9.0);
        assertThat(f.spread()).isEqualTo(19.0 / 11);
        assertThat(Bench.Figure.of("y", 4, 2).median()).isEqualTo(3);
    }

    @Test
    void trialsTakenWhileTheMachineRanSlowDoNotCount() {
        // the fourth trial ran with the reference loop at 400 against a best of 505: below 94%, left out
        Bench.Figure f = Bench.Figure.of("x", new double[] {100, 101, 99, 70, 102},
                new double[] {500, 505, 498, 400, 503});
        assertThat(f.counted()).isEqualTo(4);
        assertThat(f.median()).isEqualTo(100.5);
        assertThat(f.min()).isEqualTo(99);
        assertThat(f.max()).isEqualTo(102);
        assertThat(f.trials()).containsExactly(100.0, 101.0, 99.0, 70.0, 102.0);
        // most trials slow: the half taken at the highest machine speeds counts (500 and 320)
        Bench.Figure g = Bench.Figure.of("y", new double[] {10, 20, 30, 40}, new double[] {500, 300, 320, 310});
        assertThat(g.counted()).isEqualTo(2);
        assertThat(g.min()).isEqualTo(10);
        assertThat(g.max()).isEqualTo(30);
        // without machine speeds every trial counts
        assertThat(Bench.Figure.of("z", 1, 2, 3).counted()).isEqualTo(3);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Bench.Figure.of("w", new double[] {1, 2},
                new double[] {1})).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void everyTrialComesWithTheMachineSpeedAroundIt() {
        Bench.Result r = Bench.of(new TinyGame()).players(2).seconds(0.03).trials(3).speedup(false)
                .mcts(RandomAgent::new, 1).run();
        for (String name : java.util.List.of(Bench.PLAYOUTS, Bench.ACTIONS, Bench.COPY_P50, Bench.LEGAL, Bench.MCTS)) {
            Bench.Figure f = r.figure(name);
            assertThat(f.machine()).as(name).hasSize(3).allSatisfy(m -> assertThat(m).isPositive().isFinite());
            assertThat(f.counted()).as(name).isBetween(2, 3);
        }
    }

    @Test
    void poolingForksTakesTheMedianOfAllTheirTrials() {
        Bench.Result a = Bench.of(new TinyGame()).players(2).seconds(0.03).trials(3).speedup(false)
                .mcts(RandomAgent::new, 1).run();
        Bench.Result b = Bench.of(new TinyGame()).players(2).seconds(0.03).trials(3).speedup(false)
                .mcts(RandomAgent::new, 1).run();
        Bench.Result p = Bench.Result.pool(java.util.List.of(a, b));
        assertThat(p.forks()).isEqualTo(2);
        assertThat(p.trials()).isEqualTo(6);
        for (Bench.Figure f : p.figures()) {
            java.util.List<Double> both = new java.util.ArrayList<>(a.figure(f.name()).trials());
            both.addAll(b.figure(f.name()).trials());
            assertThat(f.trials()).as(f.name()).containsExactlyElementsOf(both);
            java.util.List<Double> machine = new java.util.ArrayList<>(a.figure(f.name()).machine());
            machine.addAll(b.figure(f.name()).machine());
            assertThat(f.machine()).as(f.name()).containsExactlyElementsOf(machine).hasSize(6);
            // the trials that count: the machine at 94% of its best speed or more around them, at least 3 of 6
            double best = machine.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
            java.util.List<Double> counted = new java.util.ArrayList<>();
            for (int i = 0; i < 6; i++) {
                if (machine.get(i) >= 0.94 * best) {
                    counted.add(both.get(i));
                }
            }
            if (counted.size() >= 3) {
                double[] v = counted.stream().mapToDouble(Double::doubleValue).sorted().toArray();
                int n = v.length;
                assertThat(f.median()).as(f.name()).isEqualTo(n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2);
                assertThat(f.min()).isEqualTo(v[0]);
                assertThat(f.max()).isEqualTo(v[n - 1]);
                assertThat(f.counted()).isEqualTo(n);
            }
        }
        assertThat(p.actionsPerSecond()).isEqualTo(p.figure(Bench.ACTIONS).median());
        assertThat(p.mctsIterationsPerSecond()).isEqualTo(p.figure(Bench.MCTS).median());
        assertThat(p.meanActionsPerGame()).isEqualTo((a.meanActionsPerGame() + b.meanActionsPerGame()) / 2);
        assertThat(p.pageFaults()).isEqualTo(a.pageFaults() < 0 || b.pageFaults() < 0 ? -1
                : a.pageFaults() + b.pageFaults());
        assertThat(Bench.Result.pool(java.util.List.of(a))).isEqualTo(a);
        Bench.Result other = Bench.of(new TinyGame()).players(3).seconds(0.02).speedup(false).run();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Bench.Result.pool(java.util.List.of(a, other)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3 players");
    }

    @Test
    void reportsTheSearchAgentsOwnRolloutLength() {
        Evaluator even = new Evaluator() {
            @Override
            public <S extends GameState<S>> void values(Game<S> game, S state, double[] out) {
                java.util.Arrays.fill(out, 0.5);
            }
        };
        SearchSettings full = SearchSettings.iterations(20);
        SearchSettings cut = full.withEvaluator(even, "even", 1);
        Bench.Result r = Bench.of(new TinyGame()).players(3).seconds(0.05).speedup(false)
                .mcts(seed -> new IsMcts(full, seed), 20).run();
        Bench.Result c = Bench.of(new TinyGame()).players(3).seconds(0.05).speedup(false)
                .mcts(seed -> new IsMcts(cut, seed), 20).run();
        assertThat(r.mctsRolloutLength()).isGreaterThan(1.0);
        assertThat(c.mctsRolloutLength()).isGreaterThan(0).isLessThanOrEqualTo(1.0);
        assertThat(r.mctsThreadSpeedup()).isNaN();
    }

    @Test
    void timesTheSearchOnTwoThreadsAgainstOne() {
        SearchSettings one = SearchSettings.iterations(20);
        Bench.Result r = Bench.of(new TinyGame()).players(3).seconds(0.05).trials(3).speedup(false)
                .mcts(seed -> new IsMcts(one, seed), 20)
                .mctsTwoThreads(seed -> new IsMcts(one.withThreads(2), seed)).run();
        assertThat(r.mctsWallPerSecond1()).isPositive().isFinite();
        assertThat(r.mctsWallPerSecond2()).isPositive().isFinite();
        assertThat(r.mctsThreadSpeedup()).isEqualTo(r.figure(Bench.MCTS_SPEEDUP).median());
        assertThat(r.figure(Bench.MCTS_WALL_2).trials()).hasSize(3);
        // each 1-thread / 2-thread pair comes with the 2-thread reference loop around it, shared by the three figures
        java.util.List<Double> both = r.figure(Bench.MCTS_SPEEDUP).machine();
        assertThat(both).hasSize(3).allSatisfy(m -> assertThat(m).isPositive().isFinite());
        assertThat(r.figure(Bench.MCTS_WALL_1).machine()).isEqualTo(both);
        assertThat(r.figure(Bench.MCTS_WALL_2).machine()).isEqualTo(both);
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().startsWith("agon-search-")
                || t.getName().startsWith("agon-bench-reference-"));
    }

    @Test
    void skipsWhatIsNotAsked() {
        Bench.Result r = Bench.of(new TinyGame()).seconds(0.02).speedup(false).run();
        assertThat(r.mctsAgent()).isNull();
        assertThat(r.mctsIterationsPerSecond()).isNaN();
        assertThat(r.bytesPerMctsIteration()).isNaN();
        assertThat(r.simulateSpeedup()).isNaN();
        assertThat(r.figure(Bench.MCTS)).isNull();
    }
}
