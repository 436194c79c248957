package io.agon.polis.agents;

import static io.agon.polis.Fixtures.legal;
import static io.agon.polis.Fixtures.playUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.polis.Fixtures;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction;
import io.agon.polis.rules.PolisGame;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The thrifty rollout policy ({@code rollout=thrifty}): low random bids, everything else uniform. */
class ThriftyBidsTest {

    private static final PolisGame GAME = Fixtures.GAME;

    @Test
    @DisplayName("as a rollout policy it only returns legal actions and finishes every game")
    void playsLegalGames() {
        Fixtures.assertPlaysLegalGames(new ThriftyBids(1));
    }

    @Test
    @DisplayName("a bidder passes half the time and bids the minimum plus k with chance 1/2^(k+2)")
    void bidsLow() {
        PolisState s = playUntil(3, x -> x.steps.peek() instanceof Step.Bidding);
        assertThat(s).isNotNull();
        s.money[GAME.currentPlayer(s)] = 40;
        List<Action> legal = legal(s);
        int min = ((PolisAction.Bid) legal.get(0)).amount();
        assertThat(legal.size()).isGreaterThan(10);
        ThriftyBids policy = new ThriftyBids(1);
        Rng rng = new Rng(11);
        int n = 40_000;
        int[] raised = new int[legal.size()];
        int passes = 0;
        for (int i = 0; i < n; i++) {
            Action a = policy.pick(GAME, s, legal, rng);
            if (a instanceof PolisAction.Pass) {
                passes++;
            } else {
                raised[((PolisAction.Bid) a).amount() - min]++;
            }
        }
        assertThat(passes / (double) n).isBetween(0.49, 0.51);
        for (int k = 0; k < 4; k++) {
            assertThat(raised[k] / (double) n).as("minimum + " + k).isBetween(Math.pow(0.5, k + 2) - 0.01,
                    Math.pow(0.5, k + 2) + 0.01);
        }
    }

    @Test
    @DisplayName("every other decision is uniform over the legal actions")
    void elsewhereUniform() {
        PolisState s = playUntil(5, x -> !(x.steps.peek() instanceof Step.Bidding) && legal(x).size() >= 3);
        assertThat(s).isNotNull();
        List<Action> legal = legal(s);
        ThriftyBids policy = new ThriftyBids(1);
        Rng rng = new Rng(13);
        int n = 30_000;
        int[] count = new int[legal.size()];
        for (int i = 0; i < n; i++) {
            count[legal.indexOf(policy.pick(GAME, s, legal, rng))]++;
        }
        for (int c : count) {
            assertThat(c / (double) n).isBetween(1.0 / legal.size() - 0.02, 1.0 / legal.size() + 0.02);
        }
    }
}
