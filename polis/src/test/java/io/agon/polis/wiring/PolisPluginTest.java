package io.agon.polis.wiring;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.InformationSet;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The launcher finds Polis through ServiceLoader, with its rules text and heuristic agent. */
class PolisPluginTest {

    @Test
    @DisplayName("GameCatalog finds polis with rules text and a heuristic agent that plays a whole game")
    void catalogue() {
        GameEntry entry = GameCatalog.load().get("polis");
        assertThat(entry.game().info().name()).isEqualTo("Polis");
        assertThat(entry.game().info().rulesVersion()).isEqualTo("1.0");
        assertThat(entry.rules()).contains("POLIS").contains("YOUR TURN");
        assertThat(entry.agents()).containsKey("heuristic");
        playOne(entry.game(), entry);
    }

    private static <S extends GameState<S>> void playOne(Game<S> game, GameEntry entry) {
        S s = game.newGame(Setup.of(4, 11));
        Agent agent = entry.agents().get("heuristic").create(AgentSpec.parse("heuristic"), 5);
        int steps = 0;
        while (!game.isOver(s) && steps++ < 5000) {
            Action a = agent.choose(game, new InformationSet<>(game, s));
            game.apply(s, game.currentPlayer(s), a, EventSink.NONE);
        }
        assertThat(game.isOver(s)).isTrue();
    }
}
