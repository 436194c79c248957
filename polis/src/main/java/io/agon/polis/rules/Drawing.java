package io.agon.polis.rules;

import io.agon.polis.rules.cards.Aristotle;
import io.agon.polis.rules.cards.Lighthouse;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.cards.Phidias;
import java.util.List;

/**
 * Phase 0 (LIGHTHOUSE, spec 4.0 / 7.21), phase 1 (two different draws and the optional purchase, 4.1, D5,
 * ARISTOTLE 7.3) and every other "draw from a deck of your choice" step: the opening draws (3.1 step 6), the
 * ARCHIMEDES/PRIESTESS replacement draw and both halves of PHIDIAS (7.15).
 */
final class Drawing {

    /** Phase-1 purchase price in money (spec 4.1). */
    static final int BUY_PRICE = 5;

    private final Catalogue cat;
    private final Cards cards;

    Drawing(Catalogue cat, Cards cards) {
        this.cat = cat;
        this.cards = cards;
    }

    // ---- phase 0: Lighthouse ----

    boolean canPeek(PolisState s) {
        return Lighthouse.canPeek(cat, s);
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
        Lighthouse.peek(cat, s, p, a, b);
        if (ev.enabled()) {
            ev.emit(new PolisEvent.AbilityUsed(p, "the Lighthouse", "looks at the top "
                    + io.agon.polis.model.Colour.of(a).label() + " and " + io.agon.polis.model.Colour.of(b).label()
                    + " cards"));
        }
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

    void phaseOneDraw(PolisState s, int p, Step.DrawPhase d, int c, Control<PolisState> flow, EventSink ev) {
        if (s.blocked(c)) {
            throw Refusals.illegal("5.1", "the " + colour(c) + " deck is blocked (spec 5.1)");
        }
        if (c == d.firstColour()) {
            throw Refusals.illegal("4.1", "the two phase-1 draws must come from different decks (spec 4.1)");
        }
        cards.drawToHand(s, p, c, "", ev);
        flow.replace(s, Step.DrawPhase.of(d.drawn() + 1, c));
    }

    boolean canBuy(PolisState s) {
        int p = s.active;
        return !s.purchased && Cards.anyUnblocked(s)
                && (s.money[p] >= BUY_PRICE || Aristotle.canPay(cat, s, p));
    }

    void legalBuy(PolisState s, List<Action> out) {
        int p = s.active;
        boolean money = s.money[p] >= BUY_PRICE;
        boolean points = Aristotle.canPay(cat, s, p);
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
            throw Refusals.illegal("5.1", "the " + colour(c) + " deck is blocked (spec 5.1)");
        }
        if (withPoints) {
            Aristotle.pay(cat, s, p);
        } else {
            if (s.money[p] < BUY_PRICE) {
                throw Refusals.illegal("4.1", "the purchase costs 5 money, you have " + s.money[p]
                        + " (spec 4.1, D4)");
            }
            Cards.toBank(s, p, BUY_PRICE);
        }
        s.purchased = true;
        cards.drawToHand(s, p, c, withPoints ? "bought for 2 point tokens with Aristotle" : "bought for 5", ev);
    }

    // ---- draws of choice: opening draw, Archimedes/Priestess, Phidias ----

    static void legalAnyDraw(PolisState s, List<Action> out) {
        for (int c = 0; c < 4; c++) {
            if (!s.blocked(c)) {
                out.add(Acts.DRAW[c]);
            }
        }
    }

    /** A draw of choice (opening, replacement, Phidias) from deck {@code c}; the step is already moved on. */
    void drawOfChoice(PolisState s, int p, int c, String why, Control<PolisState> flow, EventSink ev) {
        cards.drawToHand(s, p, c, why, ev);
    }

    /** Refuses a draw of choice from a blocked deck (spec 5.1). */
    static void requireOpen(PolisState s, int c) {
        if (s.blocked(c)) {
            throw Refusals.illegal("5.1", "the " + colour(c) + " deck is blocked (spec 5.1)");
        }
    }

    void legalPhidiasDiscard(PolisState s, int p, List<Action> out) {
        long h = s.hand[p];
        while (h != 0) {
            int card = Long.numberOfTrailingZeros(h);
            h &= h - 1;
            out.add(Acts.DISCARD[card]);
        }
    }

    void phidiasDiscard(PolisState s, int p, int card, Control<PolisState> flow, EventSink ev) {
        Phidias.checkDiscard(s, p, card);
        cards.handToBox(s, p, card);
        if (ev.enabled()) {
            ev.emit(new PolisEvent.AbilityUsed(p, "Phidias", PolisEvent.seat(p) + " boxes a "
                    + colour(Catalogue.colourOf(card)) + " card"));
        }
        Phidias.discarded(s, p, flow);
    }

    static String colour(int c) {
        return io.agon.polis.model.Colour.of(c).label();
    }
}
