package io.agon.core.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TallyTest {

    private static final List<String> LABELS = List.of("a", "b", "c", "d");

    /** Random 3-seat results among 4 entrants, with many shared first places (2- and 3-way ties). */
    private static List<GameResult> games(int n, long seed) {
        Random rnd = new Random(seed);
        List<GameResult> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<Integer> entrants = new ArrayList<>(List.of(0, 1, 2, 3));
            Collections.shuffle(entrants, rnd);
            List<Integer> seating = entrants.subList(0, 3);
            List<Integer> scores = new ArrayList<>();
            for (int s = 0; s < 3; s++) {
                scores.add(rnd.nextInt(4) - 1); // -1..2: ties are frequent
            }
            List<Integer> ranks = new ArrayList<>();
            for (int s = 0; s < 3; s++) {
                int better = 0;
                for (int t = 0; t < 3; t++) {
                    if (scores.get(t) > scores.get(s)) {
                        better++;
                    }
                }
                ranks.add(better);
            }
            out.add(new GameResult(i, i, i, seating, scores, ranks, 5 + rnd.nextInt(20)));
        }
        return out;
    }

    private static Tally tally(List<GameResult> games) {
        Tally t = new Tally(4, 3);
        games.forEach(t::add);
        return t;
    }

    @Test
    void anyOrderAndAnySplitGiveBitIdenticalStatistics() {
        List<GameResult> games = games(2000, 7);
        Standings whole = tally(games).standings(LABELS);
        HeadToHead wholeH2h = tally(games).headToHead(LABELS);
        List<GameResult> shuffled = new ArrayList<>(games);
        Collections.shuffle(shuffled, new Random(3));
        // three uneven parts of the shuffled list, merged in reverse order
        Tally merged = tally(shuffled.subList(1500, 2000)).merge(tally(shuffled.subList(37, 1500)))
                .merge(tally(shuffled.subList(0, 37))).merge(new Tally(4, 3));
        assertThat(merged.games()).isEqualTo(2000);
        assertThat(merged.standings(LABELS)).isEqualTo(whole); // records: doubles compared exactly
        assertThat(merged.headToHead(LABELS)).isEqualTo(wholeH2h);
        assertThat(Standings.of(LABELS, 3, shuffled)).isEqualTo(whole);
    }

    @Test
    void statisticsMatchAStraightforwardComputation() {
        List<GameResult> games = games(500, 11);
        Standings st = tally(games).standings(LABELS);
        for (int e = 0; e < 4; e++) {
            double wins = 0;
            List<Double> scores = new ArrayList<>();
            for (GameResult g : games) {
                int seat = g.seating().indexOf(e);
                if (seat >= 0) {
                    wins += g.winShare(seat);
                    scores.add((double) g.scores().get(seat));
                }
            }
            Standings.Row row = st.entrants().get(e);
            assertThat(row.games()).isEqualTo(scores.size());
            assertThat(row.wins()).isCloseTo(wins, within(1e-9));
            Interval naive = Interval.mean(scores.stream().mapToDouble(Double::doubleValue).toArray());
            assertThat(row.score().estimate()).isEqualTo(naive.estimate());
            assertThat(row.score().low()).isCloseTo(naive.low(), within(1e-12));
            assertThat(row.score().high()).isCloseTo(naive.high(), within(1e-12));
            assertThat(row.winRate()).isEqualTo(Interval.wilson(row.wins(), row.games()));
        }
        double seatWins = st.seats().stream().mapToDouble(Standings.Row::wins).sum();
        assertThat(seatWins).isCloseTo(500, within(1e-9)); // one whole win per game, shared or not
    }

    @Test
    void survivesJavaSerialization() throws Exception {
        Tally t = tally(games(100, 5));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(t);
        }
        Tally back;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            back = (Tally) in.readObject();
        }
        assertThat(back.standings(LABELS)).isEqualTo(t.standings(LABELS));
        assertThat(back.headToHead(LABELS)).isEqualTo(t.headToHead(LABELS));
    }

    @Test
    void anEmptyTallyAndMismatchedShapes() {
        Standings empty = new Tally(2, 2).standings(List.of("a", "b"));
        assertThat(empty.games()).isZero();
        assertThat(empty.entrants().get(0).winRate().estimate()).isNaN();
        assertThat(empty.lengths().mean()).isNaN();
        assertThatThrownBy(() -> new Tally(2, 2).merge(new Tally(2, 3)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Tally(2, 2).standings(List.of("a")))
                .isInstanceOf(IllegalArgumentException.class);
        GameResult stranger = new GameResult(0, 0, 0, List.of(0, 5), List.of(1, 0), List.of(0, 1), 3);
        assertThatThrownBy(() -> new Tally(2, 2).add(stranger)).isInstanceOf(IllegalArgumentException.class);
    }
}
