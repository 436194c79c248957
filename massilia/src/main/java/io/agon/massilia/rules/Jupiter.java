package io.agon.massilia.rules;

import io.agon.core.IllegalActionException;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;

/**
 * Jupiter (spec 5.4.4, 6.2): a sacrifice takes up to two god cards instead of one. Consulted by the sacrifice in
 * {@link Market}; the second card is then optional in {@link TakeCardsRule}.
 */
final class Jupiter {

    private Jupiter() {
    }

    /** Refuses Jupiter when {@code p} cannot play it now ({@code gods}: cards the declaration already uses). */
    static void check(MassiliaState s, int p, int gods, boolean jupiter) {
        if (jupiter && !Hands.godFree(s, p, gods, Ids.JUPITER)) {
            throw new IllegalActionException("D29", "no playable Jupiter left for this turn (6.1, D14, D29)");
        }
    }

    /** The most cards the sacrifice takes. */
    static int maxCards(MassiliaData data, boolean jupiter) {
        return jupiter ? data.jupiterMaxCards : 1;
    }

    /** The god bit of a sacrifice with Jupiter, else 0. */
    static int bit(boolean jupiter) {
        return jupiter ? 1 << Ids.JUPITER : 0;
    }
}
