package io.agon.polis.learn;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.EventSink;
import io.agon.core.Setup;
import io.agon.core.testkit.EncodingContract;
import io.agon.polis.Fixtures;
import io.agon.polis.model.PolisState;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Issue 51: Polis's action ids and observation. */
class PolisEncodingTest {

    @Test
    void keepsTheContractOverAThousandGames() {
        EncodingContract.Report r = EncodingContract.of(Fixtures.GAME, new PolisEncoding(Fixtures.GAME)).games(1000)
                .run();
        assertThat(r.decisions()).isGreaterThan(100_000);
    }

    @Test
    void aSeatSeesItsOwnHandAndNotTheOthers() {
        PolisState s = Fixtures.GAME.newGame(new Setup(3, 4, Map.of()));
        while (Long.bitCount(s.hand[0]) == 0 || Long.bitCount(s.hand[1]) == 0) {
            int p = Fixtures.GAME.currentPlayer(s);
            Fixtures.GAME.apply(s, p, Fixtures.GAME.legalActions(s).get(0), EventSink.NONE);
        }
        PolisEncoding e = new PolisEncoding(Fixtures.GAME);
        float[] obs = new float[e.shape(3)[0]];
        e.observe(s, 0, obs, 0);
        int per = 5 * 3 + 6;
        for (int c = 0; c < 64; c++) {
            boolean mine = (s.hand[0] >> c & 1) != 0;
            assertThat(obs[c * per + 1]).as("card %d in the observer's own hand", c).isEqualTo(mine ? 1f : 0f);
            assertThat(obs[c * per + 4 + 1]).as("the next seat's hand is not shown").isZero();
        }
        assertThat(obs[64 * per + 2]).as("the own hand's size").isEqualTo(Long.bitCount(s.hand[0]));
        assertThat(obs[64 * per + 19 + 2]).as("the next seat's hand size").isEqualTo(Long.bitCount(s.hand[1]));
    }
}
