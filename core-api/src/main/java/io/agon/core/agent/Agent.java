package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;

/**
 * A player program. It sees only an {@link InformationSet}: the view, the legal actions and sampled
 * determinizations, never the true state, so a bot cannot see what its player could not see. An agent keeps
 * its own seeded generator, so the same seed gives the same choices.
 */
public interface Agent {

    /** A short name for tables, e.g. "random" or "mcts(iterations=1000)". */
    String name();

    /** Chooses one of {@code info.legalActions()}. */
    <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info);

    /**
     * Why the last choice was made, for a learner: e.g. the top moves with visit counts and values. Empty for
     * agents that have nothing to explain.
     */
    default String explainLastChoice() {
        return "";
    }
}
