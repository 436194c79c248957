package io.agon.polis.rules.cards;

import io.agon.core.EventSink;
import io.agon.core.flow.Control;
import io.agon.polis.model.Ability;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;

/**
 * PRIESTESS (spec 7.17, D3), everything the ability does in one place: once per turn in phase 5 its owner pays
 * 1 point token, puts a hand card in the box and draws a replacement from a deck of his choice (an
 * {@link Step.EffectDraw} goes on top). Offered for every hand card while it is usable and he has a token.
 */
public final class Priestess {

    /** The spec section of the card. */
    public static final String SECTION = "7.17";

    private Priestess() {
    }

    /** True when {@code p} may use the Priestess now (offered for each hand card). */
    public static boolean offered(CardUse u, PolisState s, int p) {
        return s.points[p] >= 1 && u.usable(s, p, Ability.PRIESTESS) != 0;
    }

    /** True when the Priestess can be used now (usable, a token and a hand card). */
    public static boolean activatable(CardUse u, PolisState s, int p) {
        return s.hand[p] != 0 && offered(u, s, p);
    }

    /** Pays 1 token and boxes hand card {@code card}; the replacement draw goes on top. */
    public static void use(CardUse u, PolisState s, int p, int card, Control<PolisState> flow, EventSink ev) {
        int user = u.requireUsable(s, p, Ability.PRIESTESS, "Priestess", SECTION);
        if (s.points[p] < 1) {
            throw CardUse.illegal(SECTION, "the Priestess costs 1 point token (spec 7.17, D3)");
        }
        CardUse.requireHand(s, p, card, "Priestess", SECTION);
        u.markUsed(s, user);
        CardUse.points(s, p, -1);
        u.moves().handToBox(s, p, card);
        if (ev.enabled()) {
            u.event(p, "the Priestess", "pays 1 token, boxes a " + CardUse.colourOf(card) + " card and draws", ev);
        }
        flow.push(s, new Step.EffectDraw(p));
    }
}
