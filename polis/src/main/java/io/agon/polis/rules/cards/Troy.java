package io.agon.polis.rules.cards;

import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;

/**
 * TROY (spec 7.20, D37): its WAR symbols count only in defence, never in an attack, and Troy is never sacrificed
 * after a war. The war sums ({@code Symbols.baseWar}, {@code Symbols.defenceWar}) and the sacrifice
 * ({@code War.sacrificable}) consult {@link #cards}.
 */
public final class Troy {

    /** The spec section of the card. */
    public static final String SECTION = "7.20";

    private Troy() {
    }

    /** The Troy cards (bit mask over the card ids). */
    public static long cards(Catalogue cat) {
        return cat.withAbility(Ability.TROY);
    }
}
