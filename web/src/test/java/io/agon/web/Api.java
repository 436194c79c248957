package io.agon.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.SocketException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/** A small client of the protocol (docs/web.md) for the tests and the load benchmark. */
final class Api {

    static final ObjectMapper JSON = new ObjectMapper();

    /** One answer: the status, the body text and the body as JSON (null when it is not JSON). */
    record Answer(int status, String body) {
        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                return null;
            }
        }
    }

    final String base;
    final int port;
    final HttpClient client;

    Api(int port) {
        this.port = port;
        this.base = "http://127.0.0.1:" + port;
        this.client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    }

    Answer get(String path, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(20));
        if (headers.length > 0) {
            b.headers(headers);
        }
        return send(b.GET().build());
    }

    Answer post(String path, String body) {
        return post(path, body, "application/json");
    }

    Answer post(String path, String body, String contentType) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(20))
                .header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    /**
     * Posts a body over the size limit the way a careful client must: it announces the length, sends only the first
     * 4 KiB (less than any socket buffer, so the write cannot block or break) and reads the answer the server sends
     * before it closes the connection. Sending it all through {@link HttpClient} races that close (a broken pipe).
     */
    Answer postOversized(String path, String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(20_000); // a failure guard: a server that waits for the rest never answers
            OutputStream out = socket.getOutputStream();
            out.write(("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n"
                    + "Content-Type: application/json\r\nContent-Length: " + bytes.length + "\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.write(bytes, 0, Math.min(bytes.length, 4096));
            out.flush();
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            InputStream in = socket.getInputStream();
            byte[] buffer = new byte[4096];
            try {
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    answer.write(buffer, 0, n);
                }
            } catch (SocketException e) {
                // reset after the answer arrived: the server closed the connection, as it should
            }
            return parse(answer.toString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads a raw HTTP/1.1 answer: the status line, the headers and a plain or chunked body. */
    private static Answer parse(String raw) {
        int end = raw.indexOf("\r\n\r\n");
        if (!raw.startsWith("HTTP/1.1 ") || end < 0) {
            throw new IllegalStateException("not an HTTP answer: " + raw);
        }
        int status = Integer.parseInt(raw.substring(9, 12));
        String head = raw.substring(0, end).toLowerCase(Locale.ROOT);
        String rest = raw.substring(end + 4);
        if (!head.contains("transfer-encoding: chunked")) {
            return new Answer(status, rest);
        }
        StringBuilder body = new StringBuilder();
        for (int at = 0; ; ) {
            int line = rest.indexOf("\r\n", at);
            int size = Integer.parseInt(rest.substring(at, line).trim(), 16);
            if (size == 0) {
                return new Answer(status, body.toString());
            }
            body.append(rest, line + 2, line + 2 + size);
            at = line + 2 + size + 2;
        }
    }

    Answer send(HttpRequest request) {
        try {
            HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString());
            return new Answer(r.statusCode(), r.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Creates a game; returns the creation answer's JSON. */
    JsonNode create(String game, List<String> players, long seed) {
        String body = "{\"game\":\"" + game + "\",\"players\":" + toJson(players) + ",\"seed\":" + seed + "}";
        Answer a = post("/api/tables", body);
        if (a.status() != 201) {
            throw new AssertionError("create failed: " + a);
        }
        return a.json();
    }

    /** Creates a game with set-up options (e.g. Polis' {@code start}); returns the creation answer's JSON. */
    JsonNode create(String game, List<String> players, long seed, String optionsJson) {
        String body = "{\"game\":\"" + game + "\",\"players\":" + toJson(players) + ",\"seed\":" + seed
                + ",\"options\":" + optionsJson + "}";
        Answer a = post("/api/tables", body);
        if (a.status() != 201) {
            throw new AssertionError("create failed: " + a);
        }
        return a.json();
    }

    /** The token of a seat from a creation answer. */
    static String token(JsonNode created, int seat) {
        String link = created.get("seats").get(seat).get("link").asText();
        return link.substring(link.indexOf("#token=") + "#token=".length());
    }

    Answer state(String id, String token) {
        return token == null ? get("/api/tables/" + id) : get("/api/tables/" + id, "X-Agon-Token", token);
    }

    Answer act(String id, String token, int version, int index) {
        return post("/api/tables/" + id + "/actions", "{\"token\":\"" + token + "\",\"version\":" + version
                + ",\"index\":" + index + "}");
    }

    /** Waits until the seat of {@code token} decides or the game is over; returns that state. */
    JsonNode awaitTurn(String id, String token) {
        long end = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < end) {
            JsonNode s = state(id, token).json();
            if (s.get("over").asBoolean() || s.get("legal").size() > 0) {
                return s;
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        throw new AssertionError("the seat never got its turn");
    }

    static String toJson(Object o) {
        try {
            return JSON.writeValueAsString(o);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
