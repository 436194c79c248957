package io.agon.polis.rules.cards;

import io.agon.core.EventSink;
import io.agon.core.flow.Control;
import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;

/**
 * ALEXANDER (spec 7.1, D32), everything the ability does in one place: once per turn in phase 5 its owner tucks a
 * hand card under it; each tucked card adds 1 to his war strength ({@link #warBonus}, consulted by the war sums
 * in {@code Symbols}) and they go to the box when Alexander leaves the city ({@link #leftCity}, consulted by
 * {@code Cards.leaveCity}). Offered for every hand card while it is usable. (An attacker with Alexander may not
 * destroy DIOGENES: that is {@link Diogenes}'s.)
 */
public final class Alexander {

    /** The spec section of the card. */
    public static final String SECTION = "7.1";

    private Alexander() {
    }

    /** True when {@code p} may tuck a hand card now (the action is offered for each hand card). */
    public static boolean offered(CardUse u, PolisState s, int p) {
        return u.usable(s, p, Ability.ALEXANDER) != 0;
    }

    /** True when Alexander can be used now (a usable Alexander and a hand card). */
    public static boolean activatable(CardUse u, PolisState s, int p) {
        return s.hand[p] != 0 && offered(u, s, p);
    }

    /** Tucks hand card {@code card} under Alexander for +1 war. */
    public static void use(CardUse u, PolisState s, int p, int card, EventSink ev) {
        int user = u.requireUsable(s, p, Ability.ALEXANDER, "Alexander", SECTION);
        CardUse.requireHand(s, p, card, "Alexander", SECTION);
        u.markUsed(s, user);
        s.hand[p] &= ~(1L << card);
        s.tucked[p] |= 1L << card;
        if (ev.enabled()) {
            u.event(p, "Alexander", "tucks a " + CardUse.colourOf(card) + " card (+1 war)", ev);
        }
    }

    /** The war strength {@code p}'s tucked cards add: 1 each while he has an Alexander face up (D32). */
    public static int warBonus(Catalogue cat, PolisState s, int p) {
        return (s.city[p] & cat.withAbility(Ability.ALEXANDER)) != 0 ? Long.bitCount(s.tucked[p]) : 0;
    }

    /** {@code card} left {@code owner}'s city: if it is an Alexander, the cards tucked under it go to the box (D32). */
    public static void leftCity(Catalogue cat, PolisState s, int owner, int card) {
        if ((cat.withAbility(Ability.ALEXANDER) & (1L << card)) != 0) {
            s.box |= s.tucked[owner];
            s.tucked[owner] = 0;
        }
    }
}
