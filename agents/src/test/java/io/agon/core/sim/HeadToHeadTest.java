package io.agon.core.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class HeadToHeadTest {

    @Test
    void countsWhoFinishedAheadOfWhomWithTiesAsHalf() {
        List<GameResult> games = List.of(
                // entrants 0,1,2 in seats 0,1,2: 0 first, 1 and 2 tied second
                new GameResult(0, 0, 1, List.of(0, 1, 2), List.of(9, 3, 3), List.of(0, 1, 1), 5),
                // entrants 2,0 in a two-seat game: 2 wins
                new GameResult(1, 1, 2, List.of(2, 0), List.of(4, 1), List.of(0, 1), 5));
        HeadToHead h = HeadToHead.of(List.of("a", "b", "c"), games);
        assertThat(h.games().get(0).get(2)).isEqualTo(2);
        assertThat(h.points().get(0).get(2)).isEqualTo(1.0);
        assertThat(h.points().get(2).get(0)).isEqualTo(1.0);
        assertThat(h.points().get(1).get(2)).isEqualTo(0.5);
        assertThat(h.points().get(0).get(1)).isEqualTo(1.0);
        assertThat(h.games().get(0).get(0)).isZero();
        assertThat(h.rate(0, 1).estimate()).isEqualTo(1.0);
        assertThat(h.rate(1, 1).estimate()).isNaN();
    }
}
