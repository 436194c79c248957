package io.agon.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agon.core.Action;
import io.agon.core.AgonException;
import io.agon.core.Decision;
import io.agon.core.Game;
import io.agon.core.GameEvent;
import io.agon.core.GameState;
import io.agon.core.Outcome;
import io.agon.core.PendingStep;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.agent.InformationSet;
import io.agon.core.agent.SearchAgent;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordCodec;
import io.agon.core.record.RecordFiles;
import io.agon.core.record.Replay;
import io.agon.core.session.Move;
import io.agon.core.session.Session;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The replay viewer's games: records opened from the save folder or uploaded, each replayed once (checking every
 * action) and then shown at any step, as any seat saw it. While a record's game is unfinished only the public
 * narration is shown (a seat's view could show its hand to the others at the screen); once it is finished every
 * seat's view, and a search bot's explanation for any position, may be asked for. At most {@link #MAX} records
 * are held, the least recently used is forgotten first.
 */
final class Replays {

    /** Records held at once. */
    static final int MAX = 32;
    /** Most iterations of a recomputed explanation. */
    static final int MAX_ITERATIONS = 5000;

    /** One opened record: its game, its narrated moves, whether the game finished. */
    /** An open record; {@code names}: each seat's chosen name (null for none) of a saved game, else empty. */
    private record Opened(String id, GameEntry entry, GameRecord record, List<Move> moves, boolean finished,
                          List<String> names) {
    }

    private final GameCatalog catalog;
    private final Tables tables;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Opened> open = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Opened> eldest) {
            return size() > MAX;
        }
    };

    Replays(GameCatalog catalog, Tables tables) {
        this.catalog = catalog;
        this.tables = tables;
    }

    /**
     * Opens a record given as JSON text; returns its replay id.
     *
     * @throws WebException 400 for a record that is not valid JSON, of an unknown game, or does not replay
     */
    String open(String json, String source) {
        return open(json, source, List.of());
    }

    private String open(String json, String source, List<String> names) {
        try {
            GameEntry entry = catalog.get(RecordCodec.gameOf(json, source));
            return tables.gameCall(() -> add(entry, new RecordCodec(entry.game()).read(json, source), names));
        } catch (WebException e) {
            throw e;
        } catch (AgonException e) {
            throw new WebException(400, Messages.oneLine(e.getMessage()));
        }
    }

    /**
     * Opens the record of a hosted game from the save folder.
     *
     * @throws WebException 404 for an unknown game, 400 when its record does not replay
     */
    String openSaved(String tableId) {
        if (tableId == null || !tableId.matches("[0-9a-f]{16}")) {
            throw new WebException(404, "no saved game '" + (tableId == null ? "" : tableId.replaceAll("[^0-9a-zA-Z]", "?"))
                    + "'");
        }
        tables.flushRecord(tableId);
        Path file = tables.recordFile(tableId);
        if (!Files.exists(file)) {
            throw new WebException(404, "no saved game '" + tableId + "'");
        }
        String text;
        try {
            text = RecordFiles.read(file);
        } catch (AgonException e) {
            throw new WebException(500, "cannot read the record of game " + tableId);
        }
        List<String> names = new ArrayList<>();
        try { // the players' names, from the game's seats file
            JsonNode seats = Messages.JSON.readTree(RecordFiles.read(file.resolveSibling(tableId + ".table.json")))
                    .path("seats");
            for (JsonNode seat : seats) {
                names.add(seat.hasNonNull("name") ? seat.get("name").asText() : null);
            }
        } catch (IOException | AgonException e) {
            names.clear(); // no seats file: the seats are P1, P2...
        }
        return open(text, file.getFileName().toString(), names);
    }

    /**
     * The saved records (newest first): {@code [{id, game, name, created, finished, players: [{seat, player,
     * human, name}]}]}; never a token.
     */
    ArrayNode saved(Path dir) {
        ArrayNode out = Messages.JSON.createArrayNode();
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> list = Files.newDirectoryStream(dir, "*.record.json")) {
            list.forEach(files::add);
        } catch (IOException e) {
            throw new WebException(500, "cannot read the save folder");
        }
        files.sort((a, b) -> Long.compare(modified(b), modified(a)));
        for (Path f : files) {
            String name = f.getFileName().toString();
            String id = name.substring(0, name.length() - ".record.json".length());
            if (!id.matches("[0-9a-f]{16}")) {
                continue;
            }
            try {
                JsonNode meta = Messages.JSON.readTree(RecordFiles.read(dir.resolve(id + ".table.json")));
                String game = meta.path("game").asText();
                if (!catalog.games().containsKey(game)) {
                    continue;
                }
                ObjectNode n = out.addObject();
                n.put("id", id);
                n.put("game", game);
                n.put("name", catalog.games().get(game).game().info().name());
                n.put("created", meta.path("created").asText());
                n.put("finished", meta.path("finished").asBoolean());
                ArrayNode players = n.putArray("players");
                JsonNode seats = meta.path("seats");
                for (int p = 0; p < seats.size(); p++) {
                    JsonNode s = seats.get(p);
                    ObjectNode e = players.addObject();
                    e.put("seat", p);
                    e.put("player", s.path("player").asText());
                    e.put("human", s.hasNonNull("token"));
                    e.put("name", s.hasNonNull("name") ? s.get("name").asText() : "P" + (p + 1));
                }
            } catch (IOException | RuntimeException e) {
                // a game without readable seats is skipped here
            }
        }
        return out;
    }

    private static long modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }

    private String add(GameEntry entry, GameRecord record, List<String> names) {
        List<Move> moves = new ArrayList<>();
        boolean finished = replay(entry.game(), record, moves);
        String id = HexFormat.of().formatHex(bytes());
        synchronized (open) {
            open.put(id, new Opened(id, entry, record, List.copyOf(moves), finished,
                    java.util.Collections.unmodifiableList(new ArrayList<>(names))));
        }
        return id;
    }

    private static <S extends GameState<S>> boolean replay(Game<S> game, GameRecord record, List<Move> moves) {
        Session<S> session = Replay.open(game, record).narrate(true);
        session.listen((s, m) -> moves.add(m));
        Replay.resume(session, record);
        return session.isOver();
    }

    private byte[] bytes() {
        byte[] b = new byte[8];
        random.nextBytes(b);
        return b;
    }

    private Opened get(String id) {
        synchronized (open) {
            Opened o = id == null ? null : open.get(id);
            if (o == null) {
                throw new WebException(404, "no open replay '" + (id == null ? "" : id.replaceAll("[^0-9a-f]", "?"))
                        + "' (open the record again)");
            }
            return o;
        }
    }

    /**
     * The position after {@code step} actions as {@code seat} saw it (-1: the public narration only).
     *
     * @throws WebException 400 for a step out of range or an unknown seat, 403 for a seat's view of an unfinished
     *     game
     */
    String position(String id, int step, int seat) {
        return tables.gameCall(() -> positionOf(id, step, seat));
    }

    private String positionOf(String id, int step, int seat) {
        Opened o = get(id);
        if (step < 0 || step > o.record.actions().size()) {
            throw new WebException(400, "there is no step " + step + " (the record has steps 0 to "
                    + o.record.actions().size() + ")");
        }
        int players = o.record.setup().players();
        if (seat < -1 || seat >= players) {
            throw new WebException(400, "there is no seat " + seat + " (-1 is the public narration)");
        }
        if (seat >= 0 && !o.finished) {
            throw new WebException(403, "this game is not finished: only the public narration can be watched");
        }
        return Messages.write(position(o, o.entry.game(), step, seat));
    }

    private <S extends GameState<S>> ObjectNode position(Opened o, Game<S> game, int step, int seat) {
        S state = stateAt(game, o.record, step);
        ObjectNode root = Messages.JSON.createObjectNode();
        root.put("type", "replay");
        root.put("id", o.id);
        ObjectNode g = root.putObject("game");
        g.put("id", game.info().id());
        g.put("name", game.info().name());
        String renderer = tables.renderer(game.info().id());
        if (renderer == null) {
            g.putNull("renderer");
        } else {
            g.put("renderer", renderer);
        }
        root.put("players", o.record.setup().players());
        ArrayNode names = root.putArray("names");
        for (int p = 0; p < o.record.setup().players(); p++) {
            String name = p < o.names.size() ? o.names.get(p) : null;
            if (name == null) {
                names.addNull();
            } else {
                names.add(name);
            }
        }
        root.put("seed", o.record.setup().seed());
        root.put("finished", o.finished);
        root.put("length", o.record.actions().size());
        root.put("step", step);
        root.put("seat", seat);
        boolean over = game.isOver(state);
        Decision d = over ? Decision.GAME_OVER : game.decision(state);
        ObjectNode decision = root.putObject("decision");
        decision.put("player", d.player());
        decision.put("onTurn", d.onTurn());
        decision.put("prompt", Messages.words(o.finished || seat == d.player() ? d.prompt() : ""));
        if (seat >= 0) {
            root.set("view", Messages.JSON.valueToTree(game.view(state, seat)));
        } else {
            root.putNull("view");
        }
        if (step > 0) {
            Move m = o.moves.get(step - 1);
            ObjectNode move = root.putObject("move");
            move.put("seat", m.seat());
            move.put("label", Messages.words("P" + (m.seat() + 1) + ": " + m.label(seat)));
            ArrayNode events = move.putArray("events");
            for (GameEvent e : m.events()) {
                events.add(Messages.words(e.text()));
            }
        } else {
            root.putNull("move");
        }
        ArrayNode flow = root.putArray("flow");
        if (!over) {
            for (PendingStep p : game.pendingSteps(state)) {
                ObjectNode n = flow.addObject();
                n.put("step", p.step());
                n.put("phase", p.phase());
                n.put("decider", p.decider());
            }
        }
        if (over) {
            Outcome out = game.outcome(state);
            ObjectNode n = root.putObject("outcome");
            ArrayNode scores = n.putArray("scores");
            ArrayNode ranks = n.putArray("ranks");
            for (int p = 0; p < out.players(); p++) {
                scores.add(out.score(p));
                ranks.add(out.rank(p));
            }
            n.put("summary", Messages.words(out.summary()));
        } else {
            root.putNull("outcome");
        }
        return root;
    }

    /**
     * Runs a search bot ({@code mcts} with {@code iterations}) for the decider at {@code step} and returns its
     * explanation; only for a finished game (the explanation shows the decider's hidden options).
     *
     * @throws WebException 403 for an unfinished game, 400 for a bad step or iteration count or a finished position
     */
    String explain(String id, int step, int iterations) {
        return tables.gameCall(() -> explanationOf(id, step, iterations));
    }

    private String explanationOf(String id, int step, int iterations) {
        Opened o = get(id);
        if (!o.finished) {
            throw new WebException(403, "this game is not finished: the bot's thinking would show a seat's secrets");
        }
        if (step < 0 || step >= o.record.actions().size()) {
            throw new WebException(400, "there is no decision at step " + step);
        }
        if (iterations < 1 || iterations > MAX_ITERATIONS) {
            throw new WebException(400, "'iterations' must be from 1 to " + MAX_ITERATIONS);
        }
        return Messages.write(explain(o, o.entry.game(), step, iterations));
    }

    private <S extends GameState<S>> ObjectNode explain(Opened o, Game<S> game, int step, int iterations) {
        S state = stateAt(game, o.record, step);
        int seat = game.currentPlayer(state);
        String spec = "mcts:iterations=" + iterations;
        Agent agent = Agents.create(AgentSpec.parse(spec), o.record.setup().seed() ^ step, o.entry.agents());
        if (!(agent instanceof SearchAgent search)) {
            throw new WebException(500, "the mcts bot is not a search");
        }
        search.choose(game, new InformationSet<>(game, state));
        return Messages.explanation(step, seat, spec, search.explainLastChoice(),
                search.lastSearchStats().iterations(), search.lastSearchStats().nanos() / 1e6,
                search.lastMoveStats().subList(0, Math.min(Table.Explanation.TOP, search.lastMoveStats().size())));
    }

    private static <S extends GameState<S>> S stateAt(Game<S> game, GameRecord record, int step) {
        S s = game.newGame(record.setup());
        List<Action> actions = record.actions();
        for (int i = 0; i < step; i++) {
            game.apply(s, actions.get(i));
        }
        return s;
    }
}
