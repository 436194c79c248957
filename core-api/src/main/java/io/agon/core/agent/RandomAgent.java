package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import java.util.List;

/** Chooses uniformly among the legal actions with its own seeded generator. */
public final class RandomAgent implements Agent {

    private final Rng rng;

    /** A random agent seeded with {@code seed}. */
    public RandomAgent(long seed) {
        this.rng = new Rng(seed);
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
        List<Action> legal = info.legalActions();
        return legal.get(rng.nextInt(legal.size()));
    }
}
