package io.agon.polis.rules.cards;

import io.agon.core.EventSink;
import io.agon.polis.model.Ability;
import io.agon.polis.model.PolisState;

/**
 * HIPPOCRATES (spec 7.8, D16), everything the ability does in one place: once per turn in phase 5 its owner
 * brings a card of his own history pile back into his city (a placement without its placement effect). Offered
 * once per card of that pile.
 */
public final class Hippocrates {

    /** The spec section of the card. */
    public static final String SECTION = "7.8";

    private Hippocrates() {
    }

    /** The cards of {@code p}'s history pile he may bring back now (bit mask; 0 when Hippocrates is not usable). */
    public static long offered(CardUse u, PolisState s, int p) {
        return u.usable(s, p, Ability.HIPPOCRATES) != 0 ? s.history[p] : 0;
    }

    /** True when Hippocrates can be used now (usable, and a card on the own history pile). */
    public static boolean activatable(CardUse u, PolisState s, int p) {
        return s.history[p] != 0 && u.usable(s, p, Ability.HIPPOCRATES) != 0;
    }

    /** Brings {@code card} from {@code p}'s history pile back into his city. */
    public static void use(CardUse u, PolisState s, int p, int card, EventSink ev) {
        int user = u.requireUsable(s, p, Ability.HIPPOCRATES, "Hippocrates", SECTION);
        CardUse.requireCard(card);
        if ((s.history[p] & (1L << card)) == 0) {
            throw CardUse.illegal(SECTION, "Hippocrates takes a card from your own history pile (spec 7.8)");
        }
        u.markUsed(s, user);
        s.history[p] &= ~(1L << card);
        s.city[p] |= 1L << card;
        s.placedAt[card] = ++s.placeCounter;
        s.setKnown(card, 0);
        if (ev.enabled()) {
            u.event(p, "Hippocrates", "brings " + u.cat().name(card)
                    + " back into the city (no placement effect, D16)", ev);
        }
    }
}
