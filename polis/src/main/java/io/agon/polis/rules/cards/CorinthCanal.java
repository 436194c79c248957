package io.agon.polis.rules.cards;

import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;

/**
 * CORINTH CANAL (spec 7.12, D41), everything the card changes by itself: its owner may make two trades in his
 * phase 6 instead of one. The phase-6 step ({@code Trading.start}) consults {@link #trades}; how the two trades
 * meet a Harbour's obligation (7.6) is the trade's.
 */
public final class CorinthCanal {

    /** The spec section of the card. */
    public static final String SECTION = "7.12";

    private CorinthCanal() {
    }

    /** How many trades {@code p} may make in his phase 6: 2 with a Corinth Canal face up, else 1. */
    public static int trades(Catalogue cat, PolisState s, int p) {
        return (s.city[p] & cat.withAbility(Ability.CORINTH_CANAL)) != 0 ? 2 : 1;
    }
}
