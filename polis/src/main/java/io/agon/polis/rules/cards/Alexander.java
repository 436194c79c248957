package io.agon.polis.rules.cards;

import io.agon.core.EventSink;
import io.agon.core.flow.Control;
import io.agon.polis.model.Ability;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;

/**
 * ALEXANDER (spec 7.1, D32), everything the ability does in one place: once per turn in phase 5 its owner tucks a
 * hand card under it; each tucked card adds 1 to his war strength (the war counts them) and goes to the box when
 * Alexander leaves the city. Offered for every hand card while it is usable.
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
}
