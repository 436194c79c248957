package io.agon.massilia.rules;

import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaState;

/**
 * Juno (spec 6.2, 5.0): with a die use, add a die of the action colour to the die use (pips summed) without a penalty stone. Played while the die use is declared
 * ({@link DeclareRule}: the {@link MassiliaAction.AddDie} that names it); like every god, at most one Juno per
 * turn, from the turn after it was taken (6.1, D14, D29).
 */
final class Juno {

    private Juno() {
    }

    /** True when {@code p} may play Juno in this declaration ({@code gods}: the cards it already uses). */
    static boolean free(MassiliaState s, int p, int gods) {
        return Hands.godFree(s, p, gods, Ids.JUNO);
    }

    /** The god bit of adding a die with Juno, else 0. */
    static int bit(boolean played) {
        return played ? 1 << Ids.JUNO : 0;
    }
}
