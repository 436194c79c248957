package io.agon.core.sim;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import io.agon.core.record.GameRecord;
import io.agon.core.session.Session;
import java.util.ArrayList;
import java.util.List;

/**
 * Plays one game from its set-up to the end with one agent per seat, driving a {@link Session}. Each agent sees
 * only an {@link InformationSet} of the true state, never the state itself.
 */
public final class Match {

    /** The most actions a game may take before it is declared broken. */
    public static final int DEFAULT_MAX_ACTIONS = 100_000;

    /**
     * What one game gave.
     *
     * @param outcome scores and ranks
     * @param length  number of actions taken
     * @param record  the complete record (replays to the final state)
     */
    public record Result(Outcome outcome, int length, GameRecord record) {
    }

    private Match() {
    }

    /** Plays a game of {@code setup} with {@code agents.get(seat)} deciding for each seat, without events. */
    public static <S extends GameState<S>> Result play(Game<S> game, Setup setup, List<? extends Agent> agents) {
        return play(game, setup, agents, EventSink.NONE, DEFAULT_MAX_ACTIONS);
    }

    /**
     * Plays a game of {@code setup} to its end.
     *
     * @param events     receives every event (use {@link EventSink#NONE} for speed)
     * @param maxActions fail when the game has not ended after this many actions
     * @throws IllegalArgumentException when there is not one agent per seat
     * @throws IllegalStateException    when an agent chooses an illegal action or the game does not end
     */
    public static <S extends GameState<S>> Result play(Game<S> game, Setup setup, List<? extends Agent> agents,
                                                       EventSink events, int maxActions) {
        if (agents.size() != setup.players()) {
            throw new IllegalArgumentException(agents.size() + " agents for " + setup.players() + " seats");
        }
        Session<S> session = Session.start(game, setup).quiet().forward(events);
        while (!session.isOver()) {
            if (session.length() >= maxActions) {
                throw new IllegalStateException(game.info().name() + " did not end after " + maxActions
                        + " actions (seed " + setup.seed() + ")");
            }
            int player = session.currentPlayer();
            Agent agent = agents.get(player);
            Action action = agent.choose(game, new InformationSet<>(game, session.state()));
            try {
                session.apply(player, action);
            } catch (IllegalActionException e) {
                throw new IllegalStateException("agent " + agent.name() + " (P" + (player + 1)
                        + ") chose an illegal action " + action + ": " + e.getMessage(), e);
            }
        }
        List<String> names = new ArrayList<>();
        for (Agent a : agents) {
            names.add(a.name());
        }
        return new Result(session.outcome(), session.length(), GameRecord.of(session).withAgents(names));
    }
}
