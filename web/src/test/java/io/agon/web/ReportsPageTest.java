package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.analysis.Analyzer;
import io.agon.analysis.Report;
import io.agon.analysis.ReportFiles;
import io.agon.core.agent.AgentSpec;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code agon serve --reports DIR}: the saved analysis reports are listed and open in the browser. */
class ReportsPageTest {

    @TempDir
    static Path tmp;

    static Path reports;

    static WebServer server;
    static Api api;

    @BeforeAll
    static void start() throws Exception {
        Path saves = Files.createDirectories(tmp.resolve("saves"));
        reports = Files.createDirectories(tmp.resolve("reports"));
        GameEntry massilia = GameCatalog.load().get("massilia");
        Analyzer an = new Analyzer(massilia.game(), massilia.agents(), List.of(AgentSpec.parse("random")),
                Map.of(), 2);
        Report r = Report.of("massilia", "Massilia", "analyze massilia", 2, an.labels(), false,
                an.run(2, 6, 1, new AtomicBoolean(), (t, d, all) -> { }));
        ReportFiles.write(r, reports.resolve("massilia-2p"));
        Files.createDirectories(reports.resolve("massilia-2p").resolve("games"));
        Files.writeString(reports.resolve("massilia-2p").resolve("games").resolve("longest-2p.json"),
                new io.agon.core.record.RecordCodec(massilia.game()).write(an.record(2, 3)));
        Files.createDirectories(reports.resolve("broken"));
        Files.writeString(reports.resolve("broken").resolve("report.json"), "{not json");
        Files.writeString(reports.resolve("broken").resolve("report.html"), "<p>broken</p>");
        Files.createDirectories(reports.resolve("empty"));
        Files.writeString(reports.resolve("outside.html"), "<p>secret</p>");
        server = new WebServer(GameCatalog.load(), WebConfig.defaults(saves).withPort(0)
                .withBotDelay(Duration.ZERO)).reports(reports).start();
        api = new Api(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void theListHoldsEveryReadableReportWithItsGameAndSize() {
        Api.Answer a = api.get("/api/reports");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.json().get("reports")).hasSize(1);
        var r = a.json().get("reports").get(0);
        assertThat(r.get("name").asText()).isEqualTo("massilia-2p");
        assertThat(r.get("game").asText()).isEqualTo("Massilia");
        assertThat(r.get("games").asInt()).isEqualTo(6);
        assertThat(r.get("players").get(0).asInt()).isEqualTo(2);
        assertThat(r.get("partial").asBoolean()).isFalse();
    }

    @Test
    void aReportIsServedUnderAPolicyThatAllowsOnlyItsOwnScripts() throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + server.port() + "/reports/massilia-2p")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        String policy = r.headers().firstValue("Content-Security-Policy").orElseThrow();
        assertThat(policy).startsWith("default-src 'none'; script-src 'sha256-").doesNotContain("unsafe-eval")
                .contains("frame-ancestors 'none'");
        assertThat(policy.split("'sha256-", -1)).as("two inline scripts: the chart library and the page's")
                .hasSize(3);
        assertThat(r.body()).contains("echarts");
    }

    @Test
    void anythingElseUnderReportsIsNotFound() {
        for (String path : List.of("/reports/nosuch", "/reports/broken/../outside.html", "/reports/..%2foutside.html",
                "/reports/empty", "/reports/%2e%2e")) {
            Api.Answer a = api.get(path);
            assertThat(a.status()).as(path).isIn(400, 404);
            assertThat(a.body()).as(path).doesNotContain("secret");
        }
    }

    @Test
    void theReportOpensFromTheListWithEveryChartDrawn() throws Exception {
        Browser.assumeAvailable();
        try (Browser b = new Browser(1280, 800)) {
            b.open("http://127.0.0.1:" + server.port() + "/reports");
            b.waitVisible("a.open-report").click();
            b.waitVisible("h1");
            assertThat(b.find("h1").getText()).isEqualTo("Massilia: what 6 games say");
            // balance, four histograms, choice and lead changes (too few seats to rank components): drawn under the
            // page's policy, each at its size as the page opens
            assertThat(b.bodyAttribute("charts")).isEqualTo("7");
            List<?> sizes = (List<?>) b.script("return Array.from(document.querySelectorAll('.chart')).map(function (c)"
                    + " { var s = c.querySelector('svg'); return s ? Math.min(s.getBoundingClientRect().width,"
                    + " s.getBoundingClientRect().height) : 0; });");
            assertThat(sizes).hasSize(7).allSatisfy(x -> assertThat(((Number) x).intValue()).isGreaterThan(200));
            assertThat(b.console()).doesNotContain("Content Security Policy").doesNotContain("SEVERE");
        }
    }

    @Test
    void aSavedGameOfAReportOpensInTheReplayViewer() {
        Api.Answer opened = api.post("/api/replays", "{\"report\": \"massilia-2p\", \"game\": \"longest-2p.json\"}");
        assertThat(opened.status()).as(opened.body()).isEqualTo(201);
        Api.Answer end = api.get("/api/replays/" + opened.json().get("id").asText() + "?step=0");
        assertThat(end.status()).isEqualTo(200);
        assertThat(end.json().get("game").get("id").asText()).isEqualTo("massilia");
        assertThat(end.json().get("finished").asBoolean()).as("the whole game was saved").isTrue();
        for (String bad : List.of("{\"report\": \"massilia-2p\", \"game\": \"../report.json\"}",
                "{\"report\": \"..\", \"game\": \"longest-2p.json\"}",
                "{\"report\": \"massilia-2p\", \"game\": \"nosuch.json\"}")) {
            Api.Answer a = api.post("/api/replays", bad);
            assertThat(a.status()).as(bad).isIn(400, 404);
            assertThat(a.json().has("error")).as(a.body()).isTrue();
        }
    }
}
