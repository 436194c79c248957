package io.agon.examples.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.GameState;
import io.agon.core.flow.ArrayState;
import io.agon.core.learn.Encoded;
import io.agon.core.learn.Encoding;
import io.agon.core.testkit.EncodingContract;
import io.agon.examples.kuhn.KuhnEncoding;
import io.agon.examples.kuhn.KuhnPoker;
import io.agon.examples.tictactoe.TicTacToe;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 51: the encodings of the example games keep the contract over 1,000 random games each, and the
 * contract catches a planted leak, a planted id clash and a planted observation that is not the same twice.
 */
class EncodingContractTest {

    @Test
    void theExampleGamesKeepTheContract() {
        EncodingContract.Report t = EncodingContract.of(new TicTacToe(), new TicTacToeEncoding()).games(1000).run();
        assertThat(t.games()).isEqualTo(1000);
        assertThat(t.decisions()).isGreaterThan(5000);
        EncodingContract.Report k = EncodingContract.of(new KuhnPoker(), new KuhnEncoding()).games(1000).run();
        assertThat(k.decisions()).isGreaterThan(2000);
        assertThat(EncodingContract.of(new KuhnPoker(), new KuhnEncoding()).games(1000).run().hash())
                .as("the same seeds, the same stream").isEqualTo(k.hash());
        EncodingContract.Report lots = EncodingContract.of(new io.agon.examples.sealedlots.rules.SealedLots(),
                new io.agon.examples.sealedlots.learn.LotsEncoding()).games(1000).run();
        assertThat(lots.decisions()).isGreaterThan(10_000);
        EncodingContract.Report house = EncodingContract.of(new io.agon.examples.auctionhouse.rules.AuctionHouse(),
                new io.agon.examples.auctionhouse.learn.HouseEncoding()).games(1000).run();
        assertThat(house.decisions()).isGreaterThan(10_000);
    }

    @Test
    void theMaskIsTheLegalList() {
        TicTacToe game = new TicTacToe();
        Encoded<ArrayState<TicTacToe.Turn>> e = Encoded.of(game, new TicTacToeEncoding(), 2);
        ArrayState<TicTacToe.Turn> s = game.newGame(new io.agon.core.Setup(2, 1, java.util.Map.of()));
        game.apply(s, 0, new TicTacToe.Place(4), io.agon.core.EventSink.NONE);
        List<Action> legal = game.legalActions(s);
        byte[] mask = new byte[9];
        e.mask(s, legal, mask, 0);
        assertThat(mask).containsExactly(1, 1, 1, 1, 0, 1, 1, 1, 1);
        float[] obs = new float[e.observationSize()];
        e.observe(s, 1, obs, 0);
        assertThat(obs[9 + 4]).as("O sees X's mark on the centre as the other's").isEqualTo(1f);
        assertThat(obs[4]).isZero();
        assertThat(e.shape()).containsExactly(3, 3, 3);
    }

    @Test
    void aPlantedLeakIsCaught() {
        Encoding<ArrayState<KuhnPoker.Turn>> leaky = new Delegate<>(new KuhnEncoding()) {
            @Override
            public void observe(ArrayState<KuhnPoker.Turn> s, int seat, float[] out, int offset) {
                super.observe(s, seat, out, offset);
                out[offset + 3 + s.ints[1 - seat]] = 1f; // the other's card, in the showdown slot, always
            }
        };
        assertThatThrownBy(() -> EncodingContract.of(new KuhnPoker(), leaky).games(50).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("it shows something hidden");
    }

    @Test
    void aPlantedIdClashIsCaught() {
        Encoding<ArrayState<TicTacToe.Turn>> clash = new Delegate<>(new TicTacToeEncoding()) {
            @Override
            public int id(ArrayState<TicTacToe.Turn> state, Action action) {
                return Math.min(7, super.id(state, action)); // cells 7 and 8 share id 7
            }
        };
        assertThatThrownBy(() -> EncodingContract.of(new TicTacToe(), clash).games(50).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("two legal actions share the id 7");
    }

    @Test
    void aPlantedObservationThatIsNotTheSameTwiceIsCaught() {
        Encoding<ArrayState<TicTacToe.Turn>> drifting = new Delegate<>(new TicTacToeEncoding()) {
            private int calls;

            @Override
            public void observe(ArrayState<TicTacToe.Turn> s, int seat, float[] out, int offset) {
                super.observe(s, seat, out, offset);
                out[offset] += (calls++ % 1000) * 1e-3f; // depends on how often it was asked, not on the game
            }
        };
        assertThatThrownBy(() -> EncodingContract.of(new TicTacToe(), drifting).games(10).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("another stream of observations");
    }

    /** An encoding that does what another does, for planting one fault in it. */
    private static class Delegate<S extends GameState<S>> implements Encoding<S> {
        private final Encoding<S> inner;

        Delegate(Encoding<S> inner) {
            this.inner = inner;
        }

        @Override
        public int actionCount(int players) {
            return inner.actionCount(players);
        }

        @Override
        public int id(S state, Action action) {
            return inner.id(state, action);
        }

        @Override
        public Action action(S state, int id) {
            return inner.action(state, id);
        }

        @Override
        public int[] shape(int players) {
            return inner.shape(players);
        }

        @Override
        public void observe(S state, int seat, float[] out, int offset) {
            inner.observe(state, seat, out, offset);
        }

        @Override
        public String describe(int players) {
            return inner.describe(players);
        }
    }
}
