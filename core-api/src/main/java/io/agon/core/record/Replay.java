package io.agon.core.record;

import io.agon.core.Action;
import io.agon.core.AgonException;
import io.agon.core.Game;
import io.agon.core.GameEvent;
import io.agon.core.GameState;
import io.agon.core.session.Session;
import java.util.List;

/**
 * Rebuilds a game from its record, checking every action against the rules: a {@link Session} fed a record.
 * {@link #session} gives the session itself (to narrate, continue or undo); {@link #replay} just the final state.
 */
public final class Replay {

    /** Told about each replayed action, e.g. to narrate it. */
    @FunctionalInterface
    public interface Listener<S> {
        /**
         * @param index  0-based index of the action in the record
         * @param player the seat that took it
         * @param action the action
         * @param events what it caused
         * @param after  the state after it (do not modify)
         */
        void step(int index, int player, Action action, List<GameEvent> events, S after);
    }

    private Replay() {
    }

    /**
     * Replays {@code record} and returns the final state.
     *
     * @throws RecordFormatException when the record is of another game, has a bad set-up, or an action is not
     *     legal at its place (the message names the action's number)
     */
    public static <S extends GameState<S>> S replay(Game<S> game, GameRecord record) {
        return replay(game, record, null);
    }

    /** Replays {@code record}, telling {@code listener} (if not null) about each action. */
    public static <S extends GameState<S>> S replay(Game<S> game, GameRecord record, Listener<S> listener) {
        Session<S> session = open(game, record);
        if (listener == null) {
            session.quiet();
        } else {
            session.listen((s, m) -> listener.step(m.index(), m.seat(), m.action(), m.events(), s.state()));
        }
        return resume(session, record).state();
    }

    /**
     * A session that has played every action of {@code record}.
     *
     * @throws RecordFormatException as {@link #replay(Game, GameRecord)}
     */
    public static <S extends GameState<S>> Session<S> session(Game<S> game, GameRecord record) {
        return resume(open(game, record), record);
    }

    /**
     * A session at the set-up of {@code record}, no action played yet: configure it (narration, listeners), then
     * {@link #resume} it.
     *
     * @throws RecordFormatException when the record is of another game or has a bad set-up
     */
    public static <S extends GameState<S>> Session<S> open(Game<S> game, GameRecord record) {
        if (!record.game().equals(game.info().id())) {
            throw new RecordFormatException("record of '" + record.game() + "' cannot replay as '"
                    + game.info().id() + "'");
        }
        try {
            return Session.start(game, record.setup());
        } catch (AgonException e) {
            throw new RecordFormatException("bad set-up in record: " + e.getMessage(), e);
        }
    }

    /**
     * Plays the actions of {@code record} that follow {@code session}'s history (which must be a prefix of them),
     * each checked against the rules.
     *
     * @throws RecordFormatException when the record is of another game or set-up, or an action is not legal at its
     *     place (the message names the action's number); the actions before it stay played
     */
    public static <S extends GameState<S>> Session<S> resume(Session<S> session, GameRecord record) {
        if (!record.game().equals(session.game().info().id()) || !record.setup().equals(session.setup())) {
            throw new RecordFormatException("the record is of another game or set-up than the session");
        }
        List<Action> actions = record.actions();
        int done = session.length();
        if (actions.size() < done || !actions.subList(0, done).equals(session.history())) {
            throw new RecordFormatException("the session's actions are not the start of the record");
        }
        for (int i = done; i < actions.size(); i++) {
            Action a = actions.get(i);
            try {
                session.apply(session.currentPlayer(), a);
            } catch (AgonException e) {
                throw new RecordFormatException("action " + (i + 1) + " of " + actions.size() + " (" + a
                        + ") is not legal: " + e.getMessage(), e);
            }
        }
        return session;
    }
}
