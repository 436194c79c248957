package io.agon.massilia.agents;

import io.agon.core.Action;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import io.agon.core.agent.RandomAgent;
import io.agon.massilia.io.MassiliaDataLoader;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.rules.MassiliaGame;

/** Plays heuristic (seat 0 or 1, alternating) against random agents and counts the heuristic's wins. */
final class AgentMatch {

    static final MassiliaGame GAME = new MassiliaGame(MassiliaDataLoader.load());

    /** Wins (shared wins count) of the heuristic in {@code games} games of {@code players} players. */
    static int heuristicWins(int games, int players, long seed) {
        int wins = 0;
        for (int g = 0; g < games; g++) {
            int hSeat = g % players;
            Agent[] agents = new Agent[players];
            for (int p = 0; p < players; p++) {
                agents[p] = p == hSeat ? new HeuristicAgent(seed + g) : new RandomAgent(seed * 31 + g * 7 + p);
            }
            MassiliaState s = GAME.newGame(Setup.of(players, seed + g));
            while (!GAME.isOver(s)) {
                int p = GAME.currentPlayer(s);
                Action a = agents[p].choose(GAME, new InformationSet<>(GAME, s));
                GAME.apply(s, a);
            }
            if (GAME.outcome(s).isWinner(hSeat)) {
                wins++;
            }
        }
        return wins;
    }
}
