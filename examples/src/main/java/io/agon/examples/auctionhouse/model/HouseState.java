package io.agon.examples.auctionhouse.model;

import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.component.Deck;
import io.agon.core.flow.Auction;
import io.agon.core.flow.FlowState;
import io.agon.core.flow.StepStack;
import java.util.Arrays;
import java.util.Objects;

/**
 * The state of a game of Auction House: money, hands (bit sets of card ids), the deck, the round, the cards played
 * and bought this round, the studios' values, the seller, the lot, the auction, the step stack and the generator. Fields are
 * public for the rules of this small game; {@link #copy()} is deep and {@code equals} is value equality.
 */
public final class HouseState implements GameState<HouseState>, FlowState<Step> {

    /** Number of players. */
    public final int players;
    /** Money per seat. */
    public final int[] money;
    /** Per seat: bit c set when card c is in his hand. */
    public final long[] hand;
    /** The face-down deck. */
    public Deck deck;
    /** The round, 1..{@link Cards#ROUNDS}. */
    public int round = 1;
    /** Cards of each studio played this round (the lot included). */
    public final int[] played = new int[Cards.STUDIOS];
    /** Each studio's value so far (added at each round's end while it ranks). */
    public final int[] value = new int[Cards.STUDIOS];
    /** Per seat and studio ({@code seat * STUDIOS + studio}): cards bought this round. */
    public final int[] gallery;
    /**
     * Per seat: bit c set when the seat bought card c in this game. History for {@code agon analyze}, not part of
     * the position: {@code equals} and {@code hashCode} ignore it.
     */
    public final long[] bought;
    /** The seller, whose turn it is. */
    public int seller;
    /** The card on sale, or -1. */
    public int lot = -1;
    /** True when a studio's fifth card was played: the round ends after this turn. */
    public boolean roundOver;
    /** The auction of the lot while a {@link Step.Selling} step is on the stack (closed otherwise). */
    public final Auction auction;
    /** The steps. */
    public final StepStack<Step> steps;
    /** The generator of all chance. */
    public final Rng rng;

    /** A state before set-up. */
    public HouseState(int players, long seed) {
        this.players = players;
        this.money = new int[players];
        this.hand = new long[players];
        this.gallery = new int[players * Cards.STUDIOS];
        this.bought = new long[players];
        this.auction = new Auction();
        this.steps = new StepStack<>(4);
        this.rng = new Rng(seed);
    }

    private HouseState(HouseState o) {
        players = o.players;
        money = o.money.clone();
        hand = o.hand.clone();
        deck = o.deck.copy();
        round = o.round;
        System.arraycopy(o.played, 0, played, 0, played.length);
        System.arraycopy(o.value, 0, value, 0, value.length);
        gallery = o.gallery.clone();
        bought = o.bought.clone();
        seller = o.seller;
        lot = o.lot;
        roundOver = o.roundOver;
        auction = o.auction.copy();
        steps = o.steps.copy();
        rng = o.rng.copy();
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

    @Override
    public HouseState copy() {
        return new HouseState(this);
    }

    @Override
    public boolean equals(Object x) {
        return x instanceof HouseState s && s.players == players && Arrays.equals(s.money, money)
                && Arrays.equals(s.hand, hand) && s.deck.equals(deck) && s.round == round
                && Arrays.equals(s.played, played) && Arrays.equals(s.value, value)
                && Arrays.equals(s.gallery, gallery) && s.seller == seller && s.lot == lot
                && s.roundOver == roundOver && s.auction.equals(auction) && s.steps.equals(steps) && s.rng.equals(rng);
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(money), Arrays.hashCode(hand), deck, round, Arrays.hashCode(played),
                Arrays.hashCode(value), Arrays.hashCode(gallery), seller, lot, roundOver, auction, steps, rng);
    }
}
