package io.agon.massilia.rules;

import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction.BuyGoods;
import io.agon.massilia.rules.MassiliaAction.MovePerson;
import java.util.List;

/**
 * The four final actions of a die use (spec 5.1-5.4), consulted by {@link DeclareRule}: buying goods (then
 * {@link PlaceRule}), moving a person (a sale, or the consul: {@link Pluto}, then {@link TaxRule} or
 * {@link BuildChoiceRule}), buying prestige, and sacrificing cubes for god cards ({@link SacrificeCubesRule},
 * {@link TakeCardsRule}). {@link Mercurius} changes the one price an action reads; {@link Jupiter} adds a card.
 */
final class Market {

    private final MassiliaData data;

    Market(MassiliaData data) {
        this.data = data;
    }

    // ------------------------------------------------------------------ 5.1 beige: buy goods

    void checkBuy(MassiliaState s, int p, int gods, int v, BuyGoods b) {
        if (b.kind() < 0 || b.kind() >= Ids.TRADE_GOODS) {
            throw new IllegalActionException("5.1", "choose violet, orange or pink as the goods kind (5.1)");
        }
        int k = v - b.beige();
        if (b.beige() < 0 || k < 1) {
            throw new IllegalActionException("5.1", "at least one cube must be of the chosen kind; beige only"
                    + " stands in for the rest (5.1)");
        }
        int price = s.price[b.kind() + 1];
        Mercurius.check(data, s, p, gods, b.mercurius(), price);
        int cost = k * (price + b.mercurius()) + b.beige() * data.beigePrice;
        if (cost > s.money[p]) {
            throw new IllegalActionException("5.1", "the goods cost " + Ids.sesterces(cost) + " but you have "
                    + s.money[p] + " (5.1)");
        }
        if (s.harbour[b.kind()] < k || s.harbour[Ids.BEIGE] < b.beige()) {
            throw new IllegalActionException("D24", "the harbour does not hold that many cubes (5.1, D24)");
        }
        if (s.freePlaces(p, data.stallCapacity) < v) {
            throw new IllegalActionException("D44", "your stalls have room for fewer than " + v
                    + " cubes (capacity 6, 5.1, D44)");
        }
    }

    void legalBuy(MassiliaState s, int p, int gods, int v, List<Action> out) {
        if (s.freePlaces(p, data.stallCapacity) < v) {
            return;
        }
        int money = s.money[p];
        for (int kind = 0; kind < Ids.TRADE_GOODS; kind++) {
            int price = s.price[kind + 1];
            for (int m : Mercurius.options(data, s, p, gods, price)) {
                for (int b = 0; b < v; b++) {
                    int k = v - b;
                    if (b > s.harbour[Ids.BEIGE] || k > s.harbour[kind]) {
                        continue;
                    }
                    if (k * (price + m) + b * data.beigePrice <= money) {
                        out.add(Acts.buy(kind, b, m));
                    }
                }
            }
        }
    }

    void performBuy(MassiliaState s, int p, int v, BuyGoods b, Control<MassiliaState> flow, EventSink events) {
        int k = v - b.beige();
        int cost = k * (s.price[b.kind() + 1] + b.mercurius()) + b.beige() * data.beigePrice;
        s.money[p] -= cost;
        s.harbour[b.kind()] -= k;
        s.harbour[Ids.BEIGE] -= b.beige();
        s.marker[b.kind()] = Math.max(data.markerMin, s.marker[b.kind()] - 1);
        flow.push(s, Step.Place.of(p, b.kind(), k, b.beige()));
        if (events.enabled()) {
            events.emit(new MassiliaEvent.GoodsBought(p, b.kind(), k, b.beige(), cost));
        }
    }

    // ------------------------------------------------------------------ 5.2 brown: move a person

    int destination(MassiliaState s, int person, boolean clockwise, int v) {
        return Math.floorMod(s.person[person] + (clockwise ? v : -v), data.ringSize);
    }

    /** Cubes the customer {@code person} would buy at field {@code f} in {@code p}'s turn (5.2.1, D7). */
    private static int saleGoods(MassiliaState s, int p, int person, int f) {
        if (person == Ids.CONSUL || s.stallOwner[f] != p) {
            return -1;
        }
        if (s.cubes(f, person) > 0) {
            return person;
        }
        return s.cubes(f, Ids.BEIGE) > 0 ? Ids.BEIGE : -1;
    }

    void checkMove(MassiliaState s, int p, int gods, int v, MovePerson m) {
        if (m.person() < 0 || m.person() >= Ids.PERSONS) {
            throw new IllegalActionException("5.2", "there is no such person");
        }
        if (m.mercurius() != 0) {
            int f = destination(s, m.person(), m.clockwise(), v);
            if (saleGoods(s, p, m.person(), f) < 0) {
                throw new IllegalActionException("D27", "Mercurius only changes a price the action reads: no sale"
                        + " happens there (D27)");
            }
            Mercurius.check(data, s, p, gods, m.mercurius(), s.price[Ids.TEMPLE]);
        }
    }

    void legalMove(MassiliaState s, int p, int gods, int v, List<Action> out) {
        for (int person = 0; person < Ids.PERSONS; person++) {
            for (int cw = 1; cw >= 0; cw--) {
                out.add(Acts.move(person, cw == 1, 0));
                int f = destination(s, person, cw == 1, v);
                if (saleGoods(s, p, person, f) >= 0) {
                    for (int m : Mercurius.options(data, s, p, gods, s.price[Ids.TEMPLE])) {
                        if (m != 0) {
                            out.add(Acts.move(person, cw == 1, m));
                        }
                    }
                }
            }
        }
    }

    void performMove(MassiliaState s, int p, int v, MovePerson m, Control<MassiliaState> flow, EventSink events) {
        int from = s.person[m.person()];
        int f = destination(s, m.person(), m.clockwise(), v);
        s.person[m.person()] = f;
        if (events.enabled()) {
            events.emit(new MassiliaEvent.PersonMoved(p, m.person(), from, f));
        }
        if (m.person() != Ids.CONSUL) {
            int goods = saleGoods(s, p, m.person(), f);
            if (goods < 0) {
                return; // D53, D58, TV-08
            }
            int n = s.cubes(f, goods);
            int money = n * (s.price[Ids.TEMPLE] + m.mercurius());
            int prestige = 0;
            if (goods != Ids.BEIGE) {
                prestige = n * s.marker[goods];
                s.marker[goods] = Math.min(data.markerMax, s.marker[goods] + 1);
            }
            s.money[p] += money;
            s.prestige[p] += prestige;
            s.harbour[goods] += n;
            s.cubes[f * 4 + goods] = 0;
            if (events.enabled()) {
                events.emit(new MassiliaEvent.Sale(p, goods, n, money, prestige));
            }
        } else if (s.stallOwner[f] < 0) {
            flow.push(s, Step.BuildChoice.of(p, f));
        } else {
            Pluto.open(s, s.stallOwner[f], p, f, flow);
        }
    }

    // ------------------------------------------------------------------ 5.3 black: buy prestige

    void checkPrestige(MassiliaState s, int p, int gods, int v, int merc) {
        Mercurius.check(data, s, p, gods, merc, s.price[Ids.TEMPLE]);
        int cost = v * (s.price[Ids.TEMPLE] + merc);
        if (cost > s.money[p]) {
            throw new IllegalActionException("5.3", v + " prestige costs " + Ids.sesterces(cost) + " but you have "
                    + s.money[p] + " (5.3)");
        }
    }

    void legalPrestige(MassiliaState s, int p, int gods, int v, List<Action> out) {
        for (int m : Mercurius.options(data, s, p, gods, s.price[Ids.TEMPLE])) {
            if (v * (s.price[Ids.TEMPLE] + m) <= s.money[p]) {
                out.add(Acts.PRESTIGE[m + 1]);
            }
        }
    }

    void performPrestige(MassiliaState s, int p, int v, int merc, EventSink events) {
        int cost = v * (s.price[Ids.TEMPLE] + merc);
        s.money[p] -= cost;
        s.prestige[p] += v;
        if (events.enabled()) {
            events.emit(new MassiliaEvent.PrestigeBought(p, v, cost));
        }
    }

    // ------------------------------------------------------------------ 5.4 grey: sacrifice

    void checkSacrifice(MassiliaState s, int p, int gods, int v, boolean jupiter) {
        Jupiter.check(s, p, gods, jupiter);
        if (s.handSize[p] - Integer.bitCount(gods) - (jupiter ? 1 : 0) >= data.handLimit) {
            throw new IllegalActionException("D13", "you already hold " + data.handLimit + " god cards (5.4.1,"
                    + " D13)");
        }
        if (!Hands.anyObtainable(s) && gods == 0 && !jupiter) {
            throw new IllegalActionException("D33", "no god card can be obtained (D33)");
        }
        if (s.ownCubes(p) < v) {
            throw new IllegalActionException("5.4.2", "your stalls hold fewer than " + v + " cubes (5.4.2)");
        }
    }

    /** True when {@link #checkSacrifice} would accept the sacrifice. */
    private boolean canSacrifice(MassiliaState s, int p, int gods, int v, boolean jupiter) {
        return (!jupiter || Hands.godFree(s, p, gods, Ids.JUPITER))
                && s.handSize[p] - Integer.bitCount(gods) - (jupiter ? 1 : 0) < data.handLimit
                && (Hands.anyObtainable(s) || gods != 0 || jupiter)
                && s.ownCubes(p) >= v;
    }

    void legalSacrifice(MassiliaState s, int p, int gods, int v, List<Action> out) {
        for (int j = 0; j < 2; j++) {
            if (canSacrifice(s, p, gods, v, j == 1)) {
                out.add(Acts.SACRIFICE[j]);
            }
        }
    }

    void performSacrifice(MassiliaState s, int p, int v, boolean jupiter, Control<MassiliaState> flow) {
        flow.push(s, Step.TakeCards.of(p, Jupiter.maxCards(data, jupiter), 0));
        flow.push(s, Step.SacrificeCubes.of(p, v));
    }


}
