package io.agon.examples.auctionhouse.model;

import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.component.Deck;
import io.agon.core.flow.Auction;
import io.agon.core.flow.FlowState;
import io.agon.core.flow.StepStack;
import io.agon.core.state.AgonState;
import io.agon.core.state.NotCompared;
import io.agon.core.state.NotHashed;

/**
 * The state of a game of Auction House: money, hands (bit sets of card ids), the deck, the round, the cards played
 * and bought this round, the studios' values, the seller, the lot, the auction, the step stack and the generator. Fields are
 * public for the rules of this small game; {@link #copy()} is deep and {@code equals} is value equality.
 */
@AgonState
public final class HouseState implements GameState<HouseState>, FlowState<Step> {

    /** Number of players. */
    @NotHashed public int players;
    /** Money per seat. */
    public int[] money;
    /** Per seat: bit c set when card c is in his hand. */
    public long[] hand;
    /** The face-down deck. */
    public Deck deck;
    /** The round, 1..{@link Cards#ROUNDS}. */
    public int round = 1;
    /** Cards of each studio played this round (the lot included). */
    public int[] played;
    /** Each studio's value so far (added at each round's end while it ranks). */
    public int[] value;
    /** Per seat and studio ({@code seat * STUDIOS + studio}): cards bought this round. */
    public int[] gallery;
    /**
     * Per seat: bit c set when the seat bought card c in this game. History for {@code agon analyze}, not part of
     * the position: {@code equals} and {@code hashCode} ignore it.
     */
    @NotCompared public long[] bought;
    /** The seller, whose turn it is. */
    public int seller;
    /** The card on sale, or -1. */
    public int lot = -1;
    /** True when a studio's fifth card was played: the round ends after this turn. */
    public boolean roundOver;
    /** The auction of the lot while a {@link Step.Selling} step is on the stack (closed otherwise). */
    public Auction auction;
    /** The steps. */
    public StepStack<Step> steps;
    /** The generator of all chance. */
    public Rng rng;

    /** A state before set-up. */
    public HouseState(int players, long seed) {
        this.players = players;
        this.money = new int[players];
        this.hand = new long[players];
        this.played = new int[Cards.STUDIOS];
        this.value = new int[Cards.STUDIOS];
        this.gallery = new int[players * Cards.STUDIOS];
        this.bought = new long[players];
        this.auction = new Auction();
        this.steps = new StepStack<>(4);
        this.rng = new Rng(seed);
    }

    /** A blank for the generated copy. */
    HouseState() {
    }

    @Override
    public HouseState copy() {
        return HouseStateFields.copy(this);
    }

    @Override
    public HouseState copyFrom(HouseState o) {
        return HouseStateFields.copyFrom(o, this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HouseState s && HouseStateFields.equals(this, s);
    }

    @Override
    public int hashCode() {
        return HouseStateFields.hash(this);
    }

    /** The step stack (for the flow). */
    @Override
    public StepStack<Step> steps() {
        return steps;
    }

    /** The seat on turn (for the turn policy). */
    public int seller() {
        return seller;
    }

    /** The number of players. */
    public int players() {
        return players;
    }
}
