package io.agon.polis.rules.cards;

import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;

/**
 * CAPTAIN (spec 7.13), everything the card changes in one place: at income (phase 5), +3 money for each Captain
 * face up when its owner has at least one SHIP face up. The income sum ({@code Symbols.moneyIncome}) consults
 * {@link #incomeBonus}.
 */
public final class Captain {

    /** The spec section of the card. */
    public static final String SECTION = "7.13";

    /** The money each Captain adds. */
    public static final int MONEY = 3;

    private Captain() {
    }

    /** The money {@code p}'s Captains add to his income (0 without a face-up ship). */
    public static int incomeBonus(Catalogue cat, PolisState s, int p) {
        if ((s.city[p] & cat.ships()) != 0) {
            return MONEY * Long.bitCount(s.city[p] & cat.withAbility(Ability.CAPTAIN));
        }
        return 0;
    }
}
