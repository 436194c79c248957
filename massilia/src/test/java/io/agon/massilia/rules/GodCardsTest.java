package io.agon.massilia.rules;

import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction.*;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static io.agon.massilia.model.Ids.*;
import static io.agon.massilia.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

/** One test per god card (spec 6.2) and the general card rules (6.1, D13, D14, D29, D33, D47). */
class GodCardsTest {

    private static UseDie temple(int colour, int pips) {
        return new UseDie(false, colour, pips);
    }

    @Test
    @DisplayName("6.2 Jupiter: the second card is optional")
    void jupiter() {
        Fixture f = Fixture.turn(2, RED).card(RED, JUPITER).stall(0, RED, 2, 0, 0, 0).temple(DIE_GREY, 1);
        f.play(temple(DIE_GREY, 1), new Sacrifice(true), new ReturnCube(0, VIOLET), new TakeCard(0));
        assertThat(f.top()).isEqualTo(new Step.TakeCards(RED, 2, 1));
        assertThat(GAME.legalActions(f.s)).contains(new StopTaking());
        f.play(new StopTaking());
        assertThat(f.s.handSize[RED]).isEqualTo(1);
        assertThat(f.s.cubesOn(0)).isEqualTo(1);
    }

    @Test
    @DisplayName("6.2 Mars: only in the own roll step, once; two keeps free")
    void mars() {
        Fixture f = Fixture.turn(2, RED).card(RED, MARS).temple(DIE_BLACK, 1);
        assertThat(GAME.legalActions(f.s)).doesNotContain(new PlayMars());
        f.refused(new PlayMars(), "in your turn you use a die or pass");
    }

    @Test
    @DisplayName("6.2 Mercurius: +-1 within 1-3 on the tile the action reads, the tile itself unchanged (D27)")
    void mercurius() {
        Fixture f = Fixture.turn(2, RED).card(RED, MERCURIUS).price(VIOLET + 1, 3).stall(0, RED, 0, 0, 0, 0)
                .temple(DIE_BEIGE, 2).play(temple(DIE_BEIGE, 2));
        f.refused(new BuyGoods(VIOLET, 0, 1), "outside 1-3");
        f.play(new BuyGoods(VIOLET, 0, -1));
        assertThat(f.s.money[RED]).isEqualTo(6);
        assertThat(f.s.price[VIOLET + 1]).isEqualTo(3);
        Fixture g = Fixture.turn(2, RED).card(RED, MERCURIUS).temple(DIE_BROWN, 1).person(CONSUL, 1)
                .play(temple(DIE_BROWN, 1));
        g.refused(new MovePerson(CONSUL, true, 1), "no sale happens there");
    }

    @Test
    @DisplayName("6.2 Pluto: not offered without a playable Pluto; a fresh Pluto waits for the owner's next turn")
    void pluto() {
        Fixture f = Fixture.turn(2, GREEN).stall(6, RED, 1, 0, 0, 0).person(CONSUL, 5).temple(DIE_BROWN, 1);
        int i = RED * 3;
        f.s.hand[i] = PLUTO;
        f.s.handAt[i] = f.s.stepCounter[RED]; // taken in RED's current step: not playable yet (D14)
        f.s.handSize[RED] = 1;
        f.s.deck.remove(PLUTO);
        f.play(temple(DIE_BROWN, 1), new MovePerson(CONSUL, true, 0));
        assertThat(f.top()).isEqualTo(new Step.PlutoWindow(RED, GREEN, 6));
        f.refused(new PlayPluto(), "no playable Pluto");
    }

    @Test
    @DisplayName("6.2 Minerva: one free pip step; a second step costs a stone")
    void minerva() {
        Fixture f = Fixture.turn(2, RED).card(RED, MINERVA).temple(DIE_BLACK, 6);
        f.play(temple(DIE_BLACK, 6), new PipStep(0, true, true), new PipStep(0, true, false));
        Step.Declare d = (Step.Declare) f.top();
        assertThat(DieUse.value(d.dice())).isEqualTo(2); // 6 -> 1 -> 2 with the wrap
        assertThat(d.stones()).isEqualTo(1);
        f.play(new BuyPrestige(0));
        assertThat(f.s.stones[RED]).isEqualTo(1);
        assertThat(f.discard(MINERVA)).isEqualTo(1);
    }

    @Test
    @DisplayName("6.2 Phoebus: a free recolour, also for a die as it joins the set")
    void phoebus() {
        Fixture f = Fixture.turn(2, RED).card(RED, PHOEBUS).temple(DIE_GREY, 2).temple(DIE_BLACK, 3);
        f.play(temple(DIE_BLACK, 3), new AddDie(false, DIE_GREY, 2, false, AddDie.PHOEBUS), new BuyPrestige(0));
        assertThat(f.s.prestige[RED]).isEqualTo(5);
        assertThat(f.s.stones[RED]).isEqualTo(1); // for adding the die
        assertThat(f.discard(PHOEBUS)).isEqualTo(1);
    }

    @Test
    @DisplayName("6.2 Juno: a free added die; a second added die costs a stone")
    void juno() {
        Fixture f = Fixture.turn(2, RED).money(RED, 20).card(RED, JUNO).temple(DIE_BLACK, 1).temple(DIE_BLACK, 2)
                .temple(DIE_BLACK, 3);
        f.play(temple(DIE_BLACK, 1), new AddDie(false, DIE_BLACK, 2, true, AddDie.SAME));
        f.refused(new AddDie(false, DIE_BLACK, 3, true, AddDie.SAME), "one card per god per turn");
        f.play(new AddDie(false, DIE_BLACK, 3, false, AddDie.SAME), new BuyPrestige(0));
        assertThat(f.s.prestige[RED]).isEqualTo(6);
        assertThat(f.s.stones[RED]).isEqualTo(1);
        assertThat(f.s.screenDice(RED, DIE_BLACK)).isEqualTo(3);
    }

    @Test
    @DisplayName("6.1: a played god is a feature of its seat's game for agon analyze (a god in hand is not), and the "
            + "position (equals, hashCode) does not remember who played what")
    void godsPlayedAreFeatures() {
        Fixture f = Fixture.turn(2, RED).card(RED, MINERVA).card(RED, PHOEBUS).temple(DIE_BLACK, 6)
                .temple(DIE_GREY, 2);
        MassiliaState before = f.s.copy();
        assertThat(GAME.features(f.s).get(RED)).noneMatch(x -> x.startsWith("played"));
        f.play(temple(DIE_BLACK, 6), new PipStep(0, true, true),
                new AddDie(false, DIE_GREY, 2, false, AddDie.PHOEBUS), new BuyPrestige(0));
        assertThat(GAME.features(f.s).get(RED)).contains("played Minerva", "played Phoebus")
                .doesNotContain("played Juno");
        assertThat(GAME.features(f.s).get(GREEN)).noneMatch(x -> x.startsWith("played"));
        MassiliaState same = f.s.copy();
        same.godsPlayed = 0;
        assertThat(same).isEqualTo(f.s).hasSameHashCodeAs(f.s);
        assertThat(before.godsPlayed).isZero();
    }

    @Test
    @DisplayName("6.2 Vesta: 1 or 2 stones, not 0 nor 3 (D41)")
    void vesta() {
        Fixture f = Fixture.turn(2, RED).card(RED, VESTA);
        f.s.stones[RED] = 3;
        f.s.supply -= 3;
        f.refused(new PlayVesta(0), "1 or 2");
        f.refused(new PlayVesta(3), "1 or 2");
        f.play(new PlayVesta(2));
        f.refused(new PlayVesta(1), "played one this turn");
    }

    @Test
    @DisplayName("6.1, D29: one card per god per turn, a new turn allows the god again")
    void onePerGod() {
        Fixture f = Fixture.turn(2, RED).card(RED, VESTA).card(RED, VESTA);
        f.s.stones[RED] = 4;
        f.s.supply -= 4;
        f.play(new PlayVesta(1));
        f.refused(new PlayVesta(1), "played one this turn");
        f.play(new MassiliaAction.Pass());
        // GREEN passes too; round 4 begins and RED's next turn allows Vesta again
        f.play(new MassiliaAction.Pass());
        assertThat(f.top()).isEqualTo(new Step.Turn(GREEN));
        f.play(new MassiliaAction.Pass());
        assertThat(GAME.legalActions(f.s)).contains(new PlayVesta(1));
    }

    @Test
    @DisplayName("D14: a card taken this turn is not playable until the player's next turn")
    void nextTurn() {
        Fixture f = Fixture.turn(2, RED).stall(0, RED, 1, 0, 0, 0).temple(DIE_GREY, 1).temple(DIE_BLACK, 1);
        f.s.faceUp[0] = VESTA;
        f.s.stones[RED] = 1;
        f.s.supply -= 1;
        f.play(temple(DIE_GREY, 1), new Sacrifice(false), new TakeCard(0));
        assertThat(f.top()).isEqualTo(new Step.Turn(GREEN)); // no TurnEnd: the new Vesta is not playable
        f.play(new MassiliaAction.Pass());
        assertThat(GAME.legalActions(f.s)).contains(new PlayVesta(1));
    }

    @Test
    @DisplayName("D47: only Vesta can accompany a pass; no other card is offered at the start of a turn")
    void cardsOnPass() {
        Fixture f = Fixture.turn(2, RED).card(RED, MERCURIUS).card(RED, MINERVA).card(RED, JUNO);
        assertThat(GAME.legalActions(f.s)).containsExactly(new MassiliaAction.Pass());
    }

    @Test
    @DisplayName("D33: taking from an empty deck shuffles the discard pile into a new deck")
    void reshuffle() {
        Fixture f = Fixture.turn(2, RED).stall(0, RED, 1, 0, 0, 0).temple(DIE_GREY, 1);
        MassiliaState s = f.s;
        while (!s.deck.isEmpty()) {
            s.gods.discard(s.deck.draw());
        }
        f.play(temple(DIE_GREY, 1), new Sacrifice(false), new TakeCard(2));
        assertThat(s.handSize[RED]).isEqualTo(1);
        assertThat(s.deck.size()).isEqualTo(42 - 2 - 1);
        assertThat(s.gods.discardPile().isEmpty()).isTrue();
    }

    @Test
    @DisplayName("D33: with deck and discard empty, only face-up cards can be taken; with none, grey is illegal")
    void nothingToTake() {
        Fixture f = Fixture.turn(2, RED).stall(0, RED, 1, 0, 0, 0).temple(DIE_GREY, 1);
        MassiliaState s = f.s;
        s.deck.clear();
        s.faceUp[0] = -1;
        s.faceUp[1] = -1;
        f.play(temple(DIE_GREY, 1));
        f.refused(new Sacrifice(false), "no god card can be obtained");
    }
}
