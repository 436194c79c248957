package io.agon.core.sim;

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
        assertThat(r.legalActionsNanos()).isPositive().isFinite();
        assertThat(r.meanLegalActions()).isBetween(1.0, 2.0);
        assertThat(r.mctsAgent()).isEqualTo("random");
        assertThat(r.mctsIterationsPerSecond()).isPositive().isFinite();
        assertThat(r.mctsRolloutLength()).isBetween(3.0, 9.0);
        assertThat(r.simulateSpeedup()).isPositive().isFinite();
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
    }

    @Test
    void skipsWhatIsNotAsked() {
        Bench.Result r = Bench.of(new TinyGame()).seconds(0.02).speedup(false).run();
        assertThat(r.mctsAgent()).isNull();
        assertThat(r.mctsIterationsPerSecond()).isNaN();
        assertThat(r.simulateSpeedup()).isNaN();
    }
}
