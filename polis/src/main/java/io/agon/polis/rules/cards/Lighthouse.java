package io.agon.polis.rules.cards;

import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;

/**
 * LIGHTHOUSE (spec 4.0, 7.21, D52), everything the card changes in one place: once per turn, in phase 0, its
 * owner looks at the top cards of two different unblocked decks (he learns them, end-game cards included). Phase 0
 * ({@code LighthouseRule}, with {@code Drawing} listing the pairs and narrating) consults {@link #canPeek} and
 * {@link #peek}.
 */
public final class Lighthouse {

    /** The spec section of the card. */
    public static final String SECTION = "7.21";

    private Lighthouse() {
    }

    /** True when the active player may look now: a Lighthouse not used this turn, and two open decks. */
    public static boolean canPeek(Catalogue cat, PolisState s) {
        return (s.city[s.active] & cat.withAbility(Ability.LIGHTHOUSE)) != 0 && s.decks.blockedCount() <= 2
                && (s.usedTurn & s.city[s.active] & cat.withAbility(Ability.LIGHTHOUSE)) == 0;
    }

    /** {@code p} looks at the top cards of decks {@code a} and {@code b} (checked first); the Lighthouse is used. */
    public static void peek(Catalogue cat, PolisState s, int p, int a, int b) {
        if (a == b) {
            throw CardUse.illegal(SECTION, "the Lighthouse looks at two different decks (spec 7.21, D52)");
        }
        if (s.blocked(a) || s.blocked(b)) {
            throw CardUse.illegal("D52", "a blocked deck has no card to look at (D52)");
        }
        s.known[p] |= topBit(s, a) | topBit(s, b);
        for (int c : new int[] {a, b}) {
            if (s.top(c) >= Catalogue.EG) {
                s.egSeen |= 1 << (4 * p + c);
            }
        }
        s.usedTurn |= s.city[p] & cat.withAbility(Ability.LIGHTHOUSE);
    }

    private static long topBit(PolisState s, int c) {
        int card = s.top(c);
        return card < Catalogue.EG ? 1L << card : 0;
    }
}
