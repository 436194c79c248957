package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.agon.core.spi.GameCatalog;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Refusals in the player's words: no parser or server internals, the documented JSON body everywhere. */
class ErrorWordsTest {

    @TempDir
    static Path saves;
    static WebServer server;
    static Api api;

    @BeforeAll
    static void start() {
        server = new WebServer(GameCatalog.load(), WebConfig.defaults(saves).withPort(0)
                .withBotDelay(Duration.ZERO)).start();
        api = new Api(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** A one-line JSON error with this status, in words: no Java, Jackson or Jetty names. */
    private static String error(Api.Answer a, int status) {
        assertThat(a.status()).as(a.body()).isEqualTo(status);
        JsonNode json = a.json();
        assertThat(json).as("a JSON body: " + a.body()).isNotNull();
        String error = json.get("error").asText();
        assertThat(error).doesNotContain("\n").doesNotContainIgnoringCase("jackson")
                .doesNotContain("StreamReadConstraints").doesNotContain("JsonReadFeature").doesNotContain("`")
                .doesNotContain("code 39").doesNotContain("Exception").doesNotContain("Jetty")
                .doesNotContain("Bad Message").doesNotContain("CTRL-CHAR");
        return error;
    }

    @Test
    @DisplayName("malformed JSON bodies are answered in words, without the parser's internals")
    void malformedJson() {
        String path = "/api/tables";
        assertThat(error(api.post(path, "[".repeat(3000) + "]".repeat(3000)), 400)).contains("nested too deeply");
        assertThat(error(api.post(path, "{'game':'polis'}"), 400)).contains("not valid JSON").contains("line 1");
        assertThat(error(api.post(path, "{\"game\":NaN}"), 400)).contains("not valid JSON");
        assertThat(error(api.post(path, "{\"game\":\"a\u0001b\"}"), 400)).contains("not valid JSON");
        assertThat(error(api.post(path, "{\"game\":"), 400)).contains("ends too early");
        assertThat(error(api.post(path, "{\"players\":[01]}"), 400)).contains("not valid JSON");
    }

    @Test
    @DisplayName("one JSON policy with the launcher's files: a key given twice and text after the object are refused")
    void duplicateKeysAndTrailingText() {
        String path = "/api/tables";
        assertThat(error(api.post(path, "{\"game\":\"tictactoe\",\"game\":\"polis\",\"players\":[\"human\","
                + "\"human\"]}"), 400)).isEqualTo("the request body is not valid JSON: field 'game' is given twice, at"
                + " line 1");
        assertThat(error(api.post(path, "{\"game\":\"tictactoe\",\"players\":[\"human\",\"human\"]} {}"), 400))
                .isEqualTo("the request body is not valid JSON: more text after the end of the JSON value, at line 1");
        JsonNode made = api.create("tictactoe", List.of("human", "human"), 3);
        String id = made.get("id").asText();
        String p1 = Api.token(made, 0);
        String p2 = Api.token(made, 1);
        Api.Answer twice = api.post("/api/tables/" + id + "/actions", "{\"token\":\"" + p2 + "\",\"token\":\""
                + p1 + "\",\"version\":0,\"index\":0}");
        assertThat(error(twice, 400)).contains("field 'token' is given twice");
        assertThat(error(api.post("/api/tables/" + id + "/actions", "{\"token\":\"" + p1 + "\",\"version\":0,"
                + "\"index\":0,\"index\":999}"), 400)).contains("field 'index' is given twice");
        assertThat(api.state(id, p1).json().get("version").asInt()).as("nothing was played").isZero();
    }

    @Test
    @DisplayName("a duplicate Content-Length or an empty Host gets a 400 that says so")
    void badHeadersInWords() throws Exception {
        String twice = raw("POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}");
        assertThat(twice).startsWith("HTTP/1.1 400").contains("Content-Length").doesNotContain("encoded");
        String empty = raw("GET /api/catalog HTTP/1.1\r\nHost:\r\n\r\n");
        assertThat(empty).startsWith("HTTP/1.1 400").contains("Host").doesNotContain("encoded");
    }

    /** Sends {@code request} as it is and returns the whole answer (the server closes the connection). */
    private static String raw(String request) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(15_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            socket.shutdownOutput();
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    @Test
    @DisplayName("encoded bad paths get the documented JSON error, not the server's HTML page")
    void encodedBadPaths() {
        for (String path : List.of("/static/..%2f..%2fetc%2fpasswd", "/static/..%2F..", "/static/%2e%2e%2fx.js",
                "/renderers/..%2f/render.js", "/static/a%5cb.js")) {
            Api.Answer a = api.get(path);
            assertThat(a.status()).as(path).isBetween(400, 404);
            assertThat(a.body()).as(path).doesNotContain("<html").doesNotContain("<h");
            error(a, a.status());
        }
    }

    @Test
    @DisplayName("a chunked upload over the limit gets its 413 without being read to its end")
    void chunkedUploadStopsAtTheLimit() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(15_000); // a failure guard: before the fix the server waits for the rest forever
            OutputStream out = socket.getOutputStream();
            String chunk = "x".repeat(24 * 1024); // over the 16 KiB limit, and the body never ends
            out.write(("POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n" + Integer.toHexString(chunk.length()) + "\r\n" + chunk
                    + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            String answer;
            try {
                answer = new String(in.readNBytes(12), StandardCharsets.ISO_8859_1);
            } catch (SocketTimeoutException e) {
                throw new AssertionError("no answer while the upload was still going on", e);
            }
            assertThat(answer).startsWith("HTTP/1.1 413");
        }
        // a replay upload has its own limit (2 MiB), checked the same way
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(15_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /api/replays HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            String chunk = "x".repeat(64 * 1024);
            for (int i = 0; i < 40; i++) { // 2.5 MiB, never ended
                out.write((Integer.toHexString(chunk.length()) + "\r\n" + chunk + "\r\n")
                        .getBytes(StandardCharsets.ISO_8859_1));
            }
            out.flush();
            assertThat(new String(socket.getInputStream().readNBytes(12), StandardCharsets.ISO_8859_1))
                    .startsWith("HTTP/1.1 413");
        } catch (java.net.SocketException e) {
            // the server may close the connection while the rest is still being sent: the answer was a refusal
        }
    }

    @Test
    @DisplayName("after a 413 the server closes the connection, whatever the transfer encoding")
    void theConnectionIsClosedAfterA413() throws Exception {
        String chunk = "x".repeat(24 * 1024); // over the 16 KiB limit
        String chunked = "Transfer-Encoding: chunked\r\n\r\n" + Integer.toHexString(chunk.length()) + "\r\n" + chunk
                + "\r\n";
        String length = "Content-Length: 100000000\r\n\r\n" + chunk; // announced too large, and never sent whole
        for (String body : List.of(chunked, length)) {
            try (Socket socket = new Socket("127.0.0.1", server.port())) {
                socket.setSoTimeout(15_000); // a failure guard: a server that reads on never ends the answer
                OutputStream out = socket.getOutputStream();
                out.write(("POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + body).getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
                java.io.ByteArrayOutputStream answer = new java.io.ByteArrayOutputStream();
                InputStream in = socket.getInputStream();
                byte[] buffer = new byte[4096];
                try {
                    for (int n; (n = in.read(buffer)) >= 0; ) { // to the end: the server closes the connection
                        answer.write(buffer, 0, n);
                    }
                } catch (SocketTimeoutException e) {
                    throw new AssertionError("the connection stayed open after: " + answer, e);
                } catch (java.net.SocketException e) {
                    // reset while the client still had bytes in flight: closed too
                }
                String text = answer.toString(StandardCharsets.ISO_8859_1);
                assertThat(text).startsWith("HTTP/1.1 413").containsIgnoringCase("Connection: close")
                        .contains("the request body is too large (limit 16384 bytes)");
            }
        }
    }

    @Test
    @DisplayName("a chunked upload that goes on after its 413 is cut off, not read to its end")
    void aChunkedUploadIsCutOffAfterIts413() throws Exception {
        for (String path : List.of("/api/tables", "/api/replays")) { // 16 KiB and 2 MiB limits
            cutOff(path);
        }
    }

    private static void cutOff(String path) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(15_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            byte[] chunk = (Integer.toHexString(64 * 1024) + "\r\n" + "x".repeat(64 * 1024) + "\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1);
            long sent = 0;
            long total = 256L * 1024 * 1024; // 256 MiB: far more than any server should take after refusing
            try {
                while (sent < total) {
                    out.write(chunk);
                    sent += chunk.length;
                }
            } catch (java.net.SocketException e) {
                // the server closed the connection: the upload is cut off
            }
            assertThat(sent).as(path + ": bytes the server took before closing the connection").isLessThan(total);
            byte[] head = socket.getInputStream().readNBytes(12);
            assertThat(new String(head, StandardCharsets.ISO_8859_1)).startsWith("HTTP/1.1 413");
        }
    }

    @Test
    @DisplayName("an action and a take-back with the token only in the X-Agon-Token header are the seat's")
    void tokenInTheHeader() {
        JsonNode made = api.create("architekton", List.of("human", "human"), 21);
        String id = made.get("id").asText();
        String p1 = Api.token(made, 0);
        Api.Answer acted = api.send(HttpRequest.newBuilder(URI.create(api.base + "/api/tables/" + id + "/actions"))
                .header("Content-Type", "application/json").header("X-Agon-Token", p1)
                .POST(HttpRequest.BodyPublishers.ofString("{\"version\":0,\"index\":0}")).build());
        assertThat(acted.status()).as(acted.body()).isEqualTo(200);
        assertThat(acted.json().get("seat").asInt()).isZero();
        assertThat(acted.json().get("version").asInt()).isEqualTo(1);
        Api.Answer wrong = api.send(HttpRequest.newBuilder(URI.create(api.base + "/api/tables/" + id + "/undo"))
                .header("Content-Type", "application/json").header("X-Agon-Token", "0".repeat(32))
                .POST(HttpRequest.BodyPublishers.ofString("{\"version\":1}")).build());
        assertThat(error(wrong, 403)).contains("not valid");
        Api.Answer undo = api.send(HttpRequest.newBuilder(URI.create(api.base + "/api/tables/" + id + "/undo"))
                .header("Content-Type", "application/json").header("X-Agon-Token", p1)
                .POST(HttpRequest.BodyPublishers.ofString("{\"version\":1}")).build());
        assertThat(undo.status()).as(undo.body()).isIn(200, 409); // the seat's own: allowed, or refused by the policy
        if (undo.status() == 409) {
            assertThat(error(undo, 409)).doesNotContain("spectator");
        }
    }
}
