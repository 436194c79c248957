package io.agon.web;

import com.fasterxml.jackson.databind.JsonNode;
import io.agon.core.spi.GameCatalog;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The load benchmark of docs/benchmarks.md (a program, not a test): one server on loopback, {@code GAMES} bot
 * games played concurrently (random agents; Architekton, Massilia and Polis in turn; a finished game is replaced
 * at once), each watched by a WebSocket subscriber, while two human seats play Architekton against each other
 * over HTTP, one action every 20 ms. Reports the bot actions served per second and the round-trip time of the
 * human actions (POST to answer, including the record written to disk).
 * Bounded: it stops by itself after {@code SECONDS}.
 *
 * <p>{@code LoadBenchmark [GAMES=200] [SECONDS=30] [BOT_DELAY_MS=0] [SAVE_PARENT_DIR=java.io.tmpdir]}
 */
public final class LoadBenchmark {

    private static final Pattern VERSION = Pattern.compile("\"version\":(\\d+)");
    private static final Pattern OVER = Pattern.compile("\"over\":true");
    private static final String[][] GAMES = {
        {"architekton", "random", "random"},
        {"massilia", "random", "random", "random"},
        {"polis", "random", "random", "random"},
    };

    private LoadBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        long delay = args.length > 2 ? Long.parseLong(args[2]) : 0;
        Path dir = args.length > 3 ? Files.createTempDirectory(Path.of(args[3]), "agon-load")
                : Files.createTempDirectory("agon-load");
        WebConfig config = new WebConfig("127.0.0.1", 0, dir, Duration.ofMillis(delay), games + 50,
                Duration.ofMinutes(10), 16 * 1024);
        AtomicLong actions = new AtomicLong();
        AtomicLong messages = new AtomicLong();
        AtomicLong finished = new AtomicLong();
        List<Long> latencies = new ArrayList<>();
        try (WebServer server = new WebServer(GameCatalog.load(), config).start()) {
            Api api = new Api(server.port());
            HttpClient wsClient = HttpClient.newHttpClient();
            // set-up (not measured): every bot game created and watched; they start playing at once
            long[] end = {Long.MAX_VALUE};
            ConcurrentHashMap<Integer, WebSocket> sockets = new ConcurrentHashMap<>();
            long setup = System.nanoTime();
            for (int g = 0; g < games; g++) {
                startBotGame(api, wsClient, g, g, sockets, actions, messages, finished, end);
            }
            System.out.printf(Locale.ROOT, "set-up: %d games created in %.1f s%n", games,
                    (System.nanoTime() - setup) / 1e9);
            long start = System.nanoTime();
            end[0] = start + TimeUnit.SECONDS.toNanos(seconds);
            long firstActions = actions.get();
            long firstMessages = messages.get();
            // the humans: both seats of an Architekton game, one action every 20 ms (a quick player's pace)
            long seed = 1;
            while (System.nanoTime() < end[0]) {
                JsonNode made = api.create("architekton", List.of("human", "human"), seed++);
                String id = made.get("id").asText();
                String[] tokens = {Api.token(made, 0), Api.token(made, 1)};
                while (System.nanoTime() < end[0]) {
                    JsonNode s = api.state(id, null).json();
                    if (s.get("over").asBoolean()) {
                        break;
                    }
                    String token = tokens[s.get("decision").get("player").asInt()];
                    int version = s.get("version").asInt();
                    Thread.sleep(20);
                    long t0 = System.nanoTime();
                    Api.Answer a = api.act(id, token, version, 0);
                    long t1 = System.nanoTime();
                    if (a.status() != 200) {
                        throw new IllegalStateException("human action refused: " + a);
                    }
                    latencies.add(t1 - t0);
                }
            }
            double elapsed = (System.nanoTime() - start) / 1e9;
            long served = actions.get() - firstActions;
            long sent = messages.get() - firstMessages;
            sockets.values().forEach(ws -> ws.abort());
            long[] sorted = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
            System.out.printf(Locale.ROOT, "games %d, bot delay %d ms, %d s, %d cores%n", games, delay, seconds,
                    Runtime.getRuntime().availableProcessors());
            System.out.printf(Locale.ROOT, "bot actions served: %d (%.0f/s), WebSocket messages: %d (%.0f/s),"
                    + " bot games finished: %d%n", served, served / elapsed, sent, sent / elapsed,
                    finished.get());
            System.out.printf(Locale.ROOT, "human actions: %d, round trip p50 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                    sorted.length, pct(sorted, 0.50), pct(sorted, 0.99),
                    sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6);
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (java.io.IOException | RuntimeException e) {
                // a file written while the server stopped: the temporary folder stays
            }
        }
    }

    private static double pct(long[] sorted, double q) {
        if (sorted.length == 0) {
            return 0;
        }
        return sorted[Math.min(sorted.length - 1, (int) Math.floor(q * sorted.length))] / 1e6;
    }

    private static void startBotGame(Api api, HttpClient client, int slot, long seed,
                                     ConcurrentHashMap<Integer, WebSocket> sockets, AtomicLong actions,
                                     AtomicLong messages, AtomicLong finished, long[] end) {
        if (System.nanoTime() >= end[0]) {
            return;
        }
        String[] spec = GAMES[(int) (seed % GAMES.length)];
        JsonNode made = api.create(spec[0], Arrays.asList(spec).subList(1, spec.length), seed);
        String id = made.get("id").asText();
        int[] lastVersion = {0};
        client.newWebSocketBuilder().buildAsync(URI.create(api.base.replace("http:", "ws:") + "/api/tables/" + id
                + "/ws"), new WebSocket.Listener() {
                    private final StringBuilder text = new StringBuilder();

                    @Override
                    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                        text.append(data);
                        if (last) {
                            String message = text.toString();
                            text.setLength(0);
                            messages.incrementAndGet();
                            Matcher m = VERSION.matcher(message);
                            if (m.find()) {
                                int v = Integer.parseInt(m.group(1));
                                actions.addAndGet(Math.max(0, v - lastVersion[0]));
                                lastVersion[0] = Math.max(lastVersion[0], v);
                            }
                            if (OVER.matcher(message).find()) {
                                finished.incrementAndGet();
                                ws.sendClose(WebSocket.NORMAL_CLOSURE, "done");
                                new Thread(() -> startBotGame(api, client, slot,
                                        seed + 1000, sockets, actions, messages, finished, end)).start();
                            }
                        }
                        ws.request(1);
                        return null;
                    }
                }).thenAccept(ws -> sockets.put(slot, ws));
    }
}
