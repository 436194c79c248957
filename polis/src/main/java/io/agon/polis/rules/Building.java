package io.agon.polis.rules;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.Colour;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import java.util.List;

/**
 * Phase 3 (spec 4.3): at most two builds from hand, each costing 10 minus every visible discount (never below
 * 0, D20); a temple's drawn card may be built next within the limit (D17, D21). Also the COLONY choice
 * (spec 7.14, D18): pay the Colony's price again to place the top red card, which is not a build.
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

    void build(PolisState s, int p, int card, EventSink ev) {
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
        cards.place(s, p, card, cost, ev.enabled() ? "builds {card} for " + cost : "", ev);
    }

    boolean canUseColony(PolisState s, Step.ColonyChoice c) {
        return !s.blocked(Colour.RED.ordinal()) && s.money[c.owner()] >= c.price();
    }

    void legalColony(List<Action> out) {
        out.add(Acts.USE_COLONY);
        out.add(Acts.DONE);
    }

    void useColony(PolisState s, int p, Step.ColonyChoice c, EventSink ev) {
        if (s.blocked(Colour.RED.ordinal())) {
            throw Refusals.illegal("7.14", "the red deck is blocked (spec 7.14)");
        }
        if (s.money[p] < c.price()) {
            throw Refusals.illegal("7.14", "the Colony costs " + c.price() + " again, you have "
                    + s.money[p] + " (spec 7.14, D18)");
        }
        s.steps.pop();
        Cards.toBank(s, p, c.price());
        int card = cards.drawFrom(s, Colour.RED.ordinal(), ev);
        cards.place(s, p, card, c.price(), ev.enabled() ? "places {card} with the Colony (paid " + c.price() + ")" : "", ev);
    }
}
