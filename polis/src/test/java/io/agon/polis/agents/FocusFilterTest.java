package io.agon.polis.agents;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.polis.Fixtures;
import io.agon.polis.model.PolisState;
import io.agon.polis.rules.PolisAction;
import io.agon.polis.rules.PolisGame;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class FocusFilterTest {

    private static final PolisGame GAME = Fixtures.GAME;

    private static List<Action> legal(PolisState s) {
        List<Action> out = new ArrayList<>();
        GAME.legalActions(s, out);
        return out;
    }

    @Test
    @DisplayName("the k-th best value counts tied values once per move")
    void kthBest() {
        double[] v = {3, 9, 9, 1, 5};
        assertThat(FocusFilter.kthBest(v, 5, 1)).isEqualTo(9);
        assertThat(FocusFilter.kthBest(v, 5, 2)).isEqualTo(9);
        assertThat(FocusFilter.kthBest(v, 5, 3)).isEqualTo(5);
        assertThat(FocusFilter.kthBest(v, 5, 5)).isEqualTo(1);
    }

    @Test
    @DisplayName("bids and attacks are kept as the light filter keeps them; elsewhere the best-rated k moves, ties "
            + "and done, in the listed order, without changing the state")
    void keepsTheBestRatedMoves() {
        FocusFilter focus = new FocusFilter(GAME, 2, 1);
        LightPolicy light = new LightPolicy(GAME, 1);
        Evaluation evaluation = new Evaluation(GAME);
        int narrowed = 0;
        for (long seed = 1; seed <= 30; seed++) {
            PolisState s = GAME.newGame(Setup.of(3, seed));
            Rng rng = new Rng(seed);
            while (!s.over) {
                List<Action> legal = legal(s);
                List<Action> out = new ArrayList<>();
                PolisState before = s.copy();
                focus.candidates(GAME, s, legal, out);
                assertThat(s).isEqualTo(before);
                assertThat(out).isNotEmpty().isSubsetOf(legal);
                assertThat(legal).containsSubsequence(out);
                boolean auction = legal.get(0) instanceof PolisAction.Bid
                        || legal.stream().anyMatch(a -> a instanceof PolisAction.Attack);
                if (auction) {
                    List<Action> expected = new ArrayList<>();
                    light.candidates(GAME, s, legal, expected);
                    assertThat(out).isEqualTo(expected);
                } else if (legal.size() <= 3) {
                    assertThat(out).isEqualTo(legal);
                } else {
                    int me = GAME.currentPlayer(s);
                    double[] v = new double[legal.size()];
                    for (int i = 0; i < v.length; i++) {
                        PolisState c = s.copy();
                        try {
                            GAME.apply(c, me, legal.get(i), EventSink.NONE);
                            v[i] = evaluation.value(c, me);
                        } catch (RuntimeException e) {
                            v[i] = Double.NEGATIVE_INFINITY;
                        }
                    }
                    double second = FocusFilter.kthBest(v, v.length, 2);
                    for (int i = 0; i < v.length; i++) {
                        Action a = legal.get(i);
                        assertThat(out.contains(a)).as(a + " in " + legal)
                                .isEqualTo(v[i] >= second || a instanceof PolisAction.Done);
                    }
                    if (out.size() < legal.size()) {
                        narrowed++;
                    }
                }
                GAME.apply(s, GAME.currentPlayer(s), legal.get(rng.nextInt(legal.size())), EventSink.NONE);
            }
        }
        assertThat(narrowed).isGreaterThan(0);
    }
}
