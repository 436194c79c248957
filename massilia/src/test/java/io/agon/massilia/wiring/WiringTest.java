package io.agon.massilia.wiring;

import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The plug-in is found through ServiceLoader and Guice, with its rules text and "heuristic" agent. */
class WiringTest {

    @Test
    @DisplayName("GameCatalog finds massilia via META-INF/services with rules text and the heuristic agent")
    void catalog() {
        GameEntry e = GameCatalog.load().get("massilia");
        assertThat(e.game().info().name()).isEqualTo("Massilia");
        assertThat(e.game().info().rulesVersion()).isEqualTo("1.1"); // 1.1: temple dice first rolled in Phase II (D62)
        assertThat(e.game().info().minPlayers()).isEqualTo(2);
        assertThat(e.game().info().maxPlayers()).isEqualTo(4);
        assertThat(e.rules()).contains("Massilia").contains("Pluto");
        Agent a = Agents.create(AgentSpec.parse("heuristic"), 1, e.agents());
        assertThat(a.name()).isEqualTo("heuristic");
        assertThat(GameCatalog.fromModules(List.of(new MassiliaModule())).get("Massilia").id()).isEqualTo("massilia");
    }
}
