package io.agon.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agon.core.AgonException;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Setup;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordCodec;
import io.agon.core.record.RecordFiles;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every hosted game: the live ones in memory (at most {@link WebConfig#maxLiveGames()}), the rest as files in
 * the save folder, loaded on demand. Each game is two files: {@code ID.record.json}, a normal game record
 * ({@code agon replay} reads it) rewritten atomically after every action, and {@code ID.table.json}, its seats
 * (agent specs and the human seats' tokens), written when the game is created and when it ends.
 */
public final class Tables implements Table.Host, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Tables.class);
    private static final Pattern ID = Pattern.compile("[0-9a-f]{16}");
    private static final String RENDERERS = "agon-web/renderers/";

    private final GameCatalog catalog;
    private final WebConfig config;
    private final Map<String, Table> live = new ConcurrentHashMap<>();
    private final Map<String, RecordCodec> codecs = new ConcurrentHashMap<>();
    private final Map<String, String> renderers = new TreeMap<>();
    private final SecureRandom random = new SecureRandom();
    /** Times the bot delays and the idle sweep; the bots think on {@link #calls}, each turn on a thread of its own. */
    private final ScheduledExecutorService timer;
    private final GameCalls calls = new GameCalls();
    /** The games closed because their code looped or failed, with the reason: never loaded again while running. */
    private final Map<String, String> closedGames = new ConcurrentHashMap<>();
    /** Writes the records after bot moves, one table at a time; several moves of a table coalesce into one write. */
    private final java.util.concurrent.ExecutorService saver = Executors.newSingleThreadExecutor(runnable -> {
        Thread t = new Thread(runnable, "agon-saver");
        t.setDaemon(true);
        return t;
    });
    private final java.util.Set<Table> pendingSaves = ConcurrentHashMap.newKeySet();
    /** The search bots' thinking slots, shared table by table (see {@link ThinkScheduler}). */
    private final ThinkScheduler thinkers;
    private volatile boolean stopping;

    /**
     * @param catalog the installed games
     * @param config  limits, bot delay and save folder (created if missing)
     * @throws AgonException when the save folder cannot be created
     */
    public Tables(GameCatalog catalog, WebConfig config) {
        this.catalog = catalog;
        this.config = config;
        try {
            PrivateFiles.createFolder(config.saveDir());
        } catch (IOException e) {
            throw new AgonException("cannot create the save folder " + config.saveDir() + ": "
                    + io.agon.core.record.RecordFiles.whyNoFolder(config.saveDir(), e), e);
        }
        for (String id : catalog.games().keySet()) {
            if (Tables.class.getClassLoader().getResource(RENDERERS + id + "/render.js") != null) {
                renderers.put(id, "/renderers/" + id + "/render.js");
            }
        }
        this.timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread t = new Thread(runnable, "agon-timer");
            t.setDaemon(true);
            return t;
        });
        saver.execute(() -> { }); // its thread starts here, at the server's priority, not at a bot's
        this.thinkers = new ThinkScheduler(config.thinking().threads(), config.thinking().slice().toNanos(),
                System::nanoTime);
        long tick = Math.max(5, Math.min(100, config.thinking().slice().toMillis() / 10));
        timer.scheduleWithFixedDelay(thinkers::tick, tick, tick, TimeUnit.MILLISECONDS);
        long period = Math.max(50, Math.min(30_000, config.idleAfter().toMillis() / 2));
        timer.scheduleWithFixedDelay(this::sweepQuietly, period, period, TimeUnit.MILLISECONDS);
    }

    /** The installed games. */
    public GameCatalog catalog() {
        return catalog;
    }

    /** The renderer module URL of each game that ships one, by game id. */
    public Map<String, String> renderers() {
        return java.util.Collections.unmodifiableMap(renderers);
    }

    @Override
    public String renderer(String gameId) {
        return renderers.get(gameId);
    }

    /** Number of games in memory. */
    public int liveCount() {
        return live.size();
    }

    /**
     * Creates a game.
     *
     * @param gameId  the game
     * @param players one entry per seat: "human" or an agent spec
     * @param seed    the seed
     * @param options game options
     * @return the new table
     * @throws WebException 400 for an unknown game, bad player list, agent spec or option; 503 when full
     */
    Table create(String gameId, List<String> players, long seed, Map<String, String> options) {
        return create(gameId, players, seed, options, List.of());
    }

    /** Creates a game whose seats carry the given names ({@code names[i]} null or missing: none). */
    Table create(String gameId, List<String> players, long seed, Map<String, String> options, List<String> names) {
        GameEntry entry;
        Setup setup = new Setup(players.size(), seed, options);
        List<Table.Seat> seats = new ArrayList<>();
        try {
            entry = catalog.get(gameId);
            setup.validate(entry.game().info());
            for (int p = 0; p < players.size(); p++) {
                String text = players.get(p) == null ? "" : players.get(p).strip();
                String name = p < names.size() ? Table.cleanName(names.get(p)) : null;
                if (text.equalsIgnoreCase("human")) {
                    seats.add(new Table.Seat(p, "human", newToken(), name));
                } else {
                    AgentSpec spec = AgentSpec.parse(text);
                    if (spec.kind().equals("human")) {
                        throw new WebException(400, "human takes no parameters");
                    }
                    GameEntry game = entry;
                    calls.call("the agent " + Messages.safe(spec.toString()), config.gameLimit(),
                            () -> Agents.create(spec, seed, game.agents())); // checks the kind and parameters
                    checkBotLimits(p, spec);
                    seats.add(new Table.Seat(p, spec.toString(), null, name));
                }
            }
            String[] chosen = seats.stream().map(Table.Seat::name).toArray(String[]::new);
            for (int p = 0; p < chosen.length; p++) {
                Table.checkUnique(chosen, p);
            }
        } catch (WebException e) {
            throw e;
        } catch (AgonException e) {
            throw new WebException(400, e.getMessage());
        } catch (GameCalls.Fault e) {
            throw new WebException(400, "the game cannot be set up: " + e.getMessage());
        }
        String id;
        do {
            id = HexFormat.of().formatHex(bytes(8));
        } while (live.containsKey(id) || Files.exists(recordFile(id)));
        String newId = id;
        GameEntry game = entry;
        synchronized (this) {
            makeRoom();
            Table table;
            try {
                table = calls.call("the game's code", config.gameLimit(),
                        () -> new Table(newId, game, seed, seats, start(game.game(), setup), this));
            } catch (GameCalls.Fault e) {
                LOG.warn("game {} cannot start: {}", newId, e.getMessage());
                throw new WebException(400, "the game cannot be set up: " + e.getMessage());
            }
            writeMeta(table, false);
            table.save();
            live.put(id, table);
            table.start();
            return table;
        }
    }

    /** Refuses a bot that asks for more threads, think time or iterations than this server allows. */
    private void checkBotLimits(int seat, AgentSpec spec) {
        WebConfig.BotLimits max = config.botLimits();
        String who = "P" + (seat + 1) + " (" + spec + ")";
        long threads = number(spec, "threads");
        if (threads > max.threads()) {
            throw new WebException(400, who + " asks for " + threads + " threads; this server allows at most "
                    + max.threads() + " per bot (" + WebConfig.BotLimits.cores() + " cores)");
        }
        long ms = Math.max(number(spec, "ms"), (number(spec, "us") + 999) / 1000);
        if (ms > max.millis()) {
            throw new WebException(400, who + " asks for " + ms + " ms per move; this server allows at most "
                    + max.millis() + " ms");
        }
        long iterations = number(spec, "iterations");
        if (iterations > max.iterations()) {
            throw new WebException(400, who + " asks for " + iterations + " iterations per move; this server"
                    + " allows at most " + max.iterations());
        }
    }

    /** A whole-number parameter of a spec (already checked by the agent), or 0 when absent or not a number. */
    private static long number(AgentSpec spec, String key) {
        String v = spec.params().get(key);
        if (v == null) {
            return 0;
        }
        try {
            return Long.parseLong(v.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static <S extends GameState<S>> CoreSession<S> start(Game<S> game, Setup setup) {
        return CoreSession.start(game, setup);
    }

    private static <S extends GameState<S>> CoreSession<S> replay(Game<S> game, GameRecord record) {
        return CoreSession.replay(game, record);
    }

    /**
     * Runs {@code call} on the table {@code id}, loading it first if needed (and again if it was unloaded
     * meanwhile).
     *
     * @throws WebException 404 for an unknown id, 503 when the server is full
     */
    <T> T with(String id, Function<Table, T> call) {
        for (int attempt = 0; ; attempt++) {
            Table table = get(id);
            try {
                return call.apply(table);
            } catch (Table.Closed e) {
                if (attempt > 5) {
                    throw new WebException(503, "the game is busy loading; try again");
                }
            }
        }
    }

    /** The live table {@code id}, loaded from the save folder if needed. */
    Table get(String id) {
        if (id == null || !ID.matcher(id).matches()) {
            throw new WebException(404, "no game '" + abbreviate(id) + "'");
        }
        Table table = live.get(id);
        if (table != null) {
            return table;
        }
        checkNotClosed(id);
        synchronized (this) {
            checkNotClosed(id);
            table = live.get(id);
            if (table != null) {
                return table;
            }
            if (!Files.exists(metaFile(id)) || !Files.exists(recordFile(id))) {
                throw new WebException(404, "no game '" + id + "'");
            }
            makeRoom();
            table = load(id);
            live.put(id, table);
            table.start();
            return table;
        }
    }

    /** @throws WebException 409 for a game closed because its code looped or failed */
    private void checkNotClosed(String id) {
        String reason = closedGames.get(id);
        if (reason != null) {
            throw new WebException(409, "this game was closed: " + reason);
        }
    }

    private Table load(String id) {
        try {
            JsonNode meta = Messages.JSON.readTree(RecordFiles.read(metaFile(id)));
            GameEntry entry = catalog.get(meta.path("game").asText());
            GameRecord record = codec(entry).read(RecordFiles.read(recordFile(id)), recordFile(id).toString());
            List<Table.Seat> seats = new ArrayList<>();
            JsonNode list = meta.path("seats");
            for (int p = 0; p < list.size(); p++) {
                JsonNode s = list.get(p);
                String token = s.hasNonNull("token") ? s.get("token").asText() : null;
                seats.add(new Table.Seat(p, s.path("player").asText(), token,
                        s.hasNonNull("name") ? s.get("name").asText() : null));
            }
            if (seats.size() != record.setup().players()) {
                throw new AgonException("its seats do not match its record");
            }
            Table table;
            try {
                table = calls.call("the game's code", config.gameLimit(),
                        () -> new Table(id, entry, record.setup().seed(), seats, replay(entry.game(), record), this));
            } catch (GameCalls.Fault e) {
                closedGames.put(id, e.getMessage());
                LOG.warn("game {} closed: {}", id, e.getMessage());
                throw new WebException(409, "this game was closed: " + e.getMessage());
            }
            table.markSaved(); // its record is on disk as it was read
            if (table.isOver() && !meta.path("finished").asBoolean()) {
                writeMeta(table, true);
            }
            return table;
        } catch (IOException | AgonException e) {
            LOG.warn("cannot load game {}: {}", id, e.getMessage());
            throw new WebException(500, "game " + id + " cannot be loaded: " + Messages.oneLine(e.getMessage()));
        }
    }

    /** Unloads idle tables until there is room for one more; 503 when every live game is busy. */
    private void makeRoom() {
        while (live.size() >= config.maxLiveGames()) {
            Table victim = live.values().stream().filter(Table::isIdle)
                    .min(Comparator.comparingLong(Table::lastTouched)).orElse(null);
            if (victim == null || !unload(victim)) {
                throw new WebException(503, "the server holds its limit of " + config.maxLiveGames()
                        + " live games, all in play; try again later");
            }
        }
    }

    private boolean unload(Table table) {
        if (!table.closeIfIdle()) {
            return false;
        }
        live.remove(table.id(), table);
        return true;
    }

    /** Unloads every table that has been idle for longer than the configured time. */
    public void sweep() {
        long limit = config.idleAfter().toNanos();
        long now = System.nanoTime();
        for (Table t : live.values()) {
            if (now - t.lastTouched() > limit && t.isIdle()) {
                synchronized (this) {
                    unload(t);
                }
            }
        }
    }

    private void sweepQuietly() {
        try {
            sweep();
        } catch (RuntimeException e) {
            LOG.error("sweep failed", e);
        }
    }

    /** Unfinished games (live or saved), newest files first, with the links of their human seats. */
    ArrayNode unfinished() {
        ArrayNode out = Messages.JSON.createArrayNode();
        List<Path> metas = new ArrayList<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(config.saveDir(), "*.table.json")) {
            dir.forEach(metas::add);
        } catch (IOException e) {
            throw new WebException(500, "cannot read the save folder");
        }
        metas.sort(Comparator.comparing(this::modified).reversed());
        for (Path file : metas) {
            String name = file.getFileName().toString();
            String id = name.substring(0, name.length() - ".table.json".length());
            if (!ID.matcher(id).matches() || closedGames.containsKey(id)) {
                continue;
            }
            try {
                JsonNode meta = Messages.JSON.readTree(RecordFiles.read(file));
                Table table = live.get(id);
                boolean over = table != null ? table.isOver() : meta.path("finished").asBoolean();
                if (over || !catalog.games().containsKey(meta.path("game").asText())) {
                    continue;
                }
                ObjectNode n = out.addObject();
                n.put("id", id);
                n.put("game", meta.path("game").asText());
                n.put("name", catalog.games().get(meta.path("game").asText()).game().info().name());
                n.put("live", table != null);
                if (table != null) {
                    n.put("version", table.version());
                }
                n.put("created", meta.path("created").asText());
                n.put("spectate", "/play/" + id);
                ArrayNode seats = n.putArray("seats");
                JsonNode list = meta.path("seats");
                for (int p = 0; p < list.size(); p++) {
                    ObjectNode s = seats.addObject();
                    s.put("seat", p);
                    s.put("player", list.get(p).path("player").asText());
                    s.put("name", table != null ? table.name(p) : list.get(p).hasNonNull("name")
                            ? list.get(p).get("name").asText() : "P" + (p + 1));
                    if (list.get(p).hasNonNull("token")) {
                        s.put("link", link(id, list.get(p).get("token").asText()));
                    }
                }
            } catch (IOException | AgonException e) {
                LOG.warn("skipping {}: {}", file, e.getMessage());
            }
        }
        return out;
    }

    private long modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }

    /** The private link of a seat: the token travels in the fragment, never in a request line. */
    static String link(String id, String token) {
        return "/play/" + id + "#token=" + token;
    }

    @Override
    public void write(Table table, GameRecord record, boolean over) {
        try {
            PrivateFiles.write(recordFile(table.id()), recordText(codec(catalog.get(record.game())), record,
                    table.savedActions()));
        } catch (IOException e) {
            LOG.error("cannot save game {}", table.id(), e);
            throw new WebException(500, "the server could not save the game");
        }
        if (over) {
            writeMeta(table, true);
        }
    }

    @Override
    public void writeSeats(Table table) {
        writeMeta(table, table.isOver());
    }

    @Override
    public void saveSoon(Table table) {
        if (pendingSaves.add(table)) {
            saver.execute(() -> {
                pendingSaves.remove(table);
                try {
                    table.save();
                } catch (RuntimeException e) {
                    LOG.error("saving game {} failed", table.id(), e);
                }
            });
        }
    }

    /**
     * After the bot delay the turn gets a thread of its own; a search then waits for a thinking slot
     * ({@link ThinkScheduler}, table by table), a cheap bot thinks at once, and every think is held to the
     * server's budget by {@link Table#playBot}.
     */
    @Override
    public void scheduleBot(Table table, int version) {
        if (timer.isShutdown()) {
            return; // the server is stopping; the game resumes from its record
        }
        try {
            timer.schedule(() -> calls.execute(() -> {
                try {
                    table.playBot(version);
                } catch (RuntimeException e) {
                    if (stopping) { // a move cut short by the stop: the game resumes from its record
                        LOG.debug("bot move of game {} stopped with the server", table.id());
                    } else {
                        LOG.error("bot move of game {} failed: {}", table.id(), Messages.safe(String.valueOf(e)));
                    }
                }
            }), config.botDelay().toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // stopping meanwhile: same as above
        }
    }

    /**
     * Runs a call into game code that belongs to no table (the replay viewer's) under the game-code limit (its
     * think budget too, for an explanation).
     *
     * @throws WebException 409 with the reason when the game's code loops or fails
     */
    <T> T gameCall(java.util.concurrent.Callable<T> body) {
        try {
            return calls.call("the game's code", config.gameLimit().plus(thinkLimit()), body);
        } catch (GameCalls.Fault e) {
            LOG.warn("replay stopped: {}", e.getMessage());
            throw new WebException(409, "the replay stopped: " + e.getMessage());
        }
    }

    @Override
    public ThinkScheduler thinkers() {
        return thinkers;
    }

    @Override
    public boolean stopping() {
        return stopping;
    }

    @Override
    public GameCalls calls() {
        return calls;
    }

    @Override
    public java.time.Duration gameLimit() {
        return config.gameLimit();
    }

    @Override
    public java.time.Duration thinkLimit() {
        return java.time.Duration.ofMillis(config.botLimits().millis());
    }

    /** Forgets a table whose game looped or failed; its later requests get the reason (never under this lock). */
    @Override
    public void closed(Table table, String reason) {
        closedGames.put(table.id(), reason);
        live.remove(table.id(), table);
        LOG.warn("game {} closed: {}", table.id(), reason);
    }

    /**
     * The record as {@link RecordCodec#write} would write it (same fields, so {@link RecordCodec#read} and
     * {@code agon replay} read it), one action per line, each action's JSON made once and kept in {@code cache}:
     * saving after every action then costs no more than writing the file.
     */
    static String recordText(RecordCodec codec, GameRecord record, Table.ActionCache cache) {
        List<io.agon.core.Action> actions = record.actions();
        cache.update(codec, actions);
        List<String> json = cache.json();
        ObjectNode root = Messages.JSON.createObjectNode();
        root.put("game", record.game());
        root.put("rulesVersion", record.rulesVersion());
        ObjectNode setup = root.putObject("setup");
        setup.put("players", record.setup().players());
        setup.put("seed", record.setup().seed());
        ObjectNode options = setup.putObject("options");
        record.setup().options().forEach(options::put);
        String head = Messages.write(root);
        StringBuilder b = new StringBuilder(head.length() + 64 * actions.size() + 32);
        b.append(head, 0, head.length() - 1).append(",\n\"actions\":[");
        for (int i = 0; i < actions.size(); i++) {
            b.append(i == 0 ? "\n" : ",\n").append(json.get(i));
        }
        return b.append("\n]}\n").toString();
    }

    private void writeMeta(Table table, boolean finished) {
        ObjectNode meta = Messages.JSON.createObjectNode();
        meta.put("id", table.id());
        meta.put("game", table.info().id());
        meta.put("seed", table.seed());
        meta.put("created", java.time.Instant.now().toString());
        meta.put("finished", finished);
        ArrayNode seats = meta.putArray("seats");
        for (Table.Seat s : table.seats()) {
            ObjectNode n = seats.addObject();
            n.put("player", s.player());
            String name = table.chosenName(s.index());
            if (name != null) {
                n.put("name", name);
            }
            if (s.token() != null) {
                n.put("token", s.token());
            }
        }
        try {
            JsonNode old = Files.exists(metaFile(table.id()))
                    ? Messages.JSON.readTree(RecordFiles.read(metaFile(table.id()))) : null;
            if (old != null && old.hasNonNull("created")) {
                meta.put("created", old.get("created").asText());
            }
            PrivateFiles.write(metaFile(table.id()), Messages.JSON.writerWithDefaultPrettyPrinter()
                    .writeValueAsString(meta) + "\n");
        } catch (IOException e) {
            LOG.error("cannot save the seats of game {}", table.id(), e);
            throw new WebException(500, "the server could not save the game");
        }
    }

    private RecordCodec codec(GameEntry entry) {
        return codecs.computeIfAbsent(entry.id(), k -> new RecordCodec(entry.game()));
    }

    /**
     * Writes the record of game {@code id} now if it is in memory and its file is behind (bots' moves are saved a
     * moment later): a reader of the file then sees every action.
     */
    void flushRecord(String id) {
        Table table = live.get(id);
        if (table != null) {
            table.save();
        }
    }

    /** The record file of game {@code id}. */
    public Path recordFile(String id) {
        return config.saveDir().resolve(id + ".record.json");
    }

    private Path metaFile(String id) {
        return config.saveDir().resolve(id + ".table.json");
    }

    private String newToken() {
        return HexFormat.of().formatHex(bytes(16));
    }

    private byte[] bytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }

    private static String abbreviate(String s) {
        if (s == null) {
            return "";
        }
        String clean = s.replaceAll("[^0-9A-Za-z_-]", "?");
        return clean.length() > 40 ? clean.substring(0, 40) + "..." : clean;
    }

    /** Stops the bots and writes every record still behind its game. */
    @Override
    public void close() {
        stopping = true;
        timer.shutdownNow();
        thinkers.stopAll();
        calls.close();
        saver.shutdown();
        try {
            saver.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (Table t : live.values()) {
            try {
                t.save();
            } catch (RuntimeException e) {
                LOG.error("saving game {} failed", t.id(), e);
            }
        }
    }
}
