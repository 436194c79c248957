package io.agon.core.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import io.agon.core.agent.RandomAgent;
import io.agon.core.record.Replay;
import java.util.List;
import org.junit.jupiter.api.Test;

class MatchTest {

    private final TinyGame game = new TinyGame();

    @Test
    void playsToTheEndAndTheRecordReplaysToTheSameOutcome() {
        Setup setup = Setup.of(3, 42);
        Match.Result r = Match.play(game, setup, List.of(new RandomAgent(1), new RandomAgent(2), new RandomAgent(3)));
        assertThat(r.length()).isEqualTo(r.record().actions().size()).isBetween(3, 9);
        assertThat(r.outcome().players()).isEqualTo(3);
        assertThat(r.record().game()).isEqualTo("tiny");
        assertThat(r.record().setup()).isEqualTo(setup);
        TinyGame.State end = Replay.replay(game, r.record());
        assertThat(game.isOver(end)).isTrue();
        assertThat(game.outcome(end)).isEqualTo(r.outcome());
    }

    @Test
    void sameSeedsGiveTheSameGame() {
        Match.Result a = Match.play(game, Setup.of(2, 7), List.of(new RandomAgent(5), new RandomAgent(6)));
        Match.Result b = Match.play(game, Setup.of(2, 7), List.of(new RandomAgent(5), new RandomAgent(6)));
        assertThat(a.record()).isEqualTo(b.record());
    }

    @Test
    void needsOneAgentPerSeat() {
        assertThatThrownBy(() -> Match.play(game, Setup.of(3, 1), List.of(new RandomAgent(1))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 agents for 3 seats");
    }

    @Test
    void anAgentsIllegalActionIsReportedWithItsName() {
        Agent cheat = new Agent() {
            @Override
            public String name() {
                return "cheat";
            }

            @Override
            public <S extends GameState<S>> Action choose(Game<S> g, InformationSet<S> info) {
                return TinyGame.SWAP; // a third swap is illegal
            }
        };
        assertThatThrownBy(() -> Match.play(game, Setup.of(2, 1), List.of(cheat, cheat)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("agent cheat (P1)");
    }
}
