package io.agon.polis.rules.cards;

import io.agon.core.IllegalActionException;
import io.agon.core.Words;
import io.agon.polis.model.PolisState;

/**
 * MERCENARY (spec 7.10, D4), the whole ability in one place: when its owner attacks (spec 4.7) and a mercenary
 * symbol of his is visible, he may buy +1 war for each 2 money, as many as he can pay. The war rule asks this file
 * how many he may buy and checks a purchase here; it pays {@link #COST} each into the bank.
 */
public final class Mercenary {

    /** The spec section of the ability. */
    public static final String SECTION = "7.10";

    /** The money one mercenary (+1 war) costs. */
    public static final int COST = 2;

    private Mercenary() {
    }

    /** The most mercenaries {@code p} may buy now; {@code visible}: a mercenary symbol of his shows. */
    public static int most(PolisState s, int p, boolean visible) {
        return visible ? s.money[p] / COST : 0;
    }

    /**
     * Refuses buying {@code m} mercenaries when {@code p} may not (nothing changes): a negative number, no visible
     * symbol, or not enough money. Buying none is always allowed.
     */
    public static void check(PolisState s, int p, int m, boolean visible) {
        if (m < 0) {
            throw new IllegalActionException(SECTION, "the number of mercenaries cannot be negative (spec 7.10)");
        }
        if (m > 0 && !visible) {
            throw new IllegalActionException(SECTION,
                    "buying mercenaries needs a visible MERCENARY symbol (spec 7.10)");
        }
        if (m > 0 && s.money[p] < COST * m) {
            throw new IllegalActionException(SECTION, Words.count(m, "mercenary") + " cost " + COST * m + " money, you have "
                    + s.money[p] + " (spec 7.10, D4)");
        }
    }
}
