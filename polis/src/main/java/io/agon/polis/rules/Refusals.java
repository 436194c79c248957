package io.agon.polis.rules;

import io.agon.core.IllegalActionException;
import io.agon.polis.model.PolisState;
import io.agon.polis.rules.cards.CardUse;

/**
 * The one way Polis refuses an action: an {@link IllegalActionException} naming the rule it enforces (the spec
 * section such as "4.2" or the decision such as "D11"). Callers write {@code if (!legal) throw illegal(...)} so
 * that the message is only built when the action is refused; the state is unchanged. The card files, which may not
 * depend on this package, refuse the same way through {@link CardUse}, which these delegate to.
 */
final class Refusals {

    private Refusals() {
    }

    /** The refusal of rule {@code ruleId} with {@code message}. */
    static IllegalActionException illegal(String ruleId, String message) {
        return CardUse.illegal(ruleId, message);
    }

    /** Checks that {@code card} (from an action) is a card id at all. */
    static void requireCard(int card) {
        CardUse.requireCard(card);
    }

    /** Checks that {@code seat} (from an action) is a seat of this game. */
    static void requireSeat(PolisState s, int seat) {
        CardUse.requireSeat(s, seat);
    }
}
