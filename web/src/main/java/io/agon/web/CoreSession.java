package io.agon.web;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.Game;
import io.agon.core.GameEvent;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.Outcome;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordFormatException;
import io.agon.core.record.Replay;
import io.agon.core.session.Move;
import io.agon.core.session.Session;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One game as the server needs it, over the core play loop, {@link Session}: the session holds the state and the
 * history (and so the record, the replay and the undo); this class keeps the narration of every move as each seat
 * (and the public) may read it, from the session's narrated {@link Move}s, and the legal list the indices refer
 * to. The server never touches the true state: it asks for what one observer may see.
 *
 * <p>Not thread-safe: the server calls it under its table's lock.
 *
 * @param <S> the game's state type
 */
public final class CoreSession<S extends GameState<S>> {

    /**
     * One narration line.
     *
     * @param seat the acting seat for a move, -1 for an event
     * @param text the readable line
     */
    public record LogLine(int seat, String text) {
    }

    /** The decision of one bot, detached from the live game, to be thought about outside the table's lock. */
    public interface BotTurn {

        /** The version the choice is for. */
        int version();

        /** The deciding seat. */
        int seat();

        /** The index of the action {@code agent} chooses in the legal list. */
        int choose(Agent agent);

        /**
         * For each seat, whether everything the deciding seat knows here is known to that seat too, so that the
         * bot's explanation reveals nothing to it: re-dealing what that seat cannot see (the game's
         * {@code determinize}, several times) never changes the deciding seat's view. The deciding seat itself: true.
         */
        boolean[] knownTo();
    }

    /** Re-deals tried by {@link BotTurn#knownTo()}. */
    static final int KNOWN_SAMPLES = 8;

    private final Session<S> session;
    private final List<Action> legal = new ArrayList<>();
    /** Per narration line: the acting seat (-1 for an event) and the text per observer (index observer + 1). */
    private final List<Integer> lineSeats = new ArrayList<>();
    private final List<String[]> lineTexts = new ArrayList<>();
    /** Per move: the index of its first narration line (to cut the narration on an undo). */
    private final List<Integer> moveLines = new ArrayList<>();
    private int revision;

    private CoreSession(Session<S> session) {
        this.session = session.narrate(true);
        for (GameEvent e : this.session.setupEvents()) { // what set-up reported opens the narration
            lineSeats.add(-1);
            lineTexts.add(new String[] {e.text()});
        }
        this.session.listen((s, move) -> record(move)); // every move, played here or replayed from a record
        refreshLegal();
    }

    /**
     * A new game.
     *
     * @throws io.agon.core.SetupException for a player count or option the game does not support
     */
    public static <S extends GameState<S>> CoreSession<S> start(Game<S> game, Setup setup) {
        setup.validate(game.info());
        return new CoreSession<>(Session.start(game, setup));
    }

    /**
     * A game rebuilt from its record, with its narration.
     *
     * @throws RecordFormatException when the record is of another game, has a bad set-up or an illegal action
     */
    public static <S extends GameState<S>> CoreSession<S> replay(Game<S> game, GameRecord record) {
        CoreSession<S> session = new CoreSession<>(Replay.open(game, record));
        Replay.resume(session.session, record); // the core replay: every action checked, each move narrated
        session.revision = session.version(); // as if played here: without take-backs, the revision is the version
        return session;
    }

    /** The core session (for tools that need the state: call it under the table's lock only). */
    Session<S> session() {
        return session;
    }

    /** The game's static facts. */
    public GameInfo info() {
        return session.game().info();
    }

    /** Number of actions applied so far: the state version a client must name when it acts. */
    public int version() {
        return session.length();
    }

    /** Number of changes so far (actions and undos); equal to the version for a game without take-backs. */
    public int revision() {
        return revision;
    }

    /** True when the game has ended. */
    public boolean isOver() {
        return session.isOver();
    }

    /** The pending decision (who decides, who is on turn, the prompt). */
    public Decision decision() {
        return session.isOver() ? Decision.GAME_OVER : session.decision();
    }

    /**
     * What {@code observer} (-1: a spectator, who gets the game's {@link Game#publicView} while the game runs, and
     * the first seat's final view once it is over) may see now.
     */
    public SeatSnapshot snapshot(int observer) {
        return snapshot(session.game(), session.state(), observer, version());
    }

    /**
     * What {@code observer} sees of the finished game as {@code seat} saw it at the end (-1: the default, the
     * observer's own view, or the first seat's for a spectator). A finished game keeps no secrets.
     *
     * @throws WebException 400 for a seat the game does not have, 403 while the game runs
     */
    public SeatSnapshot finalSnapshot(int observer, int seat) {
        if (seat < -1 || seat >= session.setup().players()) {
            throw new WebException(400, "there is no seat " + seat + " (the seats are 0 to "
                    + (session.setup().players() - 1) + ")");
        }
        if (seat < 0) {
            return snapshot(observer);
        }
        if (!session.isOver()) {
            throw new WebException(403, "this game is not finished: each seat sees only its own view");
        }
        return new SeatSnapshot(observer, version(), -1, -1, "", session.game().view(session.state(), seat),
                List.of(), seat);
    }

    /**
     * What {@code observer} may see of {@code state}: a pure function of the observer's information, used for
     * every message the server sends (and by tests that re-deal the hidden parts and compare).
     */
    public static <S extends GameState<S>> SeatSnapshot snapshot(Game<S> game, S state, int observer,
                                                                 int version) {
        if (game.isOver(state)) { // the final board for everyone: a spectator sees it as the first seat does
            int seat = Math.max(0, observer);
            return new SeatSnapshot(observer, version, -1, -1, "", game.view(state, seat), List.of(), seat);
        }
        Decision d = game.decision(state);
        boolean deciding = observer >= 0 && d.player() == observer;
        List<String> labels = new ArrayList<>();
        if (deciding) {
            for (Action a : game.legalActions(state)) {
                labels.add(game.describe(state, a));
            }
        }
        if (observer < 0) { // a spectator: the game's public view, if it has one
            View pub = game.publicView(state);
            if (pub != null) {
                return new SeatSnapshot(observer, version, d.player(), d.onTurn(), "", pub, labels, -1);
            }
            if (game.perfectInformation()) { // every view hides nothing: the first seat's is public
                return new SeatSnapshot(observer, version, d.player(), d.onTurn(), "", game.view(state, 0), labels, 0);
            }
            return new SeatSnapshot(observer, version, d.player(), d.onTurn(), "", null, labels);
        }
        return new SeatSnapshot(observer, version, d.player(), d.onTurn(), deciding ? d.prompt() : "",
                game.view(state, observer), labels);
    }

    /** The narration as {@code observer} (-1: public) may read it, from line {@code from} on. */
    public List<LogLine> log(int observer, int from) {
        int start = Math.max(0, Math.min(from, lineTexts.size()));
        List<LogLine> out = new ArrayList<>(lineTexts.size() - start);
        int column = observer + 1;
        for (int i = start; i < lineTexts.size(); i++) {
            String[] texts = lineTexts.get(i);
            out.add(new LogLine(lineSeats.get(i), texts.length == 1 ? texts[0] : texts[column]));
        }
        return out;
    }

    /** Number of legal actions of the deciding seat (0 when the game is over). */
    public int legalCount() {
        return legal.size();
    }

    /** Number of narration lines (the same for every observer). */
    public int logSize() {
        return lineTexts.size();
    }

    /**
     * Applies the action at {@code index} of the deciding seat's legal list. The core session checks the seat
     * (once, for every tool), then the index.
     *
     * @throws io.agon.core.IllegalActionException when {@code seat} is not deciding (rule id {@code flow}) or the
     *     index is out of range (rule id {@link io.agon.core.IllegalActionException#INDEX})
     */
    public void play(int seat, int index) {
        session.applyLegal(seat, index); // the listener narrates it
    }

    private void record(Move move) {
        int players = session.setup().players();
        String[] texts = new String[players + 1];
        for (int o = -1; o < players; o++) { // the core narration: "P2: " and the move as o saw it
            texts[o + 1] = o == move.seat() ? move.line(o) : thirdPerson(move.line(o), move.seat());
        }
        moveLines.add(lineTexts.size());
        lineSeats.add(move.seat());
        lineTexts.add(texts);
        for (GameEvent e : move.events()) {
            lineSeats.add(-1);
            lineTexts.add(new String[] {e.text()});
        }
        revision++;
        refreshLegal();
    }

    private static final java.util.regex.Pattern YOU = java.util.regex.Pattern.compile(
            "\\b([Yy]ou)(r?)\\b(?: (have|are|were|do|lose|win|pay|hold|get|take|own|may|must|can)\\b)?");

    /** The third person of the verbs that follow "you" in the games' words. */
    private static final Map<String, String> THIRD = Map.ofEntries(Map.entry("have", "has"), Map.entry("are", "is"),
            Map.entry("were", "was"), Map.entry("do", "does"), Map.entry("lose", "loses"), Map.entry("win", "wins"),
            Map.entry("pay", "pays"), Map.entry("hold", "holds"), Map.entry("get", "gets"),
            Map.entry("take", "takes"), Map.entry("own", "owns"), Map.entry("may", "may"),
            Map.entry("must", "must"), Map.entry("can", "can"));

    /**
     * A move's line as another seat or a spectator reads it: the games word a move for the seat that makes it
     * ("Trade with P1 (you +1, P1 +3)"), so "you" and "your" there are the actor: "P2", "P2's" ("you have" becomes
     * "P2 has").
     */
    static String thirdPerson(String line, int actor) {
        int colon = line.indexOf(": ");
        if (colon < 0) {
            return line;
        }
        String seat = "P" + (actor + 1);
        return line.substring(0, colon + 2) + YOU.matcher(line.substring(colon + 2)).replaceAll(r ->
                java.util.regex.Matcher.quoteReplacement(seat + (r.group(2).isEmpty() ? "" : "'s")
                        + (r.group(3) == null ? "" : " " + THIRD.get(r.group(3)))));
    }

    /** Why {@code seat} may not take back the last action now (the core session's strict policy), or null. */
    public String undoRefusal(int seat) {
        return session.undoRefusal(seat);
    }

    /**
     * Takes back the last action, which must be {@code seat}'s and have revealed nothing hidden to it.
     *
     * @throws io.agon.core.IllegalActionException with the reason when the policy refuses; nothing changes then
     */
    public void undo(int seat) {
        session.undo(seat); // refuses with an IllegalActionException under the strict policy
        int cut = moveLines.remove(moveLines.size() - 1);
        lineSeats.subList(cut, lineSeats.size()).clear();
        lineTexts.subList(cut, lineTexts.size()).clear();
        revision++;
        refreshLegal();
    }

    /** A detached copy of the pending decision for a bot. */
    public BotTurn botTurn() {
        int seat = session.currentPlayer();
        if (seat < 0) {
            throw new IllegalStateException("the game is over: no bot decides");
        }
        Game<S> game = session.game();
        S copy = session.state().copy();
        List<Action> options = List.copyOf(legal);
        int version = version();
        return new BotTurn() {
            @Override
            public int version() {
                return version;
            }

            @Override
            public int seat() {
                return seat;
            }

            @Override
            public int choose(Agent agent) {
                Action a = agent.choose(game, new InformationSet<>(game, copy));
                int index = options.indexOf(a);
                if (index < 0) {
                    throw new IllegalStateException(agent.name() + " chose an action that is not legal: " + a);
                }
                return index;
            }

            @Override
            public boolean[] knownTo() {
                int players = session.setup().players();
                boolean[] known = new boolean[players];
                io.agon.core.View own = game.view(copy, seat);
                io.agon.core.Rng rng = new io.agon.core.Rng(version * 31L + seat);
                for (int o = 0; o < players; o++) {
                    known[o] = true;
                    for (int i = 0; i < KNOWN_SAMPLES && known[o] && o != seat; i++) {
                        known[o] = own.equals(game.view(game.determinize(copy, o, rng.split()), seat));
                    }
                }
                return known;
            }
        };
    }

    /** The seat that took the last action, or -1 when none was taken. */
    public int lastActor() {
        return moveLines.isEmpty() ? -1 : lineSeats.get(moveLines.get(moveLines.size() - 1));
    }

    /** The steps waiting on the game's step stack, top first (empty for a game without one). */
    public List<io.agon.core.PendingStep> pendingSteps() {
        return session.isOver() ? List.of() : session.game().pendingSteps(session.state());
    }

    /** The outcome of a finished game, or null. */
    public Outcome outcome() {
        return session.isOver() ? session.outcome() : null;
    }

    /** The game as a record (set-up and every action), for saving. */
    public GameRecord record() {
        return GameRecord.of(session);
    }

    private void refreshLegal() {
        legal.clear();
        if (!session.isOver()) {
            session.game().legalActions(session.state(), legal);
        }
    }
}
