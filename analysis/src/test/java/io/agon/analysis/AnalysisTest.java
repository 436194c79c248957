package io.agon.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.InformationSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each figure of the report on a game whose answer is known exactly ({@link RaceToTen}). */
class AnalysisTest {

    private static Report analyze(int players, int games, int threads, String... agents) {
        List<AgentSpec> specs = new ArrayList<>();
        for (String a : agents) {
            specs.add(AgentSpec.parse(a));
        }
        Analyzer an = new Analyzer(new RaceToTen(), Map.of("first", AnalysisTest::first), specs, Map.of(), 7);
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
        assertThat(c.drama().meanLeadChanges()).isEqualTo(RaceToTen.ROUNDS * 2 - 1);
        assertThat(c.drama().meanDecidedAt()).as("the winner takes the lead with his bonus only").isEqualTo(1.0);
        assertThat(c.drama().comebackGames()).isEqualTo(40);
        assertThat(c.drama().comebacks()).as("at half time the start player is last, and he wins").isEqualTo(40);
        Report.Count three = analyze(3, 30, 1, "random").counts().get(0);
        assertThat(three.drama().comebackGames()).as("with three seats last place is shared").isZero();
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
                    strongFirst ? List.of(0, 1) : List.of(1, 0), 2, 2, 1, List.of(), List.of(), false, 0, -1, -1,
                    strongFirst ? List.of(strong, weak) : List.of(weak, strong)));
        }
        Report.Feature feature = Report.components(ts, 2).get(0);
        assertThat(feature.effect()).isCloseTo(0.6, within(1e-12));
        assertThat(feature.effectLow()).isGreaterThan(0.3);
        assertThat(feature.within()).isCloseTo(0.0, within(1e-12));
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
