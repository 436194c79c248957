package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.fasterxml.jackson.databind.JsonNode;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.PluginJars;
import io.agon.core.testkit.PluginJar;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 54, item 2: a plug-in cannot break the server. Two real plug-in jars are built while the test runs from
 * the launcher's test game (seven coins, take 1 or 2): in one, listing the moves loops for ever once five coins
 * are left; in the other it throws with an escape and a line feed in its message. Each table of such a game is
 * closed with one safe line, its human seat gets that line (never a 500), a watcher is told and disconnected, and
 * the other tables, the lobby's listing and the shutdown go on without waiting for it.
 */
class PluginIsolationTest {

    @TempDir
    static Path work;

    static Path plugins;

    @BeforeAll
    static void buildTheHostileJars() throws IOException {
        Path coins = Path.of("..", "cli-runner", "src", "test", "resources", "plugin-game", "CoinsPlugin.java");
        String source = Files.readString(coins);
        String legal = "        public void legalActions(State s, List<Action> out) {\n";
        assertThat(source).contains(legal, "\"coins\", \"Coins\"");
        plugins = Files.createDirectories(work.resolve("plugins"));
        jar("loops", source.replace("\"coins\", \"Coins\"", "\"loops\", \"Loops\"").replace(legal, legal
                + "            while (s.coins <= 5) { s.turn = s.turn; }\n"));
        jar("throws", source.replace("\"coins\", \"Coins\"", "\"throws\", \"Throws\"").replace(legal, legal
                + "            if (s.coins <= 5) { throw new IllegalStateException(\"legal failed\\u001b[31m\\n"
                + "agon: forged line\"); }\n"));
    }

    private static void jar(String name, String source) throws IOException {
        PluginJar.build(work.resolve(name), "test.coins.CoinsPlugin", source, plugins.resolve(name + ".jar"));
    }

    private static WebServer server(Path saves) {
        List<String> problems = new ArrayList<>();
        GameCatalog catalog = PluginJars.catalog(GameCatalog.class.getClassLoader(), List.of(plugins),
                problems::add);
        assertThat(problems).isEmpty();
        assertThat(catalog.games()).containsKeys("loops", "throws", "tictactoe");
        WebConfig config = WebConfig.defaults(saves).withPort(0).withBotDelay(Duration.ZERO)
                .withGameLimit(Duration.ofSeconds(1));
        return new WebServer(catalog, config).start();
    }

    @Test
    void aGameThatLoopsIsClosedAndNothingElseWaitsForIt() throws Exception {
        WebServer server = server(work.resolve("saves-loops"));
        Api api = new Api(server.port());
        JsonNode looping = api.create("loops", List.of("human", "human"), 1);
        String id = looping.get("id").asText();
        String token = Api.token(looping, 0);
        CompletableFuture<String> told = watch(server.port(), id);
        Api.Answer act = api.act(id, token, 0, 1); // take 2: five coins left, and listing the moves loops
        assertThat(act.status()).as(act.body()).isEqualTo(409);
        String reason = act.json().get("error").asText();
        assertThat(reason).isEqualTo("this game was closed: the game's code did not finish within 1 s");
        assertThat(told.get(30, TimeUnit.SECONDS)).contains(reason);
        assertThat(api.state(id, token).json().get("error").asText()).isEqualTo(reason);
        // a table whose bot loops is closed too, and the others play on
        JsonNode bots = api.create("loops", List.of("random", "random"), 2);
        JsonNode other = api.create("tictactoe", List.of("random", "human"), 3);
        assertThat(api.awaitTurn(other.get("id").asText(), Api.token(other, 1)).get("version").asInt())
                .isEqualTo(1);
        assertThat(awaitError(api, bots.get("id").asText())).startsWith("this game was closed: ");
        Api.Answer list = api.get("/api/tables");
        assertThat(list.status()).isEqualTo(200);
        assertThat(list.body()).doesNotContain(id).contains(other.get("id").asText());
        assertTimeoutPreemptively(Duration.ofSeconds(60), server::close, "the shutdown waits for no game");
    }

    @Test
    void aGameThatThrowsIsClosedWithOneSafeLineNotA500() throws Exception {
        WebServer server = server(work.resolve("saves-throws"));
        Api api = new Api(server.port());
        JsonNode throwing = api.create("throws", List.of("human", "human"), 1);
        String id = throwing.get("id").asText();
        String token = Api.token(throwing, 0);
        java.io.PrintStream err = System.err;
        java.io.ByteArrayOutputStream log = new java.io.ByteArrayOutputStream();
        Api.Answer act;
        System.setErr(new java.io.PrintStream(log, true, StandardCharsets.UTF_8)); // the server's log (slf4j-simple)
        try {
            act = api.act(id, token, 0, 1);
        } finally {
            System.setErr(err);
        }
        assertThat(act.status()).as(act.body()).isEqualTo(409);
        String reason = act.json().get("error").asText();
        assertThat(reason).isEqualTo("this game was closed: the game's code failed: IllegalStateException: legal"
                + " failed\\u001b[31m\\nagon: forged line");
        assertThat(reason).doesNotContain("\u001b", "\n");
        String logged = log.toString(StandardCharsets.UTF_8);
        assertThat(logged).as("the server's log").contains("game " + id + " closed: the game's code failed:"
                + " IllegalStateException: legal failed\\u001b[31m\\nagon: forged line")
                .doesNotContain("\u001b").doesNotContain("\tat ");
        assertThat(logged.lines().filter(l -> l.contains(id))).hasSize(1);
        JsonNode bots = api.create("throws", List.of("random", "random"), 2);
        assertThat(awaitError(api, bots.get("id").asText())).startsWith("this game was closed: ")
                .doesNotContain("\u001b", "\n");
        JsonNode other = api.create("tictactoe", List.of("random", "human"), 3);
        assertThat(api.awaitTurn(other.get("id").asText(), Api.token(other, 1)).get("version").asInt())
                .isEqualTo(1);
        assertTimeoutPreemptively(Duration.ofSeconds(60), server::close, "the shutdown waits for no game");
    }

    /** Waits until a spectator of {@code id} is answered with an error; returns it. */
    private static String awaitError(Api api, String id) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < end) {
            Api.Answer a = api.state(id, null);
            if (a.status() != 200) {
                assertThat(a.status()).isEqualTo(409);
                return a.json().get("error").asText();
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the table of game " + id + " was never closed");
    }

    /** A spectator's WebSocket; completes with the last message it got before the server closed it. */
    private static CompletableFuture<String> watch(int port, String id) throws Exception {
        CompletableFuture<String> closed = new CompletableFuture<>();
        StringBuilder last = new StringBuilder();
        HttpClient.newHttpClient().newWebSocketBuilder()
                .buildAsync(URI.create("ws://127.0.0.1:" + port + "/api/tables/" + id + "/ws"),
                        new WebSocket.Listener() {
                            @Override
                            public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean lastPart) {
                                last.setLength(0);
                                last.append(data);
                                ws.request(1);
                                return null;
                            }

                            @Override
                            public CompletionStage<?> onClose(WebSocket ws, int code, String why) {
                                closed.complete(code + " " + last);
                                return null;
                            }
                        }).get(10, TimeUnit.SECONDS);
        return closed;
    }
}
