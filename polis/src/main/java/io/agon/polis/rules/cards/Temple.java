package io.agon.polis.rules.cards;

import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;

/**
 * TEMPLE (spec 7.19, D17, D63), everything the card changes in one place: when a Temple is placed, its owner must
 * draw the top card of the Temple's linked colour into his hand, if that deck is not blocked. The placement
 * ({@code Cards.place}) consults {@link #drawColour} and draws. A card drawn in the own build phase may be built
 * next within the limit of two (D17): that needs nothing of the Temple.
 */
public final class Temple {

    /** The spec section of the card. */
    public static final String SECTION = "7.19";

    private Temple() {
    }

    /** The colour whose top card the owner of Temple {@code card} draws on placement, or -1 when that deck is blocked. */
    public static int drawColour(Catalogue cat, PolisState s, int card) {
        int c = cat.design(card).abilityColour().ordinal();
        return s.blocked(c) ? -1 : c;
    }
}
