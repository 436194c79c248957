package io.agon.core.flow;

/**
 * The kinds of auction the kit runs ({@link Auction}, {@link AuctionRule}). "Bidders" are every seat but the
 * seller, asked clockwise from the seller's left.
 */
public enum AuctionKind {
    /** Open ascending: bidders raise in turn until all but the high bidder have passed; a pass is final. */
    OPEN,
    /** Once around: each bidder bids once, in order, higher than the high bid or passes; the seller bids last. */
    ONCE_AROUND,
    /** Sealed bid, first price: every seat (the seller last) seals one bid; the highest pays its own bid. */
    SEALED_FIRST_PRICE,
    /** Sealed bid, second price (Vickrey): as first price, but the winner pays the second-highest bid. */
    SEALED_SECOND_PRICE,
    /** Dutch: the price falls by a step after each full round of passes; the first bidder to accept buys. */
    DUTCH,
    /** Fixed price: the seller names a price; bidders in order accept or decline; if none accepts, the seller buys. */
    FIXED_PRICE;

    /** True for the sealed kinds, whose bids are {@link SealedChoices}. */
    public boolean isSealed() {
        return this == SEALED_FIRST_PRICE || this == SEALED_SECOND_PRICE;
    }
}
