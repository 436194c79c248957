package io.agon.polis.rules.cards;

import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;

/**
 * ARISTOTLE (spec 7.3, D3), everything the card changes in one place: once per turn its owner may pay the phase-1
 * purchase with 2 point tokens instead of 5 money. The purchase ({@code Drawing}, phase 1) consults
 * {@link #canPay} for its legal list and {@link #pay} when the purchase is paid with tokens.
 */
public final class Aristotle {

    /** The spec section of the card. */
    public static final String SECTION = "7.3";

    /** Aristotle's price in point tokens. */
    public static final int PRICE = 2;

    private Aristotle() {
    }

    /** True when {@code p} has an Aristotle face up that was not used this turn. */
    public static boolean usable(Catalogue cat, PolisState s, int p) {
        return (s.city[p] & cat.withAbility(Ability.ARISTOTLE) & ~s.usedTurn) != 0;
    }

    /** True when {@code p} may pay the purchase with point tokens now. */
    public static boolean canPay(Catalogue cat, PolisState s, int p) {
        return usable(cat, s, p) && s.points[p] >= PRICE;
    }

    /** {@code p} pays the purchase with 2 point tokens (checked first); his Aristotle is used for the turn. */
    public static void pay(Catalogue cat, PolisState s, int p) {
        if (!usable(cat, s, p)) {
            throw CardUse.illegal(SECTION, "paying with 2 point tokens needs an unused Aristotle (spec 7.3)");
        }
        if (s.points[p] < PRICE) {
            throw CardUse.illegal(SECTION, "Aristotle's purchase costs 2 point tokens, you have "
                    + s.points[p] + " (spec 7.3, D3)");
        }
        CardUse.points(s, p, -PRICE);
        s.usedTurn |= s.city[p] & cat.withAbility(Ability.ARISTOTLE);
    }
}
