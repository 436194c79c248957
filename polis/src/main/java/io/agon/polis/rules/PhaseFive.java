package io.agon.polis.rules;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Control;
import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.Frequency;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.cards.Herodotus;
import io.agon.polis.rules.PolisAction.*;
import java.util.List;

/**
 * Phase 5 (spec 4.5): income exactly once (D26) and, in any order, the phase-5 abilities of spec 7: ALEXANDER,
 * ARCHIMEDES, EUCLID, HARBOUR, HERODOTUS, HIPPOCRATES, HOMER, ASSASSIN, PLATO and PRIESTESS, each within the
 * frequency its catalogue entry gives (once per turn: slides back at the end of the turn, D58; once per game:
 * stays up, D31).
 */
final class PhaseFive {

    static final int EUCLID_MONEY = 3;
    static final int HARBOUR_COST = 2;
    static final int ASSASSIN_COST = 3;
    static final int PLATO_KEEP = 10;
    static final int PLATO_GIVE = 5;

    private final Catalogue cat;
    private final Symbols sym;
    private final Cards cards;

    PhaseFive(Catalogue cat, Symbols sym, Cards cards) {
        this.cat = cat;
        this.sym = sym;
        this.cards = cards;
    }

    // ---- income ----

    void collectIncome(PolisState s, int p, EventSink ev) {
        int money = sym.moneyIncome(s, p);
        int pts = sym.pointsIncome(s, p);
        Cards.fromBank(s, p, money);
        Cards.points(s, p, pts);
        s.incomeTaken = true;
        if (ev.enabled()) {
            ev.emit(new PolisEvent.Payment(p, PolisEvent.seat(p) + " collects income: " + money + " money and "
                    + pts + " point token(s)"));
        }
    }

    // ---- availability ----

    /** The cards with ability {@code a} that {@code p} may use now (face up and not used up). */
    long usable(PolisState s, int p, Ability a) {
        long m = s.city[p] & cat.withAbility(a);
        if (m == 0) {
            return 0;
        }
        long ok = 0;
        while (m != 0) {
            int card = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            Frequency f = cat.design(card).frequency();
            long bit = 1L << card;
            if (f == Frequency.ONCE_PER_TURN && (s.usedTurn & bit) != 0) {
                continue;
            }
            if (f == Frequency.ONCE_PER_GAME && (s.usedGame & bit) != 0) {
                continue;
            }
            ok |= bit;
        }
        return ok;
    }

    private void markUsed(PolisState s, int card) {
        Frequency f = cat.design(card).frequency();
        if (f == Frequency.ONCE_PER_GAME) {
            s.usedGame |= 1L << card;
        } else if (f == Frequency.ONCE_PER_TURN) {
            s.usedTurn |= 1L << card;
        }
    }

    private int first(long m) {
        return Long.numberOfTrailingZeros(m);
    }

    private boolean herodotusTargetExists(PolisState s, int p) {
        for (int q = 0; q < s.players; q++) {
            if (q != p && s.history[q] != 0) {
                return true;
            }
        }
        return false;
    }

    /** True when anything but plain income is possible (else the engine collects income and moves on). */
    boolean anyActivation(PolisState s) {
        int p = s.active;
        long h = s.hand[p];
        if (h != 0 && (usable(s, p, Ability.ALEXANDER) | usable(s, p, Ability.ARCHIMEDES)
                | usable(s, p, Ability.HOMER)) != 0) {
            return true;
        }
        if (h != 0 && s.points[p] >= 1 && usable(s, p, Ability.PRIESTESS) != 0) {
            return true;
        }
        if (usable(s, p, Ability.EUCLID) != 0 && (s.money[p] >= EUCLID_MONEY || s.points[p] >= 1)) {
            return true;
        }
        if (s.points[p] >= 1 && usable(s, p, Ability.PLATO) != 0) {
            return true;
        }
        if (s.history[p] != 0 && usable(s, p, Ability.HIPPOCRATES) != 0) {
            return true;
        }
        if (usable(s, p, Ability.HERODOTUS) != 0 && herodotusTargetExists(s, p)) {
            return true;
        }
        if (s.points[p] >= HARBOUR_COST && freeHarbours(s, p) != 0) {
            return true;
        }
        if (s.points[p] >= ASSASSIN_COST) {
            long a = usable(s, p, Ability.ASSASSIN);
            while (a != 0) {
                int card = first(a);
                a &= a - 1;
                if (assassinTargets(s, p, card) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private long freeHarbours(PolisState s, int p) {
        long m = s.city[p] & cat.withAbility(Ability.HARBOUR);
        long ok = 0;
        while (m != 0) {
            int card = first(m);
            m &= m - 1;
            if (s.harbourTarget[card] == 0) {
                ok |= 1L << card;
            }
        }
        return ok;
    }

    /** PERSON cards in any city that {@code assassin} (owned by {@code p}) may kill (spec 7.11, D24). */
    long assassinTargets(PolisState s, int p, int assassin) {
        long t = 0;
        for (int q = 0; q < s.players; q++) {
            long m = s.city[q] & cat.persons() & ~(1L << assassin);
            if (q != p) {
                long unprotected = 0;
                long x = m;
                while (x != 0) {
                    int card = first(x);
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

    /**
     * The phase-5 choices. Ending the phase (which collects the income first if it is still due) is listed first:
     * EUCLID may be used without limit (7.5, D54), so a list that put it first would let a player who always
     * takes the first choice buy and sell a point forever.
     */
    void legal(PolisState s, List<Action> out) {
        int p = s.active;
        out.add(Acts.DONE);
        if (!s.incomeTaken) {
            out.add(Acts.INCOME);
        }
        long h = s.hand[p];
        boolean alexander = usable(s, p, Ability.ALEXANDER) != 0;
        boolean archimedes = usable(s, p, Ability.ARCHIMEDES) != 0;
        boolean homer = usable(s, p, Ability.HOMER) != 0;
        boolean priestess = s.points[p] >= 1 && usable(s, p, Ability.PRIESTESS) != 0;
        while (h != 0) {
            int card = first(h);
            h &= h - 1;
            if (alexander) {
                out.add(Acts.TUCK[card]);
            }
            if (archimedes) {
                out.add(Acts.ARCHIMEDES[card]);
            }
            if (homer) {
                out.add(Acts.HOMER[card]);
            }
            if (priestess) {
                out.add(Acts.PRIESTESS[card]);
            }
        }
        if (usable(s, p, Ability.EUCLID) != 0) {
            if (s.money[p] >= EUCLID_MONEY) {
                out.add(Acts.EUCLID_BUY);
            }
            if (s.points[p] >= 1) {
                out.add(Acts.EUCLID_SELL);
            }
        }
        if (s.points[p] >= 1 && usable(s, p, Ability.PLATO) != 0) {
            for (int q = 0; q < s.players; q++) {
                if (q != p) {
                    out.add(Acts.PLATO[q]);
                }
            }
        }
        if (usable(s, p, Ability.HIPPOCRATES) != 0) {
            long m = s.history[p];
            while (m != 0) {
                int card = first(m);
                m &= m - 1;
                out.add(Acts.HIPPOCRATES[card]);
            }
        }
        if (usable(s, p, Ability.HERODOTUS) != 0) {
            for (int q = 0; q < s.players; q++) {
                if (q != p && s.history[q] != 0) {
                    out.add(Acts.HERODOTUS[q]);
                }
            }
        }
        if (s.points[p] >= HARBOUR_COST) {
            long m = freeHarbours(s, p);
            while (m != 0) {
                int card = first(m);
                m &= m - 1;
                for (int q = 0; q < s.players; q++) {
                    if (q != p) {
                        out.add(Acts.HARBOUR[card][q]);
                    }
                }
            }
        }
        if (s.points[p] >= ASSASSIN_COST) {
            long a = usable(s, p, Ability.ASSASSIN);
            while (a != 0) {
                int card = first(a);
                a &= a - 1;
                long t = assassinTargets(s, p, card);
                while (t != 0) {
                    int target = first(t);
                    t &= t - 1;
                    out.add(Acts.assassinate(card, target));
                }
            }
        }
    }

    private int requireUsable(PolisState s, int p, Ability a, String name, String section) {
        long m = usable(s, p, a);
        if ((s.city[p] & cat.withAbility(a)) == 0) {
            throw Refusals.illegal(section, name + " needs " + name
                    + " face up in your city (spec " + section + ")");
        }
        if (m == 0) {
            throw Refusals.illegal(section, name + " was already used (" + cat.design(first(s.city[p]
                    & cat.withAbility(a))).frequency().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                    + ", spec " + section + ")");
        }
        return first(m);
    }

    private void requireHand(PolisState s, int p, int card, String name, String section) {
        Refusals.requireCard(card);
        if ((s.hand[p] & (1L << card)) == 0) {
            throw Refusals.illegal(section, name + " needs a card from your hand (spec " + section + ")");
        }
    }

    /** Declares the phase-5 actions (every ability of spec 7 used in phase 5, and the income) with their handlers. */
    void declare(ActionHandlers.Builder<PolisState, Step.IncomePhase> on) {
        on.on(PolisAction.CollectIncome.class, (s, step, p, a, flow, ev) -> collectIncomeOnce(s, p, a, ev))
                .on(PolisAction.Tuck.class, (s, step, p, a, flow, ev) -> alexander(s, p, a, ev))
                .on(PolisAction.Archimedes.class, (s, step, p, a, flow, ev) -> archimedes(s, p, a, flow, ev))
                .on(PolisAction.Homer.class, (s, step, p, a, flow, ev) -> homer(s, p, a, ev))
                .on(PolisAction.Priestess.class, (s, step, p, a, flow, ev) -> priestess(s, p, a, flow, ev))
                .on(PolisAction.Euclid.class, (s, step, p, a, flow, ev) -> euclid(s, p, a, ev))
                .on(PolisAction.Plato.class, (s, step, p, a, flow, ev) -> plato(s, p, a, ev))
                .on(PolisAction.Hippocrates.class, (s, step, p, a, flow, ev) -> hippocrates(s, p, a, ev))
                .on(PolisAction.Herodotus.class, (s, step, p, a, flow, ev) -> herodotus(s, p, a, flow, ev))
                .on(PolisAction.Harbour.class, (s, step, p, a, flow, ev) -> harbour(s, p, a, ev))
                .on(PolisAction.Assassinate.class, (s, step, p, a, flow, ev) -> assassin(s, p, a, ev));
    }

    /** Spec 4.5: the income, collected exactly once (D26). */
    private void collectIncomeOnce(PolisState s, int p, PolisAction.CollectIncome x, EventSink ev) {
        if (s.incomeTaken) {
            throw Refusals.illegal("4.5", "income is collected exactly once (spec 4.5, D26)");
        }
        collectIncome(s, p, ev);
    }

    /** ALEXANDER (spec 7.1): tuck a hand card under it for +1 war. */
    private void alexander(PolisState s, int p, PolisAction.Tuck t, EventSink ev) {
        int user = requireUsable(s, p, Ability.ALEXANDER, "Alexander", "7.1");
        requireHand(s, p, t.card(), "Alexander", "7.1");
        markUsed(s, user);
        s.hand[p] &= ~(1L << t.card());
        s.tucked[p] |= 1L << t.card();
        if (ev.enabled()) {
            event(s, p, "Alexander", "tucks a " + colourOf(t.card()) + " card (+1 war)", ev);
        }
    }

    /** ARCHIMEDES (spec 7.2): box a hand card and draw a replacement. */
    private void archimedes(PolisState s, int p, PolisAction.Archimedes x, Control<PolisState> flow, EventSink ev) {
        int user = requireUsable(s, p, Ability.ARCHIMEDES, "Archimedes", "7.2");
        requireHand(s, p, x.card(), "Archimedes", "7.2");
        markUsed(s, user);
        cards.handToBox(s, p, x.card());
        if (ev.enabled()) {
            event(s, p, "Archimedes", "boxes a " + colourOf(x.card()) + " card and draws", ev);
        }
        flow.push(s, new Step.EffectDraw(p));
    }

    /** HOMER (spec 7.9): put a hand card on the history pile. */
    private void homer(PolisState s, int p, PolisAction.Homer x, EventSink ev) {
        int user = requireUsable(s, p, Ability.HOMER, "Homer", "7.9");
        requireHand(s, p, x.card(), "Homer", "7.9");
        markUsed(s, user);
        s.hand[p] &= ~(1L << x.card());
        s.history[p] |= 1L << x.card();
        Cards.setKnown(s, x.card(), 1 << p);
        if (ev.enabled()) {
            event(s, p, "Homer", "puts a " + colourOf(x.card()) + " card on the history pile", ev);
        }
    }

    /** PRIESTESS (spec 7.17): pay 1 point token, box a hand card and draw a replacement. */
    private void priestess(PolisState s, int p, PolisAction.Priestess x, Control<PolisState> flow, EventSink ev) {
        int user = requireUsable(s, p, Ability.PRIESTESS, "Priestess", "7.17");
        if (s.points[p] < 1) {
            throw Refusals.illegal("7.17", "the Priestess costs 1 point token (spec 7.17, D3)");
        }
        requireHand(s, p, x.card(), "Priestess", "7.17");
        markUsed(s, user);
        Cards.points(s, p, -1);
        cards.handToBox(s, p, x.card());
        if (ev.enabled()) {
            event(s, p, "the Priestess", "pays 1 token, boxes a " + colourOf(x.card()) + " card and draws", ev);
        }
        flow.push(s, new Step.EffectDraw(p));
    }

    /** EUCLID (spec 7.5, D54): 3 money for 1 point token, or back. */
    private void euclid(PolisState s, int p, PolisAction.Euclid x, EventSink ev) {
        requireUsable(s, p, Ability.EUCLID, "Euclid", "7.5");
        if (x.buyPoint()) {
            if (s.money[p] < EUCLID_MONEY) {
                throw Refusals.illegal("7.5", "Euclid: a point token costs 3 money (spec 7.5, D54)");
            }
            Cards.toBank(s, p, EUCLID_MONEY);
            Cards.points(s, p, 1);
        } else {
            if (s.points[p] < 1) {
                throw Refusals.illegal("7.5", "Euclid: you have no point token to sell (spec 7.5, D54)");
            }
            Cards.points(s, p, -1);
            Cards.fromBank(s, p, EUCLID_MONEY);
        }
        if (ev.enabled()) {
            event(s, p, "Euclid", x.buyPoint() ? "3 money -> 1 point token" : "1 point token -> 3 money", ev);
        }
    }

    /** PLATO (spec 7.16): 1 point token for 10 money, and 5 for another player. */
    private void plato(PolisState s, int p, PolisAction.Plato x, EventSink ev) {
        int user = requireUsable(s, p, Ability.PLATO, "Plato", "7.16");
        if (s.points[p] < 1) {
            throw Refusals.illegal("7.16", "Plato costs 1 point token (spec 7.16, D3)");
        }
        Refusals.requireSeat(s, x.recipient());
        if (x.recipient() == p) {
            throw Refusals.illegal("7.16", "Plato's 5 money go to another player (spec 7.16, D29)");
        }
        markUsed(s, user);
        Cards.points(s, p, -1);
        Cards.fromBank(s, p, PLATO_KEEP);
        Cards.fromBank(s, x.recipient(), PLATO_GIVE);
        if (ev.enabled()) {
            event(s, p, "Plato", "+10 money, " + PolisEvent.seat(x.recipient()) + " +5", ev);
        }
    }

    /** HIPPOCRATES (spec 7.8): a card from the own history pile back into the city. */
    private void hippocrates(PolisState s, int p, PolisAction.Hippocrates x, EventSink ev) {
        int user = requireUsable(s, p, Ability.HIPPOCRATES, "Hippocrates", "7.8");
        Refusals.requireCard(x.card());
        if ((s.history[p] & (1L << x.card())) == 0) {
            throw Refusals.illegal("7.8", "Hippocrates takes a card from your own history pile (spec 7.8)");
        }
        markUsed(s, user);
        s.history[p] &= ~(1L << x.card());
        s.city[p] |= 1L << x.card();
        s.placedAt[x.card()] = ++s.placeCounter;
        Cards.setKnown(s, x.card(), 0);
        if (ev.enabled()) {
            event(s, p, "Hippocrates", "brings " + cat.name(x.card()) + " back into the city (no placement effect, D16)", ev);
        }
    }

    /** HERODOTUS (spec 7.7): look at another player's history pile. */
    private void herodotus(PolisState s, int p, PolisAction.Herodotus x, Control<PolisState> flow, EventSink ev) {
        int user = requireUsable(s, p, Ability.HERODOTUS, "Herodotus", Herodotus.SECTION);
        Herodotus.checkTarget(s, p, x.target());
        markUsed(s, user);
        Herodotus.look(s, p, x.target(), flow);
        if (ev.enabled()) {
            event(s, p, "Herodotus", "looks at " + PolisEvent.seat(x.target()) + "'s history pile", ev);
        }
    }

    /** HARBOUR (spec 7.6): 2 point tokens to make another player trade with you. */
    private void harbour(PolisState s, int p, PolisAction.Harbour x, EventSink ev) {
        Refusals.requireCard(x.card());
        if ((s.city[p] & cat.withAbility(Ability.HARBOUR) & (1L << x.card())) == 0) {
            throw Refusals.illegal("7.6", "that is not a Harbour in your city (spec 7.6)");
        }
        if (s.harbourTarget[x.card()] != 0) {
            throw Refusals.illegal("7.6", "this Harbour already points at "
                    + PolisEvent.seat(s.harbourTarget[x.card()] - 1) + " (spec 7.6)");
        }
        if (s.points[p] < HARBOUR_COST) {
            throw Refusals.illegal("7.6", "the Harbour costs 2 point tokens (spec 7.6, D3)");
        }
        Refusals.requireSeat(s, x.target());
        if (x.target() == p) {
            throw Refusals.illegal("7.6", "a Harbour points at another player (spec 7.6)");
        }
        Cards.points(s, p, -HARBOUR_COST);
        s.harbourTarget[x.card()] = (byte) (x.target() + 1);
        if (ev.enabled()) {
            event(s, p, "a Harbour", PolisEvent.seat(x.target()) + " must trade with " + PolisEvent.seat(p)
                    + " in his next turn", ev);
        }
    }

    /** ASSASSIN (spec 7.11): 3 point tokens to send a face-up person of another city to its history pile. */
    private void assassin(PolisState s, int p, PolisAction.Assassinate x, EventSink ev) {
        Refusals.requireCard(x.assassin());
        Refusals.requireCard(x.target());
        if ((usable(s, p, Ability.ASSASSIN) & (1L << x.assassin())) == 0) {
            throw Refusals.illegal("7.11", "that Assassin is not an unused Assassin in your city (spec 7.11, once per game)");
        }
        if (s.points[p] < ASSASSIN_COST) {
            throw Refusals.illegal("7.11", "the Assassin costs 3 point tokens (spec 7.11, D3)");
        }
        if ((assassinTargets(s, p, x.assassin()) & (1L << x.target())) == 0) {
            throw Refusals.illegal("7.11", "the Assassin kills a face-up PERSON other than itself, not protected in another city (spec 7.11, D24, D30)");
        }
        int owner = s.cityOwner(x.target());
        s.usedGame |= 1L << x.assassin();
        Cards.points(s, p, -ASSASSIN_COST);
        cards.cityToHistory(s, owner, x.target());
        if (ev.enabled()) {
            event(s, p, "an Assassin", cat.name(x.target()) + " of " + PolisEvent.seat(owner)
                    + " goes to the history pile", ev);
        }
    }

    void legalHerodotusPick(PolisState s, Step.HerodotusPick h, List<Action> out) {
        long m = Herodotus.boxable(s, h);
        while (m != 0) {
            int card = first(m);
            m &= m - 1;
            out.add(Acts.HERODOTUS_BOX[card]);
        }
    }

    void herodotusBox(PolisState s, int p, Step.HerodotusPick h, int card, Control<PolisState> flow, EventSink ev) {
        Herodotus.box(s, p, h, card, flow, ev);
        if (ev.enabled()) {
            event(s, p, "Herodotus", "boxes a " + colourOf(card) + " card of " + PolisEvent.seat(h.target())
                    + "'s history pile", ev);
        }
    }

    private static String colourOf(int card) {
        return Drawing.colour(Catalogue.colourOf(card));
    }

    private static void event(PolisState s, int p, String ability, String detail, EventSink ev) {
        if (ev.enabled()) {
            ev.emit(new PolisEvent.AbilityUsed(p, ability, detail));
        }
    }
}
