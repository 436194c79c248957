package io.agon.bench;

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
    void thePairsReferenceIsSteadyOnlyWhenBothItsPartsAre() {
        MachineSpeed pairs = MachineSpeed.forPairs();
        assertThat(pairs.threads()).isEqualTo(2);
        assertThat(pairs.lastTwo()).isNaN();
        double first = pairs.sample(10_000_000L);
        assertThat(pairs.threadsThatRan()).isEqualTo(2);
        assertThat(pairs.lastTwo()).isPositive().isFinite();
        assertThat(pairs.lastOne()).isPositive().isFinite();
        assertThat(first).as("the first sample is the best of both parts").isEqualTo(pairs.lastTwo());
        double bestTwo = pairs.lastTwo();
        double bestOne = pairs.lastOne();
        double best = first;
        for (int i = 0; i < 5; i++) {
            double speed = pairs.sample(5_000_000L);
            best = Math.max(best, speed);
            bestTwo = Math.max(bestTwo, pairs.lastTwo());
            bestOne = Math.max(bestOne, pairs.lastOne());
            // the two-thread speed, lowered by the share of its best at which either part ran
            double share = Math.min(pairs.lastTwo() / bestTwo, pairs.lastOne() / bestOne);
            assertThat(speed).isCloseTo(bestTwo * share, org.assertj.core.data.Offset.offset(1e-9 * bestTwo));
            assertThat(pairs.steady(speed)).isEqualTo(speed >= MachineSpeed.STEADY * best);
        }
        assertThat(new MachineSpeed().lastOne()).as("only the pairs kind has parts").isNaN();
    }

    @Test
    void aLoopOnFewerThanTwoThreadsIsTheSingleThreadKind() {
        assertThatThrownBy(() -> MachineSpeed.onThreads(1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 2");
    }
}
