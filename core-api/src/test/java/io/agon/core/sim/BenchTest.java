package io.agon.core.sim;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.agent.RandomAgent;
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
    void skipsWhatIsNotAsked() {
        Bench.Result r = Bench.of(new TinyGame()).seconds(0.02).speedup(false).run();
        assertThat(r.mctsAgent()).isNull();
        assertThat(r.mctsIterationsPerSecond()).isNaN();
        assertThat(r.simulateSpeedup()).isNaN();
    }
}
