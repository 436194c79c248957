package io.agon.massilia.agents;

import io.agon.core.Action;
import io.agon.core.Setup;
import io.agon.core.agent.InformationSet;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import static org.assertj.core.api.Assertions.assertThat;

class HeuristicAgentTest {

    @Test
    @DisplayName("the heuristic agent beats a random agent clearly (2 players, 20 games)")
    void beatsRandom() {
        int wins = AgentMatch.heuristicWins(20, 2, 100);
        assertThat(wins).isGreaterThanOrEqualTo(16);
    }

    @Test
    @EnabledIfSystemProperty(named = "agon.long", matches = "true")
    @DisplayName("measurement: win rate over 500 games against random (2, 3, 4 players)")
    void measure() {
        for (int n = 2; n <= 4; n++) {
            long t = System.nanoTime();
            int wins = AgentMatch.heuristicWins(500, n, 1000);
            System.out.printf("massilia heuristic vs %d random: %d/500 wins (%.1f%%) in %.1fs%n", n - 1, wins,
                    wins / 5.0, (System.nanoTime() - t) / 1e9);
        }
    }

    @Test
    @DisplayName("as an Evaluator: values in [0, 1] summing to 1 with 2 players; 10 more prestige makes the favourite")
    void evaluator() {
        MassiliaState s = turn();
        double[] v = new double[2];
        HeuristicAgent h = new HeuristicAgent(1);
        h.values(AgentMatch.GAME, s, v);
        assertThat(v[0]).isEqualTo(0.5);
        assertThat(v[1]).isEqualTo(0.5);
        s.prestige[1] += 10;
        h.values(AgentMatch.GAME, s, v);
        assertThat(v[1]).isGreaterThan(0.9);
        assertThat(v[0] + v[1]).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    @DisplayName("as an Evaluator: an open die use is judged by the best final action it allows, not as if unused")
    void evaluatorSeesTheOpenDeclaration() {
        MassiliaState s = turn();
        s.round = 7;
        s.stallOwner[0] = 0;
        s.reserve[0] = 4;
        s.cubes[Ids.VIOLET] = 3;
        s.harbour[Ids.VIOLET] -= 3;
        s.person[Ids.VIOLET] = 3; // a brown 3 moves the violet customer to the stall: a sale
        s.temple[Ids.die(Ids.DIE_BROWN, 3)] = 1;
        HeuristicAgent h = new HeuristicAgent(1);
        double[] before = new double[2];
        h.values(AgentMatch.GAME, s, before);
        AgentMatch.GAME.apply(s, new MassiliaAction.UseDie(false, Ids.DIE_BROWN, 3));
        assertThat(s.steps.peek()).isInstanceOf(Step.Declare.class);
        double[] open = new double[2];
        h.values(AgentMatch.GAME, s, open);
        assertThat(open[0]).isGreaterThan(before[0]);
    }

    @Test
    @DisplayName("mcts:eval=heuristic plays a whole 2-player game against the heuristic")
    void searchWithEvaluator() {
        io.agon.core.agent.Agent mcts = io.agon.core.agent.Agents.create(
                io.agon.core.agent.AgentSpec.parse("mcts:iterations=30,eval=heuristic"), 3,
                java.util.Map.of("heuristic", (spec, seed) -> new HeuristicAgent(seed)));
        HeuristicAgent other = new HeuristicAgent(4);
        MassiliaState s = AgentMatch.GAME.newGame(Setup.of(2, 9));
        int steps = 0;
        while (!AgentMatch.GAME.isOver(s) && steps++ < 20_000) {
            int p = AgentMatch.GAME.currentPlayer(s);
            io.agon.core.agent.Agent a = p == 0 ? mcts : other;
            AgentMatch.GAME.apply(s, a.choose(AgentMatch.GAME, new InformationSet<>(AgentMatch.GAME, s)));
        }
        assertThat(AgentMatch.GAME.isOver(s)).isTrue();
    }

    /** Seat 0 on turn in round 3 with an empty market, no dice, no cards and 10 sesterces each. */
    static MassiliaState turn() {
        MassiliaState s = AgentMatch.GAME.newGame(Setup.of(2, 5));
        Arrays.fill(s.stallOwner, -1);
        Arrays.fill(s.cubes, 0);
        Arrays.fill(s.temple, 0);
        Arrays.fill(s.screen, 0);
        Arrays.fill(s.rolled, 0);
        for (int p = 0; p < 2; p++) {
            s.order[p] = p;
            s.reserve[p] = 5;
            s.money[p] = 10;
            for (int i = 0; i < s.handSize[p]; i++) {
                s.deck.putOnTop(s.hand[p * 3 + i]);
            }
            s.handSize[p] = 0;
        }
        s.round = 3;
        s.steps.clear();
        s.turnPos = 0;
        s.steps.push(new Step.Turn(0));
        return s;
    }

    private static Action choose(MassiliaState s) {
        return new HeuristicAgent(3).choose(AgentMatch.GAME, new InformationSet<>(AgentMatch.GAME, s));
    }

    @Test
    @DisplayName("heuristic: in the last round it uses a die that needs one pip step (a stone) to sell, not passing")
    void bendsToSell() {
        MassiliaState s = turn();
        s.round = 7; // goods left on stalls are nearly worthless now
        s.stallOwner[0] = 0;
        s.reserve[0] = 4;
        s.cubes[Ids.VIOLET] = 3;
        s.harbour[Ids.VIOLET] -= 3;
        s.person[Ids.VIOLET] = 3; // 3 fields counter-clockwise from the stall on 0
        s.money[0] = 2; // too poor to build where the consul could go
        s.temple[Ids.die(Ids.DIE_BROWN, 4)] = 1;
        Action first = choose(s);
        assertThat(first).isEqualTo(new MassiliaAction.UseDie(false, Ids.DIE_BROWN, 4));
        AgentMatch.GAME.apply(s, first);
        assertThat(choose(s)).isEqualTo(new MassiliaAction.PipStep(0, false, false));
    }
}
