package io.agon.polis.rules.cards;

import io.agon.core.EventSink;
import io.agon.core.flow.Control;
import io.agon.polis.model.Ability;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;

/**
 * ARCHIMEDES (spec 7.2), everything the ability does in one place: once per turn in phase 5 its owner puts a hand
 * card in the box and draws a replacement from a deck of his choice (an {@link Step.EffectDraw} goes on top).
 * Offered for every hand card while it is usable.
 */
public final class Archimedes {

    /** The spec section of the card. */
    public static final String SECTION = "7.2";

    private Archimedes() {
    }

    /** True when {@code p} may box a hand card with Archimedes now (offered for each hand card). */
    public static boolean offered(CardUse u, PolisState s, int p) {
        return u.usable(s, p, Ability.ARCHIMEDES) != 0;
    }

    /** True when Archimedes can be used now (a usable Archimedes and a hand card). */
    public static boolean activatable(CardUse u, PolisState s, int p) {
        return s.hand[p] != 0 && offered(u, s, p);
    }

    /** Boxes hand card {@code card}; the replacement draw goes on top. */
    public static void use(CardUse u, PolisState s, int p, int card, Control<PolisState> flow, EventSink ev) {
        int user = u.requireUsable(s, p, Ability.ARCHIMEDES, "Archimedes", SECTION);
        CardUse.requireHand(s, p, card, "Archimedes", SECTION);
        u.markUsed(s, user);
        u.moves().handToBox(s, p, card);
        if (ev.enabled()) {
            u.event(p, "Archimedes", "boxes a " + CardUse.colourOf(card) + " card and draws", ev);
        }
        flow.push(s, new Step.EffectDraw(p));
    }
}
