package io.agon.massilia;

import io.agon.core.testkit.GameContract;
import io.agon.massilia.io.MassiliaDataLoader;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MassiliaContractTest {

    static final MassiliaData DATA = MassiliaDataLoader.load();
    static final MassiliaGame GAME = new MassiliaGame(DATA);

    static GameContract<MassiliaState> contract() {
        return GameContract.of(GAME)
                .invariant("goods cubes conserved (harbour + stalls)", s -> {
                    for (int g = 0; g < Ids.GOODS; g++) {
                        int n = s.harbour[g];
                        for (int f = 0; f < 24; f++) {
                            n += s.cubes(f, g);
                        }
                        if (s.steps.peek() instanceof Step.Place pl) { // bought, being placed
                            n += g == pl.kind() ? pl.kindLeft() : g == Ids.BEIGE ? pl.beigeLeft() : 0;
                        }
                        if (n != DATA.cubesPerGoods[g]) {
                            return Ids.GOODS_NAMES[g] + " cubes: " + n;
                        }
                    }
                    return null;
                })
                .invariant("penalty stones conserved (supply + players)", s -> {
                    int n = s.supply;
                    for (int p = 0; p < s.players; p++) {
                        n += s.stones[p];
                    }
                    return n == DATA.stonesPerPlayer * s.players ? null : "stones: " + n;
                })
                .invariant("god cards conserved (deck + open + hands + discard)", s -> {
                    int n = s.cardsOutsideHands();
                    for (int p = 0; p < s.players; p++) {
                        n += s.handSize[p];
                        if (s.handSize[p] > DATA.handLimit) {
                            return "hand of P" + (p + 1) + " is " + s.handSize[p];
                        }
                    }
                    return n == DATA.deckSize() ? null : "cards: " + n;
                })
                .invariant("sesterces never negative", s -> {
                    for (int p = 0; p < s.players; p++) {
                        if (s.money[p] < 0) {
                            return "P" + (p + 1) + " has " + s.money[p];
                        }
                    }
                    return null;
                })
                .invariant("stall capacity never above 6", s -> {
                    for (int f = 0; f < 24; f++) {
                        if (s.cubesOn(f) > DATA.stallCapacity || (s.stallOwner[f] < 0 && s.cubesOn(f) > 0)) {
                            return "field " + f + " holds " + s.cubesOn(f);
                        }
                    }
                    return null;
                })
                .invariant("dice conserved (4 temple + 4 per player)", s -> {
                    int n = 0;
                    for (int c = 0; c < Ids.DIE_CODES; c++) {
                        n += s.temple[c] + s.rolled[c];
                    }
                    for (int x : s.supplyDice) {
                        n += x;
                    }
                    for (int x : s.screen) {
                        n += x;
                    }
                    int inTemple = 0;
                    for (int x : s.temple) {
                        inTemple += x;
                    }
                    if (s.round == 1 && inTemple == 0
                            && s.steps.peek() instanceof io.agon.massilia.model.Step.SetupCorner) {
                        n += 4; // D62: the temple dice wait unrolled until the temple roll of round 1
                    }
                    return n == 4 * (s.players + 1) ? null : "dice: " + n;
                })
                .invariant("exactly 7 rounds", s -> s.round >= 1 && s.round <= DATA.rounds
                        && (!s.over || s.round == DATA.rounds) ? null : "round " + s.round + " over=" + s.over);
    }

    @Test
    @DisplayName("contract kit: 2, 3 and 4 players over 2,000 seeded random games with the Massilia invariants")
    void contractTwoToFourPlayers() {
        GameContract.Report r = contract().players(2, 3, 4).games(Integer.getInteger("massilia.games", 2000)).seed(1).fullGames(20).sampleEvery(30).run();
        assertThat(r.games()).isPositive();
        System.out.println("massilia contract: " + r + " mean length " + r.meanLength());
    }
}
