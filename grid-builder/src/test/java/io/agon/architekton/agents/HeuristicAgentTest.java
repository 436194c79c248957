package io.agon.architekton.agents;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.architekton.io.TileDataLoader;
import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.rules.ArchitektonGame;
import io.agon.core.Outcome;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import io.agon.core.agent.RandomAgent;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** The heuristic agent plays legal moves and clearly beats random. */
class HeuristicAgentTest {

    static final ArchitektonGame GAME = new ArchitektonGame(TileDataLoader.load());

    /** Plays one game; returns 1 when the heuristic (in {@code seat}) wins alone, 0.5 for a shared win, else 0. */
    static double play(long seed, int seat) {
        ArchitektonState s = GAME.newGame(Setup.of(2, seed));
        Agent[] agents = new Agent[2];
        agents[seat] = new HeuristicAgent(seed * 31 + 1);
        agents[1 - seat] = new RandomAgent(seed * 17 + 3);
        while (!GAME.isOver(s)) {
            int p = GAME.currentPlayer(s);
            GAME.apply(s, agents[p].choose(GAME, new InformationSet<>(GAME, s)));
        }
        Outcome o = GAME.outcome(s);
        return !o.isWinner(seat) ? 0 : o.winnerCount() == 1 ? 1 : 0.5;
    }

    static double winRate(int games, long seed) {
        double wins = 0;
        for (int g = 0; g < games; g++) {
            wins += play(seed + g, g % 2);
        }
        return wins / games;
    }

    @Test
    @DisplayName("heuristic beats random in at least 75% of 40 games (both seats)")
    void beatsRandom() {
        assertThat(winRate(40, 1000)).isGreaterThanOrEqualTo(0.75);
    }

    @Test
    @DisplayName("as an Evaluator: an even start is 50/50, two more chips make the favourite, and "
            + "uct:eval=heuristic plays a whole game")
    void evaluator() {
        ArchitektonState s = GAME.newGame(Setup.of(2, 3));
        HeuristicAgent h = new HeuristicAgent(1);
        double[] v = new double[2];
        h.values(GAME, s, v);
        assertThat(v[0]).isEqualTo(0.5);
        assertThat(v[1]).isEqualTo(0.5);
        s.chips[1] += 2;
        h.values(GAME, s, v);
        assertThat(v[1]).isGreaterThan(0.7);
        assertThat(v[0] + v[1]).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        Agent uct = io.agon.core.agent.Agents.create(io.agon.core.agent.AgentSpec.parse(
                "uct:iterations=50,eval=heuristic,depth=2"), 5,
                java.util.Map.of("heuristic", (spec, seed) -> new HeuristicAgent(seed)));
        ArchitektonState g = GAME.newGame(Setup.of(2, 8));
        while (!GAME.isOver(g)) {
            GAME.apply(g, uct.choose(GAME, new InformationSet<>(GAME, g)));
        }
        assertThat(GAME.isOver(g)).isTrue();
    }

    @Test
    @DisplayName("the heuristic picks a legal action and explains it")
    void explains() {
        ArchitektonState s = GAME.newGame(Setup.of(2, 3));
        HeuristicAgent h = new HeuristicAgent(1);
        io.agon.core.Action a = h.choose(GAME, new InformationSet<>(GAME, s));
        assertThat(GAME.legalActions(s)).contains(a);
        assertThat(h.explainLastChoice()).startsWith(GAME.describe(s, a)).contains("best of");
    }

    @Test
    @EnabledIfSystemProperty(named = "agon.long", matches = "true")
    @DisplayName("win rate over 500 games (printed; run by hand)")
    void winRate500() {
        long t = System.nanoTime();
        double r = winRate(500, 1);
        System.out.printf("HEURISTIC vs random over 500 games: %.3f (%.1f s)%n", r, (System.nanoTime() - t) / 1e9);
        assertThat(r).isGreaterThan(0.75);
    }
}
