package io.agon.architekton.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.architekton.agents.HeuristicAgent;
import io.agon.core.agent.InformationSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The heuristic agent's choices in the fixtures of spec section 10 (lives here to reuse the fixtures). */
class HeuristicChoiceTest {

    @Test
    @DisplayName("TV-03 with 1 chip: the heuristic owner withdraws (keeping would bankrupt it)")
    void withdrawsRatherThanGoBankrupt() {
        Fixture f = SpecVectorsTest.tv03Table().display("LANDSCAPE_FOREST_02", "BUILDING_03").chips(1, 1).start(0)
                .place("LANDSCAPE_FOREST_02", 1, -1, 0);
        HeuristicAgent h = new HeuristicAgent(5);
        assertThat(h.choose(Fixture.G, new InformationSet<>(Fixture.G, f.s)))
                .isEqualTo(ArchitektonAction.WithdrawHouse.INSTANCE);
    }

    @Test
    @DisplayName("TV-04c: the heuristic lays BUILDING_14 into the hole where all four edges match (+1 chip)")
    void takesThePerfectHole() {
        Fixture f = SpecVectorsTest.tv04(1, "BUILDING_14");
        HeuristicAgent h = new HeuristicAgent(5);
        assertThat(h.choose(Fixture.G, new InformationSet<>(Fixture.G, f.s)))
                .isEqualTo(new ArchitektonAction.Place(Fixture.id("BUILDING_14"), 1, 0, 3));
    }
}
