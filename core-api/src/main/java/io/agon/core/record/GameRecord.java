package io.agon.core.record;

import io.agon.core.Action;
import io.agon.core.GameInfo;
import io.agon.core.Setup;
import io.agon.core.session.Session;
import java.util.List;

/**
 * A finished or unfinished game as data: which game and rules version, how it was set up, who played, and every
 * action in order. Replaying the actions from the set-up rebuilds the identical state (see {@link Replay}). Stored
 * as JSON by {@link RecordCodec}: {@code {game, rulesVersion, setup{players, seed, options}, agents[...],
 * actions[...]}}; {@code agents} is optional (older records have none).
 *
 * @param game         the game id
 * @param rulesVersion the rules version the record was made with
 * @param setup        players, seed and options
 * @param actions      every action, in order; the acting player of each is the one deciding at that point
 * @param agents       who sat in each seat, e.g. {@code human} or {@code mcts:iterations=200}; empty when unknown
 */
public record GameRecord(String game, String rulesVersion, Setup setup, List<Action> actions, List<String> agents) {

    /**
     * Copies the lists.
     *
     * @throws IllegalArgumentException when agents are named, but not one per seat
     */
    public GameRecord {
        actions = List.copyOf(actions);
        agents = List.copyOf(agents);
        if (!agents.isEmpty() && agents.size() != setup.players()) {
            throw new IllegalArgumentException(agents.size() + " agents named for " + setup.players() + " seats");
        }
    }

    /** A record that does not say who played. */
    public GameRecord(String game, String rulesVersion, Setup setup, List<Action> actions) {
        this(game, rulesVersion, setup, actions, List.of());
    }

    /** This record with {@code names} as the agent of each seat. */
    public GameRecord withAgents(List<String> names) {
        return new GameRecord(game, rulesVersion, setup, actions, names);
    }

    /** The record of {@code session} so far: its game, set-up and history. */
    public static GameRecord of(Session<?> session) {
        GameInfo info = session.game().info();
        return new GameRecord(info.id(), info.rulesVersion(), session.setup(), session.history());
    }
}
