package io.agon.examples.sealedlots;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Outcome;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.agent.InformationSet;
import io.agon.core.agent.SearchAgent;
import io.agon.examples.sealedlots.model.LotsState;
import io.agon.examples.sealedlots.rules.SealedLots;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The core agents on the example game, a game with hidden information (moved here from core-api's tests). */
class AgentsOnSealedLotsTest {

    private static Agent agent(String spec, long seed) {
        return Agents.create(AgentSpec.parse(spec), seed, Map.of());
    }

    private static <S extends GameState<S>> Action choose(Agent a, Game<S> game, S state) {
        return a.choose(game, new InformationSet<>(game, state));
    }

    @ParameterizedTest
    @ValueSource(strings = {"uct:iterations=300", "mcts:iterations=300", "flatmc:iterations=300"})
    @DisplayName("same seed, same choices and same statistics; the agent replays a whole game identically")
    void reproducible(String spec) {
        SealedLots game = new SealedLots();
        List<Action> first = playGame(game, spec, 11);
        List<Action> second = playGame(game, spec, 11);
        assertThat(second).isEqualTo(first);
        Agent a = agent(spec, 4);
        Agent b = agent(spec, 4);
        LotsState s = game.newGame(Setup.of(3, 9));
        assertThat(choose(a, game, s)).isEqualTo(choose(b, game, s));
        assertThat(a.explainLastChoice()).isNotEmpty();
        assertThat(((SearchAgent) a).lastMoveStats()).isEqualTo(((SearchAgent) b).lastMoveStats());
    }

    /** Seat 0 is the agent, the others random; returns every action played. */
    private static List<Action> playGame(SealedLots game, String spec, long seed) {
        LotsState s = game.newGame(Setup.of(3, seed));
        Agent me = agent(spec, seed);
        Agent other = agent("random", seed + 1);
        List<Action> played = new java.util.ArrayList<>();
        while (!game.isOver(s)) {
            int p = game.currentPlayer(s);
            Action a = choose(p == 0 ? me : other, game, s);
            played.add(a);
            game.apply(s, a);
        }
        return played;
    }

    @Test
    @DisplayName("IS-MCTS beats random players in the example auction game")
    void strongerThanRandom() {
        SealedLots game = new SealedLots();
        int wins = 0;
        int games = 12;
        for (int g = 0; g < games; g++) {
            LotsState s = game.newGame(Setup.of(3, 100 + g));
            int seat = g % 3;
            Agent me = agent("mcts:iterations=200", g);
            Agent other = agent("random", g);
            while (!game.isOver(s)) {
                int p = game.currentPlayer(s);
                game.apply(s, choose(p == seat ? me : other, game, s));
            }
            Outcome o = game.outcome(s);
            if (o.isWinner(seat)) {
                wins++;
            }
        }
        assertThat(wins).as("wins out of " + games + " (random would win about a third)").isGreaterThan(games / 2);
    }

    @Test
    void randomAgentIsSeededAndSeesOnlyTheInformationSet() {
        SealedLots game = new SealedLots();
        LotsState s = game.newGame(Setup.of(3, 5));
        Agent a = Agents.create(AgentSpec.parse("random"), 3, Map.of());
        Agent b = Agents.create(AgentSpec.parse("random"), 3, Map.of());
        InformationSet<LotsState> info = new InformationSet<>(game, s);
        for (int i = 0; i < 20; i++) {
            assertThat(a.choose(game, info)).isEqualTo(b.choose(game, info));
        }
        assertThat(info.player()).isEqualTo(1);
        assertThat(info.legalActions()).contains(a.choose(game, info));
        assertThat(info.view().observer()).isEqualTo(1);
        assertThat(info.sample(new io.agon.core.Rng(1))).isNotSameAs(s);
    }
}
