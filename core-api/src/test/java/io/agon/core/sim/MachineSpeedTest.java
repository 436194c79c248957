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
        MachineSpeed two = MachineSpeed.onThreads(2);
        assertThat(two.threads()).isEqualTo(2);
        assertThat(two.threadsThatRan()).isZero();
        double both = two.sample(10_000_000L);
        // the steps of both threads are counted (how much faster two are than one depends on whether the machine's
        // other processor is free, so no speed is compared here), and no thread is left behind
        assertThat(both).isPositive().isFinite();
        assertThat(two.threadsThatRan()).isEqualTo(2);
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().startsWith("agon-bench-reference-"));
        MachineSpeed one = new MachineSpeed();
        one.sample(1_000_000L);
        assertThat(one.threadsThatRan()).as("the single-thread kind is timed in CPU time, not on threads").isZero();
    }

    @Test
    void aLoopOnFewerThanTwoThreadsIsTheSingleThreadKind() {
        assertThatThrownBy(() -> MachineSpeed.onThreads(1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 2");
    }
}
