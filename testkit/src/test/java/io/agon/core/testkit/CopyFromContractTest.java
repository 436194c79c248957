package io.agon.core.testkit;

import io.agon.core.sim.TinyGame;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Rng;
import io.agon.core.testkit.GameContract;
import org.junit.jupiter.api.Test;

/** The contract kit's checks of {@code copyFrom} and of determinizing into a reused state. */
class CopyFromContractTest {

    @Test
    void aCorrectCopyFromPasses() {
        assertThat(GameContract.of(new TinyGame()).players(2, 3, 4).games(30).run().games()).isEqualTo(30);
    }

    @Test
    void catchesACopyFromThatForgetsAField() {
        assertThatThrownBy(() -> GameContract.of(new TinyGame(true)).players(3).games(10).run())
                .isInstanceOf(AssertionError.class)
                .hasMessageMatching("(?s).*\\[(copyFrom|determinize into a reused state)\\].*");
        // without determinizations to check, the check after each action finds it
        TinyGame noViews = new TinyGame(true) {
            @Override
            public State determinize(State s, int observer, Rng rng, State reuse) {
                return determinize(s, observer, rng);
            }

            @Override
            public State determinize(State s, int observer, Rng rng) {
                return super.determinize(s, observer, rng, null);
            }
        };
        assertThatThrownBy(() -> GameContract.of(noViews).players(3).games(10).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("[copyFrom]");
    }

    @Test
    void catchesADeterminizationIntoAReusedStateThatDrawsDifferently() {
        TinyGame careless = new TinyGame() {
            @Override
            public State determinize(State s, int observer, Rng rng, State reuse) {
                if (reuse != null) {
                    rng.nextLong(); // one draw too many
                }
                return super.determinize(s, observer, rng, reuse);
            }
        };
        assertThatThrownBy(() -> GameContract.of(careless).players(3).games(10).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("[determinize into a reused state]");
    }

    @Test
    void aStateOfAnotherPlayerCountIsNotReused() {
        TinyGame g = new TinyGame();
        TinyGame.State two = g.newGame(new io.agon.core.Setup(2, 1, java.util.Map.of()));
        TinyGame.State three = g.newGame(new io.agon.core.Setup(3, 2, java.util.Map.of()));
        TinyGame.State s = two.copyFrom(three);
        assertThat(s).isNotSameAs(two).isEqualTo(three);
    }
}
