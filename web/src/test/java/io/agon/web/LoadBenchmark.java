package io.agon.web;

import com.fasterxml.jackson.databind.JsonNode;
import io.agon.core.spi.GameCatalog;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The load benchmark of docs/benchmarks.md (a program, not a test): one server on 127.0.0.1 only, {@code games}
 * bot games played at once (random agents that wait the bot delay before every move; Architekton, Massilia and
 * Polis in turn; a finished game is replaced at once), each watched by a WebSocket subscriber, while
 * {@code humans} Architekton games are played over HTTP by two human seats each, one action every {@code pace}
 * ms. It reports the human round trip (POST to answer, which comes after the record is written) as p50, p95, p99
 * and max, the bot actions served per second, the processors and the load average before and after, and checks
 * that every human action is on disk before its answer: right after each answer the game's record file is read
 * and must hold that action (a game of two humans has no other writer). It stops by itself after
 * {@code seconds} (a watchdog ends the process if it hangs). With {@code greedy=N}, N more tables of Polis are
 * played by three bots that ask for all they may ({@link #GREEDY}: the iteration cap with heuristic rollouts on
 * every core, which only the server's think budget stops), and the other tables' bot reply (from one move's
 * message to the next: the bot delay, the think and the push) is reported as p50, p95, p99 and max.
 *
 * <p>Arguments, {@code name=value} or the first four by position:
 * {@code games=200 seconds=30 delay=0 dir=java.io.tmpdir humans=2 pace=20 greedy=0}, e.g. {@code 1000 60 700}.
 */
public final class LoadBenchmark {

    private static final Pattern VERSION = Pattern.compile("\"version\":(\\d+)");
    private static final Pattern OVER = Pattern.compile("\"over\":true");
    private static final String[][] GAMES = {
        {"architekton", "random", "random"},
        {"massilia", "random", "random", "random"},
        {"polis", "random", "random", "random"},
    };
    private static final List<String> NAMES = List.of("games", "seconds", "delay", "dir", "humans", "pace",
            "greedy");
    /** The bot of a greedy table: as many iterations as the server allows, heuristic rollouts, every core. */
    static final String GREEDY = "mcts:iterations=" + WebConfig.BotLimits.defaults().iterations()
            + ",rollout=heuristic,threads=" + WebConfig.BotLimits.cores();

    private LoadBenchmark() {
    }

    /** The run's settings. */
    record Options(int games, int seconds, long delay, Path parent, int humans, long pace, int greedy) {

        static Options parse(String[] args) {
            Map<String, String> given = new LinkedHashMap<>();
            for (int i = 0; i < args.length; i++) {
                int eq = args[i].indexOf('=');
                if (eq > 0) {
                    given.put(args[i].substring(0, eq).strip().toLowerCase(Locale.ROOT), args[i].substring(eq + 1));
                } else if (i < 4) {
                    given.put(NAMES.get(i), args[i]);
                } else {
                    throw new IllegalArgumentException("argument " + (i + 1) + " '" + args[i] + "': give it as"
                            + " name=value (" + String.join(", ", NAMES) + ")");
                }
            }
            for (String key : given.keySet()) {
                if (!NAMES.contains(key)) {
                    throw new IllegalArgumentException("unknown setting '" + key + "' (known: "
                            + String.join(", ", NAMES) + ")");
                }
            }
            Options o = new Options(number(given, "games", 200), number(given, "seconds", 30),
                    number(given, "delay", 0), given.containsKey("dir") ? Path.of(given.get("dir")) : null,
                    number(given, "humans", 2), number(given, "pace", 20), number(given, "greedy", 0));
            if (o.games < 0 || o.seconds < 1 || o.delay < 0 || o.humans < 1 || o.pace < 0 || o.greedy < 0) {
                throw new IllegalArgumentException("games >= 0, seconds >= 1, delay >= 0, humans >= 1,"
                        + " pace >= 0 and greedy >= 0, please");
            }
            return o;
        }

        private static int number(Map<String, String> given, String key, int fallback) {
            String v = given.get(key);
            try {
                return v == null ? fallback : Integer.parseInt(v.strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(key + " must be a whole number, not '" + v + "'");
            }
        }
    }

    /** What the human players measured. */
    static final class Humans {
        final ConcurrentLinkedQueue<Long> nanos = new ConcurrentLinkedQueue<>();
        final AtomicLong notOnDisk = new AtomicLong();
        final AtomicLong refused = new AtomicLong();
        final AtomicLong gamesPlayed = new AtomicLong();
        volatile String firstProblem;
    }

    public static void main(String[] args) throws Exception {
        Options o;
        try {
            o = Options.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("LoadBenchmark: " + e.getMessage());
            System.exit(2);
            return;
        }
        Path dir = o.parent() != null ? Files.createTempDirectory(o.parent(), "agon-load")
                : Files.createTempDirectory("agon-load");
        Thread watchdog = new Thread(() -> {
            try {
                Thread.sleep(TimeUnit.SECONDS.toMillis(o.seconds() + 300L + o.games() / 5));
                System.err.println("LoadBenchmark: still running long after its time; stopping");
                Runtime.getRuntime().halt(3);
            } catch (InterruptedException e) {
                // finished in time
            }
        }, "watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
        // loopback only; room for every bot game, the humans' games and the finished ones not yet unloaded
        WebConfig config = new WebConfig("127.0.0.1", 0, dir, Duration.ofMillis(o.delay()),
                o.games() + 4 * o.humans() + 100, Duration.ofMinutes(10), 16 * 1024);
        AtomicLong actions = new AtomicLong();
        AtomicLong messages = new AtomicLong();
        AtomicLong finished = new AtomicLong();
        ConcurrentLinkedQueue<Long> replies = new ConcurrentLinkedQueue<>();
        Humans humans = new Humans();
        String loadBefore = loadAverage();
        try (WebServer server = new WebServer(GameCatalog.load(), config).start()) {
            Api api = new Api(server.port());
            HttpClient wsClient = HttpClient.newHttpClient();
            // set-up (not measured): every bot game created and watched; they start playing at once
            long[] end = {Long.MAX_VALUE};
            ConcurrentHashMap<Integer, WebSocket> sockets = new ConcurrentHashMap<>();
            long setup = System.nanoTime();
            for (int g = 0; g < o.games(); g++) {
                startBotGame(api, wsClient, g, g, sockets, actions, messages, finished, end, replies);
            }
            for (int g = 0; g < o.greedy(); g++) {
                api.create("polis", List.of(GREEDY, GREEDY, GREEDY), g);
            }
            System.out.printf(Locale.ROOT, "set-up: %d bot games created in %.1f s, %d tables live%n", o.games(),
                    (System.nanoTime() - setup) / 1e9, server.tables().liveCount());
            long start = System.nanoTime();
            end[0] = start + TimeUnit.SECONDS.toNanos(o.seconds());
            long firstActions = actions.get();
            long firstMessages = messages.get();
            List<Thread> players = new ArrayList<>();
            for (int h = 0; h < o.humans(); h++) {
                long firstSeed = 1 + 100_000L * h;
                Thread t = new Thread(() -> playHumans(api, server.tables(), firstSeed, o.pace(), end[0], humans),
                        "human-" + h);
                players.add(t);
                t.start();
            }
            for (Thread t : players) {
                t.join();
            }
            double elapsed = (System.nanoTime() - start) / 1e9;
            long served = actions.get() - firstActions;
            long sent = messages.get() - firstMessages;
            int live = server.tables().liveCount();
            String loadAfter = loadAverage();
            sockets.values().forEach(WebSocket::abort);
            long[] sorted = humans.nanos.stream().mapToLong(Long::longValue).sorted().toArray();
            long[] reply = replies.stream().mapToLong(Long::longValue).sorted().toArray();
            System.out.printf(Locale.ROOT, "games %d, bot delay %d ms, %d s, %d human games at once (one action"
                    + " every %d ms each), %d processors, %d tables live at the end%n", o.games(), o.delay(),
                    o.seconds(), o.humans(), o.pace(), Runtime.getRuntime().availableProcessors(), live);
            System.out.printf(Locale.ROOT, "load average (1, 5, 15 min) at start: %s; at end: %s%n", loadBefore,
                    loadAfter);
            System.out.printf(Locale.ROOT, "bot actions served: %d (%.0f/s), WebSocket messages: %d (%.0f/s),"
                    + " bot games finished: %d%n", served, served / elapsed, sent, sent / elapsed, finished.get());
            System.out.printf(Locale.ROOT, "greedy tables: %d (%s); other tables' bot reply (bot delay %d ms): %d"
                    + " moves, p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms%n", o.greedy(), GREEDY, o.delay(),
                    reply.length, pct(reply, 0.50), pct(reply, 0.95), pct(reply, 0.99),
                    reply.length == 0 ? 0 : reply[reply.length - 1] / 1e6);
            System.out.printf(Locale.ROOT, "human actions: %d in %d games, round trip p50 %.1f ms, p95 %.1f ms,"
                    + " p99 %.1f ms, max %.1f ms%n", sorted.length, humans.gamesPlayed.get(), pct(sorted, 0.50),
                    pct(sorted, 0.95), pct(sorted, 0.99), sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6);
            System.out.printf(Locale.ROOT, "human actions not on disk when their answer came: %d; refused: %d%s%n",
                    humans.notOnDisk.get(), humans.refused.get(),
                    humans.firstProblem == null ? "" : " (first: " + humans.firstProblem + ")");
        } finally {
            watchdog.interrupt();
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException | RuntimeException e) {
                // a file written while the server stopped: the temporary folder stays
            }
        }
    }

    /**
     * One human player's thread: Architekton games of two human seats, one after another, one action every
     * {@code pace} ms until {@code end}; after every answer the record file must hold the action.
     */
    private static void playHumans(Api api, Tables tables, long seed, long pace, long end, Humans out) {
        try {
            while (System.nanoTime() < end) {
                JsonNode made = api.create("architekton", List.of("human", "human"), seed++);
                String id = made.get("id").asText();
                String[] tokens = {Api.token(made, 0), Api.token(made, 1)};
                Path record = tables.recordFile(id);
                JsonNode s = api.state(id, null).json();
                while (System.nanoTime() < end && !s.get("over").asBoolean()) {
                    String token = tokens[s.get("decision").get("player").asInt()];
                    int version = s.get("version").asInt();
                    Thread.sleep(pace);
                    long t0 = System.nanoTime();
                    Api.Answer a = api.act(id, token, version, 0);
                    long t1 = System.nanoTime();
                    if (a.status() != 200) {
                        out.refused.incrementAndGet();
                        problem(out, "action refused: " + a);
                        s = api.state(id, null).json();
                        continue;
                    }
                    out.nanos.add(t1 - t0);
                    int saved = savedActions(record);
                    if (saved < version + 1) {
                        out.notOnDisk.incrementAndGet();
                        problem(out, "game " + id + ": the answer to action " + (version + 1) + " came with "
                                + saved + " actions on disk");
                    }
                    s = a.json();
                }
                out.gamesPlayed.incrementAndGet();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            problem(out, "a human player stopped: " + e);
        }
    }

    private static void problem(Humans out, String what) {
        if (out.firstProblem == null) {
            out.firstProblem = what;
        }
    }

    /** The number of actions in a record file as it is on disk now (-1 when it cannot be read). */
    static int savedActions(Path record) {
        try {
            JsonNode actions = Api.JSON.readTree(Files.readString(record)).get("actions");
            return actions == null ? 0 : actions.size();
        } catch (IOException e) {
            return -1;
        }
    }

    /** The first three fields of /proc/loadavg (the 1, 5 and 15 minute load averages), or "unknown". */
    static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).strip().split("\\s+");
            return f.length >= 3 ? f[0] + " " + f[1] + " " + f[2] : "unknown";
        } catch (IOException | RuntimeException e) {
            return "unknown";
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
                                     AtomicLong messages, AtomicLong finished, long[] end,
                                     ConcurrentLinkedQueue<Long> replies) {
        if (System.nanoTime() >= end[0]) {
            return;
        }
        String[] spec = GAMES[(int) (seed % GAMES.length)];
        JsonNode made = api.create(spec[0], Arrays.asList(spec).subList(1, spec.length), seed);
        String id = made.get("id").asText();
        int[] lastVersion = {0};
        long[] lastAt = {0};
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
                                long now = System.nanoTime();
                                if (v == lastVersion[0] + 1 && lastAt[0] != 0 && end[0] != Long.MAX_VALUE && now < end[0]) {
                                    replies.add(now - lastAt[0]); // one bot's reply: delay, think, push
                                }
                                if (v > lastVersion[0] || lastAt[0] == 0) {
                                    lastAt[0] = now;
                                }
                                actions.addAndGet(Math.max(0, v - lastVersion[0]));
                                lastVersion[0] = Math.max(lastVersion[0], v);
                            }
                            if (OVER.matcher(message).find()) {
                                finished.incrementAndGet();
                                ws.sendClose(WebSocket.NORMAL_CLOSURE, "done");
                                Thread next = new Thread(() -> startBotGame(api, client, slot,
                                        seed + 1000, sockets, actions, messages, finished, end, replies));
                                next.setDaemon(true);
                                next.start();
                            }
                        }
                        ws.request(1);
                        return null;
                    }
                }).thenAccept(ws -> sockets.put(slot, ws));
    }
}
