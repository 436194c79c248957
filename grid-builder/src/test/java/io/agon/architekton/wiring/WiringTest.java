package io.agon.architekton.wiring;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The plug-in is found through ServiceLoader and Guice, with its rules text and "heuristic" agent. */
class WiringTest {

    @Test
    @DisplayName("GameCatalog finds architekton via META-INF/services; rules text and heuristic agent are there")
    void catalog() {
        GameEntry e = GameCatalog.load().get("architekton");
        assertThat(e.game().info().name()).isEqualTo("Architekton");
        assertThat(e.game().info().rulesVersion()).isEqualTo("1.0");
        assertThat(e.game().info().minPlayers()).isEqualTo(2);
        assertThat(e.game().info().maxPlayers()).isEqualTo(2);
        assertThat(e.rules()).contains("Architekton").contains("diagonally");
        Agent a = Agents.create(AgentSpec.parse("heuristic"), 1, e.agents());
        assertThat(a.name()).isEqualTo("heuristic");
        assertThat(GameCatalog.fromModules(List.of(new ArchitektonModule())).get("Architekton").id())
                .isEqualTo("architekton");
    }
}
