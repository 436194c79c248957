package io.agon.polis.model;

/** The symbol types of spec section 8. Kinds marked "coloured" carry a colour ({@code DISCOUNT:C:n} etc.). */
public enum SymbolKind {
    WAR, VASE, CULTURE, MERCENARY, MONEY, POINTS, VP, DISCOUNT_ANY, START_MONEY, MONEY_PER_BUILDING,
    VP_PER_BUILDING,
    /** Coloured. */
    DISCOUNT,
    /** Coloured. */
    MONEY_PER,
    /** Coloured. */
    VP_PER;

    /** True for kinds that name a colour. */
    public boolean coloured() {
        return this == DISCOUNT || this == MONEY_PER || this == VP_PER;
    }

    /** True for kinds that carry a number ({@code MONEY:n}); the others count 1 per icon. */
    public boolean valued() {
        return this == MONEY || this == POINTS || this == VP || this == DISCOUNT_ANY || this == START_MONEY
                || this == DISCOUNT;
    }
}
