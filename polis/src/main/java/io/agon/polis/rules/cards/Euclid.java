package io.agon.polis.rules.cards;

import io.agon.core.EventSink;
import io.agon.polis.model.Ability;
import io.agon.polis.model.PolisState;

/**
 * EUCLID (spec 7.5, D54), everything the ability does in one place: in phase 5, without limit, its owner buys a
 * point token for 3 money or sells one for 3 money. Listed as two actions, buy first.
 */
public final class Euclid {

    /** The spec section of the card. */
    public static final String SECTION = "7.5";

    /** The money a point token costs or brings. */
    public static final int MONEY = 3;

    private Euclid() {
    }

    /** True when {@code p} may buy a point token with Euclid now. */
    public static boolean canBuy(CardUse u, PolisState s, int p) {
        return u.usable(s, p, Ability.EUCLID) != 0 && s.money[p] >= MONEY;
    }

    /** True when {@code p} may sell a point token with Euclid now. */
    public static boolean canSell(CardUse u, PolisState s, int p) {
        return u.usable(s, p, Ability.EUCLID) != 0 && s.points[p] >= 1;
    }

    /** True when Euclid can be used now (either way). */
    public static boolean activatable(CardUse u, PolisState s, int p) {
        return u.usable(s, p, Ability.EUCLID) != 0 && (s.money[p] >= MONEY || s.points[p] >= 1);
    }

    /** Buys ({@code buyPoint}) or sells a point token for 3 money. */
    public static void use(CardUse u, PolisState s, int p, boolean buyPoint, EventSink ev) {
        u.requireUsable(s, p, Ability.EUCLID, "Euclid", SECTION);
        if (buyPoint) {
            if (s.money[p] < MONEY) {
                throw CardUse.illegal(SECTION, "Euclid: a point token costs 3 money (spec 7.5, D54)");
            }
            CardUse.toBank(s, p, MONEY);
            CardUse.points(s, p, 1);
        } else {
            if (s.points[p] < 1) {
                throw CardUse.illegal(SECTION, "Euclid: you have no point token to sell (spec 7.5, D54)");
            }
            CardUse.points(s, p, -1);
            CardUse.fromBank(s, p, MONEY);
        }
        if (ev.enabled()) {
            u.event(p, "Euclid", buyPoint ? "3 money -> 1 point token" : "1 point token -> 3 money", ev);
        }
    }
}
