package io.agon.polis.rules;

import static io.agon.polis.model.Colour.BLUE;
import static io.agon.polis.model.Colour.GREEN;
import static io.agon.polis.model.Colour.RED;
import static io.agon.polis.model.Colour.YELLOW;
import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.core.Outcome;
import io.agon.core.Setup;
import io.agon.polis.model.BoardSide;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.*;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import java.util.ArrayList;
import java.util.List;

/** The decisions of spec section 9 that change play (those not already covered by a test vector). */
class DecisionsTest {

    @Test
    @DisplayName("D4/D11 a bid above one's money is refused; a bidder who cannot raise only passes")
    void bidLimits() {
        Scenario x = new Scenario(3);
        x.money(1, 3).money(2, 2);
        int card = x.hand(0, "HOPLITE");
        x.hand(0, "POTTER");
        x.phase(0, 2).settle();
        x.act(new Offer(card));
        x.refused(new Bid(4), "more than your 3 money");
        assertThat(x.legal()).containsExactly(new Bid(1), new Bid(2), new Bid(3), new Pass());
        x.act(new Bid(2));
        // P3 has 2 money and cannot bid 3: he passes automatically, so P2 wins with 2.
        assertThat(x.step()).isEqualTo(new Step.SellerChoice(1, 2));
    }

    @Test
    @DisplayName("D8 a draw with no legal deck is skipped (after the end is triggered)")
    void drawSkipped() {
        Scenario x = new Scenario(3);
        x.block(RED).block(GREEN).block(BLUE);
        x.s.endTriggered = true;
        x.phase(0, 1).settle();
        assertThat(x.legal()).containsExactly(new Draw(YELLOW));
        x.act(new Draw(YELLOW));
        assertThat(x.step()).isInstanceOf(Step.BuyPhase.class);
    }

    @Test
    @DisplayName("D9 the second end-game card drawn in phase 5 ends the game after that effect")
    void endInPhaseFive() {
        Scenario x = new Scenario(3);
        x.block(RED).endGameCardOnTop(GREEN);
        x.city(0, "ARCHIMEDES");
        x.city(0, "EUCLID");
        x.money(0, 10);
        int a = x.hand(0, "FARMER");
        x.phase(0, 5);
        x.act(new Archimedes(a)).act(new Draw(GREEN));
        assertThat(x.s.over).isTrue();
        assertThat(x.s.incomeTaken).isFalse();
    }

    @Test
    @DisplayName("D13 buy-back needs bid + 1 money: otherwise the card is sold")
    void buyBackNeedsMoney() {
        Scenario x = new Scenario(3);
        x.money(0, 2).money(1, 10).money(2, 10);
        int card = x.hand(0, "HOPLITE");
        x.hand(0, "POTTER");
        x.phase(0, 2).settle();
        x.act(new Offer(card)).act(new Bid(2)).act(new Pass());
        assertThat(x.s.city[1] & (1L << card)).isNotZero();
        assertThat(x.s.money[0]).isEqualTo(4);
    }

    @Test
    @DisplayName("D15 several auctions, the hand may be emptied; at least one is compulsory")
    void severalAuctions() {
        Scenario x = new Scenario(3);
        int a = x.hand(0, "HOPLITE");
        int b = x.hand(0, "POTTER");
        x.phase(0, 2).settle();
        x.refused(new Done(), "at least one card (spec 4.2)");
        x.act(new Offer(a)).act(new Pass()).act(new Pass()).act(new Done());
        x.act(new Offer(b)).act(new Pass()).act(new Pass()).act(new Done());
        assertThat(x.s.hand[0]).isZero();
        assertThat(x.s.phase).isGreaterThan(2);
    }

    @Test
    @DisplayName("D20 discounts add up and the cost never goes below 0")
    void discounts() {
        Scenario x = new Scenario(3);
        x.board(0, "OLYMPIA_A");
        x.city(0, "AGORA");
        x.city(0, "AGORA");
        x.city(0, "WORKSHOP");
        x.city(0, "WORKSHOP");
        x.city(0, "GYMNASIUM");
        x.city(0, "TEMPLE_OF_APOLLO");
        x.city(0, "TEMPLE_OF_ZEUS");
        x.city(0, "PHIDIAS");
        int hoplite = x.card("HOPLITE");
        assertThat(x.rules().sym.buildCost(x.s, 0, hoplite)).isEqualTo(10 - 7);
        int tragedian = x.card("TRAGEDIAN");
        assertThat(x.rules().sym.buildCost(x.s, 0, tragedian)).isZero();
        int homer = x.card("HOMER");
        assertThat(x.rules().sym.buildCost(x.s, 0, homer)).isZero();
    }

    @Test
    @DisplayName("D22 a coin goes only on a thick-bordered symbol, one per card")
    void protectionRules() {
        Scenario x = new Scenario(3);
        int cav = x.city(0, "CAVALRY");
        x.phase(0, 4).settle();
        x.refused(new Protect(cav, 0), "thick-bordered");
        assertThat(x.legal()).containsExactly(new Protect(cav, 1), new Done());
    }

    @Test
    @DisplayName("D23 a protected card that leaves the city returns its coin to its owner")
    void coinReturns() {
        Scenario x = new Scenario(3);
        x.money(0, 5);
        int cav = x.city(0, "CAVALRY");
        x.phase(0, 4).settle();
        x.act(new Protect(cav, 1));
        int money = x.s.money[0];
        x.rules().cards.cityToHistory(x.s, 0, cav);
        assertThat(x.s.money[0]).isEqualTo(money + 1);
        assertThat(x.s.coin[cav]).isZero();
        assertThat(x.invariants()).isNull();
    }

    @Test
    @DisplayName("D26 income is collected automatically when phase 5 ends without it")
    void incomeAuto() {
        Scenario x = new Scenario(3);
        x.city(0, "EUCLID");
        x.money(0, 0);
        x.phase(0, 5);
        x.act(new Done());
        assertThat(x.s.money[0]).isEqualTo(3);
    }

    @Test
    @DisplayName("D34/D35 plunder counts protected cards; an attack with nothing to destroy still happens")
    void plunderAndNothingToDestroy() {
        Scenario x = new Scenario(3);
        x.money(0, 0);
        x.city(0, "CAVALRY");
        int p1 = x.city(1, "FARMER");
        int p2 = x.city(1, "POTTER");
        x.s.coin[p1] = 2;
        x.s.coin[p2] = 2;
        x.s.bankMoneyOut += 2;
        x.phase(0, 7);
        x.act(new Attack(1, 0));
        assertThat(x.s.money[0]).isEqualTo(2);
        assertThat(x.step()).isInstanceOf(Step.SacrificeChoice.class);
    }

    @Test
    @DisplayName("D36 a protected Statue of Zeus does not bind the attacker")
    void protectedStatue() {
        Scenario x = new Scenario(3);
        int statue = x.city(1, "STATUE_OF_ZEUS");
        int farmer = x.city(1, "FARMER");
        x.s.coin[statue] = 2;
        assertThat(x.rules().war.destroyable(x.s, 1)).isEqualTo(1L << farmer);
    }

    @Test
    @DisplayName("D37 a card whose only war symbol is covered cannot be sacrificed; no sacrifice, no attack")
    void coveredWarSymbol() {
        Scenario x = new Scenario(3);
        int assassin = x.city(0, "ASSASSIN");
        x.s.coin[assassin] = 1;
        x.board(0, "SPARTI_A");
        assertThat(x.rules().war.sacrificable(x.s, 0)).isZero();
        x.phase(0, 7);
        x.refused(new Attack(1, 0), "sacrifice");
    }

    @Test
    @DisplayName("D40 a Harbour that leaves its owner's city no longer obliges a trade")
    void harbourLapses() {
        Scenario x = new Scenario(3);
        int h = x.city(0, "HARBOUR");
        x.s.harbourTarget[h] = 2;
        x.rules().cards.cityToHistory(x.s, 0, h);
        x.phase(1, 6);
        assertThat(x.legal()).contains(new Done());
    }

    @Test
    @DisplayName("7.6 two Harbours and a Corinth Canal: both trades go to the Harbour owners, one each")
    void twoHarboursWithCanal() {
        Scenario x = new Scenario(4);
        x.city(1, "CORINTH_CANAL");
        x.s.harbourTarget[x.city(0, "HARBOUR")] = 2;
        x.s.harbourTarget[x.city(2, "HARBOUR")] = 2;
        x.phase(1, 6);
        assertThat(x.legal()).containsExactlyInAnyOrder(new Trade(0), new Trade(2));
        x.act(new Trade(2));
        assertThat(x.legal()).containsExactly(new Trade(0));

        Scenario y = new Scenario(4);
        y.city(1, "CORINTH_CANAL");
        y.s.harbourTarget[y.city(3, "HARBOUR")] = 2;
        y.s.harbourTarget[y.city(3, "HARBOUR")] = 2;
        y.phase(1, 6);
        assertThat(y.legal()).containsExactly(new Trade(3));
        y.act(new Trade(3));
        assertThat(y.legal()).containsExactly(new Trade(3));
    }

    @Test
    @DisplayName("D42 tie-break: more city cards wins; still tied is a shared win")
    void tieBreak() {
        Scenario x = new Scenario(3);
        for (int p = 0; p < 3; p++) {
            x.money(p, 0).points(p, 0);
        }
        x.points(0, 5).points(1, 5).points(2, 5);
        x.city(1, "HOPLITE");
        x.s.over = true;
        Outcome o = Scenario.GAME.outcome(x.s);
        assertThat(o.isWinner(1)).isTrue();
        assertThat(o.winnerCount()).isEqualTo(1);
        x.city(0, "HOPLITE");
        o = Scenario.GAME.outcome(x.s);
        assertThat(o.winnerCount()).isEqualTo(2);
    }

    @Test
    @DisplayName("D43 coins on cards are not money when scoring")
    void coinsNotMoney() {
        Scenario x = new Scenario(3);
        x.money(0, 10).points(0, 0).board(0, "ATHINA_B");
        int cav = x.city(0, "CAVALRY");
        int before = x.score(0);
        x.phase(0, 4).settle();
        x.act(new Protect(cav, 1));
        assertThat(x.score(0)).isEqualTo(before - 1);
    }

    @Test
    @DisplayName("D63 a temple's draw is mandatory even when it reveals an end-game card")
    void templeMandatory() {
        Scenario x = new Scenario(3);
        x.endGameCardOnTop(BLUE);
        x.money(0, 20);
        int temple = x.hand(0, "TEMPLE_OF_APOLLO");
        x.phase(0, 3).settle();
        x.act(new Build(temple));
        assertThat(x.s.blocked(BLUE.ordinal())).isTrue();
        assertThat(Long.bitCount(x.s.hand[0])).isEqualTo(1);
    }

    @Test
    @DisplayName("D26 income may come first and enable an ability: phase 5 then waits for the player (spec 4.5, 7.16)")
    void incomeEnablesAbility() {
        Scenario x = new Scenario(3);
        x.board(0, "DELFOI_A").points(0, 0).money(0, 0);
        x.city(0, "PLATO");
        x.phase(0, 5).settle();
        // Nothing was possible before income; its point token makes Plato usable, so the phase goes on.
        assertThat(x.s.incomeTaken).isTrue();
        assertThat(x.s.points[0]).isEqualTo(1);
        assertThat(x.step()).isInstanceOf(Step.IncomePhase.class);
        assertThat(x.legal()).containsExactlyInAnyOrder(new Plato(1), new Plato(2), new Done());
        x.act(new Plato(1));
        assertThat(x.s.money[0]).isEqualTo(10);
        assertThat(x.invariants()).isNull();
    }

    @Test
    @DisplayName("D6/D7 every draw follows the end-game procedure: purchase, Colony (last card), Priestess, Phidias (spec 5.1)")
    void everyDrawFollowsTheEndGameProcedure() {
        // The phase-1 purchase draws the end-game card: the card below replaces it and the deck is blocked.
        Scenario a = new Scenario(3);
        a.money(0, 20);
        a.phase(0, 1).settle();
        a.act(new Draw(RED)).act(new Draw(GREEN));
        a.endGameCardOnTop(BLUE);
        int below = a.s.decks.peek(BLUE.ordinal(), 1);
        a.act(new Buy(BLUE, false));
        assertThat(a.s.hand[0] & (1L << below)).isNotZero();
        assertThat(a.s.blocked(BLUE.ordinal())).isTrue();
        assertThat(a.s.revealed).isEqualTo(1);
        assertThat(a.invariants()).isNull();

        // The Colony's red card leaves one face-down card: the last-card rule flips the end-game card.
        Scenario b = new Scenario(3);
        b.money(0, 30).deckOf(RED, "HOPLITE");
        int colony = b.hand(0, "COLONY");
        b.phase(0, 3).settle();
        b.act(new Build(colony)).act(new UseColony());
        assertThat(Long.bitCount(b.s.city[0])).isEqualTo(2);
        assertThat(b.s.blocked(RED.ordinal())).isTrue();
        assertThat(b.s.decks.size(RED.ordinal())).isZero();
        assertThat(b.s.revealed).isEqualTo(1);
        assertThat(b.invariants()).isNull();

        // The Priestess's replacement draw.
        Scenario c = new Scenario(3);
        c.city(0, "PRIESTESS");
        c.points(0, 1).endGameCardOnTop(GREEN);
        int boxed = c.hand(0, "FARMER");
        c.phase(0, 5);
        c.act(new Priestess(boxed)).act(new Draw(GREEN));
        assertThat(Long.bitCount(c.s.hand[0])).isEqualTo(1);
        assertThat(c.s.blocked(GREEN.ordinal())).isTrue();
        assertThat(c.invariants()).isNull();

        // Phidias: another player's replacement draw.
        Scenario d = new Scenario(3);
        d.money(0, 20).endGameCardOnTop(YELLOW);
        int phidias = d.hand(0, "PHIDIAS");
        int other = d.hand(1, "SMITH");
        d.phase(0, 3).settle();
        d.act(new Build(phidias)).act(new Discard(other)).act(new Draw(YELLOW));
        assertThat(Long.bitCount(d.s.hand[1])).isEqualTo(1);
        assertThat(d.s.blocked(YELLOW.ordinal())).isTrue();
        assertThat(d.invariants()).isNull();
    }

    @Test
    @DisplayName("5.2/D9 the end triggered in phase 2 by the buyer's temple draw: the seller still finishes phases 2 and 3")
    void endTriggeredByAnotherPlayer() {
        Scenario x = new Scenario(3);
        x.block(RED).endGameCardOnTop(BLUE);
        x.money(0, 20).money(1, 20).money(2, 20);
        int temple = x.hand(0, "TEMPLE_OF_APOLLO");
        int farmer = x.hand(0, "FARMER");
        x.phase(0, 2).settle();
        x.act(new Offer(temple)).act(new Bid(5)).act(new Pass());
        // The buyer's temple draw revealed the second end-game card; he keeps the replacement.
        assertThat(x.s.endTriggered).isTrue();
        assertThat(Long.bitCount(x.s.hand[1])).isEqualTo(1);
        assertThat(x.s.over).isFalse();
        assertThat(x.step()).isEqualTo(new Step.AuctionPhase(1));
        x.act(new Done());
        assertThat(x.step()).isInstanceOf(Step.BuildPhase.class);
        x.act(new Build(farmer));
        // Phase 3 ended (nothing left to build): phases 4-7 are skipped, no income, nobody else plays.
        assertThat(x.s.over).isTrue();
        assertThat(x.s.active).isZero();
        assertThat(x.s.money[0]).isEqualTo(15);
        assertThat(x.s.incomeTaken).isFalse();
    }

    @Test
    @DisplayName("4.8/D58 the end of the turn clears the per-turn state; once-per-game use stays (D31)")
    void endOfTurn() {
        Scenario x = new Scenario(3);
        int aristotle = x.city(0, "ARISTOTLE");
        int herodotus = x.city(0, "HERODOTUS");
        x.phase(0, 7);
        x.s.usedTurn |= 1L << aristotle;
        x.s.usedGame |= 1L << herodotus;
        x.s.builds = 2;
        x.s.purchased = true;
        x.s.incomeTaken = true;
        x.s.tradePartners = 0b100;
        x.act(new Done());
        assertThat(x.s.active).isEqualTo(1);
        assertThat(x.s.turn).isEqualTo(2);
        assertThat(x.s.usedTurn).isZero();
        assertThat(x.s.usedGame).isEqualTo(1L << herodotus);
        assertThat(x.s.builds).isZero();
        assertThat(x.s.purchased).isFalse();
        assertThat(x.s.incomeTaken).isFalse();
        assertThat(x.s.tradePartners).isZero();
        assertThat(x.step()).isEqualTo(new Step.DrawPhase(0, -1));
    }

    @Test
    @DisplayName("4.2/D62 bids are decisions of the bidders, clockwise from the seller's left; the seller cannot bid")
    void biddersDecide() {
        Scenario x = new Scenario(4);
        int card = x.hand(2, "HOPLITE");
        x.hand(2, "POTTER");
        x.phase(2, 2).settle();
        x.act(new Offer(card));
        io.agon.core.Decision d = Scenario.GAME.decision(x.s);
        assertThat(d.player()).isEqualTo(3);
        assertThat(d.onTurn()).isEqualTo(2);
        assertThat(d.isInterrupt()).isTrue();
        x.refusedBy(2, new Bid(1), "P4's decision");
        x.act(new Pass());
        assertThat(x.decider()).isZero();
        x.act(new Bid(2));
        assertThat(x.decider()).isEqualTo(1);
    }

    @Test
    @DisplayName("D1 the bank is unlimited: it keeps paying beyond the 240 money and 40 tokens of the physical set (spec 2)")
    void unlimitedBank() {
        Scenario x = new Scenario(3);
        x.money(0, 200).money(1, 100).money(2, 100).points(0, 30).points(1, 20).points(2, 20);
        x.board(0, "DELFOI_A");
        x.city(0, "FARMER");
        x.city(0, "PLATO");
        x.phase(0, 5);
        x.act(new CollectIncome()).act(new Plato(1));
        assertThat(x.s.money).containsExactly(212, 105, 100);
        assertThat(x.s.points).containsExactly(30, 20, 20);
        assertThat(x.s.bankMoneyOut).isEqualTo(417).isGreaterThan(240);
        assertThat(x.s.bankPointsOut).isEqualTo(70).isGreaterThan(40);
        assertThat(x.invariants()).isNull();
    }

    @Test
    @DisplayName("D3 point costs are paid with point tokens only, never with printed VP symbols (spec 7.3, 7.5, 7.6, 7.11, 7.16, 7.17)")
    void onlyTokensPay() {
        Scenario x = new Scenario(3);
        x.points(0, 0).money(0, 0);
        x.city(0, "ACROPOLIS");
        x.city(0, "PLATO");
        x.city(0, "PRIESTESS");
        x.city(0, "EUCLID");
        int harbour = x.city(0, "HARBOUR");
        int assassin = x.city(0, "ASSASSIN");
        int victim = x.city(1, "FARMER");
        int card = x.hand(0, "HOPLITE");
        int vp = x.rules().sym.cardVp(x.s, 0);
        assertThat(vp).isGreaterThanOrEqualTo(4);
        x.phase(0, 5);
        assertThat(x.legal()).containsExactlyInAnyOrder(new CollectIncome(), new Done());
        x.refused(new Plato(1), "1 point token");
        x.refused(new Priestess(card), "1 point token");
        x.refused(new Harbour(harbour, 1), "2 point tokens");
        x.refused(new Assassinate(assassin, victim), "3 point tokens");
        x.refused(new Euclid(false), "no point token");
        // With a token, Plato is paid from the tokens; the printed VP stay.
        x.points(0, 1);
        x.act(new Plato(1));
        assertThat(x.s.points[0]).isZero();
        assertThat(x.rules().sym.cardVp(x.s, 0)).isEqualTo(vp);

        Scenario y = new Scenario(3);
        y.city(0, "ARISTOTLE");
        y.city(0, "ACROPOLIS");
        y.points(0, 0).money(0, 10);
        y.phase(0, 1).settle();
        y.act(new Draw(RED)).act(new Draw(GREEN));
        assertThat(y.legal()).doesNotContain(new Buy(BLUE, true)).contains(new Buy(BLUE, false));
        y.refused(new Buy(BLUE, true), "2 point tokens");
    }

    @Test
    @DisplayName("D39 the trade partner is any other player; vases count at the moment of the trade; the bank pays both (spec 4.6)")
    void tradePartner() {
        Scenario x = new Scenario(4);
        for (int p = 0; p < 4; p++) {
            x.money(p, 0);
        }
        x.city(3, "SHIP");
        x.phase(1, 6);
        assertThat(x.legal()).containsExactlyInAnyOrder(new Trade(0), new Trade(2), new Trade(3), new Done());
        x.refused(new Trade(1), "yourself");
        // A vase that arrives before the trade counts (board 1 + Merchant 1 = 2; seat 4: board 1 + Ship 2 = 3).
        x.city(1, "MERCHANT");
        int out = x.s.bankMoneyOut;
        x.act(new Trade(3));
        assertThat(x.s.money).containsExactly(0, 3, 0, 2);
        assertThat(x.s.bankMoneyOut).isEqualTo(out + 5);
    }

    @Test
    @DisplayName("D44 the board's culture symbols multiply the history pile; VP symbols come from development cards only (spec 6.1)")
    void boardCultureCounts() {
        Scenario x = new Scenario(3);
        x.money(0, 0).points(0, 0).board(0, "ATHINA_B");
        x.history(0, "FARMER");
        x.history(0, "HOPLITE");
        x.history(0, "POTTER");
        assertThat(x.score(0)).isEqualTo(2 * 3);
        x.board(0, "DELFOI_A");
        assertThat(x.score(0)).isEqualTo(3);
        for (BoardSide side : Scenario.CAT.sides()) {
            assertThat(side.symbols()).as(side.id()).noneMatch(sym -> sym.kind().name().startsWith("VP"));
        }
    }

    @Test
    @DisplayName("D46 Dutch over Danish: the Priestess needs a hand card; 4 players add Olympia, not Korinthos (spec 3.1, 7.17)")
    void dutchRulebookWins() {
        Scenario x = new Scenario(3);
        x.city(0, "PRIESTESS");
        x.city(0, "EUCLID");
        x.points(0, 2);
        int elsewhere = x.hand(1, "FARMER");
        x.phase(0, 5);
        assertThat(x.s.hand[0]).isZero();
        assertThat(x.legal()).noneMatch(a -> a instanceof Priestess);
        x.refused(new Priestess(elsewhere), "card from your hand");
        PolisState four = Scenario.GAME.newGame(Setup.of(4, 11));
        List<String> sides = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            sides.add(Scenario.CAT.sides().get(four.board[p]).id());
        }
        assertThat(sides).contains("OLYMPIA_A").doesNotContain("KORINTHOS_A");
    }

    @Test
    @DisplayName("D51 no hand limit: a hand of 12 still draws and buys, and the turn ends without any discard (spec 4.1, 4.8)")
    void noHandLimit() {
        Scenario x = new Scenario(3);
        for (String id : new String[] {"HOPLITE", "HOPLITE", "ARCHERS", "ARCHERS", "CAVALRY", "CAVALRY", "FARMER",
                "FARMER", "MERCHANT", "MERCHANT", "POTTER", "POTTER"}) {
            x.hand(0, id);
        }
        x.money(0, 10);
        x.phase(0, 1).settle();
        x.act(new Draw(RED)).act(new Draw(GREEN)).act(new Buy(BLUE, false));
        assertThat(Long.bitCount(x.s.hand[0])).isEqualTo(15);
        assertThat(x.step()).isInstanceOf(Step.AuctionPhase.class);
        x.phase(0, 7);
        x.act(new Done());
        assertThat(x.s.active).isEqualTo(1);
        assertThat(Long.bitCount(x.s.hand[0])).isEqualTo(15);
        assertThat(x.step()).isEqualTo(new Step.DrawPhase(0, -1));
    }

    @Test
    @DisplayName("D55 Archimedes and Priestess box a hand card showing its colour only; the new card comes from any unblocked deck (spec 7.2, 7.17)")
    void boxAndRedraw() {
        Scenario x = new Scenario(3);
        x.block(RED);
        x.city(0, "ARCHIMEDES");
        x.city(0, "PRIESTESS");
        x.points(0, 1);
        int leonidas = x.hand(0, "LEONIDAS");
        int tragedian = x.hand(0, "TRAGEDIAN");
        x.phase(0, 5);
        List<Integer> boxBefore = view(x, 1).box().hiddenColour();
        List<Action> unblocked = List.of(new Draw(GREEN), new Draw(BLUE), new Draw(YELLOW));
        x.act(new Archimedes(leonidas));
        assertThat(x.legal()).containsExactlyInAnyOrderElementsOf(unblocked);
        x.refused(new Draw(RED), "blocked");
        x.act(new Draw(GREEN));
        x.act(new Priestess(tragedian));
        assertThat(x.legal()).containsExactlyInAnyOrderElementsOf(unblocked);
        x.act(new Draw(YELLOW));
        long both = (1L << leonidas) | (1L << tragedian);
        assertThat(x.s.box & both).isEqualTo(both);
        assertThat(x.s.history[0]).isZero();
        PolisView other = view(x, 1);
        assertThat(other.box().known()).doesNotContain("Leonidas", "Tragedian");
        assertThat(other.box().hiddenColour()).containsExactly(boxBefore.get(0), boxBefore.get(1),
                boxBefore.get(2) + 1, boxBefore.get(3) + 1);
        assertThat(view(x, 0).box().known()).contains("Leonidas", "Tragedian");
    }

    @Test
    @DisplayName("D60 a card on auction stays unrevealed: colour only while offered, unrevealed in the box if unsold, named once placed face up (spec 4.2)")
    void auctionCardUnrevealed() {
        Scenario x = new Scenario(3);
        x.money(0, 0);
        int unsold = x.hand(0, "LEONIDAS");
        int sold = x.hand(0, "ACROPOLIS");
        x.phase(0, 2).settle();
        x.act(new Offer(unsold));
        assertThat(view(x, 1).auction()).contains("a yellow card").doesNotContain("Leonidas");
        x.act(new Pass()).act(new Pass());
        assertThat(x.s.box & (1L << unsold)).isNotZero();
        for (int o = 1; o < 3; o++) {
            assertThat(x.s.known[o] & (1L << unsold)).isZero();
            assertThat(view(x, o).box().known()).doesNotContain("Leonidas");
            assertThat(view(x, o).render()).doesNotContain("Leonidas");
        }
        x.act(new Offer(sold));
        assertThat(view(x, 2).auction()).contains("a green card").doesNotContain("Acropolis");
        assertThat(x.s.known[2] & (1L << sold)).isZero();
        x.act(new Bid(5)).act(new Pass());
        assertThat(x.s.city[1] & (1L << sold)).isNotZero();
        assertThat(view(x, 2).players().get(1).city()).extracting(PolisView.CityCard::name).contains("Acropolis");
    }

    @Test
    @DisplayName("D61 row order is cosmetic: placement order changes only the displayed row, not score, war or legal actions (spec 4.3)")
    void rowOrderIsCosmetic() {
        Scenario x = new Scenario(3);
        int cavalry = x.city(0, "CAVALRY");
        int acropolis = x.city(0, "ACROPOLIS");
        int farmer = x.city(0, "FARMER");
        x.phase(0, 4).settle();
        List<Action> legal = x.legal();
        int score = x.score(0);
        int war = x.rules().sym.attackWar(x.s, 0);
        assertThat(view(x, 1).players().get(0).city()).extracting(PolisView.CityCard::name)
                .containsExactly("Cavalry", "Acropolis", "Farmer");
        x.s.placedAt[cavalry] = 3;
        x.s.placedAt[acropolis] = 2;
        x.s.placedAt[farmer] = 1;
        assertThat(view(x, 1).players().get(0).city()).extracting(PolisView.CityCard::name)
                .containsExactly("Farmer", "Acropolis", "Cavalry");
        assertThat(x.legal()).isEqualTo(legal);
        assertThat(x.score(0)).isEqualTo(score);
        assertThat(x.rules().sym.attackWar(x.s, 0)).isEqualTo(war);
    }

    private static PolisView view(Scenario x, int observer) {
        return (PolisView) Scenario.GAME.view(x.s, observer);
    }
}
