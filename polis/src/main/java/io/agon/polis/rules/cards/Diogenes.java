package io.agon.polis.rules.cards;

import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;

/**
 * DIOGENES (spec 7.4, D35), everything the card changes in one place: a Diogenes cannot be destroyed in war by an
 * attacker who has an ALEXANDER face up. The war ({@code War.destroyable}) consults {@link #spared}.
 */
public final class Diogenes {

    /** The spec section of the card. */
    public static final String SECTION = "7.4";

    private Diogenes() {
    }

    /** The cards the attacker may not destroy for Diogenes' sake (bit mask; 0 when he has no Alexander). */
    public static long spared(Catalogue cat, PolisState s, int attacker) {
        return (s.city[attacker] & cat.withAbility(Ability.ALEXANDER)) != 0 ? cat.withAbility(Ability.DIOGENES) : 0;
    }
}
