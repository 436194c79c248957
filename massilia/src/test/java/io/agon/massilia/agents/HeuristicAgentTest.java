package io.agon.massilia.agents;

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
}
