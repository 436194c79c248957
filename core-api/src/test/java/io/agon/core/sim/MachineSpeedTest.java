package io.agon.core.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The reference loops that tell whether the machine ran steadily around a trial. */
class MachineSpeedTest {

    @Test
    void aSampleIsSteadyOnlyNearTheBestSpeedSeen() {
        MachineSpeed m = new MachineSpeed();
        double speed = m.sample(5_000_000L);
        assertThat(speed).isPositive().isFinite();
        assertThat(m.threads()).isEqualTo(1);
        assertThat(m.steady(speed)).isTrue();
        assertThat(m.steady(0.93 * speed)).isFalse();
    }

    @Test
    void theTwoThreadLoopRunsOnBothThreadsAndEndsThem() {
        MachineSpeed one = new MachineSpeed();
        MachineSpeed two = MachineSpeed.onThreads(2);
        assertThat(two.threads()).isEqualTo(2);
        double single = 0;
        double both = 0;
        for (int i = 0; i < 3; i++) {
            single = Math.max(single, one.sample(10_000_000L));
            both = Math.max(both, two.sample(10_000_000L));
        }
        // two loops at once do more steps per wall-clock second than one loop per CPU second, unless the machine
        // has a single processor (then at least a share of them: wall time includes waiting for the processor)
        assertThat(both).isPositive().isFinite();
        if (Runtime.getRuntime().availableProcessors() >= 2) {
            assertThat(both).isGreaterThan(single);
        }
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().startsWith("agon-bench-reference-"));
    }

    @Test
    void aLoopOnFewerThanTwoThreadsIsTheSingleThreadKind() {
        assertThatThrownBy(() -> MachineSpeed.onThreads(1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 2");
    }
}
