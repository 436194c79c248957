package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import java.util.ArrayList;
import java.util.List;

/**
 * Flat Monte Carlo: the simplest search, and a baseline for the tree searches. Each iteration takes the next root
 * move in turn (every move gets the same share of the budget), deals a fresh determinization with
 * {@link InformationSet#sample}, plays the move and then the rollout policy to the end, and adds the deciding
 * player's {@link Reward} to the move. The move with the best mean wins. It never looks at the true state.
 */
public final class FlatMonteCarlo extends SearchAgent {

    /**
     * @param settings budget, rollout and reward ({@code c} is not used)
     * @param seed     seed of the agent's generator
     */
    public FlatMonteCarlo(SearchSettings settings, long seed) {
        super(settings, seed);
    }

    @Override
    protected SearchAgent newWorker(SearchSettings settings, long seed) {
        return new FlatMonteCarlo(settings, seed);
    }

    @Override
    public String name() {
        return "flatmc(" + settings.describe() + ")";
    }

    @Override
    protected <S extends GameState<S>> Root search(Game<S> game, InformationSet<S> info) {
        List<Action> legal = info.legalActions();
        if (settings.filter() != null) {
            legal = new ArrayList<>();
            treeMoves(game, info.sample(rng), legal);
        }
        int n = legal.size();
        int me = info.player();
        Action[] actions = legal.toArray(new Action[0]);
        int[] visits = new int[n];
        double[] values = new double[n];
        long done = 0;
        while (more(done)) {
            int i = (int) (done % n);
            S s = info.sample(rng, scratch(0));
            keep(0, s);
            game.apply(s, me, actions[i], EventSink.NONE);
            rollout(game, s);
            visits[i]++;
            values[i] += reward[me];
            done++;
        }
        return new Root(actions, visits, values, n, done, 0, true);
    }
}
