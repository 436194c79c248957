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
    @DisplayName("3.1 first game: A sides of the first-game boards, money 24, 25... from the start player (+10 Alexandreia A), trimmed decks, opening draws from the start player (D47, D48, D64)")
    void firstGame() {
        for (int n = 3; n <= 5; n++) {
            for (long seed = 1; seed <= 20; seed++) {
                PolisState s = GAME.newGame(Setup.of(n, seed));
                int start = s.startPlayer;
                for (int i = 0; i < n; i++) {
                    int p = (start + i) % n;
                    assertThat(GAME.currentPlayer(s)).isEqualTo(p);
                    assertThat(s.steps.peek()).isEqualTo(new Step.OpeningDraw(p));
                    GAME.apply(s, new Draw(io.agon.polis.model.Colour.of(p % 4)));
                }
                Set<String> sides = new HashSet<>();
                for (int p = 0; p < n; p++) {
                    String id = Scenario.CAT.sides().get(s.board[p]).id();
                    sides.add(id);
                    int extra = id.equals("ALEXANDREIA_A") ? 10 : 0;
                    assertThat(s.money[p]).isEqualTo(24 + (p - start + n) % n + extra);
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
                assertThat(GAME.currentPlayer(s)).isEqualTo(start);
                assertThat(s.active).isEqualTo(start);
                assertThat(s.turn).isEqualTo(1);
            }
        }
    }

    @Test
    @DisplayName("3 step 1, D64: the start player is drawn by lot from the set-up's generator, shown in every view")
    void startPlayerByLot() {
        for (int n = 3; n <= 5; n++) {
            int[] starts = new int[n];
            for (long seed = 0; seed < 600; seed++) {
                PolisState s = GAME.newGame(Setup.of(n, seed));
                starts[s.startPlayer]++;
                assertThat(GAME.newGame(Setup.of(n, seed)).startPlayer).as("same seed, same start").isEqualTo(s.startPlayer);
            }
            for (int c : starts) {
                assertThat(c).as("every seat starts about equally often").isBetween(600 / n - 60, 600 / n + 60);
            }
        }
        PolisState s = GAME.newGame(Setup.of(4, 3));
        String seen = "start player P" + (s.startPlayer + 1);
        for (int p = 0; p < 4; p++) {
            assertThat(GAME.view(s, p).render()).contains(seen);
            assertThat(((PolisView) GAME.view(s, p)).startPlayer()).isEqualTo(s.startPlayer);
        }
    }

    @Test
    @DisplayName("D64: option start names the start seat and draws nothing, so start=1 sets up as rules 1.0 did (seat 0 starts)")
    void startOption() {
        PolisState named = GAME.newGame(new Setup(3, 9, Map.of("start", "2")));
        assertThat(named.startPlayer).isEqualTo(1);
        assertThat(named.active).isEqualTo(1);
        assertThat(GAME.currentPlayer(named)).isEqualTo(1);
        for (int p = 0; p < 3; p++) {
            int extra = Scenario.CAT.sides().get(named.board[p]).id().equals("ALEXANDREIA_A") ? 10 : 0;
            assertThat(named.money[p]).as("P" + (p + 1)).isEqualTo(new int[] {26, 24, 25}[p] + extra);
        }
        PolisState one = GAME.newGame(new Setup(3, 9, Map.of("start", "1")));
        PolisState lot = GAME.newGame(Setup.of(3, 9));
        assertThat(one.rng).as("the lot is the only extra draw").isNotEqualTo(lot.rng);
        assertThat(GAME.replaySetup("1.0", Setup.of(3, 9)).options()).containsEntry("start", "1");
        assertThat(GAME.replaySetup("0.9", Setup.of(3, 9))).isNull();
        assertThatThrownBy(() -> GAME.newGame(new Setup(3, 1, Map.of("start", "5"))))
                .isInstanceOf(SetupException.class).hasMessageContaining("seat from 1 to 3");
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
    @DisplayName("3.2 V1: random boards, side choices asked in seat order from the start player (D64)")
    void variantRandom() {
        PolisState s = GAME.newGame(new Setup(4, 7, Map.of("boards", "random", "start", "3")));
        for (int i = 0; i < 4; i++) {
            assertThat(GAME.currentPlayer(s)).isEqualTo((2 + i) % 4);
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
        PolisState s = GAME.newGame(new Setup(3, 7, Map.of("boards", "draft", "start", "1")));
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
        PolisState drawn = GAME.newGame(new Setup(3, 7, Map.of("boards", "draft", "start", "2")));
        assertThat(GAME.currentPlayer(drawn)).as("the start player's right neighbour picks first").isEqualTo(0);
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
