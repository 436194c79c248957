package io.agon.polis.rules.cards;

import io.agon.core.EventSink;
import io.agon.polis.model.Ability;
import io.agon.polis.model.PolisState;

/**
 * HARBOUR (spec 7.6, D3, D40), everything the ability does in its own phase in one place: in phase 5 its owner
 * pays 2 point tokens to aim a Harbour that points at nobody at another player, who must then trade with him in
 * his next phase 6. The obligation itself is the trade's (Trading: the phase-6 step and its "done"), and the
 * Harbour slides back when that phase ends (D40) or it leaves the city. Offered per free Harbour and other
 * player.
 */
public final class Harbour {

    /** The spec section of the card. */
    public static final String SECTION = "7.6";

    /** The point tokens a Harbour costs. */
    public static final int COST = 2;

    private Harbour() {
    }

    /** The Harbours of {@code p} that point at nobody (bit mask). */
    public static long free(CardUse u, PolisState s, int p) {
        long m = s.city[p] & u.cat().withAbility(Ability.HARBOUR);
        long ok = 0;
        while (m != 0) {
            int card = CardUse.first(m);
            m &= m - 1;
            if (s.harbourTarget[card] == 0) {
                ok |= 1L << card;
            }
        }
        return ok;
    }

    /** The Harbours {@code p} may aim now (bit mask; 0 without 2 point tokens). */
    public static long offered(CardUse u, PolisState s, int p) {
        return s.points[p] >= COST ? free(u, s, p) : 0;
    }

    /** True when a Harbour can be aimed now. */
    public static boolean activatable(CardUse u, PolisState s, int p) {
        return s.points[p] >= COST && free(u, s, p) != 0;
    }

    /** Pays 2 tokens and aims Harbour {@code card} at {@code target}. */
    public static void use(CardUse u, PolisState s, int p, int card, int target, EventSink ev) {
        CardUse.requireCard(card);
        if ((s.city[p] & u.cat().withAbility(Ability.HARBOUR) & (1L << card)) == 0) {
            throw CardUse.illegal(SECTION, "that is not a Harbour in your city (spec 7.6)");
        }
        if (s.harbourTarget[card] != 0) {
            throw CardUse.illegal(SECTION, "this Harbour already points at "
                    + CardUse.seat(s.harbourTarget[card] - 1) + " (spec 7.6)");
        }
        if (s.points[p] < COST) {
            throw CardUse.illegal(SECTION, "the Harbour costs 2 point tokens (spec 7.6, D3)");
        }
        CardUse.requireSeat(s, target);
        if (target == p) {
            throw CardUse.illegal(SECTION, "a Harbour points at another player (spec 7.6)");
        }
        CardUse.points(s, p, -COST);
        s.harbourTarget[card] = (byte) (target + 1);
        if (ev.enabled()) {
            u.event(p, "a Harbour", CardUse.seat(target) + " must trade with " + CardUse.seat(p)
                    + " in his next turn", ev);
        }
    }
}
