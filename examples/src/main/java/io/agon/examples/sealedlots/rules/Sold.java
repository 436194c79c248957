package io.agon.examples.sealedlots.rules;

import io.agon.core.GameEvent;
import io.agon.core.Words;

/**
 * A lot changed hands (rules 2.1): bought face up, or kept face down by its seller when all passed.
 *
 * @param seller the seller
 * @param buyer  the buyer, or -1 when the seller kept the lot
 * @param card   the card bought, or -1 when it stays hidden
 * @param price  the price paid
 */
public record Sold(int seller, int buyer, int card, int price) implements GameEvent {
    @Override
    public String text() {
        return buyer < 0 ? "P" + (seller + 1) + " kept the lot face down"
                : "P" + (buyer + 1) + " bought " + Words.a(String.valueOf(card)) + " from P" + (seller + 1) + " for " + price;
    }
}
