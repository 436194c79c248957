package io.agon.massilia.rules;

import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction.*;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static io.agon.massilia.model.Ids.*;
import static io.agon.massilia.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Decisions of spec section 8 (and die actions of section 5) not already covered by a test vector. */
class DecisionsTest {

    private static UseDie temple(int colour, int pips) {
        return new UseDie(false, colour, pips);
    }

    @Test
    @DisplayName("D3: a move of 24 ends on its start field, which resolves normally (a sale)")
    void fullLap() {
        Fixture f = Fixture.turn(2, RED).person(0, 6).stall(6, RED, 1, 0, 0, 0).temple(DIE_BROWN, 6)
                .temple(DIE_BROWN, 6).temple(DIE_BROWN, 6).temple(DIE_BROWN, 6);
        f.play(temple(DIE_BROWN, 6));
        for (int i = 0; i < 3; i++) {
            f.play(new AddDie(false, DIE_BROWN, 6, false, AddDie.SAME));
        }
        f.play(new MovePerson(0, true, 0));
        assertThat(f.s.person[0]).isEqualTo(6);
        assertThat(f.s.prestige[RED]).isEqualTo(2);
        assertThat(f.s.stones[RED]).isEqualTo(3);
    }

    @Test
    @DisplayName("D13: with 3 cards a player may play one (Minerva) and then sacrifice")
    void handLimitAfterPlay() {
        Fixture f = Fixture.turn(2, RED).card(RED, MINERVA).card(RED, MARS).card(RED, JUNO)
                .stall(0, RED, 3, 0, 0, 0).temple(DIE_GREY, 3);
        f.play(temple(DIE_GREY, 3));
        f.refused(new Sacrifice(false), "already hold 3 god cards");
        f.play(new PipStep(0, false, true), new Sacrifice(false));
        assertThat(f.top()).isInstanceOf(Step.SacrificeCubes.class);
        f.play(new ReturnCube(0, VIOLET), new ReturnCube(0, VIOLET), new TakeCard(2));
        assertThat(f.s.handSize[RED]).isEqualTo(3);
        assertThat(f.s.cubesOn(0)).isEqualTo(1);
    }

    @Test
    @DisplayName("D28: an added die of another colour must be recoloured as it joins; pips are summed")
    void addedDieColour() {
        Fixture f = Fixture.turn(2, RED).temple(DIE_BLACK, 2).temple(DIE_GREY, 3).money(RED, 20);
        f.play(temple(DIE_BLACK, 2));
        f.refused(new AddDie(false, DIE_GREY, 3, false, AddDie.SAME), "recolour it as it joins");
        f.refused(new AddDie(false, DIE_GREY, 3, false, AddDie.PHOEBUS), "no playable Phoebus");
        f.play(new AddDie(false, DIE_GREY, 3, false, AddDie.STONE));
        Step.Declare d = (Step.Declare) f.top();
        assertThat(d.stones()).isEqualTo(2);
        assertThat(DieUse.value(d.dice())).isEqualTo(5);
        f.refused(new Recolour(0, DIE_BROWN, false), "only the first die is recoloured");
        f.play(new BuyPrestige(0));
        assertThat(f.s.prestige[RED]).isEqualTo(5);
        assertThat(f.s.screenDice(RED, DIE_GREY)).isEqualTo(1);
    }

    @Test
    @DisplayName("5.0: pip steps on one die go one way only (|d| <= 5), so a bend is never bought twice")
    void pipDirection() {
        Fixture f = Fixture.turn(2, RED).temple(DIE_BLACK, 3).play(temple(DIE_BLACK, 3), new PipStep(0, true, false));
        f.refused(new PipStep(0, false, false), "all go the same way");
        for (int i = 0; i < 4; i++) {
            f.play(new PipStep(0, true, false));
        }
        f.refused(new PipStep(0, true, false), "at most 5 pips");
    }

    @Test
    @DisplayName("D52: cancelling is possible before bending or when nothing can complete the die use")
    void cancel() {
        Fixture f = Fixture.turn(2, RED).temple(DIE_BLACK, 3).money(RED, 20);
        f.play(temple(DIE_BLACK, 3));
        assertThat(GAME.legalActions(f.s)).contains(new CancelDie());
        f.play(new PipStep(0, true, false));
        f.refused(new CancelDie(), "can be dropped before it is bent");
        Fixture poor = Fixture.turn(2, RED).temple(DIE_BLACK, 3).money(RED, 0);
        poor.play(temple(DIE_BLACK, 3), new PipStep(0, true, false), new CancelDie());
        assertThat(poor.s.stones[RED]).isZero();
        assertThat(poor.s.temple[die(DIE_BLACK, 3)]).isEqualTo(1);
        assertThat(poor.top()).isEqualTo(new Step.Turn(RED));
    }

    @Test
    @DisplayName("D42, D43: building is optional; without 5 sesterces nothing happens")
    void optionalBuild() {
        Fixture f = Fixture.turn(2, RED).person(CONSUL, 1).temple(DIE_BROWN, 1).money(RED, 9);
        f.play(temple(DIE_BROWN, 1), new MovePerson(CONSUL, true, 0));
        assertThat(f.top()).isEqualTo(new Step.BuildChoice(RED, 2));
        f.play(new DeclineBuild());
        assertThat(f.s.stallOwner[2]).isEqualTo(-1);
        assertThat(f.s.money[RED]).isEqualTo(9);
        Fixture poor = Fixture.turn(2, RED).person(CONSUL, 1).temple(DIE_BROWN, 1).money(RED, 4);
        poor.play(temple(DIE_BROWN, 1), new MovePerson(CONSUL, true, 0));
        assertThat(poor.top()).isEqualTo(new Step.Turn(GREEN));
    }

    @Test
    @DisplayName("D38: at most 5 stalls: with no tile left the consul offers no building")
    void stallLimit() {
        Fixture f = Fixture.turn(2, RED).stall(0, RED, 0, 0, 0, 1).stall(4, RED, 0, 0, 0, 1)
                .stall(8, RED, 0, 0, 0, 1).stall(12, RED, 0, 0, 0, 1).stall(16, RED, 0, 0, 0, 1)
                .person(CONSUL, 1).temple(DIE_BROWN, 1);
        f.play(temple(DIE_BROWN, 1), new MovePerson(CONSUL, true, 0));
        assertThat(f.s.stallOwner[2]).isEqualTo(-1);
        assertThat(f.top()).isEqualTo(new Step.Turn(GREEN));
    }

    @Test
    @DisplayName("D46: after building, cubes move onto the new stall up to 6; D57: stalls may be adjacent")
    void relocation() {
        Fixture f = Fixture.turn(2, RED).stall(0, RED, 6, 0, 0, 0).stall(6, RED, 0, 0, 2, 0)
                .person(CONSUL, 0).temple(DIE_BROWN, 1);
        f.play(temple(DIE_BROWN, 1), new MovePerson(CONSUL, true, 0), new Build());
        for (int i = 0; i < 6; i++) {
            f.play(new MoveCube(0, VIOLET));
        }
        assertThat(f.s.cubesOn(1)).isEqualTo(6);
        assertThat(f.top()).isEqualTo(new Step.Turn(GREEN)); // full: relocation ends by itself
        assertThat(f.s.stallOwner[0]).isEqualTo(RED);
        assertThat(f.s.stallOwner[1]).isEqualTo(RED);
    }

    @Test
    @DisplayName("D45: bought cubes go to the stalls the buyer picks, never over 6")
    void placement() {
        Fixture f = Fixture.turn(2, RED).stall(0, RED, 5, 0, 0, 0).stall(6, RED, 0, 0, 0, 0)
                .stall(12, RED, 0, 0, 0, 0).temple(DIE_BEIGE, 2);
        f.play(temple(DIE_BEIGE, 2), new BuyGoods(PINK, 0, 0), new PlaceCube(0));
        f.refused(new PlaceCube(0), "at most 6 cubes");
        f.refused(new PlaceCube(3), "your own stalls");
        f.play(new PlaceCube(12));
        assertThat(f.s.cubes(0, PINK)).isEqualTo(1);
        assertThat(f.s.cubes(12, PINK)).isEqualTo(1);
        assertThat(f.s.cubesOn(6)).isZero();
    }

    @Test
    @DisplayName("D12: sacrificed cubes come from the player's own stalls, chosen by the player")
    void sacrificeChoice() {
        Fixture f = Fixture.turn(2, RED).stall(0, RED, 1, 1, 0, 0).stall(6, GREEN, 3, 0, 0, 0)
                .temple(DIE_GREY, 1);
        f.play(temple(DIE_GREY, 1), new Sacrifice(false));
        f.refused(new ReturnCube(6, VIOLET), "your own stalls");
        f.play(new ReturnCube(0, ORANGE));
        assertThat(f.s.cubes(0, VIOLET)).isEqualTo(1);
        assertThat(f.s.cubes(0, ORANGE)).isZero();
    }

    @Test
    @DisplayName("D53: a customer at the own stall with neither its colour nor beige does nothing")
    void emptySale() {
        Fixture f = Fixture.turn(2, RED).person(0, 5).stall(6, RED, 0, 2, 0, 0).temple(DIE_BROWN, 1);
        f.play(temple(DIE_BROWN, 1), new MovePerson(0, true, 0));
        assertThat(f.s.cubes(6, ORANGE)).isEqualTo(2);
        assertThat(f.s.marker[VIOLET]).isEqualTo(2);
        assertThat(f.s.money[RED]).isEqualTo(10);
    }

    @Test
    @DisplayName("D6: prestige per cube is the marker before the sale's +1; the marker stops at 3")
    void markerCeiling() {
        Fixture f = Fixture.turn(2, RED).person(2, 5).stall(6, RED, 0, 0, 3, 0).temple(DIE_BROWN, 1)
                .marker(PINK, 3);
        f.play(temple(DIE_BROWN, 1), new MovePerson(2, true, 0));
        assertThat(f.s.prestige[RED]).isEqualTo(9);
        assertThat(f.s.marker[PINK]).isEqualTo(3);
    }

    @Test
    @DisplayName("4.2: Phase II with Mars played keeps two dice free, then charges 2 each")
    void keepCosts() {
        Fixture f = Fixture.turn(2, RED);
        f.s.steps.clear();
        f.s.steps.push(new Step.RollPhase(0)); // the round's later steps enter as it goes
        f.s.screen[RED * 4 + DIE_BROWN] = 3;
        f.card(RED, MARS);
        GAME.advance(f.s);
        f.play(new PlayMars());
        f.refused(new PlayMars(), "already played");
        assertThat(f.top()).isEqualTo(new Step.Keep(RED, 2, true));
    }

    @Test
    @DisplayName("D2, D58: a customer sells only at the stall of the field it stops on (a corner too), and only the active player's (2.2, 5.2.1)")
    void stopFieldOnly() {
        Fixture f = Fixture.turn(2, RED).price(TEMPLE, 2).marker(VIOLET, 2).person(0, 3)
                .stall(23, RED, 2, 0, 0, 0).stall(0, RED, 1, 0, 0, 0).stall(1, RED, 3, 0, 0, 0)
                .temple(DIE_BROWN, 3).temple(DIE_BROWN, 1);
        f.play(temple(DIE_BROWN, 3), new MovePerson(0, false, 0));
        assertThat(f.s.person[0]).isZero();
        assertThat(f.s.cubes(0, VIOLET)).isZero();
        assertThat(f.s.cubes(23, VIOLET)).isEqualTo(2);
        assertThat(f.s.cubes(1, VIOLET)).isEqualTo(3);
        assertThat(f.s.money[RED]).isEqualTo(10 + 2);
        assertThat(f.s.prestige[RED]).isEqualTo(2);
        // GREEN moves the customer in front of RED's stall on 1: RED's violet cubes are not sold.
        assertThat(f.current()).isEqualTo(GREEN);
        MassiliaState before = f.s.copy();
        f.play(temple(DIE_BROWN, 1), new MovePerson(0, true, 0));
        assertThat(f.s.person[0]).isEqualTo(1);
        assertThat(f.s.cubes(1, VIOLET)).isEqualTo(3);
        assertThat(f.s.money).containsExactly(before.money);
        assertThat(f.s.prestige).containsExactly(before.prestige);
        assertThat(f.s.marker).containsExactly(before.marker);
    }

    @Test
    @DisplayName("D35: prestige is one unbounded number: going past 50 needs no tile and scores in full (2.2, 7)")
    void prestigePastFifty() {
        Fixture f = Fixture.turn(2, RED).price(TEMPLE, 1).temple(DIE_BLACK, 4);
        f.s.prestige[RED] = 48;
        f.play(temple(DIE_BLACK, 4), new BuyPrestige(0));
        assertThat(f.s.prestige[RED]).isEqualTo(52);
        assertThat(((MassiliaView) GAME.view(f.s, GREEN)).players().get(RED).prestige()).isEqualTo(52);
        assertThat(Scoring.finalScore(DATA, f.s, RED)).isEqualTo(52 + f.s.money[RED] / 3);
    }

    @Test
    @DisplayName("D36: the money tie-break uses every sesterce held at the end; scoring 1 per 3 spends none (7)")
    void tieBreakMoneyIsKept() {
        Fixture f = Fixture.turn(2, RED).money(RED, 11).money(GREEN, 15);
        f.s.round = 7;
        f.s.prestige[RED] = 11;
        f.s.prestige[GREEN] = 10;
        f.play(new Pass()); // RED takes tile 3: 14 sesterces
        f.play(new Pass()); // GREEN passes last: no tile; the game ends after round 7
        assertThat(f.s.over).isTrue();
        assertThat(f.s.money).containsExactly(14, 15);
        var o = GAME.outcome(f.s);
        assertThat(o.scores()).containsExactly(11 + 14 / 3, 10 + 15 / 3);
        // Equal totals and stalls: 15 sesterces beat 14 (what is left after 1 per 3 would say 0 against 2).
        assertThat(o.isWinner(GREEN)).isTrue();
        assertThat(o.isWinner(RED)).isFalse();
    }

    @Test
    @DisplayName("D39: Phase II rolls the temple first, then each player in order; a player's split is public at once (4.2)")
    void phaseTwoOrder() {
        Fixture f = Fixture.turn(2, RED);
        MassiliaState s = f.s;
        s.steps.clear();
        s.steps.push(new Step.RoundStart());
        s.temple[die(DIE_BLACK, 6)] = 3;
        s.screen[RED * 4 + DIE_BROWN] = 2;
        s.screen[GREEN * 4 + DIE_GREY] = 2;
        GAME.advance(s);
        assertThat(f.top()).isEqualTo(new Step.Keep(RED, 0, false));
        // The temple dice were rolled before RED's roll; GREEN has not rolled yet.
        int[] temple = s.temple.clone();
        assertThat(java.util.Arrays.stream(temple).sum()).isEqualTo(3);
        assertThat(s.screenDice(GREEN, DIE_GREY)).isEqualTo(2);
        assertThat(java.util.Arrays.stream(s.rolled).sum()).isEqualTo(2);
        int kept = -1;
        for (int code = 0; code < DIE_CODES; code++) {
            assertThat(temple[code] == 0 || dieColour(code) == DIE_BLACK).isTrue();
            if (s.rolled[code] > 0) {
                assertThat(dieColour(code)).isEqualTo(DIE_BROWN);
                kept = code;
            }
        }
        int[] expected = temple.clone();
        for (int code = 0; code < DIE_CODES; code++) {
            expected[code] += s.rolled[code];
        }
        expected[kept]--;
        f.play(new KeepDie(DIE_BROWN, diePips(kept)), new EndKeeping());
        // GREEN now rolls, seeing RED's split: one brown kept, the other in the temple next to the rolled temple dice.
        assertThat(f.top()).isEqualTo(new Step.Keep(GREEN, 0, false));
        MassiliaView v = (MassiliaView) GAME.view(s, GREEN);
        assertThat(v.players().get(RED).supplyDice().get(kept)).isEqualTo(1);
        assertThat(v.temple()).containsExactly(java.util.Arrays.stream(expected).boxed().toArray(Integer[]::new));
    }
}
