package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import java.util.List;

/**
 * How a Monte Carlo search plays a simulated game to its end: picks one of the legal actions in a rollout state.
 *
 * <p>A rollout state is never the true state: it was dealt by {@link InformationSet#sample} from what the
 * searching player may see, so a policy may look at all of it without leaking anything real. It is a hot path:
 * a policy should allocate little. {@link #RANDOM} is the default; {@link #of(Agent)} turns any agent (for example
 * a game's heuristic agent) into a policy. A game's agent may also implement this interface itself to skip the
 * {@link InformationSet} that {@link #of(Agent)} otherwise builds for every rollout action.
 */
@FunctionalInterface
public interface RolloutPolicy {

    /**
     * Picks one of {@code legal} (the legal actions of {@code game.currentPlayer(state)}, never empty).
     *
     * @param rng the searching agent's generator, for any random choice
     */
    <S extends GameState<S>> Action pick(Game<S> game, S state, List<Action> legal, Rng rng);

    /**
     * The game's own random draw ({@link Game#randomAction}): the fastest policy, {@code rollout=random}. A rollout
     * with this policy asks the game directly and lists no legal actions; by default the draw is uniform over the
     * legal actions, but a game may document another distribution (Massilia does). Called with a list, as here,
     * it picks uniformly from it.
     */
    RolloutPolicy RANDOM = new RolloutPolicy() {
        @Override
        public <S extends GameState<S>> Action pick(Game<S> game, S state, List<Action> legal, Rng rng) {
            return legal.get(rng.nextInt(legal.size()));
        }
    };

    /**
     * Uniformly random among the listed legal actions, whatever the game's own {@link Game#randomAction} draws:
     * {@code rollout=uniform}. The same as {@link #RANDOM} for a game that keeps the default draw.
     */
    RolloutPolicy UNIFORM = new RolloutPolicy() {
        @Override
        public <S extends GameState<S>> Action pick(Game<S> game, S state, List<Action> legal, Rng rng) {
            return legal.get(rng.nextInt(legal.size()));
        }
    };

    /**
     * A policy that asks {@code agent}: directly when the agent implements {@code RolloutPolicy}, otherwise with
     * an {@link InformationSet} of the deciding player in the rollout state (one small allocation per action).
     */
    static RolloutPolicy of(Agent agent) {
        if (agent instanceof RolloutPolicy p) {
            return p;
        }
        return new RolloutPolicy() {
            @Override
            public <S extends GameState<S>> Action pick(Game<S> game, S state, List<Action> legal, Rng rng) {
                return agent.choose(game, new InformationSet<>(game, state));
            }
        };
    }
}
