package io.agon.core.sim;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.agent.AgentSpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 50: a tournament favours no entrant by where it sits and next to whom. In {@link ThiefGame} the seat after
 * the thief is robbed, so a schedule that only rotates the seats cyclically always robs the same entrant.
 */
class FairTournamentTest {

    @Test
    void identicalAgentsScoreEquallyWithinNoiseAtTwoToFiveSeats() {
        for (int seats = 2; seats <= 5; seats++) {
            List<AgentSpec> specs = new ArrayList<>();
            specs.add(AgentSpec.parse(seats == 2 ? "random" : "thief"));
            while (specs.size() < seats) {
                specs.add(AgentSpec.parse("random"));
            }
            Standings st = Tournament.of(new ThiefGame(), specs, ThiefGame.AGENTS).games(600).seed(5).threads(2)
                    .run(null).standings();
            List<Standings.Row> randoms = st.entrants().stream().filter(r -> r.label().startsWith("random")).toList();
            assertThat(randoms).hasSizeGreaterThanOrEqualTo(2);
            for (Standings.Row a : randoms) {
                for (Standings.Row b : randoms) {
                    assertThat(a.winRate().low()).as(seats + " seats: " + a + " against " + b)
                            .isLessThanOrEqualTo(b.winRate().high());
                    assertThat(a.score().low()).as(seats + " seats: " + a + " against " + b)
                            .isLessThanOrEqualTo(b.score().high());
                }
            }
        }
    }

    @Test
    void everyEntrantSitsInEverySeatAndBeforeEveryOtherEquallyOften() {
        for (int seats = 2; seats <= 7; seats++) {
            List<AgentSpec> specs = new ArrayList<>();
            for (int i = 0; i < seats; i++) {
                specs.add(AgentSpec.parse("random"));
            }
            Tournament t = Tournament.of(new TinyOrThief(seats), specs, Map.of());
            Tournament.Result r = t.games(1).run(null);
            Map<List<Integer>, Integer> inSeat = new HashMap<>();
            Map<List<Integer>, Integer> before = new HashMap<>();
            for (GameResult g : r.games()) {
                for (int s = 0; s < seats; s++) {
                    inSeat.merge(List.of(g.seating().get(s), s), 1, Integer::sum);
                    if (s + 1 < seats) {
                        before.merge(List.of(g.seating().get(s), g.seating().get(s + 1)), 1, Integer::sum);
                    }
                }
            }
            assertThat(inSeat).as(seats + " seats").hasSize(seats * seats);
            assertThat(inSeat.values().stream().distinct()).as(seats + " seats").hasSize(1);
            assertThat(before).as(seats + " seats").hasSize(seats * (seats - 1));
            assertThat(before.values().stream().distinct()).as(seats + " seats").hasSize(1);
        }
    }

    /** The thief game at any seat count up to seven (for the schedule alone). */
    private static final class TinyOrThief extends ThiefGame {
        private final io.agon.core.GameInfo info;

        TinyOrThief(int seats) {
            info = new io.agon.core.GameInfo("thief", "Thief", 2, Math.max(5, seats), "1", "a test game", List.of(),
                    List.of(Take.class, Steal.class));
        }

        @Override
        public io.agon.core.GameInfo info() {
            return info;
        }
    }
}
