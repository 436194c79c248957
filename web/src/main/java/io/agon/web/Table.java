package io.agon.web;

import io.agon.core.AgonException;
import io.agon.core.GameInfo;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.agent.MoveStat;
import io.agon.core.agent.SearchAgent;
import io.agon.core.agent.SearchStats;
import io.agon.core.sim.Seeds;
import io.agon.core.spi.GameEntry;
import java.security.MessageDigest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * One hosted game: its {@link CoreSession}, its seats (human seats with their secret tokens, bot seats with
 * their agent specs) and the clients watching it. Every change happens under the table's lock: an action is
 * checked against the seat, the version and the legal list, applied, saved, and pushed to every subscriber.
 */
final class Table {

    /**
     * One seat.
     *
     * @param index  seat index
     * @param player "human" or an agent spec
     * @param token  the seat's secret token (human seats), else null
     * @param name   the name the player chose, or null (shown as P1, P2...)
     */
    record Seat(int index, String player, String token, String name) {
        Seat(int index, String player, String token) {
            this(index, player, token, null);
        }

        boolean isHuman() {
            return token != null;
        }
    }

    /**
     * A player's name as given, tidied: spaces trimmed and collapsed; null for none.
     *
     * @throws WebException 400 for a name that is too long or holds other than letters, digits, spaces and . ' _ -
     */
    static String cleanName(String given) {
        if (given == null) {
            return null;
        }
        String name = given.strip().replaceAll("\\s+", " ");
        if (name.isEmpty()) {
            return null;
        }
        if (name.length() > 24 || !name.matches("[\\p{L}\\p{N} .'_-]+")) {
            throw new WebException(400, "a player's name is 1 to 24 letters, digits, spaces, dots, dashes or"
                    + " apostrophes");
        }
        if (name.matches("(?i)p ?\\d+")) {
            throw new WebException(400, "'" + name + "' is how the game calls a seat without a name: choose"
                    + " another name");
        }
        return name;
    }

    /**
     * Refuses a name another seat of the table already has (letter case aside).
     *
     * @param names each seat's chosen name or null
     * @param seat  the seat being named
     * @throws WebException 400 when another seat has it
     */
    static void checkUnique(String[] names, int seat) {
        for (int other = 0; other < names.length; other++) {
            if (other != seat && names[other] != null && names[seat] != null
                    && names[other].equalsIgnoreCase(names[seat])) {
                throw new WebException(400, "'" + names[seat] + "' is already another player's name at this table:"
                        + " each player's name is their own");
            }
        }
    }

    /**
     * What every message of a table repeats: its id, the game, the seats and the game's renderer (or null).
     *
     * @param id       the table id
     * @param game     the game id
     * @param name     the game's display name
     * @param seats    the seats
     * @param renderer the renderer module URL, or null
     * @param names    each seat's chosen name or null (changed by {@link #rename} under the table's lock)
     */
    record Header(String id, String game, String name, List<Seat> seats, String renderer, String[] names) {
        Header(String id, String game, String name, List<Seat> seats, String renderer) {
            this(id, game, name, seats, renderer, seats.stream().map(Seat::name).toArray(String[]::new));
        }

        /** The name shown for a seat: the chosen one, else P1, P2... */
        String shown(int seat) {
            return names[seat] != null ? names[seat] : "P" + (seat + 1);
        }
    }

    /** A client receiving this table's messages (a WebSocket). */
    interface Subscriber {

        /** The seat it watches, or -1 for a spectator. */
        int observer();

        /** Sends one message without blocking; returns false when the client is gone or too slow. */
        boolean send(String text);

        /** Sends a last message (an error) and ends the connection: the table was closed. */
        default void end(String text) {
            send(text);
        }
    }

    /** Where a table's changes go: saving and bot scheduling (the {@link Tables} that holds it). */
    interface Host {
        /** Writes the record atomically (called by {@link #save()}, never under the table's lock). */
        void write(Table table, io.agon.core.record.GameRecord record, boolean over);

        /** Asks for {@link #save()} to be called soon by the background saver (after a bot move). */
        void saveSoon(Table table);

        /** Asks for the next bot move to be played after the bot delay. */
        void scheduleBot(Table table, int version);

        /** The renderer module URL of a game, or null. */
        String renderer(String gameId);

        /** Writes the table's seats file again (after a seat's name changed). */
        void writeSeats(Table table);

        /** Where calls into game code run, under a time limit. */
        GameCalls calls();

        /** The longest a call into game code may take (a bot's think: its budget plus this). */
        java.time.Duration gameLimit();

        /** The longest think a bot gets: a search without a time budget of its own gets this one. */
        java.time.Duration thinkLimit();

        /** The table was closed (its game looped or failed): forget it, with the one-line reason. */
        void closed(Table table, String reason);

        /** The thinking slots the search bots share, table by table. */
        ThinkScheduler thinkers();

        /** Whether the server is stopping (a bot move cut short then is no error). */
        boolean stopping();
    }

    /**
     * What is saved of the table, taken after every change under its lock so that saving and listing never wait
     * for the lock (which a call into a looping game may hold until its limit).
     */
    private record Saved(int revision, io.agon.core.record.GameRecord record, boolean over, int version) {
    }

    private final String id;
    private final GameEntry entry;
    private final long seed;
    private final List<Seat> seats;
    private final CoreSession<?> session;
    private final Host host;
    private final List<Sub> subscribers = new ArrayList<>();
    private final Header header;
    private final ActionCache savedActions = new ActionCache();
    private final Object saveLock = new Object();
    private int savedRevision = -1; // guarded by saveLock
    /** The explanation of the last search bot's move, or null. */
    private Explanation explanation;
    /** Revision and seat of the last undo check, and its answer (the check replays the game). */
    private long undoCheckedKey = -1;
    private boolean undoCheckedAnswer;
    private volatile boolean dirty;
    private volatile long lastTouched = System.nanoTime();
    private volatile boolean botPending;
    /** Per seat: its agent takes no time budget (learned on its first think). */
    private final boolean[] untimed;
    private volatile int subscriberCount;
    private volatile Saved latest;
    private boolean closed;
    /** Why the table was closed (its game looped or failed), or null while it is healthy. */
    private volatile String failure;

    private static final class Sub {
        final Subscriber client;
        int logSent;

        Sub(Subscriber client, int logSent) {
            this.client = client;
            this.logSent = logSent;
        }
    }

    Table(String id, GameEntry entry, long seed, List<Seat> seats, CoreSession<?> session, Host host) {
        this.id = id;
        this.entry = entry;
        this.seed = seed;
        this.seats = List.copyOf(seats);
        this.session = session;
        this.host = host;
        this.header = new Header(id, session.info().id(), session.info().name(), this.seats,
                host.renderer(session.info().id()));
        this.untimed = new boolean[this.seats.size()];
        changed();
    }

    /** Takes the snapshot {@link #save} and the listing read (under the lock, after every change). */
    private void changed() {
        latest = new Saved(session.revision(), session.record(), session.isOver(), session.version());
    }

    String id() {
        return id;
    }

    GameInfo info() {
        return session.info();
    }

    long seed() {
        return seed;
    }

    List<Seat> seats() {
        return seats;
    }

    /** The name shown for {@code seat}: the chosen one, else P1, P2... (read without the lock). */
    String name(int seat) {
        return header.shown(seat);
    }

    /** The chosen name of {@code seat}, or null. */
    String chosenName(int seat) {
        return header.names()[seat];
    }

    /**
     * Names a person's seat (or clears its name with an empty one); every watcher gets the change, the seats file
     * is written again.
     *
     * @return the new state message for {@code seat}, narration from {@code logFrom}
     * @throws WebException 400 for a bad name, 403 for a bot's seat
     */
    String rename(int seat, String given, int logFrom) {
        String name = cleanName(given);
        String answer;
        synchronized (this) {
            checkOpen();
            checkHealthy();
            touch();
            if (!seats.get(seat).isHuman()) {
                throw new WebException(403, "only a person's seat can be named");
            }
            String[] names = header.names().clone();
            names[seat] = name;
            checkUnique(names, seat);
            header.names()[seat] = name;
            answer = guarded(() -> {
                broadcastLocked();
                return message(seat, logFrom);
            });
        }
        host.writeSeats(this);
        return answer;
    }

    /** The seat whose token is {@code token} (compared in constant time), or -1. */
    int seatOf(String token) {
        if (token == null || token.isEmpty()) {
            return -1;
        }
        byte[] given = token.getBytes(StandardCharsets.UTF_8);
        int found = -1;
        for (Seat s : seats) {
            if (s.token() != null && MessageDigest.isEqual(s.token().getBytes(StandardCharsets.UTF_8), given)) {
                found = s.index();
            }
        }
        return found;
    }

    /** The JSON of each action already saved (kept by {@link Tables} to save without re-encoding). */
    ActionCache savedActions() {
        return savedActions;
    }

    long lastTouched() {
        return lastTouched;
    }

    void touch() {
        lastTouched = System.nanoTime();
    }

    /** Whether the table may be unloaded now: nobody watches and no bot is about to move (read without the lock). */
    boolean isIdle() {
        return subscriberCount == 0 && !botPending && !dirty;
    }

    /** Closes the table if it is idle (it is saved after every action); later calls on it fail with Closed. */
    synchronized boolean closeIfIdle() {
        if (!isIdle()) {
            return false;
        }
        closed = true;
        return true;
    }

    /** Thrown by a call on a table that was unloaded meanwhile: the caller loads it again and retries. */
    static final class Closed extends RuntimeException {
        Closed() {
            super("table unloaded", null, false, false);
        }
    }

    private void checkOpen() {
        if (closed) {
            throw new Closed();
        }
    }

    /** Whether the game is over (read without the lock). */
    boolean isOver() {
        return latest.over();
    }

    /** The number of actions played (read without the lock). */
    int version() {
        return latest.version();
    }

    /** The game's record as of its last change (read without the lock). */
    io.agon.core.record.GameRecord record() {
        return latest.record();
    }

    /** Why the table was closed, or null while it is healthy. */
    String failure() {
        return failure;
    }

    /** The full state message for {@code observer} (seat, or -1 for a spectator), narration from {@code from}. */
    synchronized String stateFor(int observer, int from) {
        return stateFor(observer, from, -1);
    }

    /**
     * {@link #stateFor(int, int)} with the final board as {@code seat} saw it (-1: the usual view).
     *
     * @throws WebException 400 for a seat the game does not have, 403 while the game runs
     */
    synchronized String stateFor(int observer, int from, int seat) {
        checkOpen();
        checkHealthy();
        touch();
        return guarded(() -> message(observer, Math.max(0, from), seat));
    }

    private String message(int observer, int from) {
        return message(observer, from, -1);
    }

    private String message(int observer, int from, int seat) {
        int start = Math.min(from, session.logSize());
        boolean over = session.isOver();
        Explanation why = explanation != null && (over || (observer >= 0 && explanation.knownTo()[observer]))
                ? explanation : null;
        return Messages.state(header, session.finalSnapshot(observer, seat), session.log(observer, start), start,
                session.outcome(), new Messages.Extras(session.revision(), canUndo(observer),
                        session.pendingSteps(), why));
    }

    /** Whether {@code observer} may take back the last action now (checked once per revision and seat). */
    private boolean canUndo(int observer) {
        if (observer < 0 || !seats.get(observer).isHuman() || session.isOver()
                || session.lastActor() != observer) {
            return false;
        }
        long key = ((long) session.revision() << 8) | observer;
        if (key != undoCheckedKey) {
            undoCheckedAnswer = session.undoRefusal(observer) == null;
            undoCheckedKey = key;
        }
        return undoCheckedAnswer;
    }

    /**
     * Takes back {@code seat}'s last action under the strict policy of the core session (its own last decision,
     * nobody else has acted since, it revealed nothing hidden to the seat), if {@code version} is the current one;
     * saves the shorter record and pushes the change to every subscriber.
     *
     * @return the new state message for {@code seat}, narration from {@code logFrom}
     * @throws WebException 409 for a stale version or when the policy refuses, with the reason
     */
    String undo(int seat, int version, int logFrom) {
        String answer;
        synchronized (this) {
            checkOpen();
            touch();
            checkHealthy();
            if (version != session.version()) {
                throw new WebException(409, "stale undo: the game is at version " + session.version()
                        + ", not " + version + " (someone moved first); the page shows the new position");
            }
            if (!seats.get(seat).isHuman()) {
                throw new WebException(403, "only a person's seat can take back its moves");
            }
            answer = guarded(() -> {
                try {
                    session.undo(seat);
                } catch (AgonException e) {
                    throw new WebException(409, e instanceof io.agon.core.IllegalActionException iae ? iae.reason()
                            : e.getMessage());
                }
                if (explanation != null && explanation.move() >= session.version()) {
                    explanation = null;
                }
                dirty = true;
                changed();
                broadcastLocked();
                scheduleBotLocked();
                return message(seat, logFrom);
            });
        }
        save();
        return answer;
    }

    /**
     * Applies the action at {@code index} of the legal list for {@code seat}, if {@code version} is the current
     * one; saves the record and pushes the change to every subscriber.
     *
     * @return the new state message for {@code seat}, narration from {@code logFrom}
     * @throws WebException 409 for a stale version, a finished game or another seat's decision (checked once, by the
     *     core session); 400 for an index out of range
     */
    String act(int seat, int version, int index, int logFrom) {
        String answer;
        synchronized (this) {
            checkOpen();
            touch();
            checkHealthy();
            if (latest.over()) {
                throw new WebException(409, "the game is over: no more actions are accepted");
            }
            if (version != session.version()) {
                throw new WebException(409, "stale action: the game is at version " + session.version()
                        + ", not " + version + " (someone moved first); the page shows the new position");
            }
            answer = guarded(() -> {
                applyLocked(seat, index); // the core session checks the seat, then the index
                return message(seat, logFrom);
            });
        }
        save(); // a human's action is on disk before the answer
        return answer;
    }

    private void applyLocked(int seat, int index) {
        try {
            session.play(seat, index);
        } catch (io.agon.core.IllegalActionException e) {
            throw new WebException(io.agon.core.IllegalActionException.INDEX.equals(e.ruleId()) ? 400 : 409,
                    e.getMessage());
        } catch (AgonException e) {
            throw new WebException(409, e.getMessage());
        }
        dirty = true;
        changed();
        broadcastLocked();
        scheduleBotLocked();
    }

    /** Marks the current revision as saved (a table just loaded from its record). */
    void markSaved() {
        synchronized (saveLock) {
            savedRevision = latest.revision();
        }
    }

    /**
     * Writes the record if it is behind the game (atomically, outside the table's lock, one writer at a time).
     *
     * @throws WebException 500 when the file cannot be written
     */
    void save() {
        synchronized (saveLock) {
            Saved saved = latest; // never the table's lock: a looping game holds it until its limit
            if (saved.revision() <= savedRevision) {
                return;
            }
            host.write(this, saved.record(), saved.over());
            savedRevision = saved.revision();
            dirty = latest.revision() > savedRevision;
        }
    }

    /** Registers a subscriber and sends it the current state with the whole narration. */
    synchronized void subscribe(Subscriber client) {
        checkOpen();
        checkHealthy();
        touch();
        String text = guarded(() -> message(client.observer(), 0));
        Sub sub = new Sub(client, session.logSize());
        if (client.send(text)) {
            subscribers.add(sub);
            subscriberCount = subscribers.size();
        }
    }

    synchronized void unsubscribe(Subscriber client) {
        subscribers.removeIf(s -> s.client == client);
        subscriberCount = subscribers.size();
        touch();
    }

    synchronized int subscriberCount() {
        return subscribers.size();
    }

    private void broadcastLocked() {
        int size = session.logSize();
        List<Sub> gone = new ArrayList<>();
        java.util.Map<Long, String> cache = new java.util.HashMap<>();
        for (Sub sub : List.copyOf(subscribers)) { // a send may close a socket, which unsubscribes it
            int observer = sub.client.observer();
            long key = ((long) observer << 32) ^ sub.logSent;
            String text = cache.computeIfAbsent(key, k -> message(observer, sub.logSent));
            sub.logSent = size;
            if (!sub.client.send(text)) {
                gone.add(sub);
            }
        }
        subscribers.removeAll(gone);
        subscriberCount = subscribers.size();
    }

    /** Starts the bots if one decides now (after creating or loading the table). */
    synchronized void start() {
        if (failure == null) {
            guarded(() -> {
                scheduleBotLocked();
                return null;
            });
        }
    }

    private void scheduleBotLocked() {
        if (session.isOver() || botPending || failure != null) {
            return;
        }
        int decider = session.decision().player();
        if (!seats.get(decider).isHuman()) {
            botPending = true;
            host.scheduleBot(this, session.version());
        }
    }

    /**
     * Plays the pending bot move for {@code version} (called on a thread of its own after the bot delay). The bot
     * thinks outside the table's lock, under the server's think limit: a search without a time budget of its own
     * gets {@link Host#thinkLimit()}, and any think still running after that limit and {@link Host#gameLimit()}
     * closes the table. A search first waits for a thinking slot ({@link Host#thinkers()}); a cheap bot does not.
     */
    void playBot(int version) {
        CoreSession.BotTurn turn;
        Seat seat;
        int revision;
        synchronized (this) {
            if (closed || failure != null || session.version() != version || latest.over()) {
                botPending = false;
                return;
            }
            turn = guarded(session::botTurn);
            seat = seats.get(turn.seat());
            revision = session.revision();
        }
        String who = "the bot of " + name(seat.index()) + " (" + seat.player() + ")";
        Choice choice;
        Agent agent = null;
        ThinkScheduler.Turn slot = null;
        try {
            agent = host.calls().think(who, host.gameLimit(), () -> agent(seat, version));
            if (agent instanceof SearchAgent search) { // a search waits for a slot; a cheap bot never does
                slot = host.thinkers().acquire(id, search::stopSoon);
            }
            Agent chosen = agent;
            choice = host.calls().think(who, host.thinkLimit().plus(host.gameLimit()),
                    () -> think(turn, seat, version, chosen));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the server is stopping; the game resumes from its record
            return;
        } catch (WebException e) {
            if (e.status() != 503 && !host.stopping()) { // 503: the server is stopping
                synchronized (this) {
                    closeLocked("the bot of " + name(seat.index()) + " failed: "
                            + Messages.safe(Messages.oneLine(e.getMessage())));
                }
            }
            return;
        } catch (GameCalls.Fault | AgonException e) {
            if (host.stopping()) {
                return;
            }
            synchronized (this) {
                closeLocked(e instanceof GameCalls.Fault ? e.getMessage() : "the bot of " + name(seat.index())
                        + " failed: " + Messages.safe(Messages.oneLine(e.getMessage())));
            }
            return;
        } finally {
            if (slot != null) {
                slot.close();
            }
        }
        if (agent instanceof SearchAgent search) {
            search.close(); // its helper threads, if any
        }
        synchronized (this) {
            botPending = false;
            if (closed || failure != null) {
                return;
            }
            if (session.revision() != revision) { // someone moved or took back meanwhile: think again
                start();
                return;
            }
            try {
                guarded(() -> {
                    if (choice.why() != null) {
                        explanation = choice.why();
                    }
                    applyLocked(turn.seat(), choice.index());
                    return null;
                });
            } catch (WebException e) {
                if (failure == null && e.status() != 503 && !host.stopping()) {
                    closeLocked("the move of the bot of " + name(seat.index()) + " was refused: "
                            + Messages.safe(Messages.oneLine(e.getMessage())));
                }
                return;
            }
        }
        host.saveSoon(this);
    }

    /** A bot's choice: its index in the legal list, and its explanation (or null). */
    private record Choice(int index, Explanation why) {
    }

    private Choice think(CoreSession.BotTurn turn, Seat seat, int version, Agent agent) {
        int index = turn.choose(agent);
        Explanation why = null;
        if (agent instanceof SearchAgent search && !search.explainLastChoice().isBlank()) {
            why = Explanation.of(version, seat, search, turn.knownTo());
        }
        return new Choice(index, why);
    }

    /**
     * The agent of a bot seat, seeded by (game seed, seat, version), with the server's think budget: a search
     * whose spec gives no time budget stops at {@link Host#thinkLimit()} (or at its iterations, whichever comes
     * first: a search that ends in time chooses exactly as without it).
     */
    private Agent agent(Seat seat, int version) {
        AgentSpec spec = AgentSpec.parse(seat.player());
        long botSeed = Seeds.derive(seed, seat.index(), version);
        String threads = spec.params().get("threads");
        int slots = host.thinkers().slots();
        if (threads != null && threads.strip().matches("\\d{1,9}") && Integer.parseInt(threads.strip()) > slots) {
            // a search thinks on at most as many threads as the server has thinking slots
            java.util.Map<String, String> params = new java.util.LinkedHashMap<>(spec.params());
            params.put("threads", String.valueOf(slots));
            spec = new AgentSpec(spec.kind(), params);
        }
        if (!spec.params().containsKey("ms") && !spec.params().containsKey("us") && !untimed[seat.index()]) {
            java.util.Map<String, String> params = new java.util.LinkedHashMap<>(spec.params());
            params.putIfAbsent("iterations", String.valueOf(io.agon.core.agent.SearchSettings.DEFAULT.iterations()));
            params.put("ms", String.valueOf(Math.max(1, host.thinkLimit().toMillis())));
            try {
                return Agents.create(new AgentSpec(spec.kind(), params), botSeed, entry.agents());
            } catch (AgonException e) {
                untimed[seat.index()] = true; // no time budget (heuristic, random...): the think limit holds it
            }
        }
        return Agents.create(spec, botSeed, entry.agents());
    }

    /**
     * A search bot's account of one move: the text of {@code explainLastChoice}, its top moves, and which seats
     * may read it while the game runs (everybody once it is over).
     *
     * @param move       the version the move was chosen at
     * @param seat       the bot's seat
     * @param player     the bot's agent spec
     * @param text       {@code explainLastChoice()}
     * @param iterations iterations of the search
     * @param millis     time of the search
     * @param moves      the root moves, most visited first (at most {@link #TOP})
     * @param knownTo    per seat: whether the bot knew nothing that seat does not (see {@link CoreSession.BotTurn#knownTo})
     */
    record Explanation(int move, int seat, String player, String text, long iterations, double millis,
                       List<MoveStat> moves, boolean[] knownTo) {

        /** Root moves listed. */
        static final int TOP = 8;

        static Explanation of(int move, Seat seat, SearchAgent search, boolean[] knownTo) {
            List<MoveStat> all = search.lastMoveStats();
            SearchStats stats = search.lastSearchStats();
            return new Explanation(move, seat.index(), seat.player(), search.explainLastChoice(), stats.iterations(),
                    stats.nanos() / 1e6, List.copyOf(all.subList(0, Math.min(TOP, all.size()))), knownTo.clone());
        }
    }

    /**
     * The JSON of each saved action, made once: a save writes only the new actions' JSON. After an undo the
     * history is shorter, and a different action may take the place of an old one: the cache keeps its entries
     * only as long as they match the history.
     */
    static final class ActionCache {
        private final List<io.agon.core.Action> actions = new ArrayList<>();
        private final List<String> json = new ArrayList<>();

        /** Brings the cache up to {@code history}. */
        void update(io.agon.core.record.RecordCodec codec, List<io.agon.core.Action> history) {
            int keep = 0;
            int n = Math.min(actions.size(), history.size());
            while (keep < n && actions.get(keep).equals(history.get(keep))) {
                keep++;
            }
            actions.subList(keep, actions.size()).clear();
            json.subList(keep, json.size()).clear();
            for (int i = keep; i < history.size(); i++) {
                actions.add(history.get(i));
                json.add(codec.actionToJson(history.get(i)));
            }
        }

        /** The JSON of each action of the history last given to {@link #update}. */
        List<String> json() {
            return json;
        }
    }

    /**
     * Runs {@code body}, which calls into game code, under the server's limit; the caller holds the table's lock
     * (the body runs on another thread, so it calls no synchronized method of the table). A body that loops or
     * fails closes the table.
     *
     * @throws WebException 409 with the reason when the table was closed
     */
    private <T> T guarded(java.util.concurrent.Callable<T> body) {
        try {
            return host.calls().call("the game's code", host.gameLimit(), body);
        } catch (GameCalls.Fault f) {
            closeLocked(f.getMessage());
            throw closedError();
        } catch (WebException e) {
            throw e;
        } catch (AgonException e) { // the bodies turn every refusal into a WebException: this came from the game
            closeLocked("the game's code failed: " + GameCalls.describe(e));
            throw closedError();
        }
    }

    /**
     * Closes the table for good: its game looped or failed. Every watcher gets the one-line reason and is
     * disconnected; the server forgets the table (its record stays as last saved) and logs the reason.
     */
    private void closeLocked(String reason) {
        if (failure != null) {
            return;
        }
        failure = Messages.safe(Messages.oneLine(reason));
        botPending = false;
        String text = Messages.error(closedError().getMessage());
        for (Sub sub : List.copyOf(subscribers)) {
            sub.client.end(text);
        }
        subscribers.clear();
        subscriberCount = 0;
        host.closed(this, reason);
    }

    private WebException closedError() {
        return new WebException(409, "this game was closed: " + failure);
    }

    private void checkHealthy() {
        if (failure != null) {
            throw closedError();
        }
    }

}
