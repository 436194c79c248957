package com.example.pebbles;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import java.util.List;

/** Pebbles' heuristic: leave a multiple of four when it can (the winning rule with two players), else take one. */
public final class LeaveFourAgent implements Agent {

    @Override
    public String name() {
        return "leave-four";
    }

    @Override
    public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
        List<Action> legal = info.legalActions();
        int pile = ((PebblesView) info.view()).pile();
        for (Action a : legal) {
            if ((pile - ((Take) a).count()) % 4 == 0) {
                return a;
            }
        }
        return legal.get(0);
    }
}
