package com.example.pebbles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.IllegalActionException;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.agent.RandomAgent;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordCodec;
import io.agon.core.record.Replay;
import io.agon.core.sim.Match;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import io.agon.core.testkit.GameContract;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An outside game on Agon's public API: the contract kit, the plug-in discovery, its own and the generic agents,
 * and the record format. Every import here existed before core-api was split; after the split they come from
 * core-api, agon-agents and agon-testkit (test scope) unchanged.
 */
class PebblesCompatTest {

    private final Pebbles game = new Pebbles();

    @Test
    void theContractHolds() {
        GameContract.Report r = GameContract.of(game).players(2, 3, 4).games(300).seed(1).run();
        assertThat(r.games()).isEqualTo(300);
    }

    @Test
    void aWrongTakeIsRefused() {
        PebblesState s = game.newGame(Setup.of(2, 1));
        assertThatThrownBy(() -> game.apply(s, 0, new Take(4), io.agon.core.EventSink.NONE))
                .isInstanceOf(IllegalActionException.class);
        assertThatThrownBy(() -> game.apply(s, 1, new Take(1), io.agon.core.EventSink.NONE))
                .isInstanceOf(IllegalActionException.class);
    }

    @Test
    void theLauncherFindsTheGameAndItsAgents() {
        GameEntry entry = GameCatalog.load().get("pebbles");
        assertThat(entry.game().info().name()).isEqualTo("Pebbles");
        assertThat(entry.agents()).containsOnlyKeys("heuristic");
        Agent heuristic = Agents.create(AgentSpec.parse("heuristic"), 1, entry.agents());
        Agent mcts = Agents.create(AgentSpec.parse("mcts:iterations=50"), 2, entry.agents());
        assertThat(heuristic.name()).isEqualTo("leave-four");
        assertThat(mcts).isNotNull();
    }

    @Test
    void aRecordedGameReplaysToTheSameEnd() {
        Match.Result played = Match.play(game, Setup.of(3, 42), List.of(new LeaveFourAgent(), new RandomAgent(7),
                new RandomAgent(8)));
        RecordCodec codec = new RecordCodec(game);
        String json = codec.write(played.record());
        GameRecord read = codec.read(json, "pebbles.json");
        assertThat(read.actions()).isEqualTo(played.record().actions());
        PebblesState end = Replay.replay(game, read);
        assertThat(game.isOver(end)).isTrue();
        assertThat(game.outcome(end)).isEqualTo(played.outcome());
    }

    @Test
    void theHeuristicBeatsRandomAtTwoPlayersWhenItCan() {
        // 15 to 24 pebbles: with a multiple of 4 the first player loses against perfect play, else wins
        int wins = 0;
        for (int seed = 0; seed < 20; seed++) {
            Match.Result r = Match.play(game, Setup.of(2, seed), List.of(new LeaveFourAgent(), new RandomAgent(seed)));
            wins += r.outcome().isWinner(0) ? 1 : 0;
        }
        assertThat(wins).isGreaterThan(10);
    }
}
