package io.agon.polis.rules;

import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import java.util.List;

/**
 * Phase 3 (spec 4.3): at most two builds from hand, each costing 10 minus every visible discount (never below
 * 0, D20); a temple's drawn card may be built next within the limit (D17, D21). (The COLONY choice of
 * spec 7.14 is the card's own file, {@code cards/Colony}.)
 */
final class Building {

    /** Builds allowed per turn (spec 4.3). */
    static final int BUILD_LIMIT = 2;

    private final Catalogue cat;
    private final Symbols sym;
    private final Cards cards;

    Building(Catalogue cat, Symbols sym, Cards cards) {
        this.cat = cat;
        this.sym = sym;
        this.cards = cards;
    }

    boolean canBuildAny(PolisState s) {
        int p = s.active;
        if (s.builds >= BUILD_LIMIT) {
            return false;
        }
        long h = s.hand[p];
        while (h != 0) {
            int card = Long.numberOfTrailingZeros(h);
            h &= h - 1;
            if (sym.buildCost(s, p, card) <= s.money[p]) {
                return true;
            }
        }
        return false;
    }

    void legal(PolisState s, List<Action> out) {
        int p = s.active;
        if (s.builds < BUILD_LIMIT) {
            long h = s.hand[p];
            while (h != 0) {
                int card = Long.numberOfTrailingZeros(h);
                h &= h - 1;
                if (sym.buildCost(s, p, card) <= s.money[p]) {
                    out.add(Acts.BUILD[card]);
                }
            }
        }
        out.add(Acts.DONE);
    }

    void build(PolisState s, int p, int card, Control<PolisState> flow, EventSink ev) {
        Refusals.requireCard(card);
        if ((s.hand[p] & (1L << card)) == 0) {
            throw Refusals.illegal("4.3", "you can only build a card from your hand (spec 4.3)");
        }
        if (s.builds >= BUILD_LIMIT) {
            throw Refusals.illegal("4.3", "at most 2 builds per turn (spec 4.3, D21)");
        }
        int cost = sym.buildCost(s, p, card);
        if (cost > s.money[p]) {
            throw Refusals.illegal("4.3", "building " + cat.name(card) + " costs " + cost + ", you have "
                    + s.money[p] + " money (spec 4.3, D4)");
        }
        s.hand[p] &= ~(1L << card);
        Cards.toBank(s, p, cost);
        s.builds++;
        cards.place(s, p, card, cost, ev.enabled() ? "builds {card} for " + cost : "", flow, ev);
    }
}
