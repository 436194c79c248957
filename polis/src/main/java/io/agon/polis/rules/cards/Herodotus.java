package io.agon.polis.rules.cards;

import io.agon.core.EventSink;
import io.agon.core.flow.Control;
import io.agon.core.IllegalActionException;
import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;

/**
 * HERODOTUS (spec 7.7, D28), everything the card changes in one place: in phase 5 its owner looks at another
 * player's non-empty history pile (he learns those cards), then a {@link Step.HerodotusPick} goes on top, in
 * which he boxes one card of that pile (the two of them know it). Once per turn in phase 5: offered once per
 * other player with a non-empty pile ({@link #targets}); {@link #use} checks and looks. The pick step's rule
 * consults {@link #boxable} and {@link #boxAndTell}.
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

    /** The seats whose history pile {@code p} may look at now (bit mask; 0 when Herodotus is not usable). */
    public static int targets(CardUse u, PolisState s, int p) {
        if (u.usable(s, p, Ability.HERODOTUS) == 0) {
            return 0;
        }
        int t = 0;
        for (int q = 0; q < s.players; q++) {
            if (q != p && s.history[q] != 0) {
                t |= 1 << q;
            }
        }
        return t;
    }

    /** True when Herodotus can be used now (usable, and another player's history pile is not empty). */
    public static boolean activatable(CardUse u, PolisState s, int p) {
        return targets(u, s, p) != 0;
    }

    /** Phase 5: {@code p} uses Herodotus on {@code target}'s history pile; the pick goes on top. */
    public static void use(CardUse u, PolisState s, int p, int target, Control<PolisState> flow, EventSink ev) {
        int user = u.requireUsable(s, p, Ability.HERODOTUS, "Herodotus", SECTION);
        checkTarget(s, p, target);
        u.markUsed(s, user);
        look(s, p, target, flow);
        if (ev.enabled()) {
            u.event(p, "Herodotus", "looks at " + CardUse.seat(target) + "'s history pile", ev);
        }
    }

    /** The pick: boxes {@code card} ({@link #box}) and tells it. */
    public static void boxAndTell(CardUse u, PolisState s, int p, Step.HerodotusPick h, int card,
                                  Control<PolisState> flow, EventSink ev) {
        box(s, p, h, card, flow, ev);
        if (ev.enabled()) {
            u.event(p, "Herodotus", "boxes a " + CardUse.colourOf(card) + " card of " + CardUse.seat(h.target())
                    + "'s history pile", ev);
        }
    }
}
