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

/** The report of {@code agon analyze} opens in headless Chromium from a file, offline, with every chart drawn. */
class AnalysisReportPageTest {

    @BeforeAll
    static void browser() {
        Browser.assumeAvailable();
    }

    @Test
    void everyChartOfThePolisReportIsDrawn(@TempDir Path dir) throws Exception {
        GameEntry polis = GameCatalog.load().get("polis");
        Analyzer an = new Analyzer(polis.game(), polis.agents(), List.of(AgentSpec.parse("random"),
                AgentSpec.parse("heuristic")), Map.of(), 3);
        List<Trace> traces = new ArrayList<>();
        for (int players = 3; players <= 4; players++) {
            traces.addAll(an.run(players, 12, 2, new AtomicBoolean(), (t, done, all) -> { }));
        }
        Report r = Report.of("polis", "Polis", "analyze polis --players all", 3, an.labels(), false, traces);
        ReportFiles.write(r, dir);
        // per player count: balance, two durations, choice, lead changes; then skill and components
        int expected = 2 * 5 + 1 + 1;
        try (Browser b = new Browser(1280, 800)) {
            b.open(dir.resolve("report.html").toUri().toString());
            assertThat(b.bodyAttribute("charts")).isEqualTo(String.valueOf(expected));
            assertThat(b.findAll(".chart")).hasSize(expected);
            assertThat(b.findAll(".chart svg")).as("each chart drawn as SVG").hasSizeGreaterThanOrEqualTo(expected);
            assertThat(b.find("h1").getText()).isEqualTo("Polis: what 24 games say");
            assertThat(b.findAll("h2")).extracting(e -> e.getText()).contains("3 players (12 games)",
                    "4 players (12 games)", "Skill", "Components");
            assertThat(b.find("#partial").isDisplayed()).isFalse();
            assertThat(b.console()).as("no error in the page").doesNotContain("SEVERE");
            b.viewport(390, 844);
            assertThat(b.findAll(".chart svg")).hasSizeGreaterThanOrEqualTo(expected);
        }
    }
}
