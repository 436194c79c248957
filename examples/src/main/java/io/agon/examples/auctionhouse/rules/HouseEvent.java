package io.agon.examples.auctionhouse.rules;

import io.agon.core.GameEvent;
import io.agon.examples.auctionhouse.model.Cards;

/** What happened in Auction House, narrated to every player. */
public sealed interface HouseEvent extends GameEvent {

    /**
     * 3.3: a lot was settled.
     *
     * @param card   the card sold
     * @param seller the seller
     * @param buyer  the buyer, or -1 when the seller kept it for nothing
     * @param price  the price paid (to the seller, or to the bank when the seller bought)
     */
    record Sold(int card, int seller, int buyer, int price) implements HouseEvent {
        @Override
        public String text() {
            String c = Cards.name(card);
            if (buyer < 0) {
                return "Nobody bought " + c + ": P" + (seller + 1) + " keeps it for nothing";
            }
            return buyer == seller ? "P" + (seller + 1) + " bought his own " + c + " for " + price + " (to the bank)"
                    : "P" + (buyer + 1) + " bought " + c + " from P" + (seller + 1) + " for " + price;
        }
    }

    /**
     * 4: a round ended and the ranked studios paid out.
     *
     * @param round the round that ended
     * @param text  the ranking and payouts
     */
    record RoundScored(int round, String text) implements HouseEvent {
    }
}
