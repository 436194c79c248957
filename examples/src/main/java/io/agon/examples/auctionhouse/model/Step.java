package io.agon.examples.auctionhouse.model;

/** The steps of an Auction House turn (rules section 3), kept on the state's step stack. */
public sealed interface Step {

    /** 3.1: the seller plays a card from his hand. */
    record Play(int seller) implements Step {
    }

    /** 3.2: the card is sold by the auction its card names; the core kit runs it in {@code HouseState.auction}. */
    record Selling() implements Step {
        /** The one value. */
        public static final Selling INSTANCE = new Selling();
    }
}
