package io.agon.polis.rules.cards;

import io.agon.core.EventSink;
import io.agon.polis.model.Ability;
import io.agon.polis.model.PolisState;

/**
 * PLATO (spec 7.16, D3, D29), everything the ability does in one place: once per turn in phase 5 its owner pays
 * 1 point token; he gets 10 money from the bank and another player of his choice 5. Offered once per other
 * player.
 */
public final class Plato {

    /** The spec section of the card. */
    public static final String SECTION = "7.16";

    /** The money the owner keeps. */
    public static final int KEEP = 10;

    /** The money the other player gets. */
    public static final int GIVE = 5;

    private Plato() {
    }

    /** True when {@code p} may use Plato now (offered once per other player). */
    public static boolean offered(CardUse u, PolisState s, int p) {
        return s.points[p] >= 1 && u.usable(s, p, Ability.PLATO) != 0;
    }

    /** True when Plato can be used now. */
    public static boolean activatable(CardUse u, PolisState s, int p) {
        return offered(u, s, p);
    }

    /** Pays 1 token: +10 money for {@code p}, +5 for {@code recipient}. */
    public static void use(CardUse u, PolisState s, int p, int recipient, EventSink ev) {
        int user = u.requireUsable(s, p, Ability.PLATO, "Plato", SECTION);
        if (s.points[p] < 1) {
            throw CardUse.illegal(SECTION, "Plato costs 1 point token (spec 7.16, D3)");
        }
        CardUse.requireSeat(s, recipient);
        if (recipient == p) {
            throw CardUse.illegal(SECTION, "Plato's 5 money go to another player (spec 7.16, D29)");
        }
        u.markUsed(s, user);
        CardUse.points(s, p, -1);
        CardUse.fromBank(s, p, KEEP);
        CardUse.fromBank(s, recipient, GIVE);
        if (ev.enabled()) {
            u.event(p, "Plato", "+10 money, " + CardUse.seat(recipient) + " +5", ev);
        }
    }
}
