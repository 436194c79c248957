package io.agon.polis.agents;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import io.agon.core.agent.RolloutPolicy;
import io.agon.polis.rules.PolisAction;
import java.util.List;

/**
 * Random Polis play whose bidders bid low ({@code mcts:rollout=thrifty}; agent kind {@code thrifty}). A uniformly
 * random bidder picks among every bid from the minimum up to all its money and the pass, so in random rollouts
 * nearly every lot goes for most of a player's money and the players are broke after a few auctions. Here a bidder
 * passes with chance 1/2 and otherwise bids the minimum plus {@code k} with chance {@code 1/2^(k+1)} (capped at its
 * money); every other decision is uniformly random, as in {@code rollout=random}.
 *
 * <p>Measured against two heuristic seats (docs/agents.md): {@code mcts:iterations=1000,prune=light,reward=score,
 * rollout=thrifty,mix=0.5} won 76.1% of 603 games outright (seeds 1-3), the same without {@code mix} 63.7% of 402,
 * and with random rollouts 58.2% of 201. It reads the rollout state only through the listed legal actions and
 * allocates nothing.
 */
public final class ThriftyBids implements Agent, RolloutPolicy {

    private final Rng rng;

    /** The policy; {@code seed} seeds its generator when it plays as an agent. */
    public ThriftyBids(long seed) {
        this.rng = new Rng(seed);
    }

    @Override
    public String name() {
        return "thrifty";
    }

    @Override
    public <S extends GameState<S>> Action choose(Game<S> g, InformationSet<S> info) {
        return pick(g, null, info.legalActions(), rng);
    }

    /** Bids: pass with chance 1/2, else the minimum plus a geometric number of steps; elsewhere uniform. */
    @Override
    public <S extends GameState<S>> Action pick(Game<S> g, S state, List<Action> legal, Rng r) {
        int n = legal.size();
        if (n > 1 && legal.get(0) instanceof PolisAction.Bid && legal.get(n - 1) instanceof PolisAction.Pass) {
            if (r.nextBoolean()) {
                return legal.get(n - 1);
            }
            int i = 0; // bids are listed in increasing order, one per amount, the pass last
            while (i < n - 2 && r.nextBoolean()) {
                i++;
            }
            return legal.get(i);
        }
        return legal.get(r.nextInt(n));
    }
}
