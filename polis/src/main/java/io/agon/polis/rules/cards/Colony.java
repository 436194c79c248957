package io.agon.polis.rules.cards;

import io.agon.core.flow.Control;
import io.agon.core.IllegalActionException;
import io.agon.polis.model.Colour;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;

/**
 * COLONY (spec 7.14, D18), everything the card changes in one place: when a Colony is placed, its owner may pay
 * its price again to place the top red card (not a build). The placement consults {@link #onPlacement}, which
 * puts a {@link Step.ColonyChoice} on top when the choice is open; that step's rule consults {@link #canUse} and
 * {@link #checkUse}, then draws and places the red card.
 */
public final class Colony {

    /** The spec section of the card. */
    public static final String SECTION = "7.14";

    private Colony() {
    }

    /** A Colony was placed by {@code owner} for {@code price}: the choice goes on top when it is open. */
    public static void onPlacement(PolisState s, int owner, int price, Control<PolisState> flow) {
        if (!s.blocked(Colour.RED.ordinal()) && s.money[owner] >= price) {
            flow.push(s, new Step.ColonyChoice(owner, price));
        }
    }

    /** True when the owner may still use the Colony: the red deck is open and he can pay again. */
    public static boolean canUse(PolisState s, Step.ColonyChoice c) {
        return !s.blocked(Colour.RED.ordinal()) && s.money[c.owner()] >= c.price();
    }

    /** Refuses the use of the Colony by {@code p} when the red deck is blocked or he cannot pay. */
    public static void checkUse(PolisState s, int p, Step.ColonyChoice c) {
        if (s.blocked(Colour.RED.ordinal())) {
            throw new IllegalActionException(SECTION, "the red deck is blocked (spec 7.14)");
        }
        if (s.money[p] < c.price()) {
            throw new IllegalActionException("D18", "the Colony costs " + c.price() + " again, you have "
                    + s.money[p] + " (spec 7.14, D18)");
        }
    }
}
