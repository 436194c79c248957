package io.agon.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Setup;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AgentSpecTest {

    @Test
    void parsesKindAndParameters() {
        AgentSpec s = AgentSpec.parse("MCTS:iterations=2000, c=1.4");
        assertThat(s.kind()).isEqualTo("mcts");
        assertThat(s.longParam("iterations", 1, 1, 1_000_000)).isEqualTo(2000);
        assertThat(s.doubleParam("c", 0.7, 0, 10)).isEqualTo(1.4);
        assertThat(s.param("rollout", "random")).isEqualTo("random");
        assertThat(s).hasToString("mcts:iterations=2000,c=1.4");
        assertThat(AgentSpec.parse("random").params()).isEmpty();
    }

    @Test
    void badSpecsGiveOneClearLine() {
        assertThatThrownBy(() -> AgentSpec.parse("")).isInstanceOf(AgentSpecException.class);
        assertThatThrownBy(() -> AgentSpec.parse("mcts:iterations")).hasMessageContaining("expected key=value");
        assertThatThrownBy(() -> AgentSpec.parse("9x")).hasMessageContaining("bad agent kind");
        AgentSpec s = AgentSpec.parse("mcts:iterations=0,x=1");
        assertThatThrownBy(() -> s.longParam("iterations", 1, 1, 100))
                .hasMessage("mcts: iterations must be between 1 and 100, not 0");
        assertThatThrownBy(() -> AgentSpec.parse("mcts:iterations=abc").longParam("iterations", 1, 1, 9))
                .hasMessage("mcts: iterations must be a whole number, not 'abc'");
        assertThatThrownBy(() -> s.allowOnly("iterations")).hasMessageContaining("has no parameter 'x'");
        assertThatThrownBy(() -> Agents.create(AgentSpec.parse("genius"), 1, Map.of()))
                .hasMessageStartingWith("unknown agent 'genius' (agents: ");
    }



    @org.junit.jupiter.api.Test
    void aParameterGivenTwiceIsRefused() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> AgentSpec.parse("mcts:iterations=10,iterations=20"))
                .isInstanceOf(AgentSpecException.class)
                .hasMessage("parameter 'iterations' given twice in agent spec 'mcts:iterations=10,iterations=20'");
    }
}
