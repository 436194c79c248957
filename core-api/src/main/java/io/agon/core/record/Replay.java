package io.agon.core.record;

import io.agon.core.Action;
import io.agon.core.AgonException;
import io.agon.core.Game;
import io.agon.core.GameEvent;
import io.agon.core.GameState;
import java.util.ArrayList;
import java.util.List;

/** Rebuilds a game from its record, checking every action against the rules. */
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
        if (!record.game().equals(game.info().id())) {
            throw new RecordFormatException("record of '" + record.game() + "' cannot replay as '"
                    + game.info().id() + "'");
        }
        S state;
        try {
            state = game.newGame(record.setup());
        } catch (AgonException e) {
            throw new RecordFormatException("bad set-up in record: " + e.getMessage(), e);
        }
        List<GameEvent> events = new ArrayList<>();
        List<Action> actions = record.actions();
        for (int i = 0; i < actions.size(); i++) {
            Action a = actions.get(i);
            int player = game.currentPlayer(state);
            events.clear();
            try {
                game.apply(state, player, a, events::add);
            } catch (AgonException e) {
                throw new RecordFormatException("action " + (i + 1) + " of " + actions.size() + " (" + a
                        + ") is not legal: " + e.getMessage(), e);
            }
            if (listener != null) {
                listener.step(i, player, a, List.copyOf(events), state);
            }
        }
        return state;
    }
}
