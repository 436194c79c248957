package io.agon.polis.wiring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.Agents;
import io.agon.core.agent.Evaluator;
import io.agon.polis.model.PolisState;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.InformationSet;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The launcher finds Polis through ServiceLoader, with its rules text and heuristic agent. */
@SuppressWarnings("unchecked")
class PolisPluginTest {

    @Test
    @DisplayName("GameCatalog finds polis with rules text and a heuristic agent that plays a whole game")
    void catalogue() {
        GameEntry entry = GameCatalog.load().get("polis");
        assertThat(entry.game().info().name()).isEqualTo("Polis");
        assertThat(entry.game().info().rulesVersion()).isEqualTo("1.1"); // 1.1: start player by lot (D64)
        assertThat(entry.rules()).contains("POLIS").contains("YOUR TURN");
        assertThat(entry.agents()).containsKey("heuristic");
        playOne(entry.game(), entry);
    }

    @Test
    @DisplayName("the heuristic agent is also an Evaluator: rank values in [0, 1] summing to players / 2, and "
            + "mcts:eval=heuristic plays a whole game")
    void evaluator() {
        GameEntry entry = GameCatalog.load().get("polis");
        Game<PolisState> game = (Game<PolisState>) entry.game();
        Agent h = entry.agents().get("heuristic").create(AgentSpec.parse("heuristic"), 5);
        assertThat(h).isInstanceOf(Evaluator.class);
        PolisState s = game.newGame(Setup.of(3, 4));
        double[] v = new double[3];
        ((Evaluator) h).values(game, s, v);
        assertThat(v[0] + v[1] + v[2]).isCloseTo(1.5, within(1e-9));
        for (double x : v) {
            assertThat(x).isBetween(0.0, 1.0);
        }
        s.money[1] += 30; // much richer than the others: the favourite
        ((Evaluator) h).values(game, s, v);
        assertThat(v[1]).isGreaterThan(v[0]).isGreaterThan(v[2]);
        Agent mcts = Agents.create(AgentSpec.parse("mcts:iterations=30,eval=heuristic,depth=5"), 3, entry.agents());
        playWith(game, mcts, Setup.of(3, 12));
    }

    private static <S extends GameState<S>> void playOne(Game<S> game, GameEntry entry) {
        playWith(game, entry.agents().get("heuristic").create(AgentSpec.parse("heuristic"), 5), Setup.of(4, 11));
    }

    private static <S extends GameState<S>> void playWith(Game<S> game, Agent agent, Setup setup) {
        S s = game.newGame(setup);
        int steps = 0;
        while (!game.isOver(s) && steps++ < 5000) {
            Action a = agent.choose(game, new InformationSet<>(game, s));
            game.apply(s, game.currentPlayer(s), a, EventSink.NONE);
        }
        assertThat(game.isOver(s)).isTrue();
    }
}
