package io.agon.examples.sealedlots.model;

/**
 * The steps of a Sealed Lots turn, kept on the state's step stack (rules section 2). Steps are immutable values:
 * a step that changes is replaced on the stack by a new value. The bidding is the one exception: it changes at
 * every bid, so it lives in the state ({@link LotsState#auction}) and its step only marks that it runs.
 */
// tutorial:begin steps
public sealed interface Step {

    /** 2.1: the lot is auctioned; the state's core {@code Auction} keeps the bidding. */
    record Auctioning() implements Step {
        /** The one value. */
        public static final Auctioning INSTANCE = new Auctioning();
    }

    /** 2.2: the seller ends his turn or, once, peeks at the next card first. */
    record AfterSale(int seller, boolean peeked) implements Step {
    }
}
// tutorial:end steps
