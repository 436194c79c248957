package io.agon.core.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class IntervalTest {

    @Test
    void wilsonMatchesPublishedValues() {
        Interval half = Interval.wilson(5, 10);
        assertThat(half.estimate()).isEqualTo(0.5);
        assertThat(half.low()).isCloseTo(0.2366, within(1e-4));
        assertThat(half.high()).isCloseTo(0.7634, within(1e-4));
        Interval none = Interval.wilson(0, 10);
        assertThat(none.low()).isEqualTo(0.0);
        assertThat(none.high()).isCloseTo(0.2775, within(1e-4));
        Interval all = Interval.wilson(20, 20);
        assertThat(all.high()).isEqualTo(1.0);
        assertThat(all.low()).isCloseTo(0.8389, within(1e-4));
    }

    @Test
    void wilsonOfNoGamesIsUndefined() {
        assertThat(Interval.wilson(0, 0).estimate()).isNaN();
    }

    @Test
    void meanIntervalUsesTheSampleStandardDeviation() {
        Interval m = Interval.mean(new double[] {1, 2, 3});
        assertThat(m.estimate()).isEqualTo(2.0);
        assertThat(m.halfWidth()).isCloseTo(1.959964 / Math.sqrt(3), within(1e-6));
        assertThat(Interval.mean(new double[] {4}).halfWidth()).isZero();
        assertThat(Interval.mean(new double[0]).estimate()).isNaN();
    }
}
