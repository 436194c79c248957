package io.agon.examples.sealedlots.rules;

import io.agon.core.GameEvent;

/**
 * Set-up (rules 1): the deck is shuffled and the first seller named.
 *
 * @param cards  the cards in the deck
 * @param seller the first seller
 */
public record Dealt(int cards, int seller) implements GameEvent {
    @Override
    public String text() {
        return "The " + cards + " cards are shuffled face down; P" + (seller + 1) + " sells first";
    }
}
