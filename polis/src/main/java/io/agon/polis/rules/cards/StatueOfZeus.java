package io.agon.polis.rules.cards;

import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;

/**
 * STATUE OF ZEUS (spec 7.18, D36), everything the card changes in one place: in war, an unprotected Statue of Zeus
 * of the defender must be destroyed before any other card. The war ({@code War.destroyable}) consults
 * {@link #firstToGo}.
 */
public final class StatueOfZeus {

    /** The spec section of the card. */
    public static final String SECTION = "7.18";

    private StatueOfZeus() {
    }

    /** Among the {@code unprotected} cards, the Statues of Zeus that must go first (0: none, any card may go). */
    public static long firstToGo(Catalogue cat, long unprotected) {
        return unprotected & cat.withAbility(Ability.STATUE_OF_ZEUS);
    }
}
