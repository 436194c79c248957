package io.agon.massilia.learn;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.EventSink;
import io.agon.core.Setup;
import io.agon.core.testkit.EncodingContract;
import io.agon.massilia.io.MassiliaDataLoader;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.rules.MassiliaGame;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Issue 51: Massilia's action ids and observation. */
class MassiliaEncodingTest {

    private static final MassiliaGame GAME = new MassiliaGame(MassiliaDataLoader.load());
    private static final MassiliaEncoding ENCODING = new MassiliaEncoding(GAME.data());

    @Test
    void keepsTheContractOverAThousandGames() {
        EncodingContract.Report r = EncodingContract.of(GAME, ENCODING).games(1000).run();
        assertThat(r.decisions()).isGreaterThan(100_000);
    }

    @Test
    void moneyAndStonesAreTheObserversOnly() {
        MassiliaState s = GAME.newGame(new Setup(3, 8, Map.of()));
        for (int i = 0; i < 40 && !GAME.isOver(s); i++) {
            GAME.apply(s, GAME.currentPlayer(s), GAME.legalActions(s).get(0), EventSink.NONE);
        }
        float[] obs = new float[ENCODING.shape(3)[0]];
        ENCODING.observe(s, 1, obs, 0);
        int seat = 9 + 4 + 24 + 2 * 3;
        assertThat(obs[1]).as("the observer's money").isEqualTo(s.money[1]);
        assertThat(obs[seat + 1]).as("the next seat's money is not shown").isZero();
        assertThat(obs[seat + 2]).as("nor its penalty stones").isZero();
        assertThat(obs[seat]).as("its prestige is").isEqualTo(s.prestige[2]);
        assertThat(obs[seat + 3]).as("and its hand's size").isEqualTo(s.handSize[2]);
    }
}
