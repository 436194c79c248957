package io.agon.polis.rules;

import static io.agon.polis.model.Colour.BLUE;
import static io.agon.polis.model.Colour.GREEN;
import static io.agon.polis.model.Colour.RED;
import static io.agon.polis.model.Colour.YELLOW;
import static org.assertj.core.api.Assertions.assertThat;

import io.agon.polis.model.Catalogue;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.*;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The test vectors TV-01 .. TV-19 of spec section 10. Seats: Niki/Sara 0, Thomas 1, Bob/Brian 2, Dorte 3. */
class TestVectorsTest {

    static final PolisGame GAME = Scenario.GAME;
    static final int NIKI = 0;
    static final int THOMAS = 1;
    static final int BOB = 2;

    @Test
    @DisplayName("TV-01 draw two different decks, then buy from any deck for 5 (spec 4.1, D5)")
    void tv01() {
        Scenario x = new Scenario(3);
        x.money(NIKI, 24).hand(NIKI, "POTTER");
        x.phase(NIKI, 1).settle();
        long bankBefore = x.s.bankMoneyOut;
        x.act(new Draw(RED));
        x.refused(new Draw(RED), "different decks (spec 4.1)");
        x.act(new Draw(GREEN));
        assertThat(x.step()).isInstanceOf(Step.BuyPhase.class);
        x.act(new Buy(RED, false));
        assertThat(x.s.money[NIKI]).isEqualTo(19);
        assertThat(Long.bitCount(x.s.hand[NIKI])).isEqualTo(4);
        assertThat(bankBefore - x.s.bankMoneyOut).isEqualTo(5);
        assertThat(x.step()).isInstanceOf(Step.AuctionPhase.class);
        assertThat(x.invariants()).isNull();
    }

    @Test
    @DisplayName("TV-02 an end-game card drawn is replaced and blocks its deck (spec 5.1)")
    void tv02() {
        Scenario x = new Scenario(3);
        x.endGameCardOnTop(GREEN);
        int below = x.s.decks.peek(GREEN.ordinal(), 1);
        x.phase(THOMAS, 1).settle();
        x.act(new Draw(BLUE)).act(new Draw(GREEN));
        assertThat(Long.bitCount(x.s.hand[THOMAS])).isEqualTo(2);
        assertThat(x.s.hand[THOMAS] & (1L << below)).isNotZero();
        assertThat(x.s.blocked(GREEN.ordinal())).isTrue();
        assertThat(x.s.revealed).isEqualTo(1);
        x.money(THOMAS, 10);
        x.refused(new Buy(GREEN, false), "deck is blocked");
        assertThat(x.invariants()).isNull();
    }

    @Test
    @DisplayName("TV-03 last-card rule: the single card left is the end-game card and is flipped (spec 5.1, D7)")
    void tv03() {
        Scenario x = new Scenario(3);
        x.block(YELLOW);
        int red = RED.ordinal();
        for (int i = x.s.decks.size(red) - 1; i >= 0; i--) {
            int c = x.s.decks.card(red, i);
            if (c < Catalogue.EG) {
                x.take(c);
                x.s.box |= 1L << c;
            }
        }
        int card = x.card("HOPLITE");
        x.s.decks.push(red, card);
        assertThat(x.s.decks.size(red)).isEqualTo(2);
        x.phase(NIKI, 1).settle();
        x.act(new Draw(RED));
        assertThat(x.s.hand[NIKI] & (1L << card)).isNotZero();
        assertThat(x.s.blocked(red)).isTrue();
        assertThat(x.s.revealed).isEqualTo(2);
        assertThat(x.s.endTriggered).isTrue();
        assertThat(x.invariants()).isNull();
    }

    @Test
    @DisplayName("TV-04 auction with a bid of 4 or more: the card goes to the buyer's city (spec 4.2, D12)")
    void tv04() {
        Scenario x = new Scenario(3);
        x.money(NIKI, 19).money(THOMAS, 25).money(BOB, 26);
        int card = x.hand(NIKI, "HOPLITE");
        x.hand(NIKI, "POTTER");
        x.phase(NIKI, 2).settle();
        x.act(new Offer(card));
        assertThat(x.decider()).isEqualTo(THOMAS);
        x.act(new Bid(1));
        assertThat(x.decider()).isEqualTo(BOB);
        x.act(new Bid(5)).act(new Bid(6)).act(new Pass());
        assertThat(x.s.money[THOMAS]).isEqualTo(19);
        assertThat(x.s.money[NIKI]).isEqualTo(25);
        assertThat(x.s.city[THOMAS] & (1L << card)).isNotZero();
        assertThat(x.s.builds).isZero();
        assertThat(x.step()).isEqualTo(new Step.AuctionPhase(1));
        assertThat(x.decider()).isEqualTo(NIKI);
        assertThat(x.invariants()).isNull();
    }

    @Test
    @DisplayName("TV-05 auction with a bid of 3: buy back for 4 paid to the high bidder, or sell (spec 4.2, D13)")
    void tv05() {
        for (boolean buyBack : new boolean[] {true, false}) {
            Scenario x = new Scenario(3);
            x.money(THOMAS, 20).money(NIKI, 10).money(BOB, 10);
            int card = x.hand(THOMAS, "FARMER");
            x.hand(THOMAS, "POTTER");
            x.phase(THOMAS, 2).settle();
            x.act(new Offer(card));
            assertThat(x.decider()).isEqualTo(BOB);
            x.act(new Bid(2)).act(new Bid(3)).act(new Pass());
            assertThat(x.step()).isEqualTo(new Step.SellerChoice(NIKI, 3));
            assertThat(x.decider()).isEqualTo(THOMAS);
            if (buyBack) {
                x.act(new BuyBack());
                assertThat(x.s.money[THOMAS]).isEqualTo(16);
                assertThat(x.s.money[NIKI]).isEqualTo(14);
                assertThat(x.s.city[THOMAS] & (1L << card)).isNotZero();
            } else {
                x.act(new Sell());
                assertThat(x.s.money[NIKI]).isEqualTo(7);
                assertThat(x.s.money[THOMAS]).isEqualTo(23);
                assertThat(x.s.city[NIKI] & (1L << card)).isNotZero();
            }
            assertThat(x.invariants()).isNull();
        }
    }

    @Test
    @DisplayName("TV-06 four-player auctions: a pass is final (spec 4.2, D10)")
    void tv06() {
        Scenario x = new Scenario(4);
        for (int p = 0; p < 4; p++) {
            x.money(p, 30);
        }
        int red = x.hand(0, "HOPLITE");
        x.hand(0, "POTTER");
        x.phase(0, 2).settle();
        x.act(new Offer(red)).act(new Bid(1)).act(new Bid(5)).act(new Pass()).act(new Bid(6)).act(new Pass());
        assertThat(x.s.city[1] & (1L << red)).isNotZero();
        assertThat(x.s.money[1]).isEqualTo(24);
        assertThat(x.s.money[0]).isEqualTo(36);
        int blue = x.hand(1, "FARMER");
        x.hand(1, "SMITH");
        x.phase(1, 2).settle();
        x.act(new Offer(blue));
        assertThat(x.decider()).isEqualTo(2);
        x.act(new Pass());
        assertThat(x.decider()).isEqualTo(3);
        x.act(new Bid(1));
        assertThat(x.decider()).isEqualTo(0);
        x.act(new Bid(3));
        assertThat(x.decider()).isEqualTo(3);
        x.act(new Pass());
        // Brian (seat 2) is not asked again: the seller decides now.
        assertThat(x.step()).isEqualTo(new Step.SellerChoice(0, 3));
        x.act(new BuyBack());
        assertThat(x.s.city[1] & (1L << blue)).isNotZero();
        assertThat(x.s.money[0]).isEqualTo(36 + 4);
    }

    @Test
    @DisplayName("TV-07 no bids: the seller keeps the card for 1 or it goes to the box unrevealed (spec 4.2, D14)")
    void tv07() {
        Scenario poor = new Scenario(3);
        poor.money(NIKI, 0);
        int card = poor.hand(NIKI, "HOPLITE");
        poor.phase(NIKI, 2).settle();
        poor.act(new Offer(card)).act(new Pass()).act(new Pass());
        assertThat(poor.s.box & (1L << card)).isNotZero();
        assertThat(poor.s.known[THOMAS] & (1L << card)).isZero();
        for (boolean keep : new boolean[] {true, false}) {
            Scenario x = new Scenario(3);
            x.money(NIKI, 5);
            int c = x.hand(NIKI, "HOPLITE");
            x.hand(NIKI, "POTTER");
            x.phase(NIKI, 2).settle();
            x.act(new Offer(c)).act(new Pass()).act(new Pass());
            assertThat(x.step()).isInstanceOf(Step.NoBidChoice.class);
            x.act(keep ? new KeepUnsold() : new Done());
            if (keep) {
                assertThat(x.s.city[NIKI] & (1L << c)).isNotZero();
                assertThat(x.s.money[NIKI]).isEqualTo(4);
            } else {
                assertThat(x.s.box & (1L << c)).isNotZero();
                assertThat(x.s.money[NIKI]).isEqualTo(5);
            }
            assertThat(x.invariants()).isNull();
        }
    }

    @Test
    @DisplayName("TV-08 build a temple, draw blue, its discount makes the Tragedian cost 7; no third build (spec 4.3, 7.19)")
    void tv08() {
        Scenario x = new Scenario(3);
        x.money(NIKI, 29);
        int temple = x.hand(NIKI, "TEMPLE_OF_APOLLO");
        int tragedian = x.hand(NIKI, "TRAGEDIAN");
        x.hand(NIKI, "HOPLITE");
        x.phase(NIKI, 3).settle();
        x.act(new Build(temple));
        assertThat(x.s.money[NIKI]).isEqualTo(19);
        assertThat(x.s.builds).isEqualTo(1);
        assertThat(Long.bitCount(x.s.hand[NIKI] & Catalogue.colourMask(BLUE.ordinal()))).isEqualTo(2);
        assertThat(GAME.describe(x.s, new Build(tragedian))).isEqualTo("Build Tragedian for 7");
        x.act(new Build(tragedian));
        assertThat(x.s.money[NIKI]).isEqualTo(12);
        assertThat(x.s.builds).isEqualTo(2);
        int drawn = Long.numberOfTrailingZeros(x.s.hand[NIKI] & Catalogue.colourMask(BLUE.ordinal()));
        x.refused(new Build(drawn), "building happens in phase 3");
    }

    @Test
    @DisplayName("TV-09 protection: coin on the Acropolis culture; safe from war; a second coin refused (spec 4.4)")
    void tv09() {
        Scenario x = new Scenario(3);
        x.money(THOMAS, 7).board(THOMAS, "DELFOI_A");
        int acropolis = x.city(THOMAS, "ACROPOLIS");
        x.history(THOMAS, "HOPLITE");
        int cultureBefore = x.rules().sym.culture(x.s, THOMAS);
        int vpBefore = x.rules().sym.cardVp(x.s, THOMAS);
        x.phase(THOMAS, 4).settle();
        x.act(new Protect(acropolis, 1));
        assertThat(x.s.money[THOMAS]).isEqualTo(6);
        assertThat(x.rules().sym.culture(x.s, THOMAS)).isEqualTo(cultureBefore - 1);
        assertThat(x.rules().sym.cardVp(x.s, THOMAS)).isEqualTo(vpBefore);
        assertThat(x.rules().war.destroyable(x.s, THOMAS) & (1L << acropolis)).isZero();
        x.refused(new Protect(acropolis, 1), "at most once per turn");
        assertThat(x.invariants()).isNull();
    }

    @Test
    @DisplayName("TV-10 income: Delfoi A point and Farmer money (spec 4.5)")
    void tv10() {
        Scenario x = new Scenario(3);
        x.board(BOB, "DELFOI_A").money(BOB, 0).points(BOB, 0);
        x.city(BOB, "FARMER");
        x.phase(BOB, 5);
        x.act(new CollectIncome());
        assertThat(x.s.money[BOB]).isEqualTo(2);
        assertThat(x.s.points[BOB]).isEqualTo(1);
    }

    @Test
    @DisplayName("TV-11 Priestess once per turn, Herodotus once per game (spec 7.17, 7.7, D28)")
    void tv11() {
        Scenario x = new Scenario(3);
        x.points(THOMAS, 2).money(THOMAS, 10);
        int priestess = x.city(THOMAS, "PRIESTESS");
        int herodotus = x.city(THOMAS, "HERODOTUS");
        int handCard = x.hand(THOMAS, "HOPLITE");
        int h1 = x.history(BOB, "FARMER");
        x.history(BOB, "POTTER");
        x.phase(THOMAS, 5);
        x.act(new Priestess(handCard));
        assertThat(x.step()).isEqualTo(new Step.EffectDraw(THOMAS));
        x.act(new Draw(BLUE));
        assertThat(x.s.points[THOMAS]).isEqualTo(1);
        assertThat(x.s.box & (1L << handCard)).isNotZero();
        int drawn = Long.numberOfTrailingZeros(x.s.hand[THOMAS]);
        x.refused(new Priestess(drawn), "already used");
        x.act(new Herodotus(BOB));
        assertThat(x.s.known[THOMAS] & x.s.history[BOB]).isEqualTo(x.s.history[BOB]);
        x.act(new HerodotusBox(h1));
        assertThat(Long.bitCount(x.s.history[BOB])).isEqualTo(1);
        x.endTurn();
        assertThat(x.s.usedTurn & (1L << priestess)).isZero();
        assertThat(x.s.usedGame & (1L << herodotus)).isNotZero();
        x.history(BOB, "SMITH");
        x.phase(THOMAS, 5);
        x.refused(new Herodotus(BOB), "already used");
        assertThat(x.invariants()).isNull();
    }

    @Test
    @DisplayName("TV-12 trade: each side gets the other's vases; no war on the partner (spec 4.6, 4.7)")
    void tv12() {
        Scenario x = new Scenario(3);
        x.money(THOMAS, 0).money(BOB, 0);
        x.city(THOMAS, "SHIP");
        x.board(BOB, "DELFOI_A");
        x.city(BOB, "SHIP");
        x.city(BOB, "HARBOUR");
        x.city(THOMAS, "CAVALRY");
        x.city(THOMAS, "LEONIDAS");
        assertThat(x.rules().sym.vases(x.s, THOMAS)).isEqualTo(3);
        assertThat(x.rules().sym.vases(x.s, BOB)).isEqualTo(5);
        x.phase(THOMAS, 6);
        x.act(new Trade(BOB));
        assertThat(x.s.money[THOMAS]).isEqualTo(5);
        assertThat(x.s.money[BOB]).isEqualTo(3);
        assertThat(x.step()).isInstanceOf(Step.WarPhase.class);
        x.refused(new Attack(BOB, 0), "traded with P3");
        assertThat(x.legal()).contains(new Attack(NIKI, 0)).doesNotContain(new Attack(BOB, 0));
    }

    @Test
    @DisplayName("TV-13 war: plunder 4, destroy one card, sacrifice one war card (spec 4.7)")
    void tv13() {
        Scenario x = new Scenario(3);
        x.board(BOB, "SPARTI_A").money(BOB, 0);
        int cavalry = x.city(BOB, "CAVALRY");
        int hoplite = x.city(BOB, "HOPLITE");
        x.city(NIKI, "ARCHERS");
        x.city(NIKI, "SMITH");
        x.city(NIKI, "POTTER");
        int farmer = x.city(NIKI, "FARMER");
        assertThat(x.rules().sym.attackWar(x.s, BOB)).isEqualTo(5);
        assertThat(x.rules().sym.defenceWar(x.s, NIKI)).isEqualTo(2);
        x.phase(BOB, 7);
        x.act(new Attack(NIKI, 0));
        assertThat(x.s.money[BOB]).isEqualTo(4);
        assertThat(x.step()).isEqualTo(new Step.DestroyChoice(NIKI));
        x.act(new Destroy(farmer));
        assertThat(x.legal()).containsExactlyInAnyOrder(new Sacrifice(cavalry), new Sacrifice(hoplite));
        x.act(new Sacrifice(hoplite));
        assertThat(Long.bitCount(x.s.city[NIKI])).isEqualTo(3);
        assertThat(x.s.history[NIKI]).isEqualTo(1L << farmer);
        assertThat(x.s.history[BOB]).isEqualTo(1L << hoplite);
        assertThat(x.s.active).isEqualTo(NIKI);
        assertThat(x.invariants()).isNull();
    }

    @Test
    @DisplayName("TV-14 scoring example: 28 VP, tie-break 6 city cards (spec 6.3, D45)")
    void tv14() {
        Scenario x = new Scenario(3);
        x.points(THOMAS, 6).money(THOMAS, 14);
        x.city(THOMAS, "COLONY");
        x.city(THOMAS, "LEADER");
        int ares = x.city(THOMAS, "TEMPLE_OF_ARES");
        int theatre = x.city(THOMAS, "THEATRE");
        x.city(THOMAS, "ACROPOLIS");
        x.city(THOMAS, "POTTER");
        x.s.coin[ares] = 2;
        x.s.coin[theatre] = 2;
        for (String id : new String[] {"HOPLITE", "HOPLITE", "ARCHERS", "SMITH", "FARMER"}) {
            x.history(THOMAS, id);
        }
        int[] parts = x.rules().scoring.parts(x.s, THOMAS);
        assertThat(parts).containsExactly(6, 6, 1, 3, 5, 28);
        assertThat(x.score(THOMAS)).isEqualTo(28);
        assertThat(Long.bitCount(x.s.city[THOMAS])).isEqualTo(6);
    }

    @Test
    @DisplayName("TV-15 the second end-game card in phase 1: finish through phase 3, then the game ends (spec 5.2)")
    void tv15() {
        Scenario x = new Scenario(3);
        x.block(RED);
        x.endGameCardOnTop(YELLOW);
        x.money(BOB, 30);
        x.phase(BOB, 1).settle();
        x.act(new Draw(YELLOW));
        assertThat(x.s.revealed).isEqualTo(2);
        assertThat(x.s.endTriggered).isTrue();
        assertThat(x.legal()).containsExactlyInAnyOrder(new Draw(GREEN), new Draw(BLUE));
        x.act(new Draw(BLUE));
        assertThat(x.step()).isInstanceOf(Step.BuyPhase.class);
        x.act(new Done());
        assertThat(x.legal()).doesNotContain(new Done());
        int offered = Long.numberOfTrailingZeros(x.s.hand[BOB]);
        x.act(new Offer(offered)).act(new Pass()).act(new Pass()).act(new Done());
        assertThat(x.step()).isInstanceOf(Step.AuctionPhase.class);
        x.act(new Done());
        assertThat(x.step()).isInstanceOf(Step.BuildPhase.class);
        x.act(new Done());
        assertThat(x.s.over).isTrue();
        assertThat(x.s.active).isEqualTo(BOB);
        assertThat(GAME.currentPlayer(x.s)).isEqualTo(-1);
    }

    @Test
    @DisplayName("TV-16 Colony: price 9 paid again for the top red card, which is not a build (spec 7.14, D18)")
    void tv16() {
        Scenario x = new Scenario(3);
        x.money(BOB, 20);
        x.city(BOB, "AGORA");
        int colony = x.hand(BOB, "COLONY");
        x.onTop(RED, "HOPLITE");
        int hoplite = x.s.top(RED.ordinal());
        x.phase(BOB, 3).settle();
        x.act(new Build(colony));
        assertThat(x.s.money[BOB]).isEqualTo(11);
        assertThat(x.s.builds).isEqualTo(1);
        assertThat(x.step()).isEqualTo(new Step.ColonyChoice(BOB, 9));
        x.act(new UseColony());
        assertThat(x.s.money[BOB]).isEqualTo(2);
        assertThat(x.s.city[BOB] & (1L << hoplite)).isNotZero();
        assertThat(x.s.builds).isEqualTo(1);
        // With more money the build phase goes on: one more build is allowed.
        Scenario y = new Scenario(3);
        y.money(BOB, 30);
        y.city(BOB, "AGORA");
        int colony2 = y.hand(BOB, "COLONY");
        int farmer = y.hand(BOB, "FARMER");
        y.phase(BOB, 3).settle();
        y.act(new Build(colony2)).act(new UseColony());
        assertThat(y.s.builds).isEqualTo(1);
        assertThat(y.step()).isInstanceOf(Step.BuildPhase.class);
        assertThat(y.legal()).contains(new Build(farmer));
    }

    @Test
    @DisplayName("TV-17 Troy defends only, Alexander's tucked card and mercenaries count (spec 4.7, 7.10, 7.20)")
    void tv17() {
        Scenario x = new Scenario(4);
        int a = 0;
        int d = 3;
        x.money(a, 10);
        int alexander = x.city(a, "ALEXANDER");
        int mercenary = x.city(a, "MERCENARY");
        int hoplite = x.city(a, "HOPLITE");
        x.s.tucked[a] = 1L << x.card("FARMER");
        x.city(d, "HOPLITE");
        x.city(d, "TROY");
        assertThat(x.rules().sym.baseWar(x.s, a)).isEqualTo(4);
        assertThat(x.rules().sym.attackWar(x.s, d)).isEqualTo(1);
        assertThat(x.rules().sym.defenceWar(x.s, d)).isEqualTo(4);
        x.phase(a, 7);
        x.refused(new Attack(d, 0), "4 is not more than 4");
        x.act(new Attack(d, 1));
        assertThat(x.s.money[a]).isEqualTo(10 - 2 + 2);
        x.act(new Destroy(Long.numberOfTrailingZeros(x.s.city[d] & ~Scenario.CAT.withAbility(
                io.agon.polis.model.Ability.TROY))));
        assertThat(x.legal()).containsExactlyInAnyOrder(new Sacrifice(alexander), new Sacrifice(mercenary),
                new Sacrifice(hoplite));
        Scenario y = new Scenario(4);
        y.city(0, "ALEXANDER");
        y.city(0, "HOPLITE");
        y.s.tucked[0] = 1L << y.card("FARMER");
        y.city(3, "HOPLITE");
        y.city(3, "TROY");
        y.phase(3, 7);
        y.refused(new Attack(0, 0), "1 is not more than 3");
    }

    @Test
    @DisplayName("TV-18 Statue of Zeus must be destroyed; Diogenes never against Alexander (spec 7.4, 7.18, D35, D36)")
    void tv18() {
        Scenario x = new Scenario(3);
        x.city(NIKI, "ALEXANDER");
        int diogenes = x.city(BOB, "DIOGENES");
        int statue = x.city(BOB, "STATUE_OF_ZEUS");
        x.s.active = NIKI;
        assertThat(x.rules().war.destroyable(x.s, BOB)).isEqualTo(1L << statue);
        x.s.city[BOB] &= ~(1L << statue);
        x.s.box |= 1L << statue;
        assertThat(x.rules().war.destroyable(x.s, BOB)).isZero();
        x.s.city[NIKI] = 0;
        x.city(NIKI, "HOPLITE");
        assertThat(x.rules().war.destroyable(x.s, BOB)).isEqualTo(1L << diogenes);
    }

    @Test
    @DisplayName("TV-19 Harbour and Corinth Canal: a forced trade, a free second one, no war on the owner (spec 7.6, 7.12, D40)")
    void tv19() {
        int a = 0;
        int b = 1;
        int c = 2;
        Scenario x = new Scenario(3);
        x.points(a, 2);
        int harbour = x.city(a, "HARBOUR");
        x.city(b, "CORINTH_CANAL");
        x.city(b, "CAVALRY");
        x.city(b, "LEONIDAS");
        x.phase(a, 5);
        x.act(new Harbour(harbour, b));
        assertThat(x.s.points[a]).isZero();
        assertThat(x.s.harbourTarget[harbour]).isEqualTo((byte) (b + 1));
        x.phase(b, 6);
        assertThat(x.step()).isEqualTo(new Step.TradePhase(0, 2, a, -1, false));
        assertThat(x.legal()).containsExactlyInAnyOrder(new Trade(a), new Trade(c));
        x.refused(new Done(), "Harbour obliges");
        Scenario x2 = new Scenario(3);
        x2.s.harbourTarget[x2.city(a, "HARBOUR")] = (byte) (b + 1);
        x2.city(b, "CORINTH_CANAL");
        x2.phase(b, 6);
        x2.act(new Trade(c));
        assertThat(x2.legal()).containsExactly(new Trade(a));
        x.act(new Trade(a));
        assertThat(x.legal()).containsExactlyInAnyOrder(new Trade(a), new Trade(c), new Done());
        x.act(new Done());
        assertThat(x.s.harbourTarget[harbour]).isZero();
        assertThat(x.step()).isInstanceOf(Step.WarPhase.class);
        assertThat(x.legal()).contains(new Attack(c, 0)).doesNotContain(new Attack(a, 0));

        Scenario y = new Scenario(3);
        int h1 = y.city(a, "HARBOUR");
        int h2 = y.city(c, "HARBOUR");
        y.s.harbourTarget[h1] = (byte) (b + 1);
        y.s.harbourTarget[h2] = (byte) (b + 1);
        y.phase(b, 6);
        assertThat(y.legal()).containsExactlyInAnyOrder(new Trade(a), new Trade(c));
        y.act(new Trade(c));
        assertThat(y.s.harbourTarget[h1]).isZero();
        assertThat(y.s.harbourTarget[h2]).isZero();
    }
}
