package io.agon.examples.sealedlots.rules;

import io.agon.core.Action;
import java.util.List;

/**
 * The actions of Sealed Lots: a closed, sealed list (records replay through it). Cached instances keep the legal
 * action lists free of allocation.
 */
// tutorial:begin actions
public sealed interface LotsAction extends Action {

    /** 2.1: bid {@code amount} on the lot. */
    record Bid(int amount) implements LotsAction {
    }

    /** 2.1: pass in the auction (for good). */
    record Pass() implements LotsAction {
    }

    /** 2.2: the seller ends his turn. */
    record EndTurn() implements LotsAction {
    }

    /** 2.2: the seller peeks at the next card (once per turn). */
    record Peek() implements LotsAction {
    }

    /** Every concrete action type, for the record format. */
    List<Class<? extends Action>> TYPES = List.of(Bid.class, Pass.class, EndTurn.class, Peek.class);

    Pass PASS = new Pass();
    EndTurn END_TURN = new EndTurn();
    Peek PEEK = new Peek();

    /** The cached bid of {@code amount} (0..199). */
    static Bid bid(int amount) {
        return Bids.BIDS[amount];
    }
// tutorial:end actions

    /** Holder of the cached bids. */
    final class Bids {
        static final Bid[] BIDS = new Bid[200];

        static {
            for (int i = 0; i < BIDS.length; i++) {
                BIDS[i] = new Bid(i);
            }
        }

        private Bids() {
        }
    }
}
