package io.agon.massilia.rules;

import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaState;

/**
 * Minerva (spec 6.2, 5.0): with a die use, one pip step (+1 or -1, 6 and 1 wrap) on the die taken last, without a penalty stone. Played while the die use is declared
 * ({@link DeclareRule}: the {@link MassiliaAction.PipStep} that names it); like every god, at most one Minerva per
 * turn, from the turn after it was taken (6.1, D14, D29).
 */
final class Minerva {

    private Minerva() {
    }

    /** True when {@code p} may play Minerva in this declaration ({@code gods}: the cards it already uses). */
    static boolean free(MassiliaState s, int p, int gods) {
        return Hands.godFree(s, p, gods, Ids.MINERVA);
    }

    /** The god bit of pip step with Minerva, else 0. */
    static int bit(boolean played) {
        return played ? 1 << Ids.MINERVA : 0;
    }
}
