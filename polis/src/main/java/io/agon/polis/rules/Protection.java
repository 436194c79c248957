package io.agon.polis.rules;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import java.util.List;

/**
 * Phase 4 (spec 4.4, D22): at most one coin from the player's money on one thick-bordered symbol of one of his
 * face-up cards without a coin. The card can no longer be destroyed by attackers or killed by another
 * player's Assassin (D24); the covered symbol is off for the rest of the game, the card's text still works
 * (D25).
 */
final class Protection {

    private final Catalogue cat;

    Protection(Catalogue cat) {
        this.cat = cat;
    }

    /** True when the active player can protect something (else the phase is skipped). */
    boolean canProtectAny(PolisState s) {
        return protections(s, null);
    }

    void legal(PolisState s, List<Action> out) {
        protections(s, out);
        out.add(Acts.DONE);
    }

    /**
     * Every protection the active player can pay for: a coin on a thick-bordered symbol of a face-up card without
     * a coin. Appends them to {@code out}, or with {@code out == null} only answers whether there is one.
     */
    private boolean protections(PolisState s, List<Action> out) {
        int p = s.active;
        if (s.money[p] < 1) {
            return false;
        }
        boolean any = false;
        long m = s.city[p];
        while (m != 0) {
            int card = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            if (s.coin[card] == 0) {
                for (int i = 0; i < cat.symbolCount(card); i++) {
                    if (cat.protectable(card, i)) {
                        if (out == null) {
                            return true;
                        }
                        out.add(Acts.PROTECT[card][i]);
                        any = true;
                    }
                }
            }
        }
        return any;
    }

    void protect(PolisState s, int p, int card, int symbol, EventSink ev) {
        Refusals.requireCard(card);
        if ((s.city[p] & (1L << card)) == 0) {
            throw Refusals.illegal("4.4", "you can only protect a card in your own city (spec 4.4)");
        }
        if (symbol < 0 || symbol >= cat.symbolCount(card)) {
            throw Refusals.illegal("4.4", cat.name(card) + " has no symbol " + symbol + " (spec 4.4)");
        }
        if (!cat.protectable(card, symbol)) {
            throw Refusals.illegal("4.4", "only a thick-bordered symbol can take a coin (spec 4.4, D22)");
        }
        if (s.coin[card] != 0) {
            throw Refusals.illegal("D22", cat.name(card) + " already carries a coin (D22)");
        }
        if (s.money[p] < 1) {
            throw Refusals.illegal("4.4", "protection needs 1 money (spec 4.4)");
        }
        s.money[p]--;
        s.coin[card] = (byte) (symbol + 1);
        if (ev.enabled()) {
            ev.emit(new PolisEvent.Payment(p, PolisEvent.seat(p) + " protects " + cat.name(card) + " with a coin on "
                    + Glossary.brief(cat.design(card).symbols().get(symbol))));
        }
    }
}
