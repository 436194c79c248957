package io.agon.cli.testgame;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;

/** The test game's "heuristic": takes as many tokens as it can and always blocks. */
class GreedyAgent implements Agent {

    @Override
    public String name() {
        return "heuristic";
    }

    @Override
    public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
        if (info.legalActions().contains(Tokens.BLOCK)) {
            return Tokens.BLOCK;
        }
        return info.legalActions().get(info.legalActions().size() - 1);
    }

    @Override
    public String explainLastChoice() {
        return "greedy: the most tokens, always block";
    }
}
