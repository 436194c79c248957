package io.agon.core.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class StandingsTest {

    @Test
    void sharedWinsCountAsFractionsAndSeatsAndEntrantsAreSeparate() {
        // game 0: entrant 0 in seat 0 wins alone; game 1: seats swapped, both share the win
        List<GameResult> games = List.of(
                new GameResult(0, 0, 11, List.of(0, 1), List.of(9, 3), List.of(0, 1), 4),
                new GameResult(1, 0, 11, List.of(1, 0), List.of(5, 5), List.of(0, 0), 8));
        Standings st = Standings.of(List.of("a", "b"), 2, games);
        assertThat(st.games()).isEqualTo(2);
        Standings.Row a = st.entrants().get(0);
        assertThat(a.label()).isEqualTo("a");
        assertThat(a.games()).isEqualTo(2);
        assertThat(a.wins()).isEqualTo(1.5);
        assertThat(a.winRate().estimate()).isEqualTo(0.75);
        assertThat(a.score().estimate()).isEqualTo(7.0);
        assertThat(a.meanRank()).isEqualTo(0.0);
        Standings.Row b = st.entrants().get(1);
        assertThat(b.wins()).isEqualTo(0.5);
        assertThat(b.meanRank()).isEqualTo(0.5);
        Standings.Row seat1 = st.seats().get(0);
        assertThat(seat1.label()).isEqualTo("P1");
        assertThat(seat1.wins()).isEqualTo(1.5);
        assertThat(st.lengths()).isEqualTo(new Standings.Lengths(6.0, 4, 8));
    }
}
