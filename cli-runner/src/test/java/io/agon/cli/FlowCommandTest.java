package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.flow.FlowGame;
import io.agon.core.flow.FlowShape;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import org.junit.jupiter.api.Test;

/** {@code agon flow GAME}: the declared flow as text and as a Mermaid diagram. */
class FlowCommandTest {

    @Test
    void printsThePhasesInOrderWithTheirStepsAndActions() {
        Run r = Run.of("flow", "polis");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("Polis: the declared flow", "phase 0 Lighthouse", "phase 7 War",
                "then: 0 Lighthouse or game over", "Bidding (a seat decides, or it resolves itself): Bid, Pass");
        assertThat(r.out().indexOf("phase 2 Auction")).isLessThan(r.out().indexOf("phase 3 Build"));
    }

    @Test
    void drawsAMermaidFlowchart() {
        Run r = Run.of("flow", "massilia", "--mermaid");
        assertThat(r.code()).isZero();
        assertThat(r.out()).startsWith("flowchart TD\n").contains("subgraph P0[\"Set-up\"]",
                "subgraph P1[\"Round\"]", "P0 --> P1", "P1 --> P1", "P1 --> OVER", "RoundStart");
    }

    @Test
    void everyGameOnTheFrameworkDeclaresItsPhases() {
        int flowGames = 0;
        for (GameEntry e : GameCatalog.load().games().values()) {
            if (e.game() instanceof FlowGame<?, ?> g) {
                FlowShape shape = g.flow().shape();
                assertThat(shape.phases()).as(e.id() + " declares its phases").isNotEmpty();
                for (FlowShape.Phase p : shape.phases()) {
                    assertThat(p.next().isEmpty() && p.hook()).as(e.id() + ": phase " + p.name()
                            + " says where its end hook leads").isFalse();
                }
                flowGames++;
            }
        }
        assertThat(flowGames).isGreaterThanOrEqualTo(5);
    }

    @Test
    void aGameWithoutADeclaredFlowOrAnUnknownGameIsAOneLineUsageError() {
        Run r = Run.of("flow", "tokens");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.oneLineError()).as(r.err()).isTrue();
        assertThat(r.err()).contains("does not declare its flow");
        Run unknown = Run.of("flow", "nosuchgame");
        assertThat(unknown.code()).isEqualTo(2);
        assertThat(unknown.oneLineError()).isTrue();
    }
}
