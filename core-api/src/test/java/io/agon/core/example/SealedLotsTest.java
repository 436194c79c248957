package io.agon.core.example;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.GameEvent;
import io.agon.core.IllegalActionException;
import io.agon.core.SetupException;
import io.agon.core.Setup;
import io.agon.core.testkit.GameContract;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SealedLotsTest {

    private final SealedLots game = new SealedLots();

    @Test
    void contractHoldsForTwoToFourPlayers() {
        GameContract.Report r = GameContract.of(game).players(2, 3, 4).games(300).seed(7)
                .invariant("money is conserved", s -> {
                    int sum = 0;
                    for (int m : s.money) {
                        sum += m;
                    }
                    return sum == s.players * SealedLots.START_MONEY ? null : "money sum " + sum;
                })
                .invariant("12 cards are accounted for", s -> {
                    int cards = s.deck.size() + (s.lot >= 0 ? 1 : 0);
                    for (int p = 0; p < s.players; p++) {
                        cards += Integer.bitCount(s.open[p] | s.hidden[p]);
                    }
                    return cards == SealedLots.CARDS ? null : cards + " cards";
                })
                .run();
        assertThat(r.games()).isEqualTo(300);
        assertThat(r.shortestGame()).isGreaterThanOrEqualTo(SealedLots.CARDS * 2);
        assertThat(r.fullyCheckedSteps()).isPositive();
    }

    @Test
    void bidsGoClockwiseFromTheSellersLeftAndTheWinnerPaysTheSeller() {
        SealedLots.State s = game.newGame(Setup.of(3, 1));
        assertThat(game.currentPlayer(s)).isEqualTo(1);
        assertThat(game.decision(s).isInterrupt()).isTrue();
        int lot = s.lot;
        List<GameEvent> events = new ArrayList<>();
        game.apply(s, 1, new SealedLots.Bid(3), events::add);
        assertThat(game.currentPlayer(s)).isEqualTo(2);
        game.apply(s, 2, new SealedLots.Bid(4), events::add);
        game.apply(s, 1, new SealedLots.Pass(), events::add);
        assertThat(s.money).containsExactly(14, 10, 6);
        assertThat(s.open[2]).isEqualTo(1 << lot);
        assertThat(events).hasSize(1);
        assertThat(events.get(0).text()).isEqualTo("P3 bought a " + lot + " from P1 for 4");
        assertThat(game.currentPlayer(s)).isZero();
    }

    @Test
    void illegalBidIsRefusedAndChangesNothing() {
        SealedLots.State s = game.newGame(Setup.of(3, 1));
        SealedLots.State before = s.copy();
        assertThatThrownBy(() -> game.apply(s, 1, new SealedLots.Bid(11), e -> { }))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining("at most your money 10");
        assertThatThrownBy(() -> game.apply(s, 2, new SealedLots.Pass(), e -> { }))
                .isInstanceOf(IllegalActionException.class).hasMessage("it is P2's decision, not P3's");
        assertThat(s).isEqualTo(before);
    }

    @Test
    void badPlayerCountIsASetupError() {
        assertThatThrownBy(() -> game.newGame(Setup.of(5, 1))).isInstanceOf(SetupException.class)
                .hasMessage("Sealed Lots is for 2-4 players, not 5");
    }

    @Test
    void sellerSeesTheLotOthersDoNot() {
        SealedLots.State s = game.newGame(Setup.of(3, 3));
        assertThat(game.view(s, 0).lot()).isEqualTo(s.lot);
        assertThat(game.view(s, 1).lot()).isEqualTo(-1);
        List<Action> legal = game.legalActions(s);
        assertThat(legal).hasSize(11).endsWith(new SealedLots.Pass());
    }
}
