package io.agon.polis.rules;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import java.util.List;

/**
 * Phase 0 (LIGHTHOUSE, spec 4.0 / 7.21), phase 1 (two different draws and the optional purchase, 4.1, D5,
 * ARISTOTLE 7.3) and every other "draw from a deck of your choice" step: the opening draws (3.1 step 6), the
 * ARCHIMEDES/PRIESTESS replacement draw and both halves of PHIDIAS (7.15).
 */
final class Drawing {

    /** Phase-1 purchase price in money (spec 4.1). */
    static final int BUY_PRICE = 5;
    /** ARISTOTLE's price in point tokens (spec 7.3). */
    static final int ARISTOTLE_PRICE = 2;

    private final PolisRules r;

    Drawing(PolisRules r) {
        this.r = r;
    }

    // ---- phase 0: Lighthouse ----

    boolean canPeek(PolisState s) {
        return r.sym.has(s, s.active, Ability.LIGHTHOUSE) && s.decks.blockedCount() <= 2
                && (s.usedTurn & s.city[s.active] & r.cat.withAbility(Ability.LIGHTHOUSE)) == 0;
    }

    void legalPeek(PolisState s, List<Action> out) {
        for (int a = 0; a < 4; a++) {
            for (int b = a + 1; b < 4; b++) {
                if (!s.blocked(a) && !s.blocked(b)) {
                    out.add(Acts.PEEK[a][b]);
                }
            }
        }
        out.add(Acts.DONE);
    }

    void peek(PolisState s, int p, int a, int b, EventSink ev) {
        if (a == b) {
            throw PolisRules.illegal("the Lighthouse looks at two different decks (spec 7.21, D52)");
        }
        if (s.blocked(a) || s.blocked(b)) {
            throw PolisRules.illegal("a blocked deck has no card to look at (D52)");
        }
        s.known[p] |= topBit(s, a) | topBit(s, b);
        for (int c : new int[] {a, b}) {
            if (s.top(c) >= Catalogue.EG) {
                s.egSeen |= 1 << (4 * p + c);
            }
        }
        s.usedTurn |= s.city[p] & r.cat.withAbility(Ability.LIGHTHOUSE);
        if (ev.enabled()) {
            ev.emit(new PolisEvent.AbilityUsed(p, "the Lighthouse", "looks at the top "
                    + io.agon.polis.model.Colour.of(a).label() + " and " + io.agon.polis.model.Colour.of(b).label()
                    + " cards"));
        }
        r.flow.endPhase(s);
    }

    private static long topBit(PolisState s, int c) {
        int card = s.top(c);
        return card < Catalogue.EG ? 1L << card : 0;
    }

    // ---- phase 1 ----

    boolean canDrawPhaseOne(PolisState s, Step.DrawPhase d) {
        for (int c = 0; c < 4; c++) {
            if (!s.blocked(c) && c != d.firstColour()) {
                return true;
            }
        }
        return false;
    }

    void legalPhaseOneDraw(PolisState s, Step.DrawPhase d, List<Action> out) {
        for (int c = 0; c < 4; c++) {
            if (!s.blocked(c) && c != d.firstColour()) {
                out.add(Acts.DRAW[c]);
            }
        }
    }

    void phaseOneDraw(PolisState s, int p, Step.DrawPhase d, int c, EventSink ev) {
        if (s.blocked(c)) {
            throw PolisRules.illegal("the " + colour(c) + " deck is blocked (spec 5.1)");
        }
        if (c == d.firstColour()) {
            throw PolisRules.illegal("the two phase-1 draws must come from different decks (spec 4.1)");
        }
        r.cards.drawToHand(s, p, c, "", ev);
        s.steps.replaceTop(new Step.DrawPhase(d.drawn() + 1, c));
    }

    private boolean aristotle(PolisState s, int p) {
        return (s.city[p] & r.cat.withAbility(Ability.ARISTOTLE) & ~s.usedTurn) != 0;
    }

    boolean canBuy(PolisState s) {
        int p = s.active;
        return !s.purchased && Cards.anyUnblocked(s)
                && (s.money[p] >= BUY_PRICE || (aristotle(s, p) && s.points[p] >= ARISTOTLE_PRICE));
    }

    void legalBuy(PolisState s, List<Action> out) {
        int p = s.active;
        boolean money = s.money[p] >= BUY_PRICE;
        boolean points = aristotle(s, p) && s.points[p] >= ARISTOTLE_PRICE;
        for (int c = 0; c < 4; c++) {
            if (!s.blocked(c)) {
                if (money) {
                    out.add(Acts.BUY[c][0]);
                }
                if (points) {
                    out.add(Acts.BUY[c][1]);
                }
            }
        }
        out.add(Acts.DONE);
    }

    void buy(PolisState s, int p, int c, boolean withPoints, EventSink ev) {
        if (s.blocked(c)) {
            throw PolisRules.illegal("the " + colour(c) + " deck is blocked (spec 5.1)");
        }
        if (withPoints) {
            if (!aristotle(s, p)) {
                throw PolisRules.illegal("paying with 2 point tokens needs an unused Aristotle (spec 7.3)");
            }
            if (s.points[p] < ARISTOTLE_PRICE) {
                throw PolisRules.illegal("Aristotle's purchase costs 2 point tokens, you have "
                        + s.points[p] + " (spec 7.3, D3)");
            }
            Cards.points(s, p, -ARISTOTLE_PRICE);
            s.usedTurn |= s.city[p] & r.cat.withAbility(Ability.ARISTOTLE);
        } else {
            if (s.money[p] < BUY_PRICE) {
                throw PolisRules.illegal("the purchase costs 5 money, you have " + s.money[p]
                        + " (spec 4.1, D4)");
            }
            Cards.toBank(s, p, BUY_PRICE);
        }
        s.purchased = true;
        r.cards.drawToHand(s, p, c, withPoints ? "bought for 2 point tokens with Aristotle" : "bought for 5", ev);
        r.flow.endPhase(s);
    }

    // ---- draws of choice: opening draw, Archimedes/Priestess, Phidias ----

    static void legalAnyDraw(PolisState s, List<Action> out) {
        for (int c = 0; c < 4; c++) {
            if (!s.blocked(c)) {
                out.add(Acts.DRAW[c]);
            }
        }
    }

    void drawOfChoice(PolisState s, int p, Step step, int c, EventSink ev) {
        if (s.blocked(c)) {
            throw PolisRules.illegal("the " + colour(c) + " deck is blocked (spec 5.1)");
        }
        String why;
        if (step instanceof Step.PhidiasDraw d) {
            why = "Phidias";
            if (d.remaining() > 1) {
                s.steps.replaceTop(new Step.PhidiasDraw(p, d.remaining() - 1));
            } else {
                s.steps.pop();
            }
        } else {
            why = step instanceof Step.OpeningDraw ? "opening hand" : "replacement draw";
            s.steps.pop();
        }
        r.cards.drawToHand(s, p, c, why, ev);
    }

    void legalPhidiasDiscard(PolisState s, int p, List<Action> out) {
        long h = s.hand[p];
        while (h != 0) {
            int card = Long.numberOfTrailingZeros(h);
            h &= h - 1;
            out.add(Acts.DISCARD[card]);
        }
    }

    void phidiasDiscard(PolisState s, int p, int card, EventSink ev) {
        PolisRules.requireCard(card);
        if ((s.hand[p] & (1L << card)) == 0) {
            throw PolisRules.illegal("Phidias: you must box a card from your own hand (spec 7.15)");
        }
        r.cards.handToBox(s, p, card);
        if (ev.enabled()) {
            ev.emit(new PolisEvent.AbilityUsed(p, "Phidias", PolisEvent.seat(p) + " boxes a "
                    + colour(Catalogue.colourOf(card)) + " card"));
        }
        s.steps.replaceTop(new Step.PhidiasDraw(p, 1));
    }

    static String colour(int c) {
        return io.agon.polis.model.Colour.of(c).label();
    }
}
