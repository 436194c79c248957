package io.agon.polis.rules;

import io.agon.core.IllegalActionException;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;

/**
 * The one way Polis refuses an action: an {@link IllegalActionException} naming the rule it enforces (the spec
 * section such as "4.2" or the decision such as "D11"). Callers write {@code if (!legal) throw illegal(...)} so
 * that the message is only built when the action is refused; the state is unchanged.
 */
final class Refusals {

    private Refusals() {
    }

    /** The refusal of rule {@code ruleId} with {@code message}. */
    static IllegalActionException illegal(String ruleId, String message) {
        return new IllegalActionException(ruleId, message);
    }

    /** Checks that {@code card} (from an action) is a card id at all. */
    static void requireCard(int card) {
        if (card < 0 || card >= Catalogue.CARDS) {
            throw illegal("11.1", "no card with id " + card + " (cards are 0-63, spec 11.1)");
        }
    }

    /** Checks that {@code seat} (from an action) is a seat of this game. */
    static void requireSeat(PolisState s, int seat) {
        if (seat < 0 || seat >= s.players) {
            throw illegal("D59", "no seat P" + (seat + 1) + " in a " + s.players + "-player game (spec 1, D59)");
        }
    }
}
