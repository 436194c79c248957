package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.analysis.Analyzer;
import io.agon.analysis.Report;
import io.agon.analysis.ReportFiles;
import io.agon.analysis.Trace;
import io.agon.core.agent.AgentSpec;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of {@code agon analyze} opens in headless Chromium from a file, offline, with every chart drawn at its
 * size when the page first opens (not only after a resize), on a desktop and on a phone.
 */
class AnalysisReportPageTest {

    /** Each chart's drawn SVG size {width, height} and its axis labels, as the page shows them. */
    private static final String MEASURE = "return Array.from(document.querySelectorAll('.chart')).map(function (c) {"
            + " var s = c.querySelector('svg'); var r = s ? s.getBoundingClientRect() : {width: 0, height: 0};"
            + " return [c.getAttribute('aria-label'), Math.round(r.width), Math.round(r.height),"
            + " Array.from(c.querySelectorAll('svg text')).map(function (t) { return t.textContent; }).join('|')]; });";

    /**
     * For each interval chart: its bars, its interval strokes (a line and two caps each), and whether every stroke
     * is painted after (above) every bar, so that both ends of every interval show.
     */
    private static final String INTERVALS = "return Array.from(document.querySelectorAll('.chart')).filter(function (c)"
            + " { return c.getAttribute('aria-label').indexOf('win share') === 0; }).map(function (c) {"
            + " var paths = Array.from(c.querySelectorAll('svg path'));"
            + " var bars = paths.filter(function (p) { return p.getAttribute('fill') === '#9cc3e6'; });"
            + " var strokes = paths.filter(function (p) { return p.getAttribute('stroke') === '#333'; });"
            + " return [bars.length, strokes.length, bars.length > 0 && strokes.length > 0"
            + " && paths.indexOf(bars[bars.length - 1]) < paths.indexOf(strokes[0])]; });";

    @BeforeAll
    static void browser() {
        Browser.assumeAvailable();
    }

    @Test
    void everyChartOfThePolisReportIsDrawnAtFirstLoadOnADesktopAndAPhone(@TempDir Path dir) throws Exception {
        GameEntry polis = GameCatalog.load().get("polis");
        Analyzer an = new Analyzer(polis.game(), polis.agents(), List.of(AgentSpec.parse("random"),
                AgentSpec.parse("heuristic")), Map.of(), 3);
        List<Trace> traces = new ArrayList<>();
        for (int players = 3; players <= 4; players++) {
            traces.addAll(an.run(players, (int) an.games(players, 12), 2, new AtomicBoolean(), (t, done, all) -> { }));
        }
        Report r = Report.of("polis", "Polis", "analyze polis --players all", 3, an.labels(), false, traces);
        ReportFiles.write(r, dir);
        // per player count: balance, four histograms, choice, lead changes, skill, and components when ranked
        int least = 2 * 8;
        long ranked = r.counts().stream().flatMap(c -> c.components().stream()).filter(Report.Feature::ranked).count();
        assertThat(ranked).as("features ranked in this run").isPositive();
        for (int[] size : new int[][] {{1280, 800}, {390, 844}}) {
            try (Browser b = new Browser(size[0], size[1])) {
                b.viewport(size[0], size[1]);
                b.open(dir.resolve("report.html").toUri().toString()); // opened at this size: no resize follows
                String at = size[0] + "x" + size[1] + ": ";
                List<?> charts = (List<?>) b.script(MEASURE);
                assertThat(charts).as(at + "charts").hasSizeGreaterThanOrEqualTo(least);
                assertThat(b.bodyAttribute("charts")).isEqualTo(String.valueOf(charts.size()));
                for (Object o : charts) {
                    List<?> c = (List<?>) o;
                    assertThat(((Number) c.get(1)).intValue()).as(at + c.get(0) + " drawn width")
                            .isGreaterThan(280);
                    assertThat(((Number) c.get(2)).intValue()).as(at + c.get(0) + " drawn height")
                            .isGreaterThan(200);
                    if (String.valueOf(c.get(0)).startsWith("win share")) {
                        assertThat(String.valueOf(c.get(3)).split("\\|")).as(at + c.get(0) + " percent ticks")
                                .contains("0%", "50%", "100%");
                    }
                }
                for (Object o : (List<?>) b.script(INTERVALS)) {
                    List<?> c = (List<?>) o;
                    int bars = ((Number) c.get(0)).intValue();
                    assertThat(bars).as(at + "bars").isPositive();
                    int strokes = ((Number) c.get(1)).intValue(); // a bar of 0% may not be drawn; its interval is
                    assertThat(strokes).as(at + "interval strokes").isGreaterThanOrEqualTo(3 * bars);
                    assertThat(strokes % 3).as(at + "a line and two caps per interval").isZero();
                    assertThat(c.get(2)).as(at + "intervals drawn above their bars").isEqualTo(true);
                }
                Number overflow = (Number) b.script(
                        "return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
                assertThat(overflow.intValue()).as(at + "the page is no wider than the window").isLessThanOrEqualTo(0);
                assertThat(b.find("h1").getText()).isEqualTo("Polis: what 32 games say");
                assertThat(b.findAll("h2")).extracting(e -> e.getText()).contains("In short", "3 players (16 games)",
                        "4 players (16 games)");
                assertThat(b.findAll("h3")).extracting(e -> e.getText()).contains("Balance", "Skill", "Components");
                assertThat(b.find("#partial").isDisplayed()).isFalse();
                assertThat(b.findAll("tr.agent")).as(at + "each ranked feature split by the two agents")
                        .hasSize((int) (2 * ranked)).allSatisfy(row -> assertThat(row.getText()).startsWith("by "));
                assertThat(b.findAll("p.def")).extracting(e -> e.getText())
                        .anyMatch(t -> t.startsWith("By the score everyone sees"));
                assertThat(b.console()).as("no error in the page").doesNotContain("SEVERE");
            }
        }
    }

    @Test
    void architektonsDramaSaysItIsByTheEvaluatorAndEachRankedFeatureIsSplitByAgentOnAPhone(@TempDir Path dir)
            throws Exception {
        GameEntry arch = GameCatalog.load().get("architekton");
        Analyzer an = new Analyzer(arch.game(), arch.agents(), List.of(AgentSpec.parse("random"),
                AgentSpec.parse("heuristic")), Map.of(), 3);
        List<Trace> traces = an.run(2, 120, 2, new AtomicBoolean(), (t, done, all) -> { });
        Report r = Report.of("architekton", "Architekton", "analyze architekton", 3, an.labels(), false, traces);
        long ranked = r.counts().get(0).components().stream().filter(Report.Feature::ranked).count();
        assertThat(ranked).as("features ranked in 120 games").isPositive();
        ReportFiles.write(r, dir);
        try (Browser b = new Browser(390, 844)) {
            b.viewport(390, 844);
            b.open(dir.resolve("report.html").toUri().toString());
            assertThat(b.findAll("h3")).extracting(e -> e.getText()).contains("Decisiveness and drama");
            assertThat(b.findAll("p.def")).extracting(e -> e.getText())
                    .anyMatch(t -> t.startsWith("By the game's heuristic evaluator, which sees every hidden card"));
            assertThat(b.findAll("tr.agent")).hasSize((int) (2 * ranked));
            assertThat(b.findAll("tr.agent")).extracting(e -> e.getText())
                    .anyMatch(t -> t.startsWith("by random")).anyMatch(t -> t.startsWith("by heuristic"));
            Number overflow = (Number) b.script(
                    "return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
            assertThat(overflow.intValue()).as("the page is no wider than the phone").isLessThanOrEqualTo(0);
            assertThat(b.console()).as("no error in the page").doesNotContain("SEVERE");
            String text = (String) b.script("return document.body.innerText;");
            assertThat(text).doesNotContainPattern("\\b1 (points|rounds|actions|decisions)\\b");
            if (r.counts().get(0).margin().median() == 1) { // Architekton's margin is usually a point
                assertThat(text).contains("median 1 point (");
            }
        }
    }
}
