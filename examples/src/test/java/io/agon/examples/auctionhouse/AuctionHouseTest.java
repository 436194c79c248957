package io.agon.examples.auctionhouse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.GameEvent;
import io.agon.core.IllegalActionException;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.flow.AuctionKind;
import io.agon.core.flow.Auction;
import io.agon.core.testkit.GameContract;
import io.agon.examples.auctionhouse.model.Cards;
import io.agon.examples.auctionhouse.model.HouseState;
import io.agon.examples.auctionhouse.model.Step;
import io.agon.examples.auctionhouse.rules.AuctionHouse;
import io.agon.examples.auctionhouse.rules.HouseAction;
import io.agon.examples.auctionhouse.rules.HouseEvent;
import io.agon.examples.auctionhouse.rules.HouseView;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Auction House: the contract kit and the rules (sections of {@code rules.md}). */
class AuctionHouseTest {

    private final AuctionHouse game = new AuctionHouse();

    @Test
    void contractHoldsOver2000Games() {
        GameContract.Report r = GameContract.of(game).players(2, 3, 4).games(2000).seed(11)
                .fullGames(4).sampleEvery(100)
                .invariant("money is never negative", s -> {
                    for (int m : s.money) {
                        if (m < 0) {
                            return "money " + m;
                        }
                    }
                    return null;
                })
                .invariant("48 cards are accounted for", s -> {
                    int cards = s.deck.size() + (s.lot >= 0 ? 1 : 0);
                    for (long h : s.hand) {
                        cards += Long.bitCount(h);
                    }
                    for (int n : s.played) {
                        cards += n;
                    }
                    return cards <= Cards.COUNT + (s.lot >= 0 ? 1 : 0) ? null : cards + " cards";
                })
                .run();
        assertThat(r.games()).isEqualTo(2000);
    }

    /** A state with the lot {@code card} on sale by seat 0. */
    private HouseState selling(int players, int card) {
        HouseState s = game.newGame(Setup.of(players, 5));
        s.hand[0] |= 1L << card;
        s.played[Cards.studio(card)] = 0;
        game.apply(s, 0, HouseAction.play(card), e -> { });
        return s;
    }

    private static int cardOf(AuctionKind kind, int studio) {
        for (int c = studio * 12; c < studio * 12 + 12; c++) {
            if (Cards.kind(c) == kind) {
                return c;
            }
        }
        throw new IllegalArgumentException();
    }

    @Test
    void rule32EachCardNamesItsAuction() {
        for (AuctionKind kind : AuctionKind.values()) {
            HouseState s = selling(3, cardOf(kind, 1));
            assertThat(s.steps.peek()).isInstanceOf(Step.Selling.class);
            assertThat(s.auction.kind()).isEqualTo(kind);
        }
    }

    @Test
    void rule32SealedBidsStayHiddenAndTheSecondPriceIsPaid() {
        HouseState s = selling(3, cardOf(AuctionKind.SEALED_SECOND_PRICE, 2));
        assertThat(game.currentPlayer(s)).isEqualTo(1);
        assertThat(game.hidesChoice(s)).isTrue();
        game.apply(s, 1, HouseAction.bid(9), e -> { });
        HouseView seenBy2 = game.view(s, 2);
        assertThat(seenBy2.sealed()).containsExactly(false, true, false);
        assertThat(seenBy2.myBid()).isEqualTo(-1);
        assertThat(game.view(s, 1).myBid()).isEqualTo(9);
        assertThat(game.describe(s, HouseAction.bid(4), 0)).isEqualTo("P3 seals a bid");
        HouseState before = s.copy();
        assertThatThrownBy(() -> game.apply(s, 1, HouseAction.bid(3), e -> { }))
                .isInstanceOf(IllegalActionException.class).hasMessage("P2 has already sealed a bid (rule 3.2)");
        assertThatThrownBy(() -> game.apply(s, 2, HouseAction.bid(41), e -> { }))
                .isInstanceOf(IllegalActionException.class).extracting(e -> ((IllegalActionException) e).ruleId())
                .isEqualTo("3.2");
        assertThat(s).isEqualTo(before);
        List<GameEvent> events = new ArrayList<>();
        game.apply(s, 2, HouseAction.bid(5), events::add);
        game.apply(s, 0, HouseAction.PASS, events::add);
        assertThat(s.money).containsExactly(40 + 5, 40 - 5, 40);
        assertThat(s.gallery[Cards.STUDIOS + 2]).isEqualTo(1);
        assertThat(events).extracting(GameEvent::text)
                .containsExactly("P2 bought Coral (sealed, second price) from P1 for 5");
    }

    @Test
    void rule32DeterminizeRedrawsTheOtherSealedBidsOnly() {
        HouseState s = selling(3, cardOf(AuctionKind.SEALED_FIRST_PRICE, 0));
        game.apply(s, 1, HouseAction.bid(7), e -> { });
        boolean changed = false;
        for (int i = 0; i < 20; i++) {
            HouseState d = game.determinize(s, 2, new Rng(i));
            Auction a = d.auction;
            assertThat(a.sealed().committed(1)).isTrue();
            changed |= a.sealed().choice(1) != 7;
            assertThat(game.view(d, 2)).isEqualTo(game.view(s, 2));
        }
        assertThat(changed).as("P2's sealed bid is hidden information for P3").isTrue();
        HouseState own = game.determinize(s, 1, new Rng(1));
        assertThat(own.auction.sealed().choice(1)).isEqualTo(7);
    }

    @Test
    void rule33ASellerWhoBuysHisOwnLotPaysTheBank() {
        HouseState s = selling(2, cardOf(AuctionKind.FIXED_PRICE, 3));
        assertThat(game.decision(s).prompt()).isEqualTo("Fixed price: name the price (you buy if nobody does)");
        game.apply(s, 0, HouseAction.bid(6), e -> { });
        game.apply(s, 1, HouseAction.PASS, e -> { });
        assertThat(s.money).containsExactly(34, 40);
        assertThat(s.gallery[3]).isEqualTo(1);
    }

    @Test
    void analyzeFeaturesAreTheLotsEachSeatBoughtAsTheSalesReportedThem() {
        Rng r = new Rng(21);
        int bought = 0;
        for (int g = 0; g < 40; g++) {
            HouseState s = game.newGame(Setup.of(2 + g % 3, g));
            List<java.util.Set<String>> expected = new ArrayList<>();
            for (int p = 0; p < s.players; p++) {
                expected.add(new java.util.TreeSet<>());
            }
            List<Action> legal = new ArrayList<>();
            while (!game.isOver(s)) {
                legal.clear();
                game.legalActions(s, legal);
                int p = game.currentPlayer(s);
                game.apply(s, p, legal.get(r.nextInt(legal.size())), e -> {
                    if (e instanceof HouseEvent.Sold sold && sold.buyer() >= 0) { // 3.3: the buyer takes the lot
                        String studio = Cards.STUDIO_NAMES[Cards.studio(sold.card())];
                        expected.get(sold.buyer()).add("bought a work of " + studio);
                        expected.get(sold.buyer()).add("won a lot at a " + Cards.kindName(Cards.kind(sold.card()))
                                + " auction");
                    }
                });
            }
            assertThat(game.features(s)).isEqualTo(expected);
            bought += expected.stream().mapToInt(java.util.Set::size).sum();
            HouseState forgetful = s.copy();
            java.util.Arrays.fill(forgetful.bought, 0L);
            assertThat(forgetful).as("the purchases are history, not the position").isEqualTo(s)
                    .hasSameHashCodeAs(s);
        }
        assertThat(bought).isPositive();
    }

    @Test
    void rule31TheFifthCardOfAStudioEndsTheRoundUnsold() {
        HouseState s = game.newGame(Setup.of(2, 3));
        int card = cardOf(AuctionKind.OPEN, 1);
        s.hand[0] |= 1L << card;
        s.played[1] = 4;
        s.gallery[1] = 2;
        s.money[0] = 40;
        game.apply(s, 0, HouseAction.play(card), e -> { });
        assertThat(s.round).isEqualTo(2);
        assertThat(s.value[1]).isEqualTo(6);
        assertThat(s.money[0]).as("two Birch cards pay 6 each").isEqualTo(52);
        assertThat(s.played).containsOnly(0);
    }

    @Test
    void rule4TheTopThreeStudiosGainValue() {
        HouseState s = game.newGame(Setup.of(2, 3));
        s.played[0] = 1;
        s.played[1] = 3;
        s.played[2] = 3;
        s.played[3] = 0;
        s.hand[0] = 0;
        s.hand[1] = 0;
        s.steps.clear();
        // end the round by hand: every hand is empty, so the next turn ends it
        s.steps.push(new Step.Play(0));
        s.hand[0] = 1L << cardOf(AuctionKind.OPEN, 3);
        game.apply(s, 0, HouseAction.play(cardOf(AuctionKind.OPEN, 3)), e -> { });
        game.apply(s, 1, HouseAction.PASS, e -> { });
        assertThat(s.round).isEqualTo(2);
        assertThat(s.value).containsExactly(2, 6, 4, 0);
    }

    @Test
    void badPlayIsRefusedWithItsRule() {
        HouseState s = game.newGame(Setup.of(3, 1));
        List<Action> legal = game.legalActions(s);
        assertThat(legal).allMatch(a -> a instanceof HouseAction.PlayCard);
        int notMine = 0;
        while ((s.hand[0] & (1L << notMine)) != 0) {
            notMine++;
        }
        HouseState before = s.copy();
        int c = notMine;
        assertThatThrownBy(() -> game.apply(s, 0, HouseAction.play(c), e -> { }))
                .isInstanceOf(IllegalActionException.class)
                .hasMessage("you can only play a card from your hand (rule 3.1)");
        assertThat(s).isEqualTo(before);
    }
}
