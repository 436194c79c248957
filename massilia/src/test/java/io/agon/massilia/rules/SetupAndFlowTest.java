package io.agon.massilia.rules;

import io.agon.core.Setup;
import io.agon.core.SetupException;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction.*;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static io.agon.massilia.model.Ids.*;
import static io.agon.massilia.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Set-up (spec 3) and round flow (spec 4) decisions. */
class SetupAndFlowTest {

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    @DisplayName("spec 3: set-up for 2, 3 and 4 players (D1 persons on the middles, stalls on the corners; D21 one temple die per colour; D23 money 5/6/7/8; D25 prices 2,2,3,1; D32 42 cards)")
    void setup(int n) {
        MassiliaState s = GAME.newGame(Setup.of(n, 11));
        assertThat(s.supply).isEqualTo(10 * n);
        assertThat(s.faceUp).doesNotContain(-1);
        assertThat(s.deck.size()).isEqualTo(40);
        assertThat(s.deck.size() + 2).isEqualTo(DATA.deckSize()).isEqualTo(42);
        assertThat(Arrays.stream(s.temple).sum()).as("D62: not rolled at set-up").isZero();
        assertThat(GAME.view(s, 0).render()).contains("Temple dice: 4, one of each colour, not rolled yet");
        Set<Integer> persons = new HashSet<>();
        for (int p : s.person) {
            persons.add(p);
        }
        assertThat(persons).containsExactlyInAnyOrder(3, 9, 15, 21);
        for (int pos = 0; pos < n; pos++) {
            int seat = s.order[pos];
            assertThat(s.money[seat]).isEqualTo(5 + pos);
            for (int c = 0; c < 4; c++) {
                assertThat(s.screenDice(seat, c)).isEqualTo(1);
            }
            assertThat(s.prestige[seat]).isZero();
        }
        assertThat(s.price).containsExactly(2, 2, 3, 1);
        assertThat(s.marker).containsExactly(2, 2, 2);
        // corners in starting order; the last one is forced
        assertThat(s.steps.peek()).isEqualTo(new Step.SetupCorner(0, s.order[0]));
        int[] order = s.order.clone();
        int[] corners = {12, 0, 18, 6};
        for (int pos = 0; pos < n; pos++) {
            if (pos == 3) {
                break; // with 4 players the last corner is forced
            }
            assertThat(GAME.currentPlayer(s)).isEqualTo(order[pos]);
            GAME.apply(s, new ChooseCorner(corners[pos]));
        }
        for (int pos = 0; pos < n; pos++) {
            assertThat(s.stallOwner[corners[pos]]).isEqualTo(order[pos]);
            assertThat(s.cubes(corners[pos], VIOLET)).isEqualTo(1);
            assertThat(s.cubes(corners[pos], ORANGE)).isEqualTo(1);
            assertThat(s.cubes(corners[pos], PINK)).isEqualTo(1);
            assertThat(s.reserve[order[pos]]).isEqualTo(4);
        }
        assertThat(s.harbour).containsExactly(16 - n, 16 - n, 16 - n, 16);
        // round 1: no price change; the start player rolls first
        assertThat(s.round).isEqualTo(1);
        assertThat(s.price).containsExactly(2, 2, 3, 1);
        assertThat(s.steps.peek()).isEqualTo(new Step.Keep(order[0], 0, false));
        assertThat(Arrays.stream(s.rolled).sum()).isEqualTo(4);
        assertThat(Arrays.stream(s.temple).sum()).isEqualTo(4);
        for (int c = 0; c < DIE_COLOURS; c++) {
            int inTemple = 0;
            for (int pips = 1; pips <= 6; pips++) {
                inTemple += s.temple[die(c, pips)];
            }
            assertThat(inTemple).as("temple dice of colour " + DIE_NAMES[c]).isEqualTo(1);
        }
    }

    @Test
    @DisplayName("D62, 4.2.1: the temple dice are first rolled in Phase II; the set-up draws nothing for them (temple=set-up: as rules 1.0)")
    void templeRolledInPhaseTwoOnly() {
        MassiliaState now = GAME.newGame(Setup.of(3, 5));
        MassiliaState old = GAME.newGame(new Setup(3, 5, java.util.Map.of("temple", "set-up")));
        assertThat(Arrays.stream(now.temple).sum()).isZero();
        assertThat(Arrays.stream(old.temple).sum()).isEqualTo(4);
        assertThat(now.rng).as("four fewer draws").isNotEqualTo(old.rng);
        assertThat(now.order).isEqualTo(old.order);
        for (int d = 0; d < 4; d++) {
            now.rng.nextInt(6);
        }
        assertThat(now.rng).as("the rolls at set-up were the only difference").isEqualTo(old.rng);
        assertThat(GAME.view(old, 0).render()).doesNotContain("not rolled yet");
        assertThat(GAME.replaySetup("1.0", Setup.of(3, 5)).options()).containsEntry("temple", "set-up");
        assertThat(GAME.replaySetup("0.1", Setup.of(3, 5))).isNull();
    }

    @Test
    @DisplayName("spec 3: 1 or 5 players are refused")
    void badPlayerCount() {
        assertThatThrownBy(() -> GAME.newGame(Setup.of(1, 1))).isInstanceOf(SetupException.class);
        assertThatThrownBy(() -> GAME.newGame(Setup.of(5, 1))).isInstanceOf(SetupException.class);
    }

    @Test
    @DisplayName("spec 3.8, D22: a taken corner or a non-corner field is refused")
    void corners() {
        MassiliaState s = GAME.newGame(Setup.of(3, 2));
        Fixture f = Fixture.wrap(s);
        f.refused(new ChooseCorner(5), "not a corner");
        f.play(new ChooseCorner(6));
        f.refused(new ChooseCorner(6), "corner 6 is taken");
    }

    @Test
    @DisplayName("D19, 4.4: passing with unused dice; personal-supply dice go behind the screen at round end")
    void passWithDice() {
        Fixture f = Fixture.turn(2, RED).supplyDie(RED, DIE_BROWN, 4).temple(DIE_BLACK, 2);
        f.play(new MassiliaAction.Pass(), new MassiliaAction.Pass());
        assertThat(f.s.round).isEqualTo(4);
        assertThat(f.s.supplyDie(RED, die(DIE_BROWN, 4))).isZero();
        // new order GREEN, RED; GREEN has no dice (D51); RED rolls the brown die it kept
        assertThat(f.s.order).containsExactly(GREEN, RED);
        assertThat(f.top()).isEqualTo(new Step.Keep(RED, 0, false));
        assertThat(countRolled(f.s, DIE_BROWN)).isEqualTo(1);
        assertThat(countTemple(f.s, DIE_BLACK)).isEqualTo(1);
    }

    private static int countRolled(MassiliaState s, int colour) {
        int n = 0;
        for (int p = 1; p <= 6; p++) {
            n += s.rolled[die(colour, p)];
        }
        return n;
    }

    private static int countTemple(MassiliaState s, int colour) {
        int n = 0;
        for (int p = 1; p <= 6; p++) {
            n += s.temple[die(colour, p)];
        }
        return n;
    }

    @Test
    @DisplayName("D17: a die in another player's supply cannot be used; D51: no dice still gives turns")
    void otherSupply() {
        Fixture f = Fixture.turn(2, RED).supplyDie(GREEN, DIE_BROWN, 4);
        f.refused(new UseDie(true, DIE_BROWN, 4), "personal supply");
        f.refused(new UseDie(false, DIE_BROWN, 4), "no such die in the temple");
        assertThat(GAME.legalActions(f.s)).containsExactly(new MassiliaAction.Pass());
    }

    @Test
    @DisplayName("D48: a player left alone keeps taking turns until passing")
    void aloneKeepsTurns() {
        Fixture f = Fixture.turn(3, RED).temple(DIE_BLACK, 1).temple(DIE_BLACK, 1);
        f.play(new MassiliaAction.Pass()); // RED
        f.play(new MassiliaAction.Pass()); // GREEN
        assertThat(f.current()).isEqualTo(YELLOW);
        f.play(new UseDie(false, DIE_BLACK, 1), new BuyPrestige(0));
        assertThat(f.current()).isEqualTo(YELLOW);
        f.play(new UseDie(false, DIE_BLACK, 1), new BuyPrestige(0));
        assertThat(f.top()).isEqualTo(new Step.Turn(YELLOW));
    }

    @Test
    @DisplayName("7, D50: the game ends after round 7 with an outcome")
    void endsAfterSeven() {
        Fixture f = Fixture.turn(2, RED);
        f.s.round = 7;
        f.play(new MassiliaAction.Pass(), new MassiliaAction.Pass());
        assertThat(GAME.isOver(f.s)).isTrue();
        assertThat(f.s.round).isEqualTo(7);
        assertThat(GAME.outcome(f.s).players()).isEqualTo(2);
        assertThat(GAME.decision(f.s)).isEqualTo(io.agon.core.Decision.GAME_OVER);
    }

    @Test
    @DisplayName("D60: two-player game uses the single round tile 3 and a supply of 20")
    void twoPlayers() {
        MassiliaState s = GAME.newGame(Setup.of(2, 5));
        assertThat(s.supply).isEqualTo(20);
        assertThat(DATA.roundTiles(2)).containsExactly(3);
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3})
    @DisplayName("D20: N players use the N-1 highest round tiles: the passers take 3, then 2; the last passer none (4.3)")
    void roundTiles(int n) {
        Fixture f = Fixture.turn(n, 0);
        int[] expected = {3, 2, 1};
        for (int i = 0; i < n; i++) {
            int seat = f.current();
            assertThat(seat).isEqualTo(i);
            int money = f.s.money[seat];
            f.play(new Pass());
            int tile = i < n - 1 ? expected[i] : 0;
            assertThat(f.s.money[seat]).as("pass " + (i + 1)).isEqualTo(money + tile);
        }
        assertThat(f.s.round).isEqualTo(4);
        assertThat(f.s.order[0]).isEqualTo(n - 1);
    }

    @Test
    @DisplayName("issue 43: what the set-up's automatic steps report reaches the narration; the state is the same with or without a sink")
    void setUpEventsAreReported() {
        java.util.List<io.agon.core.GameEvent> events = new java.util.ArrayList<>();
        MassiliaState s = GAME.newGame(Setup.of(3, 11), events::add);
        assertThat(s).isEqualTo(GAME.newGame(Setup.of(3, 11)));
        assertThat(events).hasSize(1);
        assertThat(events.get(0).text()).matches("Set-up: turn order P[1-3], P[1-3], P[1-3]; face-up gods \\w+ and \\w+")
                .contains(io.agon.massilia.model.Ids.GOD_NAMES[s.faceUp[0]]);
        assertThat(io.agon.core.session.Session.start(GAME, Setup.of(3, 11)).setupEvents())
                .extracting(io.agon.core.GameEvent::text).containsExactly(events.get(0).text());
    }
}
