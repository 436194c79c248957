package io.agon.examples.sealedlots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.GameEvent;
import io.agon.core.IllegalActionException;
import io.agon.core.Setup;
import io.agon.core.SetupException;
import io.agon.core.Words;
import io.agon.core.testkit.GameContract;
import io.agon.examples.sealedlots.model.LotsState;
import io.agon.examples.sealedlots.rules.LotsAction;
import io.agon.examples.sealedlots.rules.SealedLots;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Sealed Lots: the contract kit and the rules (sections of {@code rules.md}). */
class SealedLotsTest {

    private final SealedLots game = new SealedLots();

    // tutorial:begin contract
    @Test
    void contractHoldsForTwoToFourPlayers() {
        GameContract.Report r = GameContract.of(game).players(2, 3, 4).games(300).seed(7)
                .invariant("money is conserved", s -> {
                    int sum = 0;
                    for (int m : s.money) {
                        sum += m;
                    }
                    return sum == s.players * LotsState.START_MONEY ? null : "money sum " + sum;
                })
                .invariant("12 cards are accounted for", s -> {
                    int cards = s.deck.size() + (s.lot >= 0 ? 1 : 0);
                    for (int p = 0; p < s.players; p++) {
                        cards += Integer.bitCount(s.open[p] | s.hidden[p]);
                    }
                    return cards == LotsState.CARDS ? null : cards + " cards";
                })
                .run();
        assertThat(r.games()).isEqualTo(300);
        assertThat(r.shortestGame()).isGreaterThanOrEqualTo(LotsState.CARDS * 2);
    }
    // tutorial:end contract

    @Test
    void rule21BidsGoClockwiseFromTheSellersLeftAndTheWinnerPaysTheSeller() {
        LotsState s = game.newGame(Setup.of(3, 1));
        assertThat(game.currentPlayer(s)).isEqualTo(1);
        assertThat(game.decision(s).isInterrupt()).isTrue();
        assertThat(game.decision(s).onTurn()).isZero();
        int lot = s.lot;
        List<GameEvent> events = new ArrayList<>();
        game.apply(s, 1, LotsAction.bid(3), events::add);
        assertThat(game.currentPlayer(s)).isEqualTo(2);
        game.apply(s, 2, LotsAction.bid(4), events::add);
        game.apply(s, 1, LotsAction.PASS, events::add);
        assertThat(s.money).containsExactly(14, 10, 6);
        assertThat(s.open[2]).isEqualTo(1 << lot);
        assertThat(events).extracting(GameEvent::text).containsExactly("P3 bought " + Words.a(String.valueOf(lot)) + " from P1 for 4");
        assertThat(game.currentPlayer(s)).isZero();
        assertThat(game.decision(s).prompt()).isEqualTo("End your turn or peek");
    }

    @Test
    void rule21IllegalBidIsRefusedWithItsRuleAndChangesNothing() {
        LotsState s = game.newGame(Setup.of(3, 1));
        LotsState before = s.copy();
        assertThatThrownBy(() -> game.apply(s, 1, LotsAction.bid(11), e -> { }))
                .isInstanceOf(IllegalActionException.class)
                .hasMessage("a bid must be at least 1 and at most your money 10 (rule 2.1)")
                .extracting(e -> ((IllegalActionException) e).ruleId()).isEqualTo("2.1");
        assertThatThrownBy(() -> game.apply(s, 2, LotsAction.PASS, e -> { }))
                .isInstanceOf(IllegalActionException.class).hasMessage("it is P2's decision, not P3's")
                .extracting(e -> ((IllegalActionException) e).ruleId()).isEqualTo(IllegalActionException.FLOW);
        assertThatThrownBy(() -> game.apply(s, 1, LotsAction.END_TURN, e -> { }))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining("bid or pass");
        assertThat(s).isEqualTo(before);
    }

    @Test
    void rule22TheSellerPeeksOncePerTurnAndTheNextSellerIsClockwise() {
        LotsState s = game.newGame(Setup.of(2, 4));
        game.apply(s, 1, LotsAction.PASS, e -> { });
        assertThat(game.legalActions(s)).containsExactly(LotsAction.END_TURN, LotsAction.PEEK);
        int next = s.deck.peek();
        game.apply(s, 0, LotsAction.PEEK, e -> { });
        assertThat(game.view(s, 0).peeked()).isEqualTo(next);
        assertThat(game.view(s, 1).peeked()).isEqualTo(-1);
        assertThat(game.legalActions(s)).containsExactly(LotsAction.END_TURN);
        LotsState before = s.copy();
        assertThatThrownBy(() -> game.apply(s, 0, LotsAction.PEEK, e -> { }))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining("(rule 2.2)");
        assertThat(s).isEqualTo(before);
        game.apply(s, 0, LotsAction.END_TURN, e -> { });
        assertThat(s.seller).isEqualTo(1);
        assertThat(s.lot).isEqualTo(next);
        assertThat(game.currentPlayer(s)).isZero();
    }

    @Test
    void rule1BadPlayerCountIsASetupError() {
        assertThatThrownBy(() -> game.newGame(Setup.of(5, 1))).isInstanceOf(SetupException.class)
                .hasMessage("Sealed Lots is for 2-4 players, not 5");
    }

    @Test
    void rule21TheSellerSeesTheLotOthersDoNot() {
        LotsState s = game.newGame(Setup.of(3, 3));
        assertThat(game.view(s, 0).lot()).isEqualTo(s.lot);
        assertThat(game.view(s, 1).lot()).isEqualTo(-1);
        List<Action> legal = game.legalActions(s);
        assertThat(legal).hasSize(11).endsWith(LotsAction.PASS);
        assertThat(game.describe(s, legal.get(2))).isEqualTo("Bid 3");
    }

    @Test
    void theFlowIsDeclaredOnceWithItsPhaseAndStepTypes() {
        LotsState s = game.newGame(Setup.of(2, 1));
        assertThat(game.flow().phaseNames()).containsExactly("Turn");
        assertThat(game.flow().phaseOf(s.steps.peek())).isEqualTo("Turn");
        assertThat(game.flow().typeCount()).isEqualTo(2);
    }

    @Test
    void rule1SetUpIsNarratedBeforeTheFirstMove() {
        java.util.List<io.agon.core.GameEvent> events =
                io.agon.core.session.Session.start(game, Setup.of(3, 1)).setupEvents();
        assertThat(events).extracting(io.agon.core.GameEvent::text)
                .containsExactly("The 12 cards are shuffled face down; P1 sells first");
        assertThat(game.newGame(Setup.of(3, 1))).as("set-up plays the same whatever the sink")
                .isEqualTo(game.newGame(Setup.of(3, 1), e -> { }));
    }
}
