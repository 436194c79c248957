package io.agon.polis.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Setup;
import io.agon.core.SetupException;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.*;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Spec section 3: set-up for 3, 4 and 5 players and both board variants. */
class SetupTest {

    static final PolisGame GAME = Scenario.GAME;

    @Test
    @DisplayName("3.1 first game: A sides of the first-game boards, money 24+seat (+10 Alexandreia A), trimmed decks, opening draws (D47, D48)")
    void firstGame() {
        for (int n = 3; n <= 5; n++) {
            for (long seed = 1; seed <= 20; seed++) {
                PolisState s = GAME.newGame(Setup.of(n, seed));
                for (int p = 0; p < n; p++) {
                    assertThat(GAME.currentPlayer(s)).isEqualTo(p);
                    assertThat(s.steps.peek()).isEqualTo(new Step.OpeningDraw(p));
                    GAME.apply(s, new Draw(io.agon.polis.model.Colour.of(p % 4)));
                }
                Set<String> sides = new HashSet<>();
                for (int p = 0; p < n; p++) {
                    String id = Scenario.CAT.sides().get(s.board[p]).id();
                    sides.add(id);
                    int extra = id.equals("ALEXANDREIA_A") ? 10 : 0;
                    assertThat(s.money[p]).isEqualTo(24 + p + extra);
                    assertThat(Long.bitCount(s.hand[p])).isEqualTo(1);
                }
                Set<String> expected = new HashSet<>(Set.of("ATHINA_A", "DELFOI_A", "ALEXANDREIA_A"));
                if (n >= 4) {
                    expected.add("OLYMPIA_A");
                }
                if (n == 5) {
                    expected.add("KORINTHOS_A");
                }
                assertThat(sides).isEqualTo(expected);
                int deckCards = 0;
                for (int c = 0; c < 4; c++) {
                    deckCards += s.decks.size(c);
                    boolean eg = false;
                    for (int i = 0; i < 5; i++) {
                        eg |= s.decks.card(c, i) == Catalogue.EG + c;
                    }
                    assertThat(eg).as("end-game card in the bottom five").isTrue();
                }
                int size = n == 3 ? 15 : n == 4 ? 16 : 17;
                assertThat(deckCards).isEqualTo(4 * size - n);
                assertThat(Long.bitCount(s.box)).isEqualTo(4 * (17 - size));
                assertThat(s.revealed).isZero();
                assertThat(GAME.currentPlayer(s)).isZero();
                assertThat(s.turn).isEqualTo(1);
            }
        }
    }

    @Test
    @DisplayName("3.1 the end-game card is equally likely in each of the bottom five places")
    void endGameCardPosition() {
        int[] count = new int[5];
        for (long seed = 0; seed < 2000; seed++) {
            PolisState s = GAME.newGame(Setup.of(5, seed));
            for (int i = 0; i < 5; i++) {
                if (s.decks.card(0, i) == Catalogue.EG) {
                    count[i]++;
                }
            }
        }
        for (int c : count) {
            assertThat(c).isBetween(320, 480);
        }
    }

    @Test
    @DisplayName("3.2 V1: random boards, side choices asked in seat order from seat 0")
    void variantRandom() {
        PolisState s = GAME.newGame(new Setup(4, 7, Map.of("boards", "random")));
        for (int p = 0; p < 4; p++) {
            assertThat(GAME.currentPlayer(s)).isEqualTo(p);
            Step.SideChoice c = (Step.SideChoice) s.steps.peek();
            assertThat(GAME.legalActions(s)).containsExactly(new PickBoard(2 * c.board()), new PickBoard(2 * c.board() + 1));
            GAME.apply(s, new PickBoard(2 * c.board() + 1));
        }
        assertThat(s.phase).isGreaterThanOrEqualTo(-1);
        for (int p = 0; p < 4; p++) {
            assertThat(s.board[p] % 2).isEqualTo(1);
        }
    }

    @Test
    @DisplayName("3.2 V2: draft from the last seat counter-clockwise, the start player picks last; start money applies (D49)")
    void variantDraft() {
        PolisState s = GAME.newGame(new Setup(3, 7, Map.of("boards", "draft")));
        assertThat(GAME.currentPlayer(s)).isEqualTo(2);
        assertThat(GAME.legalActions(s)).hasSize(12);
        GAME.apply(s, new PickBoard(Scenario.CAT.sideIndex("ALEXANDREIA_A")));
        assertThat(GAME.currentPlayer(s)).isEqualTo(1);
        assertThat(GAME.legalActions(s)).hasSize(10);
        PolisState before = s.copy();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> GAME.apply(s, new PickBoard(5)))
                .hasMessageContaining("already taken");
        assertThat(s).isEqualTo(before);
        GAME.apply(s, new PickBoard(0));
        assertThat(GAME.currentPlayer(s)).isEqualTo(0);
        GAME.apply(s, new PickBoard(11));
        assertThat(s.money[2]).isEqualTo(26 + 10);
        assertThat(s.money[1]).isEqualTo(25);
        assertThat(s.money[0]).isEqualTo(24);
        assertThat(Long.bitCount(s.hand[0])).isEqualTo(0);
        assertThat(s.steps.peek()).isEqualTo(new Step.OpeningDraw(0));
    }

    @Test
    @DisplayName("D59 only 3-5 players; unknown options are refused")
    void playerCounts() {
        assertThatThrownBy(() -> GAME.newGame(Setup.of(2, 1))).isInstanceOf(SetupException.class)
                .hasMessageContaining("3-5 players");
        assertThatThrownBy(() -> GAME.newGame(Setup.of(6, 1))).isInstanceOf(SetupException.class);
        assertThatThrownBy(() -> GAME.newGame(new Setup(3, 1, Map.of("boards", "silly"))))
                .isInstanceOf(SetupException.class).hasMessageContaining("first-game");
    }
}
