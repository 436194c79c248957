package io.agon.polis.rules.cards;

import io.agon.core.EventSink;
import io.agon.core.flow.Control;
import io.agon.core.IllegalActionException;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;

/**
 * HERODOTUS (spec 7.7, D28), everything the card changes in one place: in phase 5 its owner looks at another
 * player's non-empty history pile (he learns those cards), then a {@link Step.HerodotusPick} goes on top, in
 * which he boxes one card of that pile (the two of them know it). The phase-5 rule consults {@link #checkTarget}
 * and {@link #look}; the pick step's rule consults {@link #boxable} and {@link #box}. Once per turn, like every
 * phase-5 ability, is the phase-5 rule's.
 */
public final class Herodotus {

    /** The spec section of the card. */
    public static final String SECTION = "7.7";

    private Herodotus() {
    }

    /** Refuses a look at a pile that is not another player's non-empty history pile. */
    public static void checkTarget(PolisState s, int p, int target) {
        if (target < 0 || target >= s.players) {
            throw new IllegalActionException("D59", "no seat P" + (target + 1) + " in a " + s.players
                    + "-player game (spec 1, D59)");
        }
        if (target == p) {
            throw new IllegalActionException("D28", "Herodotus looks at another player's history pile (spec 7.7, D28)");
        }
        if (s.history[target] == 0) {
            throw new IllegalActionException("D28", "P" + (target + 1) + "'s history pile is empty (spec 7.7, D28)");
        }
    }

    /** Seat {@code p} looks at {@code target}'s history pile; the choice of the card to box goes on top. */
    public static void look(PolisState s, int p, int target, Control<PolisState> flow) {
        s.known[p] |= s.history[target];
        flow.push(s, new Step.HerodotusPick(target));
    }

    /** The cards that may be boxed in {@code pick} (bit mask). */
    public static long boxable(PolisState s, Step.HerodotusPick pick) {
        return s.history[pick.target()];
    }

    /** Boxes {@code card} of the pile looked at (checked first); the pick step is over. */
    public static void box(PolisState s, int p, Step.HerodotusPick pick, int card, Control<PolisState> flow,
                           EventSink ev) {
        if (card < 0 || card >= Catalogue.CARDS || (boxable(s, pick) & (1L << card)) == 0) {
            throw new IllegalActionException(SECTION, "Herodotus boxes a card of the pile looked at (spec 7.7)");
        }
        s.history[pick.target()] &= ~(1L << card);
        s.box |= 1L << card;
        s.setKnown(card, (1 << p) | (1 << pick.target()));
        flow.done(s, ev);
    }
}
