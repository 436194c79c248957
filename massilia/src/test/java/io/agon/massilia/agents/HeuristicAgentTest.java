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

    /** Seat 0 on turn in round 3 with an empty market, no dice, no cards and 10 sesterces each. */
    private static MassiliaState turn() {
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
        s.steps.push(new Step.RoundEnd());
        s.steps.push(new Step.ActionPhase());
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
