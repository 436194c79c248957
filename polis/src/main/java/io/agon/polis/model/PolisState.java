package io.agon.polis.model;

import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.component.DeckRow;
import io.agon.core.flow.Auction;
import io.agon.core.flow.FlowState;
import io.agon.core.flow.StepStack;
import java.util.Arrays;

/**
 * The complete mutable state of a Polis game. Card zones are 64-bit masks over the physical card ids of
 * {@link Catalogue} (hands, cities, history piles, cards tucked under Alexander, the box), the four decks are a
 * core-api {@link DeckRow} (end-game cards block them), and per-card facts (protection coin, Harbour target, placement order) are small arrays.
 * Everything is public for the rules package; treat it as the rules' private data.
 */
public final class PolisState implements GameState<PolisState>, FlowState<Step> {

    /** Face-down capacity of one deck (12 + 4 + the end-game card). */
    public static final int DECK_CAPACITY = 17;

    /** Number of seats. */
    public final int players;
    /** The state's random generator (all shuffles). */
    public final Rng rng;
    /** Money of each seat. */
    public final int[] money;
    /** Point tokens of each seat. */
    public final int[] points;
    /** Board side index of each seat, -1 before it is chosen. */
    public final int[] board;
    /** Hand of each seat. */
    public final long[] hand;
    /** City (face-up development cards) of each seat. */
    public final long[] city;
    /** History pile of each seat. */
    public final long[] history;
    /** Cards tucked under each seat's ALEXANDER. */
    public final long[] tucked;
    /** Cards in hidden zones whose identity each seat knows (own hand, own pile, peeks, public destructions). */
    public final long[] known;
    /** The box. */
    public long box;
    /** The four decks (deck c is colour c); the EG cards 64 + c are their blocking cards (spec 5.1). */
    public final DeckRow decks;
    /** Number of revealed end-game cards. */
    public int revealed;
    /** Bit {@code 4p + c} set while seat p knows (from a Lighthouse peek) that deck c's top card is its EG card. */
    public int egSeen;
    /** Protection coin per card: index of the covered symbol + 1, or 0. */
    public final byte[] coin;
    /** HARBOUR target per card: seat + 1, or 0. */
    public final byte[] harbourTarget;
    /** Placement order per card (display only, D61). */
    public final int[] placedAt;
    /** Next placement number. */
    public int placeCounter;
    /** Cards slid up this turn (once-per-turn abilities). */
    public long usedTurn;
    /** Cards whose once-per-game ability has been used (D31: the flag stays with the card). */
    public long usedGame;
    /** Seat on turn. */
    public int active;
    /** The start player, drawn by lot at set-up (spec 3 step 1, D64): starts turn 1; start money counts from him. */
    public int startPlayer;
    /**
     * How the city boards are chosen at set-up (0 first game, 1 dealt boards with a side chosen, 2 a draft): read
     * once, by set-up's first step. Not part of the state's value (constant over a game; left out of equals and
     * hashCode).
     */
    public int boardVariant;
    /** Turn number, from 1. */
    public int turn;
    /** Phase of the active player's turn (0-7), or -1 during set-up. */
    public int phase;
    /** Builds from hand this turn. */
    public int builds;
    /** True once the phase-1 purchase was made. */
    public boolean purchased;
    /** True once income was collected in phase 5. */
    public boolean incomeTaken;
    /** Trade partners of this turn (bit mask of seats). */
    public int tradePartners;
    /** The card on auction (hidden from all but the seller), or -1. */
    public int lotCard;
    /** The price paid for the card just placed, for a COLONY (D18). */
    public int lastPrice;
    /** The attacker's pending war: defender seat, or -1. */
    public int warDefender;
    /** True once the second end-game card was revealed. */
    public boolean endTriggered;
    /** True when the game is over. */
    public boolean over;
    /** Net money paid out by the (unlimited, D1) bank: players' money plus coins on cards equals this. */
    public int bankMoneyOut;
    /** Net point tokens paid out by the bank. */
    public int bankPointsOut;
    /** The flow. */
    public final StepStack<Step> steps;
    /** The auction in progress while a {@link Step.Bidding} is on the stack (the lot is the card's colour). */
    public final Auction auction;

    /** An empty state for {@code players} seats, seeded with {@code seed}. */
    public PolisState(int players, long seed) {
        this.players = players;
        this.rng = new Rng(seed);
        money = new int[players];
        points = new int[players];
        board = new int[players];
        Arrays.fill(board, -1);
        hand = new long[players];
        city = new long[players];
        history = new long[players];
        tucked = new long[players];
        known = new long[players];
        decks = new DeckRow(4, DECK_CAPACITY, Catalogue.EG);
        coin = new byte[Catalogue.CARDS];
        harbourTarget = new byte[Catalogue.CARDS];
        placedAt = new int[Catalogue.CARDS];
        lotCard = -1;
        warDefender = -1;
        steps = new StepStack<>(16);
        auction = new Auction();
    }

    private PolisState(PolisState o) {
        players = o.players;
        rng = o.rng.copy();
        money = o.money.clone();
        points = o.points.clone();
        board = o.board.clone();
        hand = o.hand.clone();
        city = o.city.clone();
        history = o.history.clone();
        tucked = o.tucked.clone();
        known = o.known.clone();
        box = o.box;
        decks = o.decks.copy();
        revealed = o.revealed;
        egSeen = o.egSeen;
        coin = o.coin.clone();
        harbourTarget = o.harbourTarget.clone();
        placedAt = o.placedAt.clone();
        placeCounter = o.placeCounter;
        usedTurn = o.usedTurn;
        usedGame = o.usedGame;
        active = o.active;
        startPlayer = o.startPlayer;
        boardVariant = o.boardVariant;
        turn = o.turn;
        phase = o.phase;
        builds = o.builds;
        purchased = o.purchased;
        incomeTaken = o.incomeTaken;
        tradePartners = o.tradePartners;
        lotCard = o.lotCard;
        lastPrice = o.lastPrice;
        warDefender = o.warDefender;
        endTriggered = o.endTriggered;
        over = o.over;
        bankMoneyOut = o.bankMoneyOut;
        bankPointsOut = o.bankPointsOut;
        steps = o.steps.copy();
        auction = o.auction.copy();
    }

    @Override
    public PolisState copy() {
        return new PolisState(this);
    }

    /** Overwrites every field with {@code o}'s, without allocating; a fresh copy for another player count. */
    @Override
    public PolisState copyFrom(PolisState o) {
        if (o.players != players) {
            return o.copy();
        }
        rng.copyFrom(o.rng);
        // one loop over the seats rather than eight arraycopy calls of 2-5 elements each
        for (int p = 0; p < players; p++) {
            money[p] = o.money[p];
            points[p] = o.points[p];
            board[p] = o.board[p];
            hand[p] = o.hand[p];
            city[p] = o.city[p];
            history[p] = o.history[p];
            tucked[p] = o.tucked[p];
            known[p] = o.known[p];
        }
        box = o.box;
        decks.copyFrom(o.decks);
        revealed = o.revealed;
        egSeen = o.egSeen;
        System.arraycopy(o.coin, 0, coin, 0, coin.length);
        System.arraycopy(o.harbourTarget, 0, harbourTarget, 0, harbourTarget.length);
        System.arraycopy(o.placedAt, 0, placedAt, 0, placedAt.length);
        placeCounter = o.placeCounter;
        usedTurn = o.usedTurn;
        usedGame = o.usedGame;
        active = o.active;
        startPlayer = o.startPlayer;
        boardVariant = o.boardVariant;
        turn = o.turn;
        phase = o.phase;
        builds = o.builds;
        purchased = o.purchased;
        incomeTaken = o.incomeTaken;
        tradePartners = o.tradePartners;
        lotCard = o.lotCard;
        lastPrice = o.lastPrice;
        warDefender = o.warDefender;
        endTriggered = o.endTriggered;
        over = o.over;
        bankMoneyOut = o.bankMoneyOut;
        bankPointsOut = o.bankPointsOut;
        steps.copyFrom(o.steps);
        auction.copyFrom(o.auction);
        return this;
    }

    /** True when deck {@code c} is blocked. */
    public boolean blocked(int c) {
        return decks.isBlocked(c);
    }

    /** Top face-down card of deck {@code c} (the deck must not be empty). */
    public int top(int c) {
        return decks.top(c);
    }

    /** The seat whose city holds {@code card}, or -1. */
    public int cityOwner(int card) {
        long bit = 1L << card;
        for (int p = 0; p < players; p++) {
            if ((city[p] & bit) != 0) {
                return p;
            }
        }
        return -1;
    }

    @Override
    public boolean equals(Object x) {
        if (this == x) {
            return true;
        }
        if (!(x instanceof PolisState o)) {
            return false;
        }
        return players == o.players && box == o.box && revealed == o.revealed
                && egSeen == o.egSeen
                && placeCounter == o.placeCounter && usedTurn == o.usedTurn && usedGame == o.usedGame
                && active == o.active && startPlayer == o.startPlayer && turn == o.turn && phase == o.phase && builds == o.builds
                && purchased == o.purchased && incomeTaken == o.incomeTaken && tradePartners == o.tradePartners
                && lotCard == o.lotCard && lastPrice == o.lastPrice && warDefender == o.warDefender
                && endTriggered == o.endTriggered && over == o.over && bankMoneyOut == o.bankMoneyOut
                && bankPointsOut == o.bankPointsOut && rng.equals(o.rng) && Arrays.equals(money, o.money)
                && Arrays.equals(points, o.points) && Arrays.equals(board, o.board)
                && Arrays.equals(hand, o.hand) && Arrays.equals(city, o.city) && Arrays.equals(history, o.history)
                && Arrays.equals(tucked, o.tucked) && Arrays.equals(known, o.known)
                && decks.equals(o.decks)
                && Arrays.equals(coin, o.coin) && Arrays.equals(harbourTarget, o.harbourTarget)
                && Arrays.equals(placedAt, o.placedAt) && steps.equals(o.steps) && auction.equals(o.auction);
    }

    @Override
    public int hashCode() {
        int h = rng.hashCode();
        h = 31 * h + Arrays.hashCode(money);
        h = 31 * h + Arrays.hashCode(points);
        h = 31 * h + Arrays.hashCode(hand);
        h = 31 * h + Arrays.hashCode(city);
        h = 31 * h + Arrays.hashCode(history);
        h = 31 * h + decks.hashCode();
        h = 31 * h + Arrays.hashCode(coin);
        h = 31 * h + Long.hashCode(box ^ usedTurn ^ usedGame);
        h = 31 * h + active + 7 * turn + 13 * phase + 17 * revealed + 19 * startPlayer;
        return 31 * (31 * h + steps.hashCode()) + auction.hashCode();
    }

    @Override
    public String toString() {
        return "PolisState{turn=" + turn + ", active=P" + (active + 1) + ", phase=" + phase + ", money="
                + Arrays.toString(money) + ", points=" + Arrays.toString(points) + ", steps=" + steps + "}";
    }

    /** Sets exactly the seats in {@code seats} (bit mask) as knowing {@code card}. */
    public void setKnown(int card, int seats) {
        long bit = 1L << card;
        for (int p = 0; p < players; p++) {
            if ((seats & (1 << p)) != 0) {
                known[p] |= bit;
            } else {
                known[p] &= ~bit;
            }
        }
    }

    /** The step stack (for the flow). */
    @Override
    public StepStack<Step> steps() {
        return steps;
    }
}
