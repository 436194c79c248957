package io.agon.examples.kuhn;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.GameEvent;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.flow.ArrayState;
import io.agon.core.testkit.GameContract;
import io.agon.examples.kuhn.KuhnPoker.Bet;
import io.agon.examples.kuhn.KuhnPoker.Pass;
import io.agon.examples.kuhn.KuhnPoker.Turn;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Kuhn poker, the tutorial's game of chance and hidden information: its rules, its secrets and the contract. */
class KuhnPokerTest {

    private final KuhnPoker game = new KuhnPoker();

    private ArrayState<Turn> play(long seed, Action... actions) {
        ArrayState<Turn> s = game.newGame(Setup.of(2, seed));
        for (Action a : actions) {
            game.apply(s, game.currentPlayer(s), a, EventSink.NONE);
        }
        return s;
    }

    @Test
    void rule1EachPlayerAntesAndIsDealtADifferentCardByTheSeed() {
        Set<String> deals = new HashSet<>();
        for (long seed = 0; seed < 60; seed++) {
            ArrayState<Turn> s = play(seed);
            assertThat(s.ints[KuhnPoker.CARD]).isNotEqualTo(s.ints[KuhnPoker.CARD + 1]);
            assertThat(s.ints[KuhnPoker.CHIPS]).isEqualTo(1);
            deals.add(s.ints[KuhnPoker.CARD] + "" + s.ints[KuhnPoker.CARD + 1]);
            assertThat(play(seed).ints).isEqualTo(s.ints);
        }
        assertThat(deals).as("all six deals happen").hasSize(6);
    }

    @Test
    void rule3TheBettingEndsAtTwoChecksAFoldOrACall() {
        assertThat(game.isOver(play(1, new Pass(), new Pass()))).isTrue();
        assertThat(game.isOver(play(1, new Bet(), new Pass()))).isTrue();
        assertThat(game.isOver(play(1, new Bet(), new Bet()))).isTrue();
        ArrayState<Turn> s = play(1, new Pass(), new Bet());
        assertThat(game.isOver(s)).isFalse();
        assertThat(game.currentPlayer(s)).isZero();
        assertThat(game.decision(s).prompt()).isEqualTo("Call or fold");
        assertThat(game.describe(s, new Pass(), 0)).isEqualTo("Fold");
        assertThat(game.describe(s, new Bet(), 0)).isEqualTo("Call");
    }

    @Test
    void rule4TheFolderLosesHisAnteAndAShowdownGoesToTheHigherCard() {
        ArrayState<Turn> fold = play(3, new Bet(), new Pass());
        assertThat(game.outcome(fold).scores()).containsExactly(1, -1);
        for (long seed = 0; seed < 20; seed++) {
            ArrayState<Turn> s = play(seed, new Bet(), new Bet());
            int high = s.ints[KuhnPoker.CARD] > s.ints[KuhnPoker.CARD + 1] ? 0 : 1;
            assertThat(game.outcome(s).scores()[high]).isEqualTo(2);
            assertThat(game.outcome(s).scores()[1 - high]).isEqualTo(-2);
        }
    }

    @Test
    void aSeatSeesItsOwnCardOnlyAndTheShowdownIsTold() {
        ArrayState<Turn> s = play(5);
        String mine = KuhnPoker.CARDS[s.ints[KuhnPoker.CARD]];
        String theirs = KuhnPoker.CARDS[s.ints[KuhnPoker.CARD + 1]];
        assertThat(game.view(s, 0).toString()).contains(mine).doesNotContain(theirs);
        assertThat(game.view(s, -1).toString()).doesNotContain(mine).doesNotContain(theirs);
        List<GameEvent> told = new ArrayList<>();
        game.apply(s, 0, new Pass(), EventSink.into(told));
        game.apply(s, 1, new Pass(), EventSink.into(told));
        assertThat(told).hasSize(1);
        assertThat(told.get(0).text()).contains(mine).contains(theirs);
        assertThat(game.view(s, 0).toString()).contains(theirs);
    }

    @Test
    void aDeterminizationKeepsWhatTheObserverKnowsAndDealsTheRest() {
        ArrayState<Turn> s = play(7, new Pass());
        Set<Integer> theirs = new HashSet<>();
        for (int i = 0; i < 40; i++) {
            ArrayState<Turn> d = game.determinize(s, 1, new Rng(i));
            assertThat(d.ints[KuhnPoker.CARD + 1]).isEqualTo(s.ints[KuhnPoker.CARD + 1]);
            assertThat(d.ints[KuhnPoker.CARD]).isNotEqualTo(s.ints[KuhnPoker.CARD + 1]);
            assertThat(game.view(d, 1)).isEqualTo(game.view(s, 1));
            theirs.add(d.ints[KuhnPoker.CARD]);
        }
        assertThat(theirs).as("both cards the observer does not hold").hasSize(2);
    }

    @Test
    void theContractKitPasses() {
        GameContract.of(game).players(2).games(500).seed(1).run();
    }
}
