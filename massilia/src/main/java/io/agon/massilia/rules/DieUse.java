package io.agon.massilia.rules;

import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.SetDie;
import java.util.List;

/**
 * Arithmetic of a declared die set (spec 5.0, D17, D28): the dice still free at a source, the set's value and
 * its action colour. The declaration itself is {@link DeclareRule}'s.
 */
final class DieUse {

    private DieUse() {
    }

    /** True for an existing die colour and pip count. */
    static boolean validDie(int colour, int pips) {
        return colour >= 0 && colour < Ids.DIE_COLOURS && pips >= 1 && pips <= 6;
    }

    /** Dice of {@code code} at the source still free for the set. */
    static int available(MassiliaState s, int p, boolean fromSupply, int code, List<Integer> set) {
        int n = fromSupply ? s.supplyDie(p, code) : s.temple[code];
        for (int i = 0, size = set.size(); i < size; i++) {
            int d = set.get(i);
            if (SetDie.fromSupply(d) == fromSupply && SetDie.code(d) == code) {
                n--;
            }
        }
        return n;
    }

    /** The set's value: the sum of its dice's pips after bending. */
    static int value(List<Integer> set) {
        int v = 0;
        for (int i = 0, size = set.size(); i < size; i++) {
            v += SetDie.value(set.get(i));
        }
        return v;
    }

    /** The action colour, or -1 when some die does not end with the first die's colour (D28). */
    static int actionColour(List<Integer> set) {
        int c = SetDie.effColour(set.get(0));
        for (int i = 1, size = set.size(); i < size; i++) {
            if (SetDie.effColour(set.get(i)) != c) {
                return -1;
            }
        }
        return c;
    }
}
