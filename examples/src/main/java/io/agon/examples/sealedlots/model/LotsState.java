package io.agon.examples.sealedlots.model;

import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.component.Deck;
import io.agon.core.flow.Auction;
import io.agon.core.flow.FlowState;
import io.agon.core.flow.StepStack;
import java.util.Arrays;
import java.util.Objects;

/**
 * The state of a game of Sealed Lots: money, the deck, the lot, cards won face up and kept face down, the seat
 * on turn and the step stack. Fields are public for the rules of this small game; {@link #copy()} is deep and
 * {@code equals} is value equality, as the framework requires.
 */
// tutorial:begin state
public final class LotsState implements GameState<LotsState>, FlowState<Step> {
    /** Cards are valued 1..CARDS. */
    public static final int CARDS = 12;
    /** Money each player starts with. */
    public static final int START_MONEY = 10;

    public final int players;
    public final int[] money;
    public Deck deck;
    /** The card being auctioned, or -1. */
    public int lot = -1;
    /** The seller, whose turn it is. */
    public int seller;
    /** Per player: bit v set when he owns card v face up. */
    public final int[] open;
    /** Per player: bit v set when he owns card v face down. */
    public final int[] hidden;
    /** Per player: the card he peeked at this turn, or -1. */
    public final int[] peekedCard;
    public final StepStack<Step> steps;
    /** The bidding while an {@link Step.Auctioning} step is on the stack. */
    public final Auction auction;
    public final Rng rng;
// tutorial:end state

    /** A state before set-up: no deck yet, no step. */
    public LotsState(int players, long seed) {
        this.players = players;
        this.money = new int[players];
        this.open = new int[players];
        this.hidden = new int[players];
        this.peekedCard = new int[players];
        Arrays.fill(peekedCard, -1);
        this.steps = new StepStack<>(4);
        this.auction = new Auction();
        this.rng = new Rng(seed);
    }

    private LotsState(LotsState o) {
        players = o.players;
        money = o.money.clone();
        deck = o.deck.copy();
        lot = o.lot;
        seller = o.seller;
        open = o.open.clone();
        hidden = o.hidden.clone();
        peekedCard = o.peekedCard.clone();
        steps = o.steps.copy();
        auction = o.auction.copy();
        rng = o.rng.copy();
    }

    // tutorial:begin accessors
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
    // tutorial:end accessors

    @Override
    public LotsState copy() {
        return new LotsState(this);
    }

    @Override
    public boolean equals(Object x) {
        return x instanceof LotsState s && s.players == players && Arrays.equals(s.money, money)
                && s.deck.equals(deck) && s.lot == lot && s.seller == seller && Arrays.equals(s.open, open)
                && Arrays.equals(s.hidden, hidden) && Arrays.equals(s.peekedCard, peekedCard)
                && s.steps.equals(steps) && s.auction.equals(auction) && s.rng.equals(rng);
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(money), deck, lot, seller, Arrays.hashCode(open),
                Arrays.hashCode(hidden), steps, auction, rng);
    }
}
