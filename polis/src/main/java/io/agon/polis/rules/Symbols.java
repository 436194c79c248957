package io.agon.polis.rules;

import io.agon.polis.rules.cards.Alexander;
import io.agon.polis.rules.cards.Troy;
import io.agon.polis.rules.cards.Captain;
import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.Colour;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Symbol;
import io.agon.polis.model.SymbolKind;

/**
 * Sums of visible symbols (spec 0.3): the board side plus face-up city cards, minus symbols under a protection
 * coin. Also the derived totals of the rules: build cost, war totals, income and card counts.
 */
public final class Symbols {

    static final int WAR = SymbolKind.WAR.ordinal();
    static final int VASE = SymbolKind.VASE.ordinal();
    static final int CULTURE = SymbolKind.CULTURE.ordinal();
    static final int MERCENARY = SymbolKind.MERCENARY.ordinal();
    static final int MONEY = SymbolKind.MONEY.ordinal();
    static final int POINTS = SymbolKind.POINTS.ordinal();
    static final int VP = SymbolKind.VP.ordinal();
    static final int DISCOUNT_ANY = SymbolKind.DISCOUNT_ANY.ordinal();
    static final int START_MONEY = SymbolKind.START_MONEY.ordinal();
    static final int MONEY_PER_BUILDING = SymbolKind.MONEY_PER_BUILDING.ordinal();
    static final int VP_PER_BUILDING = SymbolKind.VP_PER_BUILDING.ordinal();

    private final Catalogue cat;

    /** Sums over {@code cat}'s cards. */
    public Symbols(Catalogue cat) {
        this.cat = cat;
    }

    /** Channel of coloured kind {@code kind} for colour {@code c}. */
    static int coloured(SymbolKind kind, int c) {
        return Symbol.channel(kind, Colour.of(c));
    }

    /** Visible amount of channel {@code ch} on one face-up card (its coin, if any, removes one symbol). */
    public int onCard(PolisState s, int card, int ch) {
        int v = cat.channel(card, ch);
        int coin = s.coin[card];
        if (coin != 0 && v != 0 && cat.symbolChannel(card, coin - 1) == ch) {
            v -= cat.symbolAmount(card, coin - 1);
        }
        return v;
    }

    /** Visible amount of channel {@code ch} for seat {@code p}: board side plus city. */
    public int visible(PolisState s, int p, int ch) {
        int v = s.board[p] < 0 ? 0 : cat.sideChannel(s.board[p], ch);
        long m = s.city[p];
        while (m != 0) {
            int card = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            v += onCard(s, card, ch);
        }
        return v;
    }

    /** Visible amount on the city cards in {@code mask} only. */
    public int onCards(PolisState s, long mask, int ch) {
        int v = 0;
        while (mask != 0) {
            int card = Long.numberOfTrailingZeros(mask);
            mask &= mask - 1;
            v += onCard(s, card, ch);
        }
        return v;
    }

    /** Build cost of {@code card} for {@code p} now (spec 4.3, D20). */
    public int buildCost(PolisState s, int p, int card) {
        int c = Catalogue.colourOf(card);
        int discount = visible(s, p, DISCOUNT_ANY) + visible(s, p, coloured(SymbolKind.DISCOUNT, c));
        return Math.max(0, 10 - discount);
    }

    /** True when {@code p} has a face-up card with ability {@code a}. */
    public boolean has(PolisState s, int p, Ability a) {
        return (s.city[p] & cat.withAbility(a)) != 0;
    }

    /** baseWar of spec 4.7: visible WAR without TROY's, plus cards tucked under ALEXANDER. */
    public int baseWar(PolisState s, int p) {
        long troy = Troy.cards(cat);
        int v = (s.board[p] < 0 ? 0 : cat.sideChannel(s.board[p], WAR)) + onCards(s, s.city[p] & ~troy, WAR);
        v += Alexander.warBonus(cat, s, p);
        return v;
    }

    /** attackWar = baseWar: TROY never helps an attack (spec 7.20). */
    public int attackWar(PolisState s, int p) {
        return baseWar(s, p);
    }

    /** defenceWar = baseWar + the visible WAR on the own TROY (spec 7.20). */
    public int defenceWar(PolisState s, int p) {
        return baseWar(s, p) + onCards(s, s.city[p] & Troy.cards(cat), WAR);
    }

    /** Face-up cards of colour {@code c} in {@code p}'s city. */
    public int colourCount(PolisState s, int p, int c) {
        return Long.bitCount(s.city[p] & Catalogue.colourMask(c));
    }

    /** Face-up BUILDING cards in {@code p}'s city. */
    public int buildingCount(PolisState s, int p) {
        return Long.bitCount(s.city[p] & cat.buildings());
    }

    /** Money income of spec 4.5 (MONEY, MONEY_PER:C, MONEY_PER_BUILDING, CAPTAIN). */
    public int moneyIncome(PolisState s, int p) {
        int v = visible(s, p, MONEY);
        for (int c = 0; c < 4; c++) {
            int per = visible(s, p, coloured(SymbolKind.MONEY_PER, c));
            if (per != 0) {
                v += per * colourCount(s, p, c);
            }
        }
        int perBuilding = visible(s, p, MONEY_PER_BUILDING);
        if (perBuilding != 0) {
            v += perBuilding * buildingCount(s, p);
        }
        v += Captain.incomeBonus(cat, s, p);
        return v;
    }

    /** Point-token income of spec 4.5. */
    public int pointsIncome(PolisState s, int p) {
        return visible(s, p, POINTS);
    }

    /** Visible VASE symbols (spec 4.6). */
    public int vases(PolisState s, int p) {
        return visible(s, p, VASE);
    }

    /** Visible CULTURE symbols (spec 6.1). */
    public int culture(PolisState s, int p) {
        return visible(s, p, CULTURE);
    }

    /** Card VP of spec 6.1: visible VP, VP_PER:C and VP_PER_BUILDING on development cards only (D44). */
    public int cardVp(PolisState s, int p) {
        long m = s.city[p];
        int v = onCards(s, m, VP);
        for (int c = 0; c < 4; c++) {
            int per = onCards(s, m, coloured(SymbolKind.VP_PER, c));
            if (per != 0) {
                v += per * colourCount(s, p, c);
            }
        }
        int perBuilding = onCards(s, m, VP_PER_BUILDING);
        if (perBuilding != 0) {
            v += perBuilding * buildingCount(s, p);
        }
        return v;
    }

    /** The catalogue. */
    public Catalogue catalogue() {
        return cat;
    }
}
