package io.agon.polis.rules.cards;

import io.agon.core.EventSink;
import io.agon.core.flow.Control;
import io.agon.polis.model.Ability;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;

/**
 * HOMER (spec 7.9), everything the ability does in one place: once per turn in phase 5 its owner puts a hand card
 * face up on his history pile (it scores there, and everyone knows it). Offered for every hand card while it is
 * usable.
 */
public final class Homer {

    /** The spec section of the card. */
    public static final String SECTION = "7.9";

    private Homer() {
    }

    /** True when {@code p} may put a hand card on his history pile now (offered for each hand card). */
    public static boolean offered(CardUse u, PolisState s, int p) {
        return u.usable(s, p, Ability.HOMER) != 0;
    }

    /** True when Homer can be used now (a usable Homer and a hand card). */
    public static boolean activatable(CardUse u, PolisState s, int p) {
        return s.hand[p] != 0 && offered(u, s, p);
    }

    /** Puts hand card {@code card} on {@code p}'s history pile. */
    public static void use(CardUse u, PolisState s, int p, int card, EventSink ev) {
        int user = u.requireUsable(s, p, Ability.HOMER, "Homer", SECTION);
        CardUse.requireHand(s, p, card, "Homer", SECTION);
        u.markUsed(s, user);
        s.hand[p] &= ~(1L << card);
        s.history[p] |= 1L << card;
        s.setKnown(card, 1 << p);
        if (ev.enabled()) {
            u.event(p, "Homer", "puts a " + CardUse.colourOf(card) + " card on the history pile", ev);
        }
    }
}
