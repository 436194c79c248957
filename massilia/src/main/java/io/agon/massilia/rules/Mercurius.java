package io.agon.massilia.rules;

import io.agon.core.IllegalActionException;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;

/**
 * Mercurius (spec 6.2, D27): changes by 1 the one price a final action reads (a goods price when buying, the
 * temple price of a sale or of prestige). Consulted by the final actions in {@link Market}.
 */
final class Mercurius {

    private static final int[] NO_MERC = {0};
    private static final int[] BOTH_MERC = {0, -1, 1};
    private static final int[] DOWN_MERC = {0, -1};
    private static final int[] UP_MERC = {0, 1};

    private Mercurius() {
    }

    /** Refuses a price change {@code merc} (0: none) of {@code price} that {@code p} may not make now. */
    static void check(MassiliaData data, MassiliaState s, int p, int gods, int merc, int price) {
        if (merc == 0) {
            return;
        }
        if (merc != 1 && merc != -1) {
            throw new IllegalActionException("6.2", "Mercurius changes a price by exactly 1 (6.2)");
        }
        if (!Hands.godFree(s, p, gods, Ids.MERCURIUS)) {
            throw new IllegalActionException("D29", "no playable Mercurius left for this turn (6.1, D14, D29)");
        }
        int v = price + merc;
        if (v < data.priceMin || v > data.priceMax) {
            throw new IllegalActionException("6.2", "Mercurius cannot take a price outside " + data.priceMin + "-"
                    + data.priceMax + " (6.2)");
        }
    }

    /** The price changes open to {@code p} on {@code price}: always 0 (none) first, then -1 and +1 if allowed. */
    static int[] options(MassiliaData data, MassiliaState s, int p, int gods, int price) {
        if (!Hands.godFree(s, p, gods, Ids.MERCURIUS)) {
            return NO_MERC;
        }
        boolean down = price - 1 >= data.priceMin;
        boolean up = price + 1 <= data.priceMax;
        return down && up ? BOTH_MERC : down ? DOWN_MERC : up ? UP_MERC : NO_MERC;
    }

    /** The god bit of a final action that uses Mercurius ({@code merc} not 0), else 0. */
    static int bit(int merc) {
        return merc != 0 ? 1 << Ids.MERCURIUS : 0;
    }
}
