package io.agon.web;

import io.agon.core.Action;
import io.agon.core.AgonException;
import io.agon.core.Decision;
import io.agon.core.Game;
import io.agon.core.GameEvent;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.Outcome;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordFormatException;
import io.agon.core.session.Move;
import io.agon.core.session.Session;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link GameSession} over the core play loop, {@link Session}: the session holds the state and the history
 * (and so the record, the replay and the undo); this class keeps the narration of every move as each seat (and the
 * public) may read it, from the session's narrated {@link Move}s, and the legal list the indices refer to.
 *
 * @param <S> the game's state type
 */
public final class CoreSession<S extends GameState<S>> implements GameSession {

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
        if (!record.game().equals(game.info().id())) {
            throw new RecordFormatException("record of '" + record.game() + "' cannot replay as '"
                    + game.info().id() + "'");
        }
        CoreSession<S> session;
        try {
            session = start(game, record.setup());
        } catch (AgonException e) {
            throw new RecordFormatException("bad set-up in record: " + e.getMessage(), e);
        }
        List<Action> all = record.actions();
        for (int i = 0; i < all.size(); i++) {
            Action a = all.get(i);
            if (session.session.isOver() || !session.legal.contains(a)) {
                throw new RecordFormatException("action " + (i + 1) + " of " + all.size() + " (" + a
                        + ") is not legal at its place");
            }
            session.record(session.session.apply(a));
        }
        session.revision = session.version(); // as if played here: without take-backs, the revision is the version
        return session;
    }

    /** The core session (for tools that need the state: call it under the table's lock only). */
    Session<S> session() {
        return session;
    }

    @Override
    public GameInfo info() {
        return session.game().info();
    }

    @Override
    public int version() {
        return session.length();
    }

    @Override
    public int revision() {
        return revision;
    }

    @Override
    public Decision decision() {
        return session.isOver() ? Decision.GAME_OVER : session.decision();
    }

    @Override
    public SeatSnapshot snapshot(int observer) {
        return snapshot(session.game(), session.state(), observer, version());
    }

    /**
     * What {@code observer} may see of {@code state}: a pure function of the observer's information, used for
     * every message the server sends (and by tests that re-deal the hidden parts and compare).
     */
    public static <S extends GameState<S>> SeatSnapshot snapshot(Game<S> game, S state, int observer,
                                                                 int version) {
        if (game.isOver(state)) {
            return new SeatSnapshot(observer, version, -1, -1, "",
                    observer < 0 ? null : game.view(state, observer), List.of());
        }
        Decision d = game.decision(state);
        boolean deciding = observer >= 0 && d.player() == observer;
        List<String> labels = new ArrayList<>();
        if (deciding) {
            for (Action a : game.legalActions(state)) {
                labels.add(game.describe(state, a));
            }
        }
        return new SeatSnapshot(observer, version, d.player(), d.onTurn(), deciding ? d.prompt() : "",
                observer < 0 ? null : game.view(state, observer), labels);
    }

    @Override
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

    @Override
    public int legalCount() {
        return legal.size();
    }

    @Override
    public int logSize() {
        return lineTexts.size();
    }

    @Override
    public void play(int seat, int index) {
        int decider = session.currentPlayer();
        if (decider < 0 || seat != decider) {
            throw io.agon.core.IllegalActionException.wrongPlayer(seat, decider);
        }
        if (index < 0 || index >= legal.size()) {
            throw new io.agon.core.IllegalActionException("there is no action " + index
                    + " (the legal actions are numbered 0 to " + (legal.size() - 1) + ")");
        }
        record(session.apply(seat, legal.get(index)));
    }

    private void record(Move move) {
        int players = session.setup().players();
        String[] texts = new String[players + 1];
        for (int o = -1; o < players; o++) {
            texts[o + 1] = "P" + (move.seat() + 1) + ": " + move.label(o);
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

    @Override
    public String undoRefusal(int seat) {
        return session.undoRefusal(seat);
    }

    @Override
    public void undo(int seat) {
        session.undo(seat); // refuses with an IllegalActionException under the strict policy
        int cut = moveLines.remove(moveLines.size() - 1);
        lineSeats.subList(cut, lineSeats.size()).clear();
        lineTexts.subList(cut, lineTexts.size()).clear();
        revision++;
        refreshLegal();
    }

    @Override
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

    @Override
    public int lastActor() {
        return moveLines.isEmpty() ? -1 : lineSeats.get(moveLines.get(moveLines.size() - 1));
    }

    @Override
    public List<io.agon.core.PendingStep> pendingSteps() {
        return session.isOver() ? List.of() : session.game().pendingSteps(session.state());
    }

    @Override
    public Outcome outcome() {
        return session.isOver() ? session.outcome() : null;
    }

    @Override
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
