package io.agon.massilia.rules;

import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.SetDie;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction.*;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static io.agon.massilia.model.Ids.*;
import static io.agon.massilia.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Every test vector of spec section 9. */
class TestVectorsTest {

    private static UseDie temple(int colour, int pips) {
        return new UseDie(false, colour, pips);
    }

    @Test
    @DisplayName("TV-01 Phase II keep: one die kept for 2, the rest to the temple, then position 2 rolls (4.2)")
    void tv01() {
        Fixture f = Fixture.turn(3, RED);
        MassiliaState s = f.s;
        s.steps.clear();
        s.steps.push(new Step.RollPhase(0)); // the round's later steps enter as it goes
        s.screen[RED * 4 + DIE_BROWN] = 2;
        s.screen[RED * 4 + DIE_BLACK] = 1;
        s.screen[RED * 4 + DIE_BEIGE] = 1;
        s.screen[GREEN * 4 + DIE_GREY] = 1;
        s.money[RED] = 5;
        GAME.advance(s);
        assertThat(f.top()).isEqualTo(new Step.Keep(RED, 0, false));
        int beige = -1;
        for (int code = 0; code < DIE_CODES; code++) {
            if (s.rolled[code] > 0 && dieColour(code) == DIE_BEIGE) {
                beige = code;
            }
        }
        int[] rolled = s.rolled.clone();
        f.play(new KeepDie(DIE_BEIGE, diePips(beige)), new EndKeeping());
        assertThat(s.money[RED]).isEqualTo(3);
        assertThat(s.supplyDie(RED, beige)).isEqualTo(1);
        rolled[beige]--;
        assertThat(s.temple).containsExactly(rolled);
        assertThat(f.top()).isEqualTo(new Step.Keep(GREEN, 0, false));
    }

    @Test
    @DisplayName("TV-02 two stones for two pips; wrap 1-1=6, 6+1=1, 6+2=2 (5.0)")
    void tv02() {
        Fixture f = Fixture.turn(2, RED).temple(DIE_BROWN, 5);
        int supply = f.s.supply;
        f.play(temple(DIE_BROWN, 5), new PipStep(0, false, false), new PipStep(0, false, false));
        assertThat(DieUse.value(((Step.Declare) f.top()).dice())).isEqualTo(3);
        f.play(new MovePerson(CONSUL, true, 0));
        assertThat(f.s.stones[RED]).isEqualTo(2);
        assertThat(f.s.supply).isEqualTo(supply - 2);
        assertThat(SetDie.wrap(1, -1)).isEqualTo(6);
        assertThat(SetDie.wrap(6, 1)).isEqualTo(1);
        assertThat(SetDie.wrap(6, 2)).isEqualTo(2);
    }

    private static Fixture tv03(int money) {
        return Fixture.turn(2, RED).price(1, 2).marker(VIOLET, 3).money(RED, money)
                .stall(0, RED, 0, 3, 0, 0).stall(6, RED, 0, 0, 0, 0).temple(DIE_BEIGE, 4);
    }

    @Test
    @DisplayName("TV-03 beige purchase: 2 violet + 2 beige for 6, marker down (5.1)")
    void tv03() {
        Fixture f = tv03(10);
        f.play(temple(DIE_BEIGE, 4), new BuyGoods(VIOLET, 2, 0));
        assertThat(f.s.money[RED]).isEqualTo(4);
        assertThat(f.s.harbour[VIOLET]).isEqualTo(14);
        assertThat(f.s.harbour[BEIGE]).isEqualTo(14);
        assertThat(f.s.marker[VIOLET]).isEqualTo(2);
        f.play(new PlaceCube(6), new PlaceCube(6), new PlaceCube(6), new PlaceCube(0));
        assertThat(f.s.cubes(6, VIOLET)).isEqualTo(2);
        assertThat(f.s.cubes(6, BEIGE)).isEqualTo(1);
        assertThat(f.s.cubes(0, BEIGE)).isEqualTo(1);
        assertThat(f.s.cubesOn(0)).isEqualTo(4);
    }

    @Test
    @DisplayName("TV-03 negatives: no cube of the kind, 5 sesterces, only 3 free places (5.1, D44)")
    void tv03Negative() {
        Fixture f = tv03(10).play(temple(DIE_BEIGE, 4));
        f.refused(new BuyGoods(VIOLET, 4, 0), "at least one cube must be of the chosen kind");
        Fixture poor = tv03(5).play(temple(DIE_BEIGE, 4));
        poor.refused(new BuyGoods(VIOLET, 2, 0), "cost 6 sesterces but you have 5");
        Fixture full = Fixture.turn(2, RED).price(1, 2).stall(0, RED, 0, 3, 0, 0).stall(6, RED, 0, 0, 6, 0)
                .temple(DIE_BEIGE, 4).play(temple(DIE_BEIGE, 4));
        full.refused(new BuyGoods(VIOLET, 2, 0), "room for fewer than 4");
    }

    @Test
    @DisplayName("TV-04 points marker floor stays at 1 (5.1)")
    void tv04() {
        Fixture f = Fixture.turn(2, RED).marker(ORANGE, 1).stall(0, RED, 0, 0, 0, 0).temple(DIE_BEIGE, 1);
        f.play(temple(DIE_BEIGE, 1), new BuyGoods(ORANGE, 0, 0));
        assertThat(f.s.marker[ORANGE]).isEqualTo(1);
        assertThat(f.s.cubes(0, ORANGE)).isEqualTo(1);
    }

    @Test
    @DisplayName("TV-05 red moves the violet customer 3 back with two stones and sells (5.2.1)")
    void tv05() {
        Fixture f = Fixture.turn(2, RED).temple(DIE_BROWN, 5).person(0, 3).stall(0, RED, 1, 0, 0, 0)
                .price(TEMPLE, 2).marker(VIOLET, 2);
        f.play(temple(DIE_BROWN, 5), new PipStep(0, false, false), new PipStep(0, false, false),
                new MovePerson(0, false, 0));
        assertThat(f.s.stones[RED]).isEqualTo(2);
        assertThat(f.s.money[RED]).isEqualTo(12);
        assertThat(f.s.prestige[RED]).isEqualTo(2);
        assertThat(f.s.marker[VIOLET]).isEqualTo(3);
        assertThat(f.s.harbour[VIOLET]).isEqualTo(16);
        assertThat(f.s.person[0]).isZero();
    }

    private static Fixture tv06Position() {
        return Fixture.turn(2, GREEN).temple(DIE_BROWN, 3).card(GREEN, MINERVA).person(0, 9)
                .stall(10, GREEN, 2, 0, 0, 1).price(TEMPLE, 2).marker(VIOLET, 2);
    }

    @Test
    @DisplayName("TV-06 green sells with Minerva -1 and a stone -1 (5.2.1, D30)")
    void tv06() {
        Fixture f = tv06Position();
        f.play(temple(DIE_BROWN, 3), new PipStep(0, false, true), new PipStep(0, false, false),
                new MovePerson(0, true, 0));
        assertThat(f.s.money[GREEN]).isEqualTo(14);
        assertThat(f.s.prestige[GREEN]).isEqualTo(4);
        assertThat(f.s.marker[VIOLET]).isEqualTo(3);
        assertThat(f.s.cubes(10, BEIGE)).isEqualTo(1);
        assertThat(f.s.cubes(10, VIOLET)).isZero();
        assertThat(f.s.stones[GREEN]).isEqualTo(1);
        assertThat(f.discard(MINERVA)).isEqualTo(1);
        assertThat(f.s.handSize[GREEN]).isZero();
    }

    @Test
    @DisplayName("TV-06 negative: Minerva gives one step only (D30)")
    void tv06Negative() {
        Fixture f = tv06Position().play(temple(DIE_BROWN, 3), new PipStep(0, false, true));
        f.refused(new PipStep(0, false, true), "one card per god per turn");
    }

    @Test
    @DisplayName("TV-07 beige fallback: no violet, 2 beige at temple 3 (5.2.1, D7)")
    void tv07() {
        Fixture f = Fixture.turn(2, GREEN).temple(DIE_BROWN, 1).person(0, 9).stall(10, GREEN, 0, 0, 0, 2)
                .price(TEMPLE, 3).marker(VIOLET, 2);
        f.play(temple(DIE_BROWN, 1), new MovePerson(0, true, 0));
        assertThat(f.s.money[GREEN]).isEqualTo(16);
        assertThat(f.s.prestige[GREEN]).isZero();
        assertThat(f.s.marker[VIOLET]).isEqualTo(2);
        assertThat(f.s.harbour[BEIGE]).isEqualTo(16);
    }

    @Test
    @DisplayName("TV-08 customer at another player's stall or an empty field: only the position changes (5.2.1)")
    void tv08() {
        Fixture f = Fixture.turn(2, GREEN).temple(DIE_BROWN, 1).temple(DIE_BROWN, 2).person(2, 3)
                .stall(4, RED, 0, 0, 3, 0);
        MassiliaState before = f.s.copy();
        f.play(temple(DIE_BROWN, 1), new MovePerson(2, true, 0));
        assertThat(f.s.person[2]).isEqualTo(4);
        assertThat(f.s.cubes(4, PINK)).isEqualTo(3);
        assertThat(f.s.money).containsExactly(before.money);
        assertThat(f.s.prestige).containsExactly(before.prestige);
        assertThat(f.s.marker).containsExactly(before.marker);
        f.play(new MassiliaAction.Pass()); // RED passes, GREEN again
        f.play(temple(DIE_BROWN, 2), new MovePerson(2, true, 0));
        assertThat(f.s.person[2]).isEqualTo(6);
        assertThat(f.s.prestige).containsExactly(before.prestige);
    }

    @Test
    @DisplayName("TV-09 yellow builds on 19 and moves 2 cubes from 18 (5.2.2, 5.2.3)")
    void tv09() {
        Fixture f = Fixture.turn(3, YELLOW).money(YELLOW, 7).stall(18, YELLOW, 1, 1, 1, 0).person(CONSUL, 21)
                .temple(DIE_BROWN, 2);
        f.play(temple(DIE_BROWN, 2), new MovePerson(CONSUL, false, 0));
        assertThat(f.top()).isEqualTo(new Step.BuildChoice(YELLOW, 19));
        f.play(new Build(), new MoveCube(18, VIOLET), new MoveCube(18, ORANGE), new EndRelocation());
        assertThat(f.s.money[YELLOW]).isEqualTo(2);
        assertThat(f.s.reserve[YELLOW]).isEqualTo(3);
        assertThat(f.s.stallOwner[19]).isEqualTo(YELLOW);
        assertThat(f.s.cubesOn(19)).isEqualTo(2);
        assertThat(f.s.cubesOn(18)).isEqualTo(1);
    }

    @Test
    @DisplayName("TV-10 consul closes an empty stall, then the mover builds there (5.2.2, D9)")
    void tv10() {
        Fixture f = Fixture.turn(2, GREEN).money(GREEN, 9).stall(6, RED, 0, 0, 0, 0).person(CONSUL, 5)
                .temple(DIE_BROWN, 1);
        f.play(temple(DIE_BROWN, 1), new MovePerson(CONSUL, true, 0));
        assertThat(f.top()).isEqualTo(new Step.PlutoWindow(RED, GREEN, 6));
        assertThat(GAME.decision(f.s).isInterrupt()).isTrue();
        f.play(new NoPluto());
        assertThat(f.s.reserve[RED]).isEqualTo(5);
        f.play(new Build());
        assertThat(f.s.money[GREEN]).isEqualTo(4);
        assertThat(f.s.stallOwner[6]).isEqualTo(GREEN);
    }

    private static Fixture tv11Position() {
        return Fixture.turn(2, GREEN).money(RED, 2).stall(6, RED, 0, 2, 0, 1).person(CONSUL, 5);
    }

    @Test
    @DisplayName("TV-11 consul tax: red pays 2 and keeps 2 orange; pink and beige go back (5.2.2, D10)")
    void tv11() {
        Fixture f = tv11Position();
        f.s.cubes[6 * 4 + PINK] = 1;
        f.s.harbour[PINK]--;
        f.temple(DIE_BROWN, 1).play(temple(DIE_BROWN, 1), new MovePerson(CONSUL, true, 0), new NoPluto());
        assertThat(f.current()).isEqualTo(RED);
        f.play(new PayForCube(ORANGE), new PayForCube(ORANGE));
        // red has no money left: the rest is settled automatically
        assertThat(f.s.money[RED]).isZero();
        assertThat(f.s.cubes(6, ORANGE)).isEqualTo(2);
        assertThat(f.s.cubesOn(6)).isEqualTo(2);
        assertThat(f.s.harbour[PINK]).isEqualTo(16);
        assertThat(f.s.harbour[BEIGE]).isEqualTo(16);
        assertThat(f.s.stallOwner[6]).isEqualTo(RED);
    }

    @Test
    @DisplayName("TV-11 paying for no cube returns all four, the stall stays empty (D10, D56)")
    void tv11PayNothing() {
        Fixture f = tv11Position();
        f.s.cubes[6 * 4 + PINK] = 1;
        f.s.harbour[PINK]--;
        f.temple(DIE_BROWN, 1).play(temple(DIE_BROWN, 1), new MovePerson(CONSUL, true, 0), new NoPluto(),
                new SettleTax());
        assertThat(f.s.cubesOn(6)).isZero();
        assertThat(f.s.stallOwner[6]).isEqualTo(RED);
        assertThat(f.s.money[RED]).isEqualTo(2);
    }

    @Test
    @DisplayName("TV-12 Pluto cancels the tax, and cancels closure with no building (6.2, D11)")
    void tv12() {
        Fixture f = tv11Position().card(RED, PLUTO).temple(DIE_BROWN, 1);
        f.play(temple(DIE_BROWN, 1), new MovePerson(CONSUL, true, 0), new PlayPluto());
        assertThat(f.s.cubes(6, ORANGE)).isEqualTo(2);
        assertThat(f.s.money[RED]).isEqualTo(2);
        assertThat(f.discard(PLUTO)).isEqualTo(1);
        assertThat(f.top()).isEqualTo(new Step.Turn(RED)); // GREEN's turn is over
        Fixture g = Fixture.turn(2, GREEN).money(GREEN, 9).stall(6, RED, 0, 0, 0, 0).person(CONSUL, 5)
                .card(RED, PLUTO).temple(DIE_BROWN, 1);
        g.play(temple(DIE_BROWN, 1), new MovePerson(CONSUL, true, 0), new PlayPluto());
        assertThat(g.s.stallOwner[6]).isEqualTo(RED);
        assertThat(g.top()).isNotInstanceOf(Step.BuildChoice.class);
    }

    @Test
    @DisplayName("TV-13 consul on the own filled stall: the mover settles the tax (D8)")
    void tv13() {
        Fixture f = Fixture.turn(2, GREEN).money(GREEN, 1).stall(6, GREEN, 3, 0, 0, 0).person(CONSUL, 5)
                .temple(DIE_BROWN, 1);
        f.play(temple(DIE_BROWN, 1), new MovePerson(CONSUL, true, 0), new NoPluto());
        assertThat(f.top()).isEqualTo(new Step.Tax(GREEN, 6, 0));
        MassiliaState fork = f.s.copy();
        f.play(new PayForCube(VIOLET));
        assertThat(f.s.cubesOn(6)).isEqualTo(1);
        assertThat(f.s.money[GREEN]).isZero();
        GAME.apply(fork, new SettleTax());
        assertThat(fork.cubesOn(6)).isZero();
        assertThat(fork.money[GREEN]).isEqualTo(1);
    }

    @Test
    @DisplayName("TV-14 black action: 4 prestige at temple 3 needs 12; Mercurius -1 makes it 8 (5.3, D27)")
    void tv14() {
        Fixture f = Fixture.turn(2, RED).price(TEMPLE, 3).money(RED, 11).temple(DIE_BLACK, 4)
                .play(temple(DIE_BLACK, 4));
        f.refused(new BuyPrestige(0), "costs 12 sesterces but you have 11");
        Fixture g = Fixture.turn(2, RED).price(TEMPLE, 3).money(RED, 12).temple(DIE_BLACK, 4);
        g.play(temple(DIE_BLACK, 4), new BuyPrestige(0));
        assertThat(g.s.prestige[RED]).isEqualTo(4);
        assertThat(g.s.money[RED]).isZero();
        Fixture m = Fixture.turn(2, RED).price(TEMPLE, 3).money(RED, 11).temple(DIE_BLACK, 4)
                .card(RED, MERCURIUS);
        m.play(temple(DIE_BLACK, 4), new BuyPrestige(-1));
        assertThat(m.s.money[RED]).isEqualTo(3);
        assertThat(m.s.price[TEMPLE]).isEqualTo(3);
    }

    @Test
    @DisplayName("TV-15 grey action: 3 cubes for the face-up card, slot refilled, new card not playable (5.4)")
    void tv15() {
        Fixture f = Fixture.turn(2, RED).card(RED, JUNO).card(RED, JUNO).stall(0, RED, 1, 1, 1, 0)
                .temple(DIE_GREY, 3);
        int x = f.s.faceUp[0];
        int deck = f.s.deck.size();
        f.play(temple(DIE_GREY, 3), new Sacrifice(false), new TakeCard(0));
        assertThat(f.s.handSize[RED]).isEqualTo(3);
        assertThat(f.s.hand[2]).isEqualTo(x);
        assertThat(f.s.handAt[2]).isEqualTo(f.s.stepCounter[RED]); // not playable before the next turn (D14)
        assertThat(f.s.deck.size()).isEqualTo(deck - 1);
        assertThat(f.s.faceUp[0]).isNotNegative();
        assertThat(f.s.ownCubes(RED)).isZero();
        Fixture full = Fixture.turn(2, RED).card(RED, JUNO).card(RED, JUNO).card(RED, MARS)
                .stall(0, RED, 1, 1, 1, 0).temple(DIE_GREY, 3).play(temple(DIE_GREY, 3));
        full.refused(new Sacrifice(false), "already hold 3 god cards");
        Fixture few = Fixture.turn(2, RED).stall(0, RED, 1, 1, 1, 0).temple(DIE_GREY, 4)
                .play(temple(DIE_GREY, 4));
        few.refused(new Sacrifice(false), "fewer than 4 cubes");
    }

    @Test
    @DisplayName("TV-16 Jupiter: two cards; with a fuller hand only one (6.2, D13)")
    void tv16() {
        Fixture f = Fixture.turn(2, RED).card(RED, JUPITER).card(RED, MARS).stall(0, RED, 1, 0, 0, 0)
                .temple(DIE_GREY, 1);
        f.play(temple(DIE_GREY, 1), new Sacrifice(true), new TakeCard(2), new TakeCard(2));
        assertThat(f.s.handSize[RED]).isEqualTo(3);
        assertThat(f.discard(JUPITER)).isEqualTo(1);
        Fixture g = Fixture.turn(2, RED).card(RED, JUPITER).card(RED, MARS).card(RED, JUNO)
                .stall(0, RED, 1, 0, 0, 0).temple(DIE_GREY, 1);
        g.play(temple(DIE_GREY, 1), new Sacrifice(true), new TakeCard(2));
        assertThat(g.s.handSize[RED]).isEqualTo(3);
        assertThat(g.top()).isNotInstanceOf(Step.TakeCards.class);
    }

    @Test
    @DisplayName("TV-17 Phoebus grey->brown, a stone -1, Mercurius +1 on the temple: +6, +2 (6.2, D27)")
    void tv17() {
        Fixture f = Fixture.turn(2, RED).card(RED, PHOEBUS).card(RED, MERCURIUS).temple(DIE_GREY, 4)
                .person(1, 15).stall(12, RED, 0, 2, 0, 0).price(TEMPLE, 2).marker(ORANGE, 1);
        f.play(temple(DIE_GREY, 4), new Recolour(0, DIE_BROWN, true), new PipStep(0, false, false),
                new MovePerson(1, false, 1));
        assertThat(f.s.person[1]).isEqualTo(12);
        assertThat(f.s.money[RED]).isEqualTo(16);
        assertThat(f.s.prestige[RED]).isEqualTo(2);
        assertThat(f.s.marker[ORANGE]).isEqualTo(2);
        assertThat(f.s.price[TEMPLE]).isEqualTo(2);
        assertThat(f.discard(PHOEBUS)).isEqualTo(1);
        assertThat(f.discard(MERCURIUS)).isEqualTo(1);
        assertThat(f.s.stones[RED]).isEqualTo(1);
        assertThat(f.s.screenDice(RED, DIE_GREY)).isEqualTo(1);
    }

    @Test
    @DisplayName("TV-18 black 5 recoloured with a stone, Minerva -1, Juno adds brown 2: brown 6 (5.0, 6.2)")
    void tv18() {
        Fixture f = Fixture.turn(2, RED).card(RED, MINERVA).card(RED, JUNO).temple(DIE_BLACK, 5)
                .temple(DIE_BROWN, 2);
        f.play(temple(DIE_BLACK, 5), new Recolour(0, DIE_BROWN, false), new PipStep(0, false, true),
                new AddDie(false, DIE_BROWN, 2, true, AddDie.SAME));
        Step.Declare d = (Step.Declare) f.top();
        assertThat(DieUse.actionColour(d.dice())).isEqualTo(DIE_BROWN);
        assertThat(DieUse.value(d.dice())).isEqualTo(6);
        f.refused(new PipStep(1, true, true), "one card per god per turn");
        f.play(new MovePerson(CONSUL, true, 0));
        assertThat(f.s.screenDice(RED, DIE_BLACK)).isEqualTo(1);
        assertThat(f.s.screenDice(RED, DIE_BROWN)).isEqualTo(1);
        assertThat(f.s.stones[RED]).isEqualTo(1);
        assertThat(f.s.temple).containsOnly(0);
    }

    @Test
    @DisplayName("TV-19 empty penalty supply: a stone step is illegal, Minerva still works (D15)")
    void tv19() {
        Fixture f = Fixture.turn(2, RED).card(RED, MINERVA).temple(DIE_BROWN, 3).supply(0)
                .play(temple(DIE_BROWN, 3));
        f.refused(new PipStep(0, false, false), "penalty-stone supply is empty");
        f.play(new PipStep(0, false, true));
        assertThat(DieUse.value(((Step.Declare) f.top()).dice())).isEqualTo(2);
    }

    @Test
    @DisplayName("TV-20 passing: tiles 3, 2, 1 in pass order C, A, D; B last gets none; order B, D, A, C (4.3, 4.4)")
    void tv20() {
        int a = 0, b = 1, c = 2, d = 3;
        Fixture f = Fixture.turn(4, a).temple(DIE_BLACK, 1).temple(DIE_BLACK, 1).temple(DIE_BLACK, 1)
                .temple(DIE_BLACK, 1);
        MassiliaState s = f.s;
        f.play(temple(DIE_BLACK, 1), new BuyPrestige(0)); // A
        f.play(temple(DIE_BLACK, 1), new BuyPrestige(0)); // B
        int[] m = s.money.clone();
        f.play(new MassiliaAction.Pass()); // C
        assertThat(s.money[c]).isEqualTo(m[c] + 3);
        f.play(temple(DIE_BLACK, 1), new BuyPrestige(0)); // D
        m = s.money.clone();
        f.play(new MassiliaAction.Pass()); // A
        assertThat(s.money[a]).isEqualTo(m[a] + 2);
        assertThat(f.current()).isEqualTo(b);
        f.play(temple(DIE_BLACK, 1), new BuyPrestige(0)); // B
        m = s.money.clone();
        f.play(new MassiliaAction.Pass()); // D
        assertThat(s.money[d]).isEqualTo(m[d] + 1);
        assertThat(f.current()).isEqualTo(b); // B is left alone and keeps turns (D48)
        m = s.money.clone();
        f.play(new MassiliaAction.Pass()); // B, last: no tile (D49)
        assertThat(s.money[b]).isEqualTo(m[b]);
        assertThat(s.order).containsExactly(b, d, a, c);
        assertThat(s.round).isEqualTo(4);
        assertThat(s.roundTile).containsOnly(0);
    }

    @Test
    @DisplayName("TV-21 price rotation (2,2,3,1) -> (1,2,2,3) in round 2; none in round 1 (4.1)")
    void tv21() {
        MassiliaState s = GAME.newGame(io.agon.core.Setup.of(2, 3));
        assertThat(s.price).containsExactly(2, 2, 3, 1);
        Fixture f = Fixture.turn(2, RED);
        f.s.round = 1;
        System.arraycopy(new int[] {2, 2, 3, 1}, 0, f.s.price, 0, 4);
        f.play(new MassiliaAction.Pass(), new MassiliaAction.Pass());
        assertThat(f.s.round).isEqualTo(2);
        assertThat(f.s.price).containsExactly(1, 2, 2, 3);
    }

    @Test
    @DisplayName("TV-22 wrap-around: consul on 21, V 5: clockwise 2, counter-clockwise 16 (2.4, D3)")
    void tv22() {
        Fixture f = Fixture.turn(2, RED).person(CONSUL, 21).temple(DIE_BROWN, 5).temple(DIE_BROWN, 5)
                .money(RED, 0);
        f.play(temple(DIE_BROWN, 5), new MovePerson(CONSUL, true, 0));
        assertThat(f.s.person[CONSUL]).isEqualTo(2);
        Fixture g = Fixture.turn(2, RED).person(CONSUL, 21).temple(DIE_BROWN, 5).money(RED, 0);
        g.play(temple(DIE_BROWN, 5), new MovePerson(CONSUL, false, 0));
        assertThat(g.s.person[CONSUL]).isEqualTo(16);
    }

    @Test
    @DisplayName("TV-23 final scoring 40 + 9 + 4 - 9 = 44 and the table rows (7)")
    void tv23() {
        Fixture f = Fixture.turn(2, RED).stall(0, RED, 3, 0, 0, 0).stall(6, RED, 2, 0, 0, 0)
                .stall(12, RED, 2, 0, 0, 0).money(RED, 14).stones(RED, 5).card(RED, MARS).card(RED, JUNO);
        f.s.prestige[RED] = 40;
        assertThat(Scoring.finalScore(DATA, f.s, RED)).isEqualTo(44);
        assertThat(DATA.deduction(0)).isZero();
        assertThat(DATA.deduction(2)).isEqualTo(3);
        assertThat(DATA.deduction(8)).isEqualTo(12);
        assertThat(DATA.deduction(11)).isEqualTo(15);
        assertThat(DATA.stallPoints(5)).isEqualTo(25);
        assertThat(DATA.stallPoints(1)).isZero();
        assertThat(DATA.stallPoints(0)).isZero();
    }

    @Test
    @DisplayName("TV-24 tie-break: stalls, then sesterces, then fewer stones, then shared (7)")
    void tv24() {
        Fixture f = Fixture.turn(2, RED);
        MassiliaState s = f.s;
        s.over = true;
        // both 60: A 4 stalls (16) + 44 prestige, B 3 stalls (9) + 51 prestige; same money, no stones
        f.stall(0, RED, 0, 0, 0, 0).stall(1, RED, 0, 0, 0, 0).stall(2, RED, 0, 0, 0, 0).stall(3, RED, 0, 0, 0, 0);
        f.stall(6, GREEN, 0, 0, 0, 0).stall(7, GREEN, 0, 0, 0, 0).stall(8, GREEN, 0, 0, 0, 0);
        s.money[RED] = 0;
        s.money[GREEN] = 0;
        s.prestige[RED] = 44;
        s.prestige[GREEN] = 51;
        var o = GAME.outcome(s);
        assertThat(o.scores()).containsExactly(60, 60);
        assertThat(o.summary()).startsWith("P1 60 = prestige 44 + 16 for 4 stalls + 0 for 0 sesterces - 0 for 0 "
                + "penalty stones; P2 60 = prestige 51 + 9 for 3 stalls");
        assertThat(o.isWinner(RED)).isTrue();
        assertThat(o.isWinner(GREEN)).isFalse();
        f.stall(9, GREEN, 0, 0, 0, 0);
        s.prestige[GREEN] = 44;
        s.money[GREEN] = 2; // more money, same final (2/3 = 0)
        assertThat(GAME.outcome(s).isWinner(GREEN)).isTrue();
        s.money[GREEN] = 0;
        s.stones[RED] = 1; // 1 stone costs 3 points: compensate
        s.prestige[RED] = 47;
        assertThat(GAME.outcome(s).isWinner(GREEN)).isTrue();
        assertThat(GAME.outcome(s).isWinner(RED)).isFalse();
        s.stones[GREEN] = 1;
        s.prestige[GREEN] = 47;
        assertThat(GAME.outcome(s).winnerCount()).isEqualTo(2);
    }

    @Test
    @DisplayName("TV-25 Mars: keep 3 dice paying only 2; without Mars 2 dice need 4 (6.2, D40)")
    void tv25() {
        Fixture f = Fixture.turn(2, RED);
        MassiliaState s = f.s;
        s.steps.clear();
        s.steps.push(new Step.RollPhase(0)); // the round's later steps enter as it goes
        for (int c = 0; c < 4; c++) {
            s.screen[RED * 4 + c] = 1;
        }
        s.money[RED] = 3;
        f.card(RED, MARS);
        s.stepCounter[RED]++; // the roll step raises the counter; keep the card playable
        GAME.advance(s);
        MassiliaState noMars = s.copy();
        f.play(new PlayMars());
        for (int k = 0; k < 3; k++) {
            int code = firstRolled(s);
            f.play(new KeepDie(dieColour(code), diePips(code)));
        }
        assertThat(s.money[RED]).isEqualTo(1);
        int code = firstRolled(noMars);
        GAME.apply(noMars, new KeepDie(dieColour(code), diePips(code)));
        assertThat(noMars.money[RED]).isEqualTo(1);
        int next = firstRolled(noMars);
        Fixture nf = Fixture.wrap(noMars);
        nf.refused(new KeepDie(dieColour(next), diePips(next)), "costs 2 sesterces and you have 1");
    }

    private static int firstRolled(MassiliaState s) {
        for (int c = 0; c < DIE_CODES; c++) {
            if (s.rolled[c] > 0) {
                return c;
            }
        }
        return -1;
    }

    @Test
    @DisplayName("TV-26 Vesta: return 2 before passing; timing before/after the die use (6.2, D31)")
    void tv26() {
        Fixture f = Fixture.turn(2, RED).card(RED, VESTA).supply(5);
        f.s.stones[RED] = 3;
        f.play(new PlayVesta(2), new MassiliaAction.Pass());
        assertThat(f.s.stones[RED]).isEqualTo(1);
        assertThat(f.s.supply).isEqualTo(7);

        Fixture after = Fixture.turn(2, RED).card(RED, VESTA).supply(5).temple(DIE_BLACK, 2).money(RED, 10);
        after.play(temple(DIE_BLACK, 2), new PipStep(0, false, false), new BuyPrestige(0));
        assertThat(after.top()).isEqualTo(new Step.TurnEnd(RED));
        after.play(new PlayVesta(1));
        assertThat(after.s.stones[RED]).isZero();
        assertThat(after.s.supply).isEqualTo(5);

        Fixture before = Fixture.turn(2, RED).card(RED, VESTA).supply(5);
        before.refused(new PlayVesta(1), "you hold only 0 penalty stones");

        Fixture empty = Fixture.turn(2, RED).card(RED, VESTA).supply(0).temple(DIE_BLACK, 2);
        empty.s.stones[RED] = 1;
        empty.play(new PlayVesta(1), temple(DIE_BLACK, 2), new PipStep(0, false, false), new BuyPrestige(0));
        assertThat(empty.s.stones[RED]).isEqualTo(1);
        assertThat(empty.s.supply).isZero();
    }

    @Test
    @DisplayName("TV-27 a passed player still reacts: Pluto window and tax (D61)")
    void tv27() {
        Fixture f = Fixture.turn(2, RED).card(RED, PLUTO).stall(6, RED, 2, 0, 0, 0).person(CONSUL, 5)
                .temple(DIE_BROWN, 1);
        f.play(new MassiliaAction.Pass());
        assertThat(f.current()).isEqualTo(GREEN);
        MassiliaState fork = f.s.copy();
        f.play(temple(DIE_BROWN, 1), new MovePerson(CONSUL, true, 0));
        assertThat(f.top()).isEqualTo(new Step.PlutoWindow(RED, GREEN, 6));
        assertThat(GAME.legalActions(f.s)).contains(new PlayPluto());
        f.play(new NoPluto());
        assertThat(f.top()).isEqualTo(new Step.Tax(RED, 6, 0));
        f.play(new SettleTax());
        assertThat(f.s.cubesOn(6)).isZero();
        fork.handSize[RED] = 0;
        fork.gods.discard(PLUTO);
        GAME.apply(fork, temple(DIE_BROWN, 1));
        GAME.apply(fork, new MovePerson(CONSUL, true, 0));
        assertThat(GAME.legalActions(fork)).containsExactly(new NoPluto());
    }
}
