package io.agon.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentFactory;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.InformationSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each figure of the report on a game whose answer is known exactly ({@link RaceToTen}). */
class AnalysisTest {

    private static Report analyze(int players, int games, int threads, String... agents) {
        return analyze(new RaceToTen(), Map.of("first", AnalysisTest::first), players, games, threads, agents);
    }

    private static Report analyze(RaceToTen game, Map<String, AgentFactory> gameAgents, int players, int games,
                                  int threads, String... agents) {
        List<AgentSpec> specs = new ArrayList<>();
        for (String a : agents) {
            specs.add(AgentSpec.parse(a));
        }
        Analyzer an = new Analyzer(game, gameAgents, specs, Map.of(), 7);
        List<Trace> traces = an.run(players, games, threads, new AtomicBoolean(), (trace, done, total) -> { });
        return Report.of("race-to-ten", "Race to Ten", "test", 7, an.labels(), false, traces);
    }

    /** An agent that always plays the first legal action. */
    private static Agent first(AgentSpec spec, long seed) {
        return new Agent() {
            @Override
            public String name() {
                return "first";
            }

            @Override
            public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
                return info.legalActions().get(0);
            }
        };
    }

    @Test
    void balanceFindsThatTheStartPlayerAlwaysWins() {
        Report.Count c = analyze(3, 300, 1, "random").counts().get(0);
        assertThat(c.games()).isEqualTo(300);
        List<Report.Position> pos = c.balance().positions();
        assertThat(pos).hasSize(3);
        assertThat(pos.get(0).rate()).isEqualTo(1.0);
        assertThat(pos.get(0).games()).isEqualTo(300);
        assertThat(pos.get(1).rate()).isZero();
        assertThat(pos.get(2).rate()).isZero();
        assertThat(pos.get(0).low()).as("Wilson low end of 300/300").isGreaterThan(0.98).isLessThan(1.0);
        assertThat(c.balance().pValue()).as("position matters").isLessThan(1e-10);
        assertThat(pos.get(0).sole().rate()).isEqualTo(1.0);
        assertThat(pos.get(1).losses().rate()).isEqualTo(1.0);
        assertThat(pos.get(2).draws().count()).isZero();
        assertThat(c.balance().expected()).isCloseTo(1 / 3.0, within(1e-12));
        assertThat(c.draws().count()).isZero();
        assertThat(c.draws().high()).as("0 draws in 300 games: at most about 1.3%").isBetween(0.01, 0.02);
        assertThat(analyze(3, 300, 1, "random").summary()).anyMatch(line -> line.contains("position matters")
                && line.contains("p < 0.0001") && line.contains("position 1 wins 100% [99, 100] and position 2 0% [0, 1.3]"));
    }

    @Test
    void durationAndChoiceAreTheFixedNumbersOfTheGame() {
        Report.Count c = analyze(2, 50, 1, "random").counts().get(0);
        int actions = RaceToTen.ROUNDS * 2;
        assertThat(c.actions().median()).isEqualTo(actions);
        assertThat(c.actions().p5()).isEqualTo(actions);
        assertThat(c.actions().p95()).isEqualTo(actions);
        assertThat(c.actions().histogram()).containsExactly(50);
        assertThat(c.decisions().median()).isEqualTo((RaceToTen.ROUNDS - 1) * 2);
        assertThat(c.choice().forcedShare()).isEqualTo(0.25);
        assertThat(c.choice().curve()).hasSize(Report.PROGRESS_BINS).allMatch(x -> x == null || x == 3.0)
                .contains(3.0).contains((Double) null); // the forced last moves: no decision in the last tenth
        assertThat(c.rounds().median()).as("the start player's turns").isEqualTo(RaceToTen.ROUNDS);
        assertThat(c.margin().p5()).as("the start player's bonus").isGreaterThan(900);
        assertThat(c.choice().curve().get(0)).as("the first tenth offers three choices").isEqualTo(3.0);
    }

    @Test
    void theLeadChangesAtEveryMoveAndTheGameIsDecidedAtTheEnd() {
        Report.Count c = analyze(2, 40, 1, "random").counts().get(0);
        assertThat(c.drama()).isNotNull();
        assertThat(c.drama().source()).isEqualTo(Report.Drama.STANDING);
        assertThat(c.drama().meanLeadChanges()).isEqualTo(RaceToTen.ROUNDS * 2 - 1);
        assertThat(c.drama().meanDecidedAt()).as("the winner takes the lead with his bonus only").isEqualTo(1.0);
        assertThat(c.drama().comebackGames()).isEqualTo(40);
        assertThat(c.drama().comebacks()).as("at half time the start player is last, and he wins").isEqualTo(40);
        Report.Count three = analyze(3, 30, 1, "random").counts().get(0);
        assertThat(three.drama().comebackGames()).as("with three seats last place is shared").isZero();
    }

    @Test
    void withoutAStandingTheLeadIsReadByTheGamesEvaluatorAndTheResultAtTheEnd() {
        AtomicInteger created = new AtomicInteger();
        Map<String, AgentFactory> heuristic = Map.of("heuristic", (spec, seed) -> {
            created.incrementAndGet();
            return new RaceToTen.LastMover();
        });
        Report r = analyze(RaceToTen.hidden(), heuristic, 2, 40, 2, "random");
        Report.Drama d = r.counts().get(0).drama();
        assertThat(d).isNotNull();
        assertThat(d.source()).isEqualTo(Report.Drama.EVALUATOR);
        assertThat(created.get()).as("one evaluator per game").isEqualTo(40);
        // readings after each move: S, O, shared (the near tie), O, S, O, S, then the result: S (the bonus) -> 4
        assertThat(d.meanLeadChanges()).isEqualTo(4.0);
        assertThat(d.leadChanges().histogram()).containsExactly(40);
        assertThat(d.meanDecidedAt()).as("the start player leads for good after his last move: 6 of 8")
                .isEqualTo(0.75);
        assertThat(d.comebackGames()).isEqualTo(40);
        assertThat(d.comebacks()).as("at half time the start player is last by the evaluator, and he wins")
                .isEqualTo(40);
        assertThat(ReportFiles.json(r)).contains("\"source\" : \"evaluator\"")
                .isEqualTo(ReportFiles.json(analyze(RaceToTen.hidden(), heuristic, 2, 40, 1, "random")));
        Report.Drama three = analyze(RaceToTen.hidden(), heuristic, 3, 30, 1, "random").counts().get(0).drama();
        assertThat(three.source()).isEqualTo(Report.Drama.EVALUATOR);
        assertThat(three.comebackGames()).as("with three seats the evaluator shares last place").isZero();
    }

    @Test
    void aStandingWinsOverTheEvaluatorAndWithNeitherThereIsNoDrama() {
        Map<String, AgentFactory> heuristic = Map.of("heuristic", (spec, seed) -> new RaceToTen.LastMover());
        Report.Drama d = analyze(new RaceToTen(), heuristic, 2, 40, 1, "random").counts().get(0).drama();
        assertThat(d.source()).isEqualTo(Report.Drama.STANDING);
        assertThat(d.meanLeadChanges()).isEqualTo(RaceToTen.ROUNDS * 2 - 1);
        assertThat(d.meanDecidedAt()).isEqualTo(1.0);
        Report none = analyze(RaceToTen.hidden(), Map.of("heuristic", AnalysisTest::first), 2, 40, 1, "random");
        assertThat(none.counts().get(0).drama()).as("a heuristic that is no evaluator").isNull();
        assertThat(none.notable()).extracting(Report.Notable::label).doesNotContain("the most lead changes");
    }

    @Test
    void gamesWorthWatchingSayWhenTheEvaluatorReadTheLead() {
        List<Trace> ts = new ArrayList<>();
        for (Trace.Lead lead : new Trace.Lead[] {Trace.Lead.STANDING, Trace.Lead.EVALUATOR}) {
            ts.clear();
            // the longest, the shortest, a comeback and the most lead changes: four games
            int[][] games = {{12, 0, -1}, {2, 0, -1}, {6, 2, 0}, {6, 5, -1}};
            for (int i = 0; i < games.length; i++) {
                ts.add(new Trace(i, 2, i, List.of(0, 0), 0, List.of(1, 0), List.of(0, 1), games[i][0], 1, 1,
                        List.of(), List.of(), lead, games[i][1], 0.5, games[i][2], List.of()));
            }
            String by = lead == Trace.Lead.EVALUATOR ? " (by the game's heuristic evaluator)" : "";
            assertThat(Report.notable(2, ts, false)).extracting(Report.Notable::label).containsExactly(
                    "the longest game", "the shortest game", "a comeback: last at half time, then the winner" + by,
                    "the most lead changes" + by);
        }
    }

    @Test
    void evaluatorValuesWithinTheToleranceAreATie() {
        assertThat(LeadReader.leader(new double[] {0.5, 0.5 + 1e-12}, 1)).isEqualTo(-1);
        assertThat(LeadReader.leader(new double[] {0.5, 0.5 + 1e-6}, 1)).isEqualTo(1);
        assertThat(LeadReader.leader(new double[] {0.2, 0.7, 0.2}, 1)).isEqualTo(1);
        assertThat(LeadReader.leader(new double[] {0.2, 0.7, 0.2}, -1)).as("last place shared").isEqualTo(-1);
        assertThat(LeadReader.leader(new double[] {0.3, 0.7, 0.2}, -1)).isEqualTo(2);
    }

    @Test
    void componentsAreSortedByTheirEffectOnWinning() {
        List<Report.Feature> f = analyze(4, 100, 1, "random").counts().get(0).components();
        assertThat(f).extracting(Report.Feature::name).containsExactly("started", "moved");
        assertThat(f.get(0).ranked()).isTrue();
        assertThat(f.get(0).pValue()).isLessThan(1e-10);
        assertThat(f.get(0).effectLow()).isEqualTo(1.0);
        assertThat(f.get(1).ranked()).as("every seat moved: nothing to compare with").isFalse();
        assertThat(f.get(0).within()).as("one agent: within it is the whole difference").isEqualTo(1.0);
        assertThat(f.get(0).winWith()).isEqualTo(1.0);
        assertThat(f.get(0).winWithout()).isZero();
        assertThat(f.get(0).share()).isCloseTo(0.25, within(1e-12));
        assertThat(f.get(1).seats()).isEqualTo(400);
        assertThat(f.get(1).effect()).isCloseTo(0.25, within(1e-12));
        assertThat(f.get(0).byAgent()).as("one agent: its split is the whole").singleElement().satisfies(a -> {
            assertThat(a.agent()).isEqualTo("random");
            assertThat(a.seats()).isEqualTo(100);
            assertThat(a.winWith().rate()).isEqualTo(1.0);
            assertThat(a.winWithout().of()).isEqualTo(300);
            assertThat(a.winWithout().rate()).isZero();
            assertThat(a.difference()).isEqualTo(1.0);
            assertThat(a.supported()).isTrue();
        });
        assertThat(f.get(1).byAgent()).as("not ranked: no split").isEmpty();
    }

    @Test
    void aFeatureThatOnlyTheBetterAgentFavoursHasNoEffectWithinAgents() {
        // agent 1 always wins and has the feature in 80% of its seats; agent 0 in 20%
        List<Trace> ts = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            boolean strongFirst = i % 2 == 0;
            Set<String> strong = i % 5 != 0 ? Set.of("F") : Set.of();
            Set<String> weak = i % 5 == 0 ? Set.of("F") : Set.of();
            ts.add(new Trace(i, 2, i, strongFirst ? List.of(1, 0) : List.of(0, 1), 0, List.of(0, 0),
                    strongFirst ? List.of(0, 1) : List.of(1, 0), 2, 2, 1, List.of(), List.of(), null, 0, -1, -1,
                    strongFirst ? List.of(strong, weak) : List.of(weak, strong)));
        }
        Report.Feature feature = Report.components(ts, List.of("weak", "strong")).get(0);
        assertThat(feature.effect()).isCloseTo(0.6, within(1e-12));
        assertThat(feature.effectLow()).isGreaterThan(0.3);
        assertThat(feature.within()).isCloseTo(0.0, within(1e-12));
        // split by agent: the weak agent had it in 20 seats and lost all 100, the strong one in 80 and won all
        List<Report.AgentFeature> split = feature.byAgent();
        assertThat(split).extracting(Report.AgentFeature::agent).containsExactly("weak", "strong");
        assertThat(split).extracting(Report.AgentFeature::seats).containsExactly(20, 80);
        assertThat(split).extracting(a -> a.winWithout().of()).containsExactly(80, 20);
        assertThat(split).extracting(a -> a.winWith().rate()).containsExactly(0.0, 1.0);
        assertThat(split).extracting(a -> a.winWithout().rate()).containsExactly(0.0, 1.0);
        assertThat(split).extracting(Report.AgentFeature::difference).containsExactly(0.0, 0.0);
        assertThat(split).allMatch(Report.AgentFeature::supported);
        assertThat(split.get(1).winWithout().low()).as("Wilson interval of 20 in 20").isBetween(0.8, 0.9);
    }

    @Test
    void anAgentWithTooFewSeatsWithoutAFeatureHasTooFewToSay() {
        // agent a has the feature in 30 of its 100 seats, agent b in 95: b's 5 seats without are too few
        List<Trace> ts = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            Set<String> zero = i % 10 < 3 ? Set.of("F") : Set.of();
            Set<String> one = i % 20 != 0 ? Set.of("F") : Set.of();
            ts.add(new Trace(i, 2, i, List.of(0, 1), 0, List.of(0, 0), i % 2 == 0 ? List.of(0, 1) : List.of(1, 0),
                    2, 2, 1, List.of(), List.of(), null, 0, -1, -1, List.of(zero, one)));
        }
        Report.Feature feature = Report.components(ts, List.of("a", "b")).get(0);
        assertThat(feature.ranked()).isTrue();
        assertThat(feature.byAgent()).extracting(Report.AgentFeature::seats).containsExactly(30, 95);
        assertThat(feature.byAgent()).extracting(Report.AgentFeature::supported).containsExactly(true, false);
        assertThat(feature.byAgent().get(1).winWithout().of()).isEqualTo(5);
        assertThat(feature.byAgent().get(1).difference()).as("still computed, shown as too few").isNotNull();
        assertThat(feature.byAgent().get(1).low()).as("no interval where there are too few").isNull();
        // a supported difference has its interval, at the level of the one ranked feature (95%: z = 1.96)
        Report.AgentFeature a = feature.byAgent().get(0);
        double p1 = a.winWith().rate();
        double p0 = a.winWithout().rate();
        double se = Math.sqrt(p1 * (1 - p1) / 30 + p0 * (1 - p0) / 70);
        assertThat(se).isPositive();
        assertThat(a.low()).isCloseTo(a.difference() - 1.96 * se, within(1e-3));
        assertThat(a.high()).isCloseTo(a.difference() + 1.96 * se, within(1e-3));
    }

    @Test
    void skillCountsContestsBetweenDifferentAgents() {
        Report.Skill s = analyze(2, 60, 1, "random", "first").counts().get(0).skill();
        assertThat(s).isNotNull();
        assertThat(s.contests()).as("the 30 games of different agents; 30 set each against itself").isEqualTo(30);
        assertThat(s.agents()).extracting(Report.AgentRate::seats).containsExactly(60, 60);
        assertThat(s.rate()).as("the start player wins whoever plays: luck").isBetween(0.3, 0.7);
        assertThat(s.pairs()).hasSize(2);
        assertThat(analyze(2, 10, 1, "random").counts().get(0).skill()).isNull();
    }

    @Test
    void theReportIsTheSameWithAnyNumberOfThreads() {
        assertThat(ReportFiles.json(analyze(3, 120, 2, "random", "first")))
                .isEqualTo(ReportFiles.json(analyze(3, 120, 1, "random", "first")));
    }

    @Test
    void aStoppedRunKeepsAPrefixOfTheGames() {
        Analyzer an = new Analyzer(new RaceToTen(), Map.of(), List.of(AgentSpec.parse("random")), Map.of(), 7);
        AtomicBoolean stop = new AtomicBoolean();
        List<Trace> t = an.run(2, 1000, 2, stop, (trace, done, total) -> {
            if (done >= 10) {
                stop.set(true);
            }
        });
        assertThat(t.size()).isBetween(10, 1000);
        for (int i = 0; i < t.size(); i++) {
            assertThat(t.get(i).index()).isEqualTo(i);
        }
    }

    @Test
    void theHtmlReportIsOneFileWithTheChartsAndNoMarkupFromTheGame(@TempDir Path dir) throws Exception {
        Report r = analyze(2, 20, 1, "random");
        Report hostile = new Report(r.game(), "<script>alert(1)</script>", r.command(), r.seed(), r.agents(), true,
                r.summary(), r.counts(), r.notable());
        ReportFiles.write(hostile, dir);
        String html = Files.readString(dir.resolve("report.html"));
        assertThat(html).contains("echarts").doesNotContain("<script>alert(1)</script>")
                .contains("\\u003cscript\\u003ealert(1)\\u003c/script\\u003e");
        assertThat(html).doesNotContain("/*DATA*/").doesNotContain("/*ECHARTS*/");
        assertThat(Files.readString(dir.resolve("report.json"))).contains("\"partial\" : true");
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("report.html",
                    "report.json");
        }
    }
}
