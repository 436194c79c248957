package io.agon.polis.rules.cards;

import io.agon.core.EventSink;
import io.agon.polis.model.Ability;
import io.agon.polis.model.PolisState;

/**
 * ASSASSIN (spec 7.11, D3, D24, D30), everything the ability does in one place: once per game in phase 5 its owner
 * pays 3 point tokens to send a face-up PERSON other than the Assassin itself to its owner's history pile; in
 * another city the person must not be protected by a coin. Offered per usable Assassin and target.
 */
public final class Assassin {

    /** The spec section of the card. */
    public static final String SECTION = "7.11";

    /** The point tokens the Assassin costs. */
    public static final int COST = 3;

    private Assassin() {
    }

    /** The Assassins {@code p} may use now (bit mask; 0 without 3 point tokens). */
    public static long offered(CardUse u, PolisState s, int p) {
        return s.points[p] >= COST ? u.usable(s, p, Ability.ASSASSIN) : 0;
    }

    /** PERSON cards in any city that {@code assassin} (owned by {@code p}) may kill (spec 7.11, D24). */
    public static long targets(CardUse u, PolisState s, int p, int assassin) {
        long t = 0;
        for (int q = 0; q < s.players; q++) {
            long m = s.city[q] & u.cat().persons() & ~(1L << assassin);
            if (q != p) {
                long unprotected = 0;
                long x = m;
                while (x != 0) {
                    int card = CardUse.first(x);
                    x &= x - 1;
                    if (s.coin[card] == 0) {
                        unprotected |= 1L << card;
                    }
                }
                m = unprotected;
            }
            t |= m;
        }
        return t;
    }

    /** True when an Assassin can be used now (tokens, a usable Assassin and a target). */
    public static boolean activatable(CardUse u, PolisState s, int p) {
        if (s.points[p] >= COST) {
            long a = u.usable(s, p, Ability.ASSASSIN);
            while (a != 0) {
                int card = CardUse.first(a);
                a &= a - 1;
                if (targets(u, s, p, card) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Pays 3 tokens: {@code target} goes to its owner's history pile; {@code assassin} is used for the game. */
    public static void use(CardUse u, PolisState s, int p, int assassin, int target, EventSink ev) {
        CardUse.requireCard(assassin);
        CardUse.requireCard(target);
        if ((u.usable(s, p, Ability.ASSASSIN) & (1L << assassin)) == 0) {
            throw CardUse.illegal(SECTION, "that Assassin is not an unused Assassin in your city (spec 7.11, once per game)");
        }
        if (s.points[p] < COST) {
            throw CardUse.illegal(SECTION, "the Assassin costs 3 point tokens (spec 7.11, D3)");
        }
        if ((targets(u, s, p, assassin) & (1L << target)) == 0) {
            throw CardUse.illegal(SECTION, "the Assassin kills a face-up PERSON other than itself, not protected in another city (spec 7.11, D24, D30)");
        }
        int owner = s.cityOwner(target);
        s.usedGame |= 1L << assassin;
        CardUse.points(s, p, -COST);
        u.moves().cityToHistory(s, owner, target);
        if (ev.enabled()) {
            u.event(p, "an Assassin", u.cat().name(target) + " of " + CardUse.seat(owner)
                    + " goes to the history pile", ev);
        }
    }
}
