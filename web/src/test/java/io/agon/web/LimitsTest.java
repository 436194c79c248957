package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.agon.core.spi.GameCatalog;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A bounded number of live games: idle games are unloaded (already saved) and come back on demand. */
class LimitsTest {

    @TempDir
    Path saves;

    @Test
    void idleGamesAreUnloadedAndReloadIdentical() throws Exception {
        WebConfig config = WebConfig.defaults(saves).withPort(0).withBotDelay(Duration.ZERO)
                .withLimits(2, Duration.ofMillis(200));
        try (WebServer server = new WebServer(GameCatalog.load(), config).start()) {
            Api api = new Api(server.port());
            JsonNode a = api.create("architekton", List.of("human", "random"), 1);
            String id = a.get("id").asText();
            String token = Api.token(a, 0);
            JsonNode s = api.awaitTurn(id, token);
            api.act(id, token, s.get("version").asInt(), 0);
            String before = api.awaitTurn(id, token).toString();
            api.create("architekton", List.of("human", "human"), 2);
            api.create("architekton", List.of("human", "human"), 3); // the limit is 2: an idle game makes room
            assertThat(server.tables().liveCount()).isLessThanOrEqualTo(2);
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (server.tables().liveCount() > 0 && System.nanoTime() < end) {
                Thread.sleep(50); // the sweeper unloads games idle for 200 ms
            }
            assertThat(server.tables().liveCount()).isZero();
            assertThat(api.state(id, token).json().toString()).isEqualTo(before); // reloaded from its record
            assertThat(server.tables().liveCount()).isEqualTo(1);
        }
    }

    @Test
    void aThousandGamesWithWaitingBotsAreHeldWithoutAThreadEach() throws Exception {
        // the goal of issue 41's load benchmark: 1,000 games at once whose bots wait before every move
        WebConfig config = WebConfig.defaults(saves).withPort(0).withBotDelay(Duration.ofMinutes(5))
                .withLimits(1000, Duration.ofMinutes(10));
        try (Tables tables = new Tables(GameCatalog.load(), config)) {
            for (int g = 0; g < 1000; g++) {
                tables.create("architekton", List.of("random", "random"), g, java.util.Map.of());
            }
            assertThat(tables.liveCount()).isEqualTo(1000);
            long botThreads = Thread.getAllStackTraces().keySet().stream()
                    .filter(t -> t.getName().startsWith("agon-")).count();
            assertThat(botThreads).as("a waiting bot is a scheduled task, not a sleeping thread")
                    .isLessThan(100);
            assertThatThrownBy(() -> tables.create("architekton", List.of("random", "random"), 1000,
                    java.util.Map.of())).isInstanceOf(WebException.class)
                    .hasMessage("the server holds its limit of 1000 live games, all in play; try again later");
        }
    }

    @Test
    void aFullServerSaysSoWhenNoGameIsIdle() throws Exception {
        WebConfig config = WebConfig.defaults(saves).withPort(0).withBotDelay(Duration.ZERO)
                .withLimits(1, Duration.ofMinutes(10));
        try (WebServer server = new WebServer(GameCatalog.load(), config).start()) {
            Api api = new Api(server.port());
            JsonNode a = api.create("architekton", List.of("human", "human"), 1);
            WebSocket ws = HttpClient.newHttpClient().newWebSocketBuilder()
                    .buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/api/tables/" + a.get("id").asText()
                            + "/ws"), new WebSocket.Listener() {
                        @Override
                        public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                            w.request(1);
                            return null;
                        }
                    }).get(10, TimeUnit.SECONDS);
            Thread.sleep(200);
            Api.Answer full = api.post("/api/tables", "{\"game\":\"architekton\",\"players\":[\"human\",\"human\"]}");
            assertThat(full.status()).isEqualTo(503);
            assertThat(full.json().get("error").asText()).contains("limit of 1 live games");
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").get(5, TimeUnit.SECONDS);
            Thread.sleep(300);
            assertThat(api.post("/api/tables", "{\"game\":\"architekton\",\"players\":[\"human\",\"human\"]}")
                    .status()).isEqualTo(201);
        }
    }

    @Test
    void botSeatsAreCappedByTheMachineAndTheServerOptions() throws Exception {
        int cores = Runtime.getRuntime().availableProcessors();
        WebConfig config = WebConfig.defaults(saves).withPort(0).withBotDelay(Duration.ZERO);
        try (WebServer server = new WebServer(GameCatalog.load(), config).start()) {
            Api api = new Api(server.port());
            String threads = refusal(api, "mcts:threads=64");
            assertThat(threads).contains("P2 (mcts:threads=64)").contains("64 threads")
                    .contains("at most " + Math.min(64, cores));
            assertThat(refusal(api, "mcts:ms=600000")).contains("600000 ms").contains("at most 10000 ms");
            assertThat(refusal(api, "mcts:us=20000000")).contains("20000 ms");
            assertThat(refusal(api, "mcts:iterations=1000000")).contains("at most 100000");
            assertThat(refusal(api, "mcts:iterations=200000,rollout=heuristic")).isEqualTo("P2 (mcts:iterations=200000,"
                    + "rollout=heuristic) asks for 200000 iterations per move; this server allows at most 100000");
            assertThat(created(api, "mcts:ms=50,threads=" + cores)).isEqualTo(201);
        }
        WebConfig tight = config.withBotLimits(new WebConfig.BotLimits(64, 100, 1000));
        assertThat(tight.botLimits().threads()).as("never more threads than cores").isEqualTo(cores);
        try (WebServer server = new WebServer(GameCatalog.load(), tight).start()) {
            Api api = new Api(server.port());
            assertThat(refusal(api, "mcts:ms=101")).contains("at most 100 ms");
            assertThat(refusal(api, "mcts:iterations=1001")).contains("at most 1000");
            assertThat(created(api, "mcts:iterations=1000")).isEqualTo(201);
            assertThat(created(api, "heuristic")).isEqualTo(201);
        }
    }

    private static int created(Api api, String bot) {
        return api.post("/api/tables", "{\"game\":\"architekton\",\"players\":[\"human\",\"" + bot + "\"]}")
                .status();
    }

    private static String refusal(Api api, String bot) {
        Api.Answer a = api.post("/api/tables", "{\"game\":\"architekton\",\"players\":[\"human\",\"" + bot
                + "\"]}");
        assertThat(a.status()).as(a.body()).isEqualTo(400);
        String error = a.json().get("error").asText();
        assertThat(error).doesNotContain("\n");
        return error;
    }
}
