package io.agon.examples.sealedlots.model;

import io.agon.core.flow.AuctionStep;

/**
 * The steps of a Sealed Lots turn, kept on the state's step stack (rules section 2). Steps are immutable values:
 * a step that changes is replaced on the stack by a new value.
 */
// tutorial:begin steps
public sealed interface Step {

    /** 2.1: the lot is auctioned; the core {@link AuctionStep} keeps the bidding. */
    record Auctioning(AuctionStep auction) implements Step {
    }

    /** 2.2: the seller ends his turn or, once, peeks at the next card first. */
    record AfterSale(int seller, boolean peeked) implements Step {
    }
}
// tutorial:end steps
