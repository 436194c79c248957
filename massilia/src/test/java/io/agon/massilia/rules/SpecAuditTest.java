package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.core.Setup;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static io.agon.massilia.model.Ids.*;
import static io.agon.massilia.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Decisions of spec section 8 that the spec audit found without a test of their own (README "Spec conformance"). */
class SpecAuditTest {

    private static UseDie temple(int colour, int pips) {
        return new UseDie(false, colour, pips);
    }

    @Test
    @DisplayName("D4: persons share a field; only the moved customer acts, the consul standing there does nothing")
    void onlyTheMovedPersonActs() {
        Fixture f = Fixture.turn(2, RED).stall(6, RED, 1, 0, 0, 0).person(CONSUL, 6).person(0, 5)
                .temple(DIE_BROWN, 1);
        f.play(temple(DIE_BROWN, 1), new MovePerson(0, true, 0));
        assertThat(f.s.person[0]).isEqualTo(6);
        assertThat(f.s.person[CONSUL]).isEqualTo(6);
        assertThat(f.s.prestige[RED]).isEqualTo(2);
        assertThat(f.top()).isEqualTo(new Step.Turn(GREEN)); // no Pluto window, no tax
    }

    @Test
    @DisplayName("D5: a customer pays the TEMPLE price per cube, not the goods' purchase tile")
    void saleReadsTheTemple() {
        Fixture f = Fixture.turn(2, RED).stall(6, RED, 2, 0, 0, 0).person(0, 5).temple(DIE_BROWN, 1)
                .price(TEMPLE, 3).price(VIOLET + 1, 1);
        f.play(temple(DIE_BROWN, 1), new MovePerson(0, true, 0));
        assertThat(f.s.money[RED]).isEqualTo(10 + 2 * 3);
    }

    @Test
    @DisplayName("D18, D55: used dice go behind the user's screen in their native colour; stones behind it too")
    void usedDiceAndStones() {
        Fixture f = Fixture.turn(2, RED).temple(DIE_BLACK, 5).supplyDie(RED, DIE_BROWN, 2).person(0, 3);
        int supply = f.s.supply;
        f.play(temple(DIE_BLACK, 5), new Recolour(0, DIE_BROWN, false),
                new AddDie(true, DIE_BROWN, 2, false, AddDie.SAME), new MovePerson(0, true, 0));
        assertThat(f.s.person[0]).isEqualTo(10);
        assertThat(f.s.screenDice(RED, DIE_BLACK)).isEqualTo(1);
        assertThat(f.s.screenDice(RED, DIE_BROWN)).isEqualTo(1);
        assertThat(f.s.supplyDie(RED, die(DIE_BROWN, 2))).isZero();
        assertThat(f.s.stones[RED]).isEqualTo(2);
        assertThat(f.s.supply).isEqualTo(supply - 2);
    }

    @Test
    @DisplayName("D24: a purchase needing more cubes than the harbour holds is illegal")
    void harbourLimit() {
        Fixture f = Fixture.turn(2, RED).stall(0, RED, 0, 0, 0, 0).temple(DIE_BEIGE, 2);
        f.s.harbour[VIOLET] = 1;
        f.play(temple(DIE_BEIGE, 2));
        f.refused(new BuyGoods(VIOLET, 0, 0), "harbour does not hold");
        assertThat(GAME.legalActions(f.s)).contains(new BuyGoods(VIOLET, 1, 0));
    }

    @Test
    @DisplayName("D26, D27: beige costs a fixed 1; Mercurius changes only the chosen kind's tile")
    void beigeFixedPrice() {
        Fixture f = Fixture.turn(2, RED).card(RED, MERCURIUS).stall(0, RED, 0, 0, 0, 0).temple(DIE_BEIGE, 3)
                .price(VIOLET + 1, 3);
        f.play(temple(DIE_BEIGE, 3), new BuyGoods(VIOLET, 2, -1));
        assertThat(f.s.money[RED]).isEqualTo(10 - (1 * 2 + 2 * 1));
        assertThat(f.s.price[VIOLET + 1]).isEqualTo(3);
    }

    @Test
    @DisplayName("D34, D37: with no stall and 9 stones the final total goes below 0 (7)")
    void negativeTotal() {
        Fixture f = Fixture.turn(2, RED).money(RED, 2);
        f.s.prestige[RED] = 3;
        f.s.stones[RED] = 9;
        assertThat(f.s.stalls(RED, DATA.stallsPerPlayer)).isZero();
        assertThat(Scoring.finalScore(DATA, f.s, RED)).isEqualTo(3 + 0 + 0 - 15);
    }

    @Test
    @DisplayName("5.0, D28: a die is recoloured at most once, and a recolour must change the colour")
    void recolourOnce() {
        Fixture f = Fixture.turn(2, RED).temple(DIE_BLACK, 5);
        f.play(temple(DIE_BLACK, 5));
        f.refused(new Recolour(0, DIE_BLACK, false), "must change the colour");
        f.play(new Recolour(0, DIE_BROWN, false));
        f.refused(new Recolour(0, DIE_GREY, false), "at most once");
    }

    @Test
    @DisplayName("D8, D9: the consul closes the mover's own empty stall, and the mover may rebuild there for 5")
    void ownEmptyStall() {
        Fixture f = Fixture.turn(2, RED).stall(6, RED, 0, 0, 0, 0).person(CONSUL, 5).temple(DIE_BROWN, 1);
        f.play(temple(DIE_BROWN, 1), new MovePerson(CONSUL, true, 0));
        assertThat(f.top()).isEqualTo(new Step.PlutoWindow(RED, RED, 6));
        f.play(new NoPluto());
        assertThat(f.s.reserve[RED]).isEqualTo(5);
        assertThat(f.top()).isEqualTo(new Step.BuildChoice(RED, 6));
        f.play(new Build());
        assertThat(f.s.stallOwner[6]).isEqualTo(RED);
        assertThat(f.s.money[RED]).isEqualTo(5);
    }

    @Test
    @DisplayName("D54: a turn is one die set and one action; then the next player is on turn")
    void oneActionPerTurn() {
        Fixture f = Fixture.turn(2, RED).temple(DIE_BLACK, 2).temple(DIE_BLACK, 3);
        f.play(temple(DIE_BLACK, 2), new BuyPrestige(0));
        assertThat(f.current()).isEqualTo(GREEN);
        assertThat(f.top()).isEqualTo(new Step.Turn(GREEN));
    }

    @Test
    @DisplayName("D59: the same seed and the same actions give the same game")
    void sameSeedSameGame() {
        MassiliaState a = GAME.newGame(Setup.of(3, 99));
        MassiliaState b = GAME.newGame(Setup.of(3, 99));
        for (int i = 0; i < 400 && !GAME.isOver(a); i++) {
            List<Action> legal = GAME.legalActions(a);
            assertThat(GAME.legalActions(b)).isEqualTo(legal);
            Action pick = legal.get((i * 7) % legal.size());
            GAME.apply(a, pick);
            GAME.apply(b, pick);
        }
        assertThat(a).isEqualTo(b);
    }
}
