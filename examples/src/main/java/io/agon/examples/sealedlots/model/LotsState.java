package io.agon.examples.sealedlots.model;

import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.component.Deck;
import io.agon.core.flow.Auction;
import io.agon.core.flow.FlowState;
import io.agon.core.flow.StepStack;
import io.agon.core.state.AgonState;
import io.agon.core.state.NotHashed;
import java.util.Arrays;

/**
 * The state of a game of Sealed Lots: money, the deck, the lot, cards won face up and kept face down, the seat
 * on turn and the step stack. Fields are public for the rules of this small game; {@link #copy()} is deep and
 * {@code equals} is value equality, as the framework requires.
 */
// tutorial:begin state
@AgonState
public final class LotsState implements GameState<LotsState>, FlowState<Step> {
    /** Cards are valued 1..CARDS. */
    public static final int CARDS = 12;
    /** Money each player starts with. */
    public static final int START_MONEY = 10;

    @NotHashed public int players;
    public int[] money;
    public Deck deck;
    /** The card being auctioned, or -1. */
    public int lot = -1;
    /** The seller, whose turn it is. */
    public int seller;
    /** Per player: bit v set when he owns card v face up. */
    public int[] open;
    /** Per player: bit v set when he owns card v face down. */
    public int[] hidden;
    /** Per player: the card he peeked at this turn, or -1. */
    @NotHashed public int[] peekedCard;
    public StepStack<Step> steps;
    /** The bidding while an {@link Step.Auctioning} step is on the stack. */
    public Auction auction;
    public Rng rng;
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

    // tutorial:begin generated
    /** A blank for the generated copy. */
    LotsState() {
    }

    @Override
    public LotsState copy() {
        return LotsStateFields.copy(this);
    }

    @Override
    public LotsState copyFrom(LotsState o) {
        return LotsStateFields.copyFrom(o, this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LotsState s && LotsStateFields.equals(this, s);
    }

    @Override
    public int hashCode() {
        return LotsStateFields.hash(this);
    }
    // tutorial:end generated

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
}
