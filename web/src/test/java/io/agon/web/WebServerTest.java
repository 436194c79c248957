package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordCodec;
import io.agon.core.record.RecordFiles;
import io.agon.core.spi.GameCatalog;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The protocol over real HTTP: seats and tokens, refusals, concurrent clicks, saving after every action. */
class WebServerTest {

    static final GameCatalog CATALOG = GameCatalog.load();

    @TempDir
    static Path saves;
    static WebServer server;
    static Api api;

    @BeforeAll
    static void start() {
        server = new WebServer(CATALOG, WebConfig.defaults(saves).withPort(0).withBotDelay(Duration.ZERO)).start();
        api = new Api(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static void assertOneLineError(Api.Answer a, int status, String containing) {
        assertThat(a.status()).as(a.body()).isEqualTo(status);
        JsonNode json = a.json();
        assertThat(json).as(a.body()).isNotNull();
        String error = json.get("error").asText();
        assertThat(error).contains(containing).doesNotContain("\n").doesNotContain("Exception")
                .doesNotContain("\tat ").doesNotContain("io.agon.");
    }

    private static byte[] recordBytes(String id) throws Exception {
        return Files.readAllBytes(server.tables().recordFile(id));
    }

    @Test
    @DisplayName("a human seat sees its view and legal actions with its token; a bot answers at once")
    void seatPlaysAgainstABot() {
        JsonNode made = api.create("architekton", List.of("human", "random"), 11);
        String id = made.get("id").asText();
        String token = Api.token(made, 0);
        assertThat(token).matches("[0-9a-f]{32}"); // 128 bits
        assertThat(made.get("seats").get(1).has("link")).isFalse();
        JsonNode s = api.awaitTurn(id, token);
        assertThat(s.get("seat").asInt()).isZero();
        assertThat(s.get("view").get("observer").asInt()).isZero();
        assertThat(s.get("decision").get("prompt").asText()).isNotEmpty();
        int version = s.get("version").asInt();
        Api.Answer a = api.act(id, token, version, 0);
        assertThat(a.status()).as(a.body()).isEqualTo(200);
        assertThat(a.json().get("version").asInt()).isGreaterThan(version);
        JsonNode next = api.awaitTurn(id, token);
        assertThat(next.get("log").get("lines").size()).isGreaterThan(0);
        JsonNode firstMove = null; // the narration opens with what set-up reported (seat -1), then the moves
        for (JsonNode line : next.get("log").get("lines")) {
            if (line.get("seat").asInt() >= 0) {
                firstMove = line;
                break;
            }
        }
        assertThat(firstMove).as(next.toString()).isNotNull();
        assertThat(firstMove.get("text").asText()).startsWith("P1: ");
    }

    @Test
    @DisplayName("a spectator of a finished game gets the final board: the first seat's final view")
    void spectatorSeesTheFinalView() {
        JsonNode made = api.create("massilia", List.of("random", "random"), 9);
        String id = made.get("id").asText();
        JsonNode playing = api.state(id, null).json();
        JsonNode end = api.awaitTurn(id, null);
        assertThat(end.get("over").asBoolean()).isTrue();
        if (!playing.get("over").asBoolean()) { // while it runs: the public board, no seat's view
            assertThat(playing.get("view").get("observer").asInt()).isEqualTo(-1);
            assertThat(playing.get("view").get("ownHand").size()).isZero();
            assertThat(playing.get("viewSeat").asInt()).isEqualTo(-1);
        }
        assertThat(end.get("seat").asInt()).isEqualTo(-1);
        assertThat(end.get("viewSeat").asInt()).isZero();
        assertThat(end.get("view").get("observer").asInt()).isZero();
        assertThat(end.get("view").get("over").asBoolean()).isTrue();
        assertThat(end.get("legal").size()).isZero();
        assertThat(end.get("outcome").get("scores").size()).isEqualTo(2);
    }

    @Test
    @DisplayName("any seat's final board of a finished game (?seat=S), never while it runs; a bad seat is one line")
    void finalBoardOfAnySeat() {
        JsonNode made = api.create("polis", List.of("human", "random", "random"), 4);
        String id = made.get("id").asText();
        assertOneLineError(api.get("/api/tables/" + id + "?seat=1"), 403, "not finished");
        assertOneLineError(api.get("/api/tables/" + id + "?seat=3"), 400, "no seat 3");
        assertOneLineError(api.get("/api/tables/" + id + "?seat=x"), 400, "'seat' must be a whole number");
        JsonNode done = api.create("polis", List.of("random", "random", "random"), 4);
        String over = done.get("id").asText();
        assertThat(api.awaitTurn(over, null).get("over").asBoolean()).isTrue();
        for (int seat = 0; seat < 3; seat++) {
            JsonNode s = api.get("/api/tables/" + over + "?seat=" + seat).json();
            assertThat(s.get("seat").asInt()).as("still a spectator").isEqualTo(-1);
            assertThat(s.get("viewSeat").asInt()).isEqualTo(seat);
            assertThat(s.get("view").get("observer").asInt()).isEqualTo(seat);
            assertThat(s.get("legal").size()).isZero();
        }
        assertThat(api.get("/api/tables/" + over + "?seat=-1").json().get("viewSeat").asInt()).isZero();
        assertOneLineError(api.get("/api/tables/" + over + "?seat=-2"), 400, "no seat -2");
    }

    @Test
    @DisplayName("without its token a seat's view and actions are refused; a spectator gets the public view only")
    void tokensGuardSeats() throws Exception {
        JsonNode made = api.create("polis", List.of("human", "human", "human"), 5);
        String id = made.get("id").asText();
        JsonNode spectator = api.state(id, null).json();
        assertThat(spectator.get("seat").asInt()).isEqualTo(-1);
        assertThat(spectator.get("view").get("observer").asInt()).as("the public view").isEqualTo(-1);
        assertThat(spectator.get("view").get("prompt").asText()).isEmpty();
        assertThat(spectator.get("legal").size()).isZero();
        assertThat(spectator.get("decision").get("prompt").asText()).isEmpty();
        assertOneLineError(api.state(id, "0".repeat(32)), 403, "not valid");
        assertOneLineError(api.state(id, Api.token(made, 0) + "0"), 403, "not valid");
        byte[] before = recordBytes(id);
        assertOneLineError(api.post("/api/tables/" + id + "/actions", "{\"version\":0,\"index\":0}"), 403,
                "spectator");
        assertOneLineError(api.act(id, "f".repeat(32), 0, 0), 403, "not valid");
        assertThat(recordBytes(id)).isEqualTo(before);
        // a token of another game is no key to this one
        JsonNode other = api.create("polis", List.of("human", "human", "human"), 6);
        assertOneLineError(api.act(id, Api.token(other, 0), 0, 0), 403, "not valid");
        assertOneLineError(api.state("0123456789abcdef", null), 404, "no game");
        assertOneLineError(api.state("../../etc", null), 404, "");
    }

    @Test
    @DisplayName("a card in the start player's hand reaches him only: not the next seat, not a spectator, not the narration")
    void handsStayPrivate() {
        JsonNode made = api.create("polis", List.of("human", "human", "human"), 12);
        String id = made.get("id").asText();
        int first = api.state(id, null).json().get("decision").get("player").asInt(); // drawn by lot (Polis D64)
        int other = (first + 1) % 3;
        String mineToken = Api.token(made, first);
        JsonNode s = api.state(id, mineToken).json();
        assertThat(api.act(id, mineToken, s.get("version").asInt(), 0).status()).isEqualTo(200);
        JsonNode mine = api.state(id, mineToken).json();
        JsonNode hand = mine.get("view").get("players").get(first).get("hand").get("known");
        assertThat(hand.size()).isEqualTo(1);
        String card = hand.get(0).asText();
        assertThat(card).isNotBlank();
        String theirs = api.state(id, Api.token(made, other)).body();
        String spectator = api.state(id, null).body();
        assertThat(theirs).doesNotContain(card);
        assertThat(spectator).doesNotContain(card);
        assertThat(api.state(id, null).json().get("log").get("lines").get(0).get("text").asText())
                .isEqualTo(api.state(id, Api.token(made, other)).json().get("log").get("lines").get(0).get("text")
                        .asText());
    }

    @Test
    @DisplayName("stale version, index out of range, wrong seat, malformed JSON, big bodies: 4xx, one line, state unchanged")
    void badActionsAreRefused() throws Exception {
        JsonNode made = api.create("architekton", List.of("human", "human"), 3);
        String id = made.get("id").asText();
        String p1 = Api.token(made, 0);
        String p2 = Api.token(made, 1);
        JsonNode s = api.state(id, p1).json();
        int legal = s.get("legal").size();
        assertThat(legal).isPositive();
        byte[] before = recordBytes(id);
        String stateBefore = api.state(id, p1).body();

        assertOneLineError(api.act(id, p1, 1, 0), 409, "stale");
        assertOneLineError(api.act(id, p1, -1, 0), 409, "stale");
        assertOneLineError(api.act(id, p1, 0, legal), 400, "no action " + legal);
        assertOneLineError(api.act(id, p1, 0, -1), 400, "no action -1");
        assertOneLineError(api.act(id, p2, 0, 0), 409, "P1's decision, not P2's");
        assertOneLineError(api.act(id, p2, 0, legal + 5), 409, "P1's decision, not P2's"); // the seat comes first
        String path = "/api/tables/" + id + "/actions";
        assertOneLineError(api.post(path, "{\"token\":\"" + p1 + "\",\"version\":0,"), 400, "not valid JSON");
        assertOneLineError(api.post(path, "[1,2]"), 400, "JSON object");
        assertOneLineError(api.post(path, "{\"token\":\"" + p1 + "\",\"version\":\"0\",\"index\":0}"), 400,
                "'version' must be a whole number");
        assertOneLineError(api.post(path, "{\"token\":\"" + p1 + "\",\"version\":0,\"index\":1.5}"), 400,
                "'index' must be a whole number");
        assertOneLineError(api.post(path, "{\"token\":\"" + p1 + "\",\"version\":0,\"index\":99999999999}"), 400,
                "'index' must be a whole number");
        assertOneLineError(api.post(path, "{\"token\":5,\"version\":0,\"index\":0}"), 400, "'token' must be a string");
        assertOneLineError(api.post(path, "version=0&index=0", "application/x-www-form-urlencoded"), 415, "JSON");
        String big = "{\"token\":\"" + p1 + "\",\"version\":0,\"index\":0,\"pad\":\"" + "x".repeat(40_000) + "\"}";
        assertOneLineError(api.postOversized(path, big), 413, "too large");

        assertThat(recordBytes(id)).isEqualTo(before);
        assertThat(api.state(id, p1).body()).isEqualTo(stateBefore);
        assertThat(api.act(id, p1, 0, legal - 1).status()).isEqualTo(200);
        assertOneLineError(api.act(id, p1, 0, 0), 409, "");
    }

    @Test
    @DisplayName("bad lobby requests get one line too: unknown game, bad agent spec, bad player count, bad option")
    void badCreations() {
        assertOneLineError(api.post("/api/tables", "{\"game\":\"chess\",\"players\":[\"human\",\"random\"]}"), 400,
                "unknown game 'chess'");
        assertOneLineError(api.post("/api/tables", "{\"game\":\"polis\",\"players\":[\"human\",\"random\"]}"), 400,
                "3-5 players");
        assertOneLineError(api.post("/api/tables",
                "{\"game\":\"polis\",\"players\":[\"human\",\"random\",\"wizard\"]}"), 400, "unknown agent 'wizard'");
        assertOneLineError(api.post("/api/tables",
                "{\"game\":\"polis\",\"players\":[\"human\",\"random\",\"mcts:iterations=x\"]}"), 400, "iterations");
        assertOneLineError(api.post("/api/tables",
                "{\"game\":\"architekton\",\"players\":[\"human\",\"random\"],\"options\":{\"start\":\"P9\"}}"), 400,
                "option start");
        assertOneLineError(api.post("/api/tables",
                "{\"game\":\"architekton\",\"players\":[\"human\",\"random\"],\"seed\":\"abc\"}"), 400, "seed");
        assertOneLineError(api.get("/api/nothing"), 404, "not found: GET /api/nothing");
        Api.Answer traversal = api.get("/static/..%2F..%2Fetc%2Fpasswd");
        assertThat(traversal.status()).isBetween(400, 404);
        assertThat(traversal.body()).doesNotContain("root:").doesNotContain("Exception");
    }

    @Test
    @DisplayName("malformed HTTP gets a plain error without a stack trace")
    void malformedHttp() throws Exception {
        for (String request : List.of("GARBAGE\r\n\r\n", "GET /api/catalog HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "Content-Length: -5\r\n\r\n", "POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
                + "application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")) {
            try (Socket socket = new Socket("127.0.0.1", server.port())) {
                socket.setSoTimeout(5000);
                OutputStream out = socket.getOutputStream();
                out.write(request.getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
                InputStream in = socket.getInputStream();
                String answer = new String(in.readNBytes(4096), StandardCharsets.ISO_8859_1);
                assertThat(answer).startsWith("HTTP/1.1 4").doesNotContain("\tat ").doesNotContain("Exception");
            }
        }
    }

    @Test
    @DisplayName("the same click sent at once from 16 threads is applied exactly once")
    void concurrentClicks() throws Exception {
        JsonNode made = api.create("architekton", List.of("human", "human"), 9);
        String id = made.get("id").asText();
        String p1 = Api.token(made, 0);
        for (int round = 0; round < 3; round++) {
            JsonNode s = api.state(id, p1).json();
            int version = s.get("version").asInt();
            int legal = s.get("legal").size();
            int threads = 16;
            CountDownLatch go = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int index = t % legal; // same or different choices, all for the same version
                results.add(pool.submit(() -> {
                    go.await();
                    return api.act(id, p1, version, index).status();
                }));
            }
            go.countDown();
            int ok = 0;
            int conflicts = 0;
            for (Future<Integer> f : results) {
                int status = f.get();
                ok += status == 200 ? 1 : 0;
                conflicts += status == 409 ? 1 : 0;
            }
            pool.shutdown();
            assertThat(ok).isEqualTo(1);
            assertThat(conflicts).isEqualTo(threads - 1);
            JsonNode after = api.state(id, null).json();
            assertThat(after.get("version").asInt()).isEqualTo(version + 1);
            GameRecord saved = new RecordCodec(CATALOG.get("architekton").game().info())
                    .read(RecordFiles.read(server.tables().recordFile(id)), "saved");
            assertThat(saved.actions()).hasSize(version + 1);
            if (after.get("decision").get("player").asInt() != 0) {
                break;
            }
        }
    }

    @Test
    @DisplayName("every action is saved as a normal record: a human's before the answer, a bot's right after")
    void savedAfterEveryAction() throws Exception {
        JsonNode made = api.create("architekton", List.of("human", "random"), 21);
        String id = made.get("id").asText();
        String token = Api.token(made, 0);
        RecordCodec codec = new RecordCodec(CATALOG.get("architekton").game().info());
        for (int i = 0; i < 4; i++) {
            JsonNode s = api.awaitTurn(id, token);
            int version = s.get("version").asInt();
            GameRecord saved = codec.read(RecordFiles.read(server.tables().recordFile(id)), "saved");
            for (int wait = 0; wait < 500 && saved.actions().size() < version; wait++) {
                Thread.sleep(10); // the bot's move is written by the background saver
                saved = codec.read(RecordFiles.read(server.tables().recordFile(id)), "saved");
            }
            assertThat(saved.actions()).hasSize(version);
            CoreSession<?> replayed = CoreSession.replay(CATALOG.get("architekton").game(), saved);
            assertThat(Messages.write(replayed.snapshot(0).view())).isEqualTo(Messages.write(s.get("view")));
            assertThat(api.act(id, token, version, i % s.get("legal").size()).status()).isEqualTo(200);
            GameRecord afterAnswer = codec.read(RecordFiles.read(server.tables().recordFile(id)), "saved");
            assertThat(afterAnswer.actions().size()).isGreaterThan(version); // on disk before the 200
        }
    }

    @Test
    @DisplayName("the lobby lists unfinished games with their seat links")
    void lobbyListsUnfinished() {
        JsonNode made = api.create("massilia", List.of("human", "heuristic"), 4);
        JsonNode list = api.get("/api/tables").json().get("games");
        JsonNode found = null;
        for (JsonNode g : list) {
            if (g.get("id").asText().equals(made.get("id").asText())) {
                found = g;
            }
        }
        assertThat(found).isNotNull();
        assertThat(found.get("seats").get(0).get("link").asText()).isEqualTo(made.get("seats").get(0).get("link")
                .asText());
        assertThat(found.get("seats").get(1).has("link")).isFalse();
    }

    @Test
    @DisplayName("the WebSocket pushes the seat's state after every move; a wrong token is closed with 4403")
    void webSocket() throws Exception {
        JsonNode made = api.create("architekton", List.of("human", "human"), 17);
        String id = made.get("id").asText();
        String p1 = Api.token(made, 0);
        java.util.concurrent.BlockingQueue<String> received = new java.util.concurrent.LinkedBlockingQueue<>();
        java.util.concurrent.CompletableFuture<Integer> closed = new java.util.concurrent.CompletableFuture<>();
        java.net.http.WebSocket.Listener listener = new java.net.http.WebSocket.Listener() {
            private final StringBuilder text = new StringBuilder();

            @Override
            public java.util.concurrent.CompletionStage<?> onText(java.net.http.WebSocket ws, CharSequence data,
                                                                 boolean last) {
                text.append(data);
                if (last) {
                    received.add(text.toString());
                    text.setLength(0);
                }
                ws.request(1);
                return null;
            }

            @Override
            public java.util.concurrent.CompletionStage<?> onClose(java.net.http.WebSocket ws, int code, String why) {
                closed.complete(code);
                return null;
            }
        };
        String url = "ws://127.0.0.1:" + server.port() + "/api/tables/" + id + "/ws?token=";
        java.net.http.WebSocket ws = api.client.newWebSocketBuilder().buildAsync(java.net.URI.create(url + p1),
                listener).get(10, java.util.concurrent.TimeUnit.SECONDS);
        JsonNode first = Api.JSON.readTree(received.poll(10, java.util.concurrent.TimeUnit.SECONDS));
        assertThat(first.get("seat").asInt()).isZero();
        assertThat(first.get("log").get("from").asInt()).isZero();
        assertThat(api.act(id, p1, first.get("version").asInt(), 0).status()).isEqualTo(200);
        JsonNode pushed = Api.JSON.readTree(received.poll(10, java.util.concurrent.TimeUnit.SECONDS));
        assertThat(pushed.get("version").asInt()).isEqualTo(first.get("version").asInt() + 1);
        assertThat(pushed.get("log").get("from").asInt()).isEqualTo(first.get("log").get("lines").size());
        assertThat(pushed.get("log").get("lines").get(0).get("text").asText()).startsWith("P1: ");
        ws.abort();

        received.clear();
        api.client.newWebSocketBuilder().buildAsync(java.net.URI.create(url + "f".repeat(32)), listener)
                .get(10, java.util.concurrent.TimeUnit.SECONDS);
        assertThat(closed.get(10, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo(4403);
        assertThat(Api.JSON.readTree(received.poll(10, java.util.concurrent.TimeUnit.SECONDS)).get("error").asText())
                .contains("not valid");
    }

    @Test
    @DisplayName("a request addressed to another host name is refused (DNS rebinding)")
    void foreignHostRefused() {
        // java.net.http will not set Host; a raw request does
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(5000);
            socket.getOutputStream().write(("GET /api/tables HTTP/1.1\r\nHost: evil.example:80\r\nConnection: close"
                    + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
            assertThat(answer).startsWith("HTTP/1.1 403").contains("only requests addressed to this machine");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
