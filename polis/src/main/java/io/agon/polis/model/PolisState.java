package io.agon.polis.model;

import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.component.DeckRow;
import io.agon.core.flow.Auction;
import io.agon.core.flow.FlowState;
import io.agon.core.flow.StepStack;
import io.agon.core.state.AgonState;
import io.agon.core.state.NotCompared;
import io.agon.core.state.NotHashed;
import java.util.Arrays;

/**
 * The complete mutable state of a Polis game. Card zones are 64-bit masks over the physical card ids of
 * {@link Catalogue} (hands, cities, history piles, cards tucked under Alexander, the box), the four decks are a
 * core-api {@link DeckRow} (end-game cards block them), and per-card facts (protection coin, Harbour target, placement order) are small arrays.
 * Everything is public for the rules package; treat it as the rules' private data.
 */
@AgonState
public final class PolisState implements GameState<PolisState>, FlowState<Step> {

    /** Face-down capacity of one deck (12 + 4 + the end-game card). */
    public static final int DECK_CAPACITY = 17;

    /** Number of seats. */
    @NotHashed public int players;
    /** The state's random generator (all shuffles). */
    public Rng rng;
    /** Money of each seat. */
    public int[] money;
    /** Point tokens of each seat. */
    public int[] points;
    /** Board side index of each seat, -1 before it is chosen. */
    @NotHashed public int[] board;
    /** Hand of each seat. */
    public long[] hand;
    /** City (face-up development cards) of each seat. */
    public long[] city;
    /** History pile of each seat. */
    public long[] history;
    /** Cards tucked under each seat's ALEXANDER. */
    @NotHashed public long[] tucked;
    /** Cards in hidden zones whose identity each seat knows (own hand, own pile, peeks, public destructions). */
    @NotHashed public long[] known;
    /** The box. */
    public long box;
    /** The four decks (deck c is colour c); the EG cards 64 + c are their blocking cards (spec 5.1). */
    public DeckRow decks;
    /** Number of revealed end-game cards. */
    public int revealed;
    /** Bit {@code 4p + c} set while seat p knows (from a Lighthouse peek) that deck c's top card is its EG card. */
    @NotHashed public int egSeen;
    /** Protection coin per card: index of the covered symbol + 1, or 0. */
    public byte[] coin;
    /** HARBOUR target per card: seat + 1, or 0. */
    @NotHashed public byte[] harbourTarget;
    /** Placement order per card (display only, D61). */
    @NotHashed public int[] placedAt;
    /** Next placement number. */
    @NotHashed public int placeCounter;
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
     * once, by set-up's first step. Constant over a game: left out of equals and the hash.
     */
    @NotCompared public int boardVariant;
    /** Turn number, from 1. */
    public int turn;
    /** Phase of the active player's turn (0-7), or -1 during set-up. */
    public int phase;
    /** Builds from hand this turn. */
    @NotHashed public int builds;
    /** True once the phase-1 purchase was made. */
    @NotHashed public boolean purchased;
    /** True once income was collected in phase 5. */
    @NotHashed public boolean incomeTaken;
    /** Trade partners of this turn (bit mask of seats). */
    @NotHashed public int tradePartners;
    /** The card on auction (hidden from all but the seller), or -1. */
    @NotHashed public int lotCard;
    /** The price paid for the card just placed, for a COLONY (D18). */
    @NotHashed public int lastPrice;
    /** The attacker's pending war: defender seat, or -1. */
    @NotHashed public int warDefender;
    /** True once the second end-game card was revealed. */
    @NotHashed public boolean endTriggered;
    /** True when the game is over. */
    @NotHashed public boolean over;
    /** Net money paid out by the (unlimited, D1) bank: players' money plus coins on cards equals this. */
    @NotHashed public int bankMoneyOut;
    /** Net point tokens paid out by the bank. */
    @NotHashed public int bankPointsOut;
    /** The flow. */
    public StepStack<Step> steps;
    /** The auction in progress while a {@link Step.Bidding} is on the stack (the lot is the card's colour). */
    public Auction auction;

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

    /** A blank for the generated copy. */
    PolisState() {
    }

    @Override
    public PolisState copy() {
        return PolisStateFields.copy(this);
    }

    @Override
    public PolisState copyFrom(PolisState o) {
        return PolisStateFields.copyFrom(o, this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PolisState s && PolisStateFields.equals(this, s);
    }

    @Override
    public int hashCode() {
        return PolisStateFields.hash(this);
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
