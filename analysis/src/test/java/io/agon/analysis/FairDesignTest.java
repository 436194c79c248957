package io.agon.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.agon.core.agent.AgentSpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * Issue 50: the balance of a game is not biased by which agents meet in which order. {@link HighNumber} has no
 * position edge; the better agent wins wherever it sits.
 */
class FairDesignTest {

    private static List<Trace> play(int players, int games, List<AgentSpec> specs) {
        Analyzer an = new Analyzer(new HighNumber(), HighNumber.AGENTS, specs, Map.of(), 11);
        return an.run(players, (int) an.games(players, games), 2, new AtomicBoolean(), (t, d, all) -> { });
    }

    @Test
    void twoAgentsOfDifferentStrengthAtAFixedStartSeatShowNoPositionEdge() {
        List<Trace> traces = play(3, 60, HighNumber.specs("low", "high"));
        Report.Balance b = Report.balance(3, traces);
        for (Report.Position p : b.positions()) {
            assertThat(p.rate()).as("position " + (p.position() + 1)).isCloseTo(1 / 3.0, within(1e-12));
        }
        assertThat(b.pValue()).isCloseTo(1.0, within(1e-9));
        Report.Count c = Report.of("high-number", "High Number", "test", 11, List.of("low", "high"), false, traces)
                .counts().get(0);
        assertThat(c.equalAgents().positions()).allSatisfy(p -> assertThat(p.rate()).isCloseTo(1 / 3.0, within(1e-12)));
        assertThat(c.equalAgents().positions().get(0).games()).as("2 of the 8 seatings: each agent alone")
                .isEqualTo(c.games() / 4);
        // the seating this replaced (agent (seat + game) % 2 at each seat) put the lone agent in the middle seat:
        // low, high, low and high, low, high; the middle seat then wins 50% and the others 25% each
        List<Trace> cyclic = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            boolean highMiddle = i % 2 == 0;
            List<Integer> ranks = highMiddle ? List.of(1, 0, 1) : List.of(0, 1, 0);
            cyclic.add(new Trace(i, 3, 0, highMiddle ? List.of(0, 1, 0) : List.of(1, 0, 1), 0, List.of(0, 0, 0),
                    ranks, 3, 3, 1, List.of(), List.of(), null, 0, -1, -1, List.of()));
        }
        assertThat(Report.balance(3, cyclic).positions().get(1).rate()).isEqualTo(0.5);
        assertThat(Report.balance(3, cyclic).pValue()).isLessThan(0.05);
    }

    @Test
    void randomPlayersDrawATenthOfTwoPlayerGamesAndNeitherPositionLeads() {
        List<Trace> traces = play(2, 2000, HighNumber.specs("random"));
        long draws = traces.stream().filter(t -> t.soleWinner() < 0).count();
        double[] ci = Stats.wilson(draws, traces.size());
        assertThat(ci[0]).isLessThan(0.1);
        assertThat(ci[1]).isGreaterThan(0.1);
        for (Report.Position p : Report.balance(2, traces).positions()) {
            assertThat(p.low()).isLessThan(0.5);
            assertThat(p.high()).isGreaterThan(0.5);
        }
    }

    @Test
    void listingTheAgentsInAnotherOrderPlaysTheSameGames() {
        for (int players = 2; players <= 4; players++) {
            Report a = Report.of("high-number", "High Number", "test", 11, List.of("random", "low", "high"), false,
                    play(players, 100, HighNumber.specs("random", "low", "high")));
            Report b = Report.of("high-number", "High Number", "test", 11, List.of("high", "low", "random"), false,
                    play(players, 100, HighNumber.specs("high", "low", "random")));
            Report.Count ca = a.counts().get(0);
            Report.Count cb = b.counts().get(0);
            assertThat(cb.balance()).as(players + " players").isEqualTo(ca.balance());
            assertThat(cb.equalAgents()).as(players + " players").isEqualTo(ca.equalAgents());
            assertThat(cb.draws()).as(players + " players").isEqualTo(ca.draws());
            assertThat(cb.actions()).as(players + " players").isEqualTo(ca.actions());
            assertThat(cb.skill().ladder()).as(players + " players").isEqualTo(ca.skill().ladder());
            assertThat(cb.skill().rate()).as(players + " players").isEqualTo(ca.skill().rate());
            assertThat(cb.skill().pairs()).as(players + " players").containsExactlyInAnyOrderElementsOf(
                    ca.skill().pairs());
        }
    }

    @Test
    void theSkillLadderIsOrderedByResultsAndSaysWhenTheListedOrderDisagrees() {
        List<String> listed = List.of("high", "random", "low");
        Report r = Report.of("high-number", "High Number", "test", 11, listed, false,
                play(2, 300, HighNumber.specs("high", "random", "low")));
        Report.Skill s = r.counts().get(0).skill();
        assertThat(s.ladder()).containsExactly("low", "random", "high");
        assertThat(s.inOrder()).isFalse();
        assertThat(s.low()).as("the better agent nearly always places ahead").isGreaterThan(0.85);
        Report.Pair highLow = s.pairs().stream().filter(p -> p.agent().equals("high") && p.opponent().equals("low"))
                .findFirst().orElseThrow();
        assertThat(highLow.all().rate()).isEqualTo(1.0);
        assertThat(highLow.earlier().of()).isEqualTo(highLow.later().of()).isPositive();
        assertThat(r.summary()).anyMatch(line -> line.contains("low < random < high")
                && line.contains("listed in another order"));
        Report sorted = Report.of("high-number", "High Number", "test", 11, List.of("low", "random", "high"), false,
                play(2, 300, HighNumber.specs("low", "random", "high")));
        assertThat(sorted.counts().get(0).skill().inOrder()).isTrue();
        assertThat(sorted.counts().get(0).skill().rate()).isEqualTo(s.rate());
    }

    @Test
    void agentsThatCannotBeToldApartAreInOrderEitherWay() {
        // two agents that always name 9 share every game: neither order disagrees with the results
        Map<String, io.agon.core.agent.AgentFactory> nines = Map.of("nine", (spec, seed) -> HighNumber.says(9, "nine"),
                "other-nine", (spec, seed) -> HighNumber.says(9, "other-nine"));
        for (List<String> listed : List.of(List.of("nine", "other-nine"), List.of("other-nine", "nine"))) {
            Analyzer an = new Analyzer(new HighNumber(), nines, HighNumber.specs(listed.toArray(String[]::new)),
                    Map.of(), 11);
            List<Trace> traces = an.run(2, (int) an.games(2, 40), 2, new AtomicBoolean(), (t, d, all) -> { });
            Report.Skill s = Report.of("high-number", "High Number", "test", 11, listed, false, traces).counts()
                    .get(0).skill();
            assertThat(s.inOrder()).as(String.join(",", listed)).isTrue();
            assertThat(s.rate()).isEqualTo(0.5);
        }
    }

    @Test
    void everyAgentSitsInEverySeatAndBeforeEveryOtherEquallyOften() {
        for (int agents = 1; agents <= 4; agents++) {
            for (int players = 2; players <= 4; players++) {
                List<AgentSpec> specs = new ArrayList<>();
                for (int a = 0; a < agents; a++) {
                    specs.add(AgentSpec.parse(a == 0 ? "random" : "mcts:iterations=" + a));
                }
                Analyzer an = new Analyzer(new HighNumber(), HighNumber.AGENTS, specs, Map.of(), 1);
                Map<List<Integer>, Integer> inSeat = new HashMap<>();
                Map<List<Integer>, Integer> before = new HashMap<>();
                for (int[] s : an.design(players)) {
                    for (int p = 0; p < players; p++) {
                        inSeat.merge(List.of(s[p], p), 1, Integer::sum);
                        before.merge(List.of(s[p], s[(p + 1) % players]), 1, Integer::sum);
                    }
                }
                String what = agents + " agents at " + players + " seats";
                assertThat(inSeat).as(what).hasSize(agents * players);
                assertThat(inSeat.values().stream().distinct()).as(what).hasSize(1);
                for (int x = 0; x < agents; x++) {
                    for (int y = 0; y < agents; y++) {
                        if (x != y) {
                            assertThat(before.get(List.of(x, y))).as(what).isEqualTo(before.get(List.of(y, x)));
                        }
                    }
                }
            }
        }
    }
}
