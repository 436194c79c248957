package io.agon.core.record;

import io.agon.core.Action;
import io.agon.core.GameInfo;
import io.agon.core.Setup;
import io.agon.core.session.Session;
import java.util.List;

/**
 * A finished or unfinished game as data: which game and rules version, how it was set up, and every action in
 * order. Replaying the actions from the set-up rebuilds the identical state (see {@link Replay}). Stored as JSON
 * by {@link RecordCodec}: {@code {game, rulesVersion, setup{players, seed, options}, actions[...]}}.
 *
 * @param game         the game id
 * @param rulesVersion the rules version the record was made with
 * @param setup        players, seed and options
 * @param actions      every action, in order; the acting player of each is the one deciding at that point
 */
public record GameRecord(String game, String rulesVersion, Setup setup, List<Action> actions) {

    /** Copies the action list. */
    public GameRecord {
        actions = List.copyOf(actions);
    }

    /** The record of {@code session} so far: its game, set-up and history. */
    public static GameRecord of(Session<?> session) {
        GameInfo info = session.game().info();
        return new GameRecord(info.id(), info.rulesVersion(), session.setup(), session.history());
    }
}
