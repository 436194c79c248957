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

/** One test (at least) per special card of spec section 7. */
class SpecialCardsTest {

    @Test
    @DisplayName("7.1 Alexander: tuck a hand card once per turn for +1 war; tucked cards go to the box with him (D32)")
    void alexander() {
        Scenario x = new Scenario(3);
        int alexander = x.city(0, "ALEXANDER");
        int a = x.hand(0, "FARMER");
        int b = x.hand(0, "POTTER");
        x.city(0, "EUCLID");
        x.money(0, 10);
        x.phase(0, 5);
        int before = x.rules().sym.baseWar(x.s, 0);
        x.act(new Tuck(a));
        assertThat(x.rules().sym.baseWar(x.s, 0)).isEqualTo(before + 1);
        assertThat(x.rules().sym.defenceWar(x.s, 0)).isEqualTo(before + 1);
        x.refused(new Tuck(b), "already used");
        assertThat(GAME().view(x.s, 1).toString()).doesNotContain("Farmer");
        x.rules().cards.cityToHistory(x.s, 0, alexander);
        assertThat(x.s.tucked[0]).isZero();
        assertThat(x.s.box & (1L << a)).isNotZero();
        assertThat(x.invariants()).isNull();
    }

    static PolisGame GAME() {
        return Scenario.GAME;
    }

    @Test
    @DisplayName("7.2 Archimedes: box a hand card, then draw from any unblocked deck")
    void archimedes() {
        Scenario x = new Scenario(3);
        x.city(0, "ARCHIMEDES");
        int a = x.hand(0, "FARMER");
        x.phase(0, 5);
        x.act(new Archimedes(a));
        assertThat(x.s.box & (1L << a)).isNotZero();
        assertThat(x.step()).isEqualTo(new Step.EffectDraw(0));
        x.act(new Draw(YELLOW));
        assertThat(Long.bitCount(x.s.hand[0] & Catalogue.colourMask(YELLOW.ordinal()))).isEqualTo(1);
        assertThat(x.legal()).noneMatch(act -> act instanceof Archimedes);
    }

    @Test
    @DisplayName("7.3 Aristotle: the purchase costs 2 point tokens instead of 5 money, still one purchase (D5)")
    void aristotle() {
        Scenario x = new Scenario(3);
        x.city(0, "ARISTOTLE");
        x.points(0, 3).money(0, 0);
        x.phase(0, 1).settle();
        x.act(new Draw(RED)).act(new Draw(GREEN));
        assertThat(x.legal()).contains(new Buy(BLUE, true)).doesNotContain(new Buy(BLUE, false));
        x.act(new Buy(BLUE, true));
        assertThat(x.s.points[0]).isEqualTo(1);
        assertThat(x.s.purchased).isTrue();
        assertThat(x.step()).isInstanceOf(Step.AuctionPhase.class);
    }

    @Test
    @DisplayName("7.5 Euclid: 3 money <-> 1 point token, any number of times in phase 5 (D54)")
    void euclid() {
        Scenario x = new Scenario(3);
        x.city(0, "EUCLID");
        x.money(0, 7).points(0, 0);
        x.phase(0, 5);
        x.act(new Euclid(true)).act(new Euclid(true));
        assertThat(x.s.money[0]).isEqualTo(1);
        assertThat(x.s.points[0]).isEqualTo(2);
        x.refused(new Euclid(true), "costs 3 money");
        x.act(new Euclid(false));
        assertThat(x.s.money[0]).isEqualTo(4);
        assertThat(x.s.points[0]).isEqualTo(1);
    }

    @Test
    @DisplayName("7.5 Euclid is unlimited (D54), so phase 5 lists ending the phase first: the first choice ends it")
    void phaseFiveListsItsEndFirst() {
        Scenario x = new Scenario(3);
        x.city(0, "EUCLID");
        x.money(0, 7).points(0, 2);
        x.phase(0, 5);
        assertThat(x.legal()).contains(new Euclid(true), new Euclid(false));
        assertThat(x.legal().get(0)).isEqualTo(new Done());
        x.act(new Euclid(true));
        assertThat(x.legal().get(0)).isEqualTo(new Done());
        x.act(x.legal().get(0));
        assertThat(x.step()).isNotInstanceOf(Step.IncomePhase.class);
    }

    @Test
    @DisplayName("7.6 Harbour: 2 tokens, points at another player; cannot point twice (D40)")
    void harbour() {
        Scenario x = new Scenario(3);
        int h = x.city(0, "HARBOUR");
        x.points(0, 5);
        x.city(0, "EUCLID");
        x.phase(0, 5);
        x.refused(new Harbour(h, 0), "another player");
        x.act(new Harbour(h, 2));
        x.refused(new Harbour(h, 1), "already points at P3");
        assertThat(x.s.points[0]).isEqualTo(3);
    }

    @Test
    @DisplayName("7.7 Herodotus needs another player's non-empty history pile (D28)")
    void herodotus() {
        Scenario x = new Scenario(3);
        x.city(0, "HERODOTUS");
        x.history(0, "FARMER");
        x.phase(0, 5);
        assertThat(x.legal()).noneMatch(a -> a instanceof Herodotus);
        x.refused(new Herodotus(1), "history pile is empty");
    }

    @Test
    @DisplayName("7.8 Hippocrates: a history card comes back without its placement effect, once per game (D16, D57)")
    void hippocrates() {
        Scenario x = new Scenario(3);
        int hippo = x.city(0, "HIPPOCRATES");
        int temple = x.history(0, "TEMPLE_OF_ZEUS");
        x.history(0, "FARMER");
        x.phase(0, 5);
        x.act(new Hippocrates(temple));
        assertThat(x.s.city[0] & (1L << temple)).isNotZero();
        assertThat(x.s.hand[0]).isZero();
        assertThat(x.s.usedGame & (1L << hippo)).isNotZero();
        assertThat(x.legal()).noneMatch(a -> a instanceof Hippocrates);
    }

    @Test
    @DisplayName("7.9 Homer: a hand card goes face down onto the own history pile and counts for history (D56)")
    void homer() {
        Scenario x = new Scenario(3);
        x.city(0, "HOMER");
        int a = x.hand(0, "FARMER");
        x.phase(0, 5);
        int before = x.score(0);
        x.act(new Homer(a));
        assertThat(x.s.history[0]).isEqualTo(1L << a);
        assertThat(x.score(0)).isEqualTo(before + x.rules().sym.culture(x.s, 0));
        assertThat(x.s.known[1] & (1L << a)).isZero();
    }

    @Test
    @DisplayName("7.10 Mercenary: +1 war per 2 money, only while attacking, paid only when the attack happens (D38)")
    void mercenary() {
        Scenario x = new Scenario(3);
        x.city(0, "MERCENARY");
        x.money(0, 4);
        x.city(1, "CAVALRY");
        x.phase(0, 7);
        assertThat(x.legal()).contains(new Attack(1, 2), new Attack(2, 0), new Attack(2, 1))
                .doesNotContain(new Attack(1, 1), new Attack(1, 3));
        x.refused(new Attack(1, 3), "cost 6 money");
        assertThat(x.s.money[0]).isEqualTo(4);
        x.act(new Attack(1, 2));
        assertThat(x.s.money[0]).isEqualTo(4 - 4 + 1);
    }

    @Test
    @DisplayName("7.11 Assassin: 3 tokens, kills a PERSON anywhere (not itself, not protected elsewhere), once per game (D24, D30)")
    void assassin() {
        Scenario x = new Scenario(3);
        int assassin = x.city(0, "ASSASSIN");
        int own = x.city(0, "FARMER");
        x.s.coin[own] = 2;
        x.money(0, x.s.money[0]);
        int enemyProtected = x.city(1, "POTTER");
        x.s.coin[enemyProtected] = 2;
        int enemyAssassin = x.city(1, "ASSASSIN");
        int building = x.city(1, "ACROPOLIS");
        x.s.bankMoneyOut += 2;
        x.points(0, 6);
        x.city(0, "EUCLID");
        x.phase(0, 5);
        assertThat(x.legal()).contains(new Assassinate(assassin, own), new Assassinate(assassin, enemyAssassin))
                .doesNotContain(new Assassinate(assassin, assassin), new Assassinate(assassin, enemyProtected),
                        new Assassinate(assassin, building));
        x.act(new Assassinate(assassin, enemyAssassin));
        assertThat(x.s.history[1]).isEqualTo(1L << enemyAssassin);
        assertThat(x.s.points[0]).isEqualTo(3);
        x.refused(new Assassinate(assassin, own), "not an unused Assassin");
    }

    @Test
    @DisplayName("7.13 Captain: +3 income per Captain with a Ship face up; a coin on the Ship does not matter (D25, D53)")
    void captain() {
        Scenario x = new Scenario(3);
        x.board(0, "DELFOI_A").money(0, 0);
        int captain = x.city(0, "CAPTAIN");
        assertThat(x.rules().sym.moneyIncome(x.s, 0)).isZero();
        int ship = x.city(0, "SHIP");
        x.s.coin[ship] = 2;
        x.s.coin[captain] = 1;
        assertThat(x.rules().sym.moneyIncome(x.s, 0)).isEqualTo(3);
    }

    @Test
    @DisplayName("7.14 Colony gained at auction: the buyer may pay the auction price again (D16, D18)")
    void colonyAtAuction() {
        Scenario x = new Scenario(3);
        x.money(1, 20);
        int colony = x.hand(0, "COLONY");
        x.hand(0, "FARMER");
        x.phase(0, 2).settle();
        x.act(new Offer(colony)).act(new Bid(5)).act(new Pass());
        assertThat(x.step()).isEqualTo(new Step.ColonyChoice(1, 5));
        assertThat(x.decider()).isEqualTo(1);
        x.act(new UseColony());
        assertThat(x.s.money[1]).isEqualTo(10);
        assertThat(Long.bitCount(x.s.city[1])).isEqualTo(2);
        assertThat(x.decider()).isEqualTo(0);
    }

    @Test
    @DisplayName("7.15 Phidias: the owner boxes his hand and redraws; every other player boxes 1 and draws 1, asked of him (D19)")
    void phidias() {
        Scenario x = new Scenario(3);
        x.money(0, 20);
        int phidias = x.hand(0, "PHIDIAS");
        x.hand(0, "FARMER");
        x.hand(0, "POTTER");
        int t = x.hand(1, "SMITH");
        x.phase(0, 3).settle();
        x.act(new Build(phidias));
        assertThat(x.s.hand[0]).isZero();
        assertThat(x.step()).isEqualTo(new Step.PhidiasDraw(0, 2));
        x.act(new Draw(RED)).act(new Draw(RED));
        assertThat(Long.bitCount(x.s.hand[0])).isEqualTo(2);
        assertThat(x.step()).isEqualTo(new Step.PhidiasDiscard(1));
        assertThat(x.decider()).isEqualTo(1);
        assertThat(GAME().decision(x.s).isInterrupt()).isTrue();
        x.act(new Discard(t));
        assertThat(x.decider()).isEqualTo(1);
        x.act(new Draw(GREEN));
        // Seat 2 has an empty hand and is skipped; the owner continues his build phase.
        assertThat(x.step()).isInstanceOf(Step.BuildPhase.class);
        assertThat(x.s.box & (1L << t)).isNotZero();
        assertThat(x.invariants()).isNull();
    }

    @Test
    @DisplayName("7.16 Plato: 1 token, keep 10 and give 5 to another player, once per turn (D27, D29)")
    void plato() {
        Scenario x = new Scenario(3);
        x.city(0, "PLATO");
        x.points(0, 2).money(0, 0).money(2, 0);
        x.city(0, "EUCLID");
        x.phase(0, 5);
        x.act(new CollectIncome());
        x.money(0, 0);
        x.refused(new Plato(0), "another player");
        x.act(new Plato(2));
        assertThat(x.s.money[0]).isEqualTo(10);
        assertThat(x.s.money[2]).isEqualTo(5);
        assertThat(x.s.points[0]).isEqualTo(1);
        x.refused(new Plato(1), "already used");
    }

    @Test
    @DisplayName("7.17 Priestess needs a point token and a hand card")
    void priestess() {
        Scenario x = new Scenario(3);
        x.city(0, "PRIESTESS");
        int a = x.hand(0, "FARMER");
        x.points(0, 0);
        x.phase(0, 5);
        x.refused(new Priestess(a), "1 point token");
    }

    @Test
    @DisplayName("7.19 Temple gained at auction by another player: the drawn card goes to his hand (D16, D17)")
    void templeAtAuction() {
        Scenario x = new Scenario(3);
        x.money(1, 20);
        int temple = x.hand(0, "TEMPLE_OF_ARES");
        x.hand(0, "FARMER");
        x.phase(0, 2).settle();
        x.act(new Offer(temple)).act(new Bid(4)).act(new Pass());
        assertThat(x.s.city[1] & (1L << temple)).isNotZero();
        assertThat(Long.bitCount(x.s.hand[1] & Catalogue.colourMask(RED.ordinal()))).isEqualTo(1);
        assertThat(x.s.builds).isZero();
    }

    @Test
    @DisplayName("7.19 Temple of a blocked colour draws nothing (D63)")
    void templeBlocked() {
        Scenario x = new Scenario(3);
        x.block(YELLOW);
        x.money(0, 20);
        int temple = x.hand(0, "TEMPLE_OF_ZEUS");
        x.phase(0, 3).settle();
        x.act(new Build(temple));
        assertThat(x.s.hand[0]).isZero();
    }

    @Test
    @DisplayName("7.20 Troy is never the sacrifice (D37)")
    void troy() {
        Scenario x = new Scenario(3);
        x.city(0, "TROY");
        int cav = x.city(0, "CAVALRY");
        assertThat(x.rules().war.sacrificable(x.s, 0)).isEqualTo(1L << cav);
    }

    @Test
    @DisplayName("7.21 Lighthouse: look at two different unblocked decks; only the peeker sees them (D52)")
    void lighthouse() {
        Scenario x = new Scenario(3);
        x.city(0, "LIGHTHOUSE");
        x.phase(0, 0).settle();
        assertThat(x.step()).isInstanceOf(Step.LighthousePhase.class);
        int red = x.s.top(RED.ordinal());
        x.act(new Peek(RED, BLUE));
        PolisView mine = (PolisView) GAME().view(x.s, 0);
        PolisView theirs = (PolisView) GAME().view(x.s, 1);
        assertThat(mine.decks().get(0).knownTop()).isEqualTo(Scenario.CAT.name(red));
        assertThat(theirs.decks().get(0).knownTop()).isEmpty();
        assertThat(x.step()).isInstanceOf(Step.DrawPhase.class);

        Scenario y = new Scenario(5);
        y.city(0, "LIGHTHOUSE");
        for (int i = y.s.decks.size(GREEN.ordinal()); i > 5; i--) {
            int c = y.s.top(GREEN.ordinal());
            y.take(c);
            y.s.box |= 1L << c;
        }
        y.endGameCardOnTop(GREEN);
        y.phase(0, 0).settle();
        y.act(new Peek(RED, GREEN));
        assertThat(((PolisView) GAME().view(y.s, 0)).decks().get(1).knownTop()).isEqualTo("the end-game card");
        io.agon.core.Rng rng = new io.agon.core.Rng(1);
        for (int i = 0; i < 10; i++) {
            assertThat(GAME().view(GAME().determinize(y.s, 0, rng), 0)).isEqualTo(GAME().view(y.s, 0));
        }
        y.act(new Draw(GREEN));
        assertThat(((PolisView) GAME().view(y.s, 0)).decks().get(1).knownTop()).isEmpty();
    }

    @Test
    @DisplayName("7.12 Corinth Canal: two trades, possibly with the same partner (D41)")
    void corinthCanal() {
        Scenario x = new Scenario(3);
        x.city(0, "CORINTH_CANAL");
        x.money(0, 0);
        x.phase(0, 6);
        x.act(new Trade(1)).act(new Trade(1));
        assertThat(x.s.money[0]).isEqualTo(2);
        assertThat(x.events).filteredOn(e -> e instanceof PolisEvent.Traded).hasSize(2);
    }

    @Test
    @DisplayName("D31/D57 a once-per-game flag stays with the card: a used Herodotus brought back by Hippocrates stays used")
    void oncePerGameFlagStaysWithTheCard() {
        Scenario x = new Scenario(3);
        x.city(0, "HIPPOCRATES");
        x.city(0, "EUCLID");
        x.money(0, 10);
        int herodotus = x.history(0, "HERODOTUS");
        x.s.usedGame |= 1L << herodotus;
        x.history(1, "FARMER");
        x.phase(0, 5);
        x.act(new Hippocrates(herodotus));
        assertThat(x.s.city[0] & (1L << herodotus)).isNotZero();
        assertThat(x.legal()).noneMatch(a -> a instanceof Herodotus);
        x.refused(new Herodotus(1), "already used");
    }

    @Test
    @DisplayName("7.14 Colony chain: a Colony placed by a Colony may be used again for the same price P (D18, D21)")
    void colonyChain() {
        Scenario x = new Scenario(3);
        x.money(0, 40).deckOf(RED, "HOPLITE", "COLONY");
        int colony = x.hand(0, "COLONY");
        x.phase(0, 3).settle();
        x.act(new Build(colony));
        assertThat(x.step()).isEqualTo(new Step.ColonyChoice(0, 10));
        x.act(new UseColony());
        assertThat(x.step()).isEqualTo(new Step.ColonyChoice(0, 10));
        x.act(new UseColony());
        assertThat(Long.bitCount(x.s.city[0])).isEqualTo(3);
        assertThat(x.s.money[0]).isEqualTo(10);
        assertThat(x.s.builds).isEqualTo(1);
        // The second placement left one red card: the last-card rule blocked the red deck (D7).
        assertThat(x.s.blocked(RED.ordinal())).isTrue();
        assertThat(x.invariants()).isNull();
    }

    @Test
    @DisplayName("7.15/D19 Phidias bought at auction in another's turn: the buyer swaps his hand, then the others (seller included) box 1 and draw 1, each asked")
    void phidiasAtAuction() {
        Scenario x = new Scenario(3);
        x.money(1, 20);
        int phidias = x.hand(0, "PHIDIAS");
        int sellerCard = x.hand(0, "FARMER");
        int buyerCard = x.hand(1, "SMITH");
        x.phase(0, 2).settle();
        x.act(new Offer(phidias)).act(new Bid(5)).act(new Pass());
        assertThat(x.s.city[1] & (1L << phidias)).isNotZero();
        assertThat(x.s.box & (1L << buyerCard)).isNotZero();
        assertThat(x.step()).isEqualTo(new Step.PhidiasDraw(1, 1));
        assertThat(GAME().decision(x.s).player()).isEqualTo(1);
        assertThat(GAME().decision(x.s).onTurn()).isZero();
        x.act(new Draw(BLUE));
        // Seat 2 (the owner's left) has no hand and is skipped; then the seller.
        assertThat(x.step()).isEqualTo(new Step.PhidiasDiscard(0));
        x.refusedBy(0, new Discard(buyerCard), "your own hand");
        x.act(new Discard(sellerCard)).act(new Draw(GREEN));
        assertThat(Long.bitCount(x.s.hand[0])).isEqualTo(1);
        assertThat(x.step()).isEqualTo(new Step.AuctionPhase(1));
        assertThat(x.invariants()).isNull();
    }
}
