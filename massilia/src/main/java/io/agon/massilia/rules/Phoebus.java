package io.agon.massilia.rules;

import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaState;

/**
 * Phoebus (spec 6.2, 5.0): with a die use, recolour one die (the first, or an added one as it joins) without a penalty stone. Played while the die use is declared
 * ({@link DeclareRule}: the {@link MassiliaAction.Recolour} that names it); like every god, at most one Phoebus per
 * turn, from the turn after it was taken (6.1, D14, D29).
 */
final class Phoebus {

    private Phoebus() {
    }

    /** True when {@code p} may play Phoebus in this declaration ({@code gods}: the cards it already uses). */
    static boolean free(MassiliaState s, int p, int gods) {
        return Hands.godFree(s, p, gods, Ids.PHOEBUS);
    }

    /** The god bit of recolouring with Phoebus, else 0. */
    static int bit(boolean played) {
        return played ? 1 << Ids.PHOEBUS : 0;
    }
}
