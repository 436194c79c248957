package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.flow.FlowGame;
import io.agon.core.flow.FlowShape;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The whole turn is declared (issue 49): in every registered game's flow, every step is a place of a phase or a
 * step a phase leads to, except at most three real interrupts, each with its reason; and every edge a step declares
 * leads to a registered step. This is what {@code agon flow GAME} draws.
 */
class DeclaredTurnsTest {

    @TestFactory
    List<DynamicTest> everyDecisionIsInsideAPhase() {
        List<DynamicTest> tests = new ArrayList<>();
        for (GameEntry e : GameCatalog.load().games().values()) {
            if (!(e.game() instanceof FlowGame<?, ?> game)) {
                continue;
            }
            tests.add(DynamicTest.dynamicTest(e.game().info().id(), () -> {
                FlowShape shape = game.flow().shape();
                assertThat(shape.phases()).as("declared phases").isNotEmpty();
                assertThat(shape.interrupts()).as("interrupts").hasSizeLessThanOrEqualTo(3);
                for (FlowShape.Step i : shape.interrupts()) {
                    assertThat(i.reason()).as("the reason of interrupt " + i.name()).isNotBlank();
                }
                Set<String> drawn = new HashSet<>();
                for (FlowShape.Phase p : shape.phases()) {
                    p.steps().forEach(s -> drawn.add(s.name()));
                    p.within().forEach(s -> drawn.add(s.name()));
                }
                shape.interrupts().forEach(s -> drawn.add(s.name()));
                for (FlowShape.Phase p : shape.phases()) {
                    List<FlowShape.Step> all = new ArrayList<>(p.steps());
                    all.addAll(p.within());
                    for (FlowShape.Step s : all) {
                        assertThat(drawn).as(s.name() + " leads to registered steps").containsAll(s.leadsTo());
                    }
                }
                assertThat(shape.text()).doesNotContain("interrupts (no phase is declared)");
            }));
        }
        assertThat(tests).as("flow games registered").hasSizeGreaterThanOrEqualTo(6);
        return tests;
    }
}
