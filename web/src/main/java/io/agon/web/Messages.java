package io.agon.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agon.core.Outcome;
import java.util.List;

/**
 * The JSON messages of the protocol (docs/web.md). Built only from a {@link SeatSnapshot}, the narration for
 * one observer and the outcome: the true state never reaches this class.
 */
final class Messages {

    /** The one mapper of the server (views are records; Jackson writes their components). */
    static final ObjectMapper JSON = new ObjectMapper().disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);

    private Messages() {
    }

    /**
     * The "state" message for one observer.
     *
     * @param table   the table's fixed facts (id, game, seats, renderer)
     * @param snap    what the observer may see now
     * @param log     narration lines for the observer from {@code logFrom} on
     * @param logFrom index of the first line in {@code log}
     * @param outcome the outcome, or null while the game runs
     */
    static String state(Table.Header table, SeatSnapshot snap, List<CoreSession.LogLine> log, int logFrom,
                        Outcome outcome) {
        return state(table, snap, log, logFrom, outcome, Extras.NONE);
    }

    /**
     * What a state message carries besides the snapshot, the narration and the outcome.
     *
     * @param revision    changes so far (actions and undos): a client keeps the message of the highest revision
     * @param canUndo     whether the observer may take back the last action now
     * @param flow        the pending steps, top first (seat-safe: kinds, phases and deciders only)
     * @param explanation the last search bot's explanation when the observer may read it, else null
     */
    record Extras(int revision, boolean canUndo, List<io.agon.core.PendingStep> flow, Table.Explanation explanation) {
        static final Extras NONE = new Extras(0, false, List.of(), null);
    }

    /** The "state" message for one observer, with the {@link Extras}. */
    static String state(Table.Header table, SeatSnapshot snap, List<CoreSession.LogLine> log, int logFrom,
                        Outcome outcome, Extras extras) {
        ObjectNode root = JSON.createObjectNode();
        root.put("type", "state");
        root.put("table", table.id());
        ObjectNode game = root.putObject("game");
        game.put("id", table.game());
        game.put("name", table.name());
        String renderer = table.renderer();
        if (renderer == null) {
            game.putNull("renderer");
        } else {
            game.put("renderer", renderer);
        }
        root.put("seat", snap.observer());
        ArrayNode seats = root.putArray("seats");
        for (Table.Seat s : table.seats()) {
            ObjectNode n = seats.addObject();
            n.put("seat", s.index());
            n.put("name", table.shown(s.index()));
            n.put("named", table.names()[s.index()] != null);
            n.put("player", s.player());
            n.put("human", s.isHuman());
        }
        root.put("version", snap.version());
        root.put("over", snap.decider() < 0);
        ObjectNode decision = root.putObject("decision");
        decision.put("player", snap.decider());
        decision.put("onTurn", snap.onTurn());
        decision.put("prompt", words(snap.prompt()));
        ArrayNode legal = root.putArray("legal");
        for (int i = 0; i < snap.legal().size(); i++) {
            ObjectNode a = legal.addObject();
            a.put("index", i);
            a.put("label", words(snap.legal().get(i)));
        }
        if (snap.view() == null) {
            root.putNull("view");
        } else {
            root.set("view", JSON.valueToTree(snap.view()));
        }
        root.put("viewSeat", snap.viewSeat());
        ObjectNode logNode = root.putObject("log");
        logNode.put("from", logFrom);
        ArrayNode lines = logNode.putArray("lines");
        for (CoreSession.LogLine line : log) {
            ObjectNode l = lines.addObject();
            l.put("seat", line.seat());
            l.put("text", words(line.text()));
        }
        if (outcome == null) {
            root.putNull("outcome");
        } else {
            ObjectNode o = root.putObject("outcome");
            ArrayNode scores = o.putArray("scores");
            ArrayNode ranks = o.putArray("ranks");
            for (int p = 0; p < outcome.players(); p++) {
                scores.add(outcome.score(p));
                ranks.add(outcome.rank(p));
            }
            o.put("summary", words(outcome.summary()));
        }
        root.put("revision", extras.revision());
        root.put("canUndo", extras.canUndo());
        ArrayNode flow = root.putArray("flow");
        for (io.agon.core.PendingStep step : extras.flow()) {
            ObjectNode n = flow.addObject();
            n.put("step", step.step());
            n.put("phase", step.phase());
            n.put("decider", step.decider());
        }
        Table.Explanation why = extras.explanation();
        if (why == null) {
            root.putNull("explanation");
        } else {
            root.set("explanation", explanation(why.move(), why.seat(), why.player(), why.text(), why.iterations(),
                    why.millis(), why.moves()));
        }
        return write(root);
    }

    /** A search's explanation as JSON: {@code {move, seat, player, text, iterations, millis, moves: [...]}}. */
    static ObjectNode explanation(int move, int seat, String player, String text, long iterations, double millis,
                                  List<io.agon.core.agent.MoveStat> moves) {
        ObjectNode n = JSON.createObjectNode();
        n.put("move", move);
        n.put("seat", seat);
        n.put("player", player);
        n.put("text", text);
        n.put("iterations", iterations);
        n.put("millis", Math.round(millis * 10) / 10.0);
        ArrayNode list = n.putArray("moves");
        for (io.agon.core.agent.MoveStat m : moves) {
            ObjectNode e = list.addObject();
            e.put("label", words(m.label()));
            e.put("visits", m.visits());
            e.put("mean", Math.round(m.mean() * 1000) / 1000.0);
        }
        return n;
    }

    /** The error body: {@code {"error": "one line"}}. */
    static String error(String message) {
        ObjectNode root = JSON.createObjectNode();
        root.put("error", words(oneLine(message)));
        return write(root);
    }

    /** A parenthesis that only cites the rule book: "(spec 4.7 condition 1, D41)", "(D20)", "(5.1)". */
    private static final java.util.regex.Pattern RULE_REFERENCE = java.util.regex.Pattern.compile(
            " ?\\((?:spec [^()]*|(?:D\\d+|\\d+\\.\\d+[0-9.]*[a-z]?)(?:(?:, ?| )(?:D\\d+|\\d+(?:\\.\\d+)*[a-z]?))*)\\)");

    /**
     * Text for players: the games' narration, prompts and labels cite their rule book for developers ("(spec 6)",
     * "(D20)", "(5.1)"); those citations are left out of what the pages show.
     */
    static String words(String text) {
        if (text == null || text.indexOf('(') < 0) {
            return text;
        }
        return RULE_REFERENCE.matcher(text).replaceAll("");
    }

    /** The first line of {@code s}, trimmed and at most 300 characters. */
    static String oneLine(String s) {
        if (s == null || s.isBlank()) {
            return "error";
        }
        int nl = s.indexOf('\n');
        String line = (nl < 0 ? s : s.substring(0, nl)).strip();
        return line.length() > 300 ? line.substring(0, 297) + "..." : line;
    }

    /**
     * {@code text} as one line that is safe on a terminal and in a page: control characters (ESC, line feeds,
     * tabs...), bidirectional controls and line separators are written as their escapes ({@code \n},
     * <code>&#92;u001b</code>): {@link io.agon.core.SafeText#line}, as in the launcher.
     */
    static String safe(String text) {
        return io.agon.core.SafeText.line(text);
    }

    /** Compact JSON text of {@code node}. */
    static String write(Object node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }
}
