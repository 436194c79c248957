package io.agon.web;

import io.agon.core.Action;
import io.agon.core.AgonException;
import io.agon.core.Decision;
import io.agon.core.Game;
import io.agon.core.GameEvent;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordFormatException;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link GameSession} over the public {@link Game} API: the true state, the actions taken, and the narration
 * of every move as each seat (and the public) may read it, written when the move is made with
 * {@link Game#describe(GameState, Action, int)}.
 *
 * @param <S> the game's state type
 */
public final class SimpleSession<S extends GameState<S>> implements GameSession {

    private final Game<S> game;
    private final Setup setup;
    private final S state;
    private final List<Action> actions = new ArrayList<>();
    private final List<Action> legal = new ArrayList<>();
    /** Per narration line: the acting seat (-1 for an event) and the text per observer (index observer + 1). */
    private final List<int[]> lineSeats = new ArrayList<>();
    private final List<String[]> lineTexts = new ArrayList<>();

    private SimpleSession(Game<S> game, Setup setup) {
        this.game = game;
        this.setup = setup;
        this.state = game.newGame(setup);
        refreshLegal();
    }

    /**
     * A new game.
     *
     * @throws io.agon.core.SetupException for a player count or option the game does not support
     */
    public static <S extends GameState<S>> SimpleSession<S> start(Game<S> game, Setup setup) {
        setup.validate(game.info());
        return new SimpleSession<>(game, setup);
    }

    /**
     * A game rebuilt from its record, with its narration.
     *
     * @throws RecordFormatException when the record is of another game, has a bad set-up or an illegal action
     */
    public static <S extends GameState<S>> SimpleSession<S> replay(Game<S> game, GameRecord record) {
        if (!record.game().equals(game.info().id())) {
            throw new RecordFormatException("record of '" + record.game() + "' cannot replay as '"
                    + game.info().id() + "'");
        }
        SimpleSession<S> session;
        try {
            session = start(game, record.setup());
        } catch (AgonException e) {
            throw new RecordFormatException("bad set-up in record: " + e.getMessage(), e);
        }
        List<Action> all = record.actions();
        for (int i = 0; i < all.size(); i++) {
            int index = session.legal.indexOf(all.get(i));
            if (index < 0 || session.isOver()) {
                throw new RecordFormatException("action " + (i + 1) + " of " + all.size() + " (" + all.get(i)
                        + ") is not legal at its place");
            }
            session.play(session.game.currentPlayer(session.state), index);
        }
        return session;
    }

    @Override
    public GameInfo info() {
        return game.info();
    }

    @Override
    public int version() {
        return actions.size();
    }

    @Override
    public Decision decision() {
        return game.isOver(state) ? Decision.GAME_OVER : game.decision(state);
    }

    @Override
    public SeatSnapshot snapshot(int observer) {
        return snapshot(game, state, observer, version());
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
            out.add(new LogLine(lineSeats.get(i)[0], texts.length == 1 ? texts[0] : texts[column]));
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
        int decider = game.currentPlayer(state);
        if (decider < 0 || seat != decider) {
            throw IllegalActionException.wrongPlayer(seat, decider);
        }
        if (index < 0 || index >= legal.size()) {
            throw new IllegalActionException("there is no action " + index + " (the legal actions are numbered 0 to "
                    + (legal.size() - 1) + ")");
        }
        Action action = legal.get(index);
        int players = setup.players();
        String[] texts = new String[players + 1];
        for (int o = -1; o < players; o++) {
            texts[o + 1] = "P" + (seat + 1) + ": " + game.describe(state, action, o);
        }
        List<GameEvent> events = new ArrayList<>();
        game.apply(state, seat, action, events::add);
        actions.add(action);
        lineSeats.add(new int[] {seat});
        lineTexts.add(texts);
        for (GameEvent e : events) {
            lineSeats.add(new int[] {-1});
            lineTexts.add(new String[] {e.text()});
        }
        refreshLegal();
    }

    @Override
    public BotTurn botTurn() {
        int seat = game.currentPlayer(state);
        if (seat < 0) {
            throw new IllegalStateException("the game is over: no bot decides");
        }
        S copy = state.copy();
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
        };
    }

    @Override
    public Outcome outcome() {
        return game.isOver(state) ? game.outcome(state) : null;
    }

    @Override
    public GameRecord record() {
        GameInfo info = game.info();
        return new GameRecord(info.id(), info.rulesVersion(), setup, actions);
    }

    private void refreshLegal() {
        legal.clear();
        if (!game.isOver(state)) {
            game.legalActions(state, legal);
            // games may reuse cached action instances in the list they fill: keep our own copy stable
        }
    }
}
