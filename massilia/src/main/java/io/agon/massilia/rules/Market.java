package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction.*;
import java.util.List;

/**
 * The four die actions and what follows them (spec 5.1-5.4): buying goods and placing them, moving customers
 * (sales) and the consul (Pluto, closing, tax, building, moving cubes onto a new stall), buying prestige, and
 * sacrificing cubes for god cards. Also Mercurius (D27), which changes the one price the action reads.
 */
final class Market {

    private final MassiliaData data;

    Market(MassiliaData data) {
        this.data = data;
    }

    private String checkMercurius(MassiliaState s, int p, int gods, int merc, int price) {
        if (merc == 0) {
            return null;
        }
        if (merc != 1 && merc != -1) {
            return "Mercurius changes a price by exactly 1 (6.2)";
        }
        if (!DieUse.godFree(s, p, gods, Ids.MERCURIUS)) {
            return "no playable Mercurius left for this turn (6.1, D14, D29)";
        }
        int v = price + merc;
        if (v < data.priceMin || v > data.priceMax) {
            return "Mercurius cannot take a price outside " + data.priceMin + "-" + data.priceMax + " (6.2)";
        }
        return null;
    }

    private int[] mercOptions(MassiliaState s, int p, int gods, int price) {
        boolean m = DieUse.godFree(s, p, gods, Ids.MERCURIUS);
        if (!m) {
            return NO_MERC;
        }
        boolean down = price - 1 >= data.priceMin;
        boolean up = price + 1 <= data.priceMax;
        return down && up ? BOTH_MERC : down ? DOWN_MERC : up ? UP_MERC : NO_MERC;
    }

    private static final int[] NO_MERC = {0};
    private static final int[] BOTH_MERC = {0, -1, 1};
    private static final int[] DOWN_MERC = {0, -1};
    private static final int[] UP_MERC = {0, 1};

    // ------------------------------------------------------------------ 5.1 beige: buy goods

    String checkBuy(MassiliaState s, int p, int gods, int v, BuyGoods b) {
        if (b.kind() < 0 || b.kind() >= Ids.TRADE_GOODS) {
            return "choose violet, orange or pink as the goods kind (5.1)";
        }
        int k = v - b.beige();
        if (b.beige() < 0 || k < 1) {
            return "at least one cube must be of the chosen kind; beige only stands in for the rest (5.1)";
        }
        int price = s.price[b.kind() + 1];
        String why = checkMercurius(s, p, gods, b.mercurius(), price);
        if (why != null) {
            return why;
        }
        int cost = k * (price + b.mercurius()) + b.beige() * data.beigePrice;
        if (cost > s.money[p]) {
            return "the goods cost " + cost + " sesterces but you have " + s.money[p] + " (5.1)";
        }
        if (s.harbour[b.kind()] < k || s.harbour[Ids.BEIGE] < b.beige()) {
            return "the harbour does not hold that many cubes (5.1, D24)";
        }
        if (s.freePlaces(p, data.stallCapacity) < v) {
            return "your stalls have room for fewer than " + v + " cubes (capacity 6, 5.1, D44)";
        }
        return null;
    }

    void legalBuy(MassiliaState s, int p, int gods, int v, List<Action> out) {
        if (s.freePlaces(p, data.stallCapacity) < v) {
            return;
        }
        int money = s.money[p];
        for (int kind = 0; kind < Ids.TRADE_GOODS; kind++) {
            int price = s.price[kind + 1];
            for (int m : mercOptions(s, p, gods, price)) {
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

    void performBuy(MassiliaState s, int p, int v, BuyGoods b, EventSink events) {
        int k = v - b.beige();
        int cost = k * (s.price[b.kind() + 1] + b.mercurius()) + b.beige() * data.beigePrice;
        s.money[p] -= cost;
        s.harbour[b.kind()] -= k;
        s.harbour[Ids.BEIGE] -= b.beige();
        s.marker[b.kind()] = Math.max(data.markerMin, s.marker[b.kind()] - 1);
        s.steps.push(new Step.Place(p, b.kind(), k, b.beige()));
        if (events.enabled()) {
            events.emit(new MassiliaEvent.GoodsBought(p, b.kind(), k, b.beige(), cost));
        }
    }

    String checkPlace(MassiliaState s, Step.Place pl, int field) {
        if (field < 0 || field >= 24 || s.stallOwner[field] != pl.player()) {
            return "place bought cubes on your own stalls (5.1, D45)";
        }
        if (s.cubesOn(field) >= data.stallCapacity) {
            return "a stall holds at most " + data.stallCapacity + " cubes (5.1)";
        }
        return null;
    }

    void legalPlace(MassiliaState s, Step.Place pl, List<Action> out) {
        for (int f = 0; f < 24; f++) {
            if (s.stallOwner[f] == pl.player() && s.cubesOn(f) < data.stallCapacity) {
                out.add(Acts.PLACE[f]);
            }
        }
    }

    void performPlace(MassiliaState s, Step.Place pl, int field) {
        if (pl.kindLeft() > 0) {
            s.cubes[field * 4 + pl.kind()]++;
        } else {
            s.cubes[field * 4 + Ids.BEIGE]++;
        }
        int kl = pl.kindLeft() > 0 ? pl.kindLeft() - 1 : 0;
        int bl = pl.kindLeft() > 0 ? pl.beigeLeft() : pl.beigeLeft() - 1;
        if (kl + bl == 0) {
            s.steps.pop();
        } else {
            s.steps.replaceTop(new Step.Place(pl.player(), pl.kind(), kl, bl));
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

    String checkMove(MassiliaState s, int p, int gods, int v, MovePerson m) {
        if (m.person() < 0 || m.person() >= Ids.PERSONS) {
            return "there is no such person";
        }
        if (m.mercurius() != 0) {
            int f = destination(s, m.person(), m.clockwise(), v);
            if (saleGoods(s, p, m.person(), f) < 0) {
                return "Mercurius only changes a price the action reads: no sale happens there (D27)";
            }
            return checkMercurius(s, p, gods, m.mercurius(), s.price[Ids.TEMPLE]);
        }
        return null;
    }

    void legalMove(MassiliaState s, int p, int gods, int v, List<Action> out) {
        for (int person = 0; person < Ids.PERSONS; person++) {
            for (int cw = 1; cw >= 0; cw--) {
                out.add(Acts.move(person, cw == 1, 0));
                int f = destination(s, person, cw == 1, v);
                if (saleGoods(s, p, person, f) >= 0) {
                    for (int m : mercOptions(s, p, gods, s.price[Ids.TEMPLE])) {
                        if (m != 0) {
                            out.add(Acts.move(person, cw == 1, m));
                        }
                    }
                }
            }
        }
    }

    void performMove(MassiliaState s, int p, int v, MovePerson m, EventSink events) {
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
            s.steps.push(new Step.BuildChoice(p, f));
        } else {
            s.steps.push(new Step.PlutoWindow(s.stallOwner[f], p, f));
        }
    }

    // ---- the consul's follow-up steps

    void performPluto(MassiliaState s, Step.PlutoWindow w, boolean pluto, EventSink events) {
        s.steps.pop();
        if (pluto) {
            Hands.discard(s, w.owner(), Ids.PLUTO);
            if (events.enabled()) {
                events.emit(new MassiliaEvent.GodPlayed(w.owner(), Ids.PLUTO, "the consul does nothing on field "
                        + w.field()));
            }
            return;
        }
        if (s.cubesOn(w.field()) == 0) {
            s.stallOwner[w.field()] = -1;
            s.reserve[w.owner()]++;
            if (events.enabled()) {
                events.emit(new MassiliaEvent.StallClosed(w.owner(), w.field()));
            }
            s.steps.push(new Step.BuildChoice(w.mover(), w.field()));
        } else {
            s.steps.push(new Step.Tax(w.owner(), w.field(), 0));
        }
    }

    String checkPay(MassiliaState s, Step.Tax t, int goods) {
        if (goods < 0 || goods >= Ids.GOODS || s.cubes(t.field(), goods) - t.kept(goods) <= 0) {
            return "there is no such cube left to pay for on that stall (D10)";
        }
        if (s.money[t.owner()] < data.taxPerCube) {
            return "you cannot pay more tax than your sesterces cover (D10)";
        }
        return null;
    }

    void legalTax(MassiliaState s, Step.Tax t, List<Action> out) {
        if (s.money[t.owner()] >= data.taxPerCube) {
            for (int g = 0; g < Ids.GOODS; g++) {
                if (s.cubes(t.field(), g) - t.kept(g) > 0) {
                    out.add(Acts.PAY[g]);
                }
            }
        }
        out.add(Acts.SETTLE_TAX);
    }

    void performPay(MassiliaState s, Step.Tax t, int goods) {
        s.money[t.owner()] -= data.taxPerCube;
        s.steps.replaceTop(new Step.Tax(t.owner(), t.field(), t.kept() + (1 << (4 * goods))));
    }

    void settleTax(MassiliaState s, Step.Tax t, EventSink events) {
        int returned = 0;
        for (int g = 0; g < Ids.GOODS; g++) {
            int back = s.cubes(t.field(), g) - t.kept(g);
            s.harbour[g] += back;
            s.cubes[t.field() * 4 + g] = t.kept(g);
            returned += back;
        }
        s.steps.pop();
        if (events.enabled()) {
            events.emit(new MassiliaEvent.TaxSettled(t.owner(), t.field(), t.keptTotal() * data.taxPerCube,
                    returned));
        }
    }

    boolean canBuild(MassiliaState s, int p, int field) {
        return s.stallOwner[field] < 0 && s.money[p] >= data.buildCost && s.reserve[p] > 0;
    }

    void performBuild(MassiliaState s, Step.BuildChoice b, EventSink events) {
        s.money[b.player()] -= data.buildCost;
        s.reserve[b.player()]--;
        s.stallOwner[b.field()] = b.player();
        s.steps.replaceTop(new Step.Relocate(b.player(), b.field()));
        if (events.enabled()) {
            events.emit(new MassiliaEvent.StallBuilt(b.player(), b.field()));
        }
    }

    String checkMoveCube(MassiliaState s, Step.Relocate r, int from, int goods) {
        if (from < 0 || from >= 24 || from == r.field() || s.stallOwner[from] != r.player() || goods < 0
                || goods >= Ids.GOODS || s.cubes(from, goods) == 0) {
            return "move cubes only from your other stalls onto the new one (5.2.3, D46)";
        }
        if (s.cubesOn(r.field()) >= data.stallCapacity) {
            return "the new stall is full (capacity 6, D46)";
        }
        return null;
    }

    void legalRelocate(MassiliaState s, Step.Relocate r, List<Action> out) {
        if (s.cubesOn(r.field()) < data.stallCapacity) {
            for (int f = 0; f < 24; f++) {
                if (f != r.field() && s.stallOwner[f] == r.player()) {
                    for (int g = 0; g < Ids.GOODS; g++) {
                        if (s.cubes(f, g) > 0) {
                            out.add(Acts.MOVE_CUBE[f * 4 + g]);
                        }
                    }
                }
            }
        }
        out.add(Acts.END_RELOCATION);
    }

    void performMoveCube(MassiliaState s, Step.Relocate r, int from, int goods, EventSink events) {
        s.cubes[from * 4 + goods]--;
        s.cubes[r.field() * 4 + goods]++;
        if (events.enabled()) {
            events.emit(new MassiliaEvent.CubeMoved(r.player(), from, r.field(), goods));
        }
    }

    /** True when the builder has nothing to move onto the new stall. */
    boolean relocationDone(MassiliaState s, Step.Relocate r) {
        if (s.cubesOn(r.field()) >= data.stallCapacity) {
            return true;
        }
        for (int f = 0; f < 24; f++) {
            if (f != r.field() && s.stallOwner[f] == r.player() && s.cubesOn(f) > 0) {
                return false;
            }
        }
        return true;
    }

    // ------------------------------------------------------------------ 5.3 black: buy prestige

    String checkPrestige(MassiliaState s, int p, int gods, int v, int merc) {
        String why = checkMercurius(s, p, gods, merc, s.price[Ids.TEMPLE]);
        if (why != null) {
            return why;
        }
        int cost = v * (s.price[Ids.TEMPLE] + merc);
        return cost > s.money[p] ? v + " prestige costs " + cost + " sesterces but you have " + s.money[p]
                + " (5.3)" : null;
    }

    void legalPrestige(MassiliaState s, int p, int gods, int v, List<Action> out) {
        for (int m : mercOptions(s, p, gods, s.price[Ids.TEMPLE])) {
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

    String checkSacrifice(MassiliaState s, int p, int gods, int v, boolean jupiter) {
        if (jupiter && !DieUse.godFree(s, p, gods, Ids.JUPITER)) {
            return "no playable Jupiter left for this turn (6.1, D14, D29)";
        }
        int after = s.handSize[p] - Integer.bitCount(gods) - (jupiter ? 1 : 0);
        if (after >= data.handLimit) {
            return "you already hold " + data.handLimit + " god cards (5.4.1, D13)";
        }
        if (!Hands.anyObtainable(s) && gods == 0 && !jupiter) {
            return "no god card can be obtained (D33)";
        }
        if (s.ownCubes(p) < v) {
            return "your stalls hold fewer than " + v + " cubes (5.4.2)";
        }
        return null;
    }

    void legalSacrifice(MassiliaState s, int p, int gods, int v, List<Action> out) {
        for (int j = 0; j < 2; j++) {
            if (checkSacrifice(s, p, gods, v, j == 1) == null) {
                out.add(Acts.SACRIFICE[j]);
            }
        }
    }

    void performSacrifice(MassiliaState s, int p, int v, boolean jupiter) {
        s.steps.push(new Step.TakeCards(p, jupiter ? data.jupiterMaxCards : 1, 0));
        s.steps.push(new Step.SacrificeCubes(p, v));
    }

    String checkReturn(MassiliaState s, Step.SacrificeCubes sc, int field, int goods) {
        if (field < 0 || field >= 24 || s.stallOwner[field] != sc.player() || goods < 0 || goods >= Ids.GOODS
                || s.cubes(field, goods) == 0) {
            return "sacrificed cubes come from your own stalls (5.4.2, D12)";
        }
        return null;
    }

    void legalReturn(MassiliaState s, Step.SacrificeCubes sc, List<Action> out) {
        for (int f = 0; f < 24; f++) {
            if (s.stallOwner[f] == sc.player()) {
                for (int g = 0; g < Ids.GOODS; g++) {
                    if (s.cubes(f, g) > 0) {
                        out.add(Acts.RETURN_CUBE[f * 4 + g]);
                    }
                }
            }
        }
    }

    void performReturn(MassiliaState s, Step.SacrificeCubes sc, int field, int goods, EventSink events) {
        s.cubes[field * 4 + goods]--;
        s.harbour[goods]++;
        if (sc.left() == 1) {
            s.steps.pop();
        } else {
            s.steps.replaceTop(new Step.SacrificeCubes(sc.player(), sc.left() - 1));
        }
        if (events.enabled()) {
            events.emit(new MassiliaEvent.CubeSacrificed(sc.player(), field, goods));
        }
    }

    String checkTake(MassiliaState s, Step.TakeCards t, int source) {
        if (s.handSize[t.player()] >= data.handLimit) {
            return "the hand limit is " + data.handLimit + " (5.4, D13)";
        }
        if (source == 0 || source == 1) {
            return s.faceUp[source] >= 0 ? null : "that face-up slot is empty (D33)";
        }
        if (source == 2) {
            return Hands.deckAvailable(s) ? null : "the deck and the discard pile are empty (D33)";
        }
        return "take face-up card 0 or 1, or the top of the deck (2)";
    }

    void legalTake(MassiliaState s, Step.TakeCards t, List<Action> out) {
        for (int src = 0; src < 3; src++) {
            if (checkTake(s, t, src) == null) {
                out.add(Acts.TAKE[src]);
            }
        }
        if (t.taken() > 0) {
            out.add(Acts.STOP_TAKING);
        }
    }

    void performTake(MassiliaState s, Step.TakeCards t, int source, EventSink events) {
        int god;
        if (source < 2) {
            god = s.faceUp[source];
            s.faceUp[source] = -1;
        } else {
            god = Hands.draw(s);
        }
        Hands.addToHand(s, t.player(), god);
        Hands.refill(s);
        if (events.enabled()) {
            events.emit(new MassiliaEvent.CardTaken(t.player(), source, source < 2 ? god : -1));
        }
        int taken = t.taken() + 1;
        if (taken >= t.max() || s.handSize[t.player()] >= data.handLimit || !Hands.anyObtainable(s)) {
            s.steps.pop();
        } else {
            s.steps.replaceTop(new Step.TakeCards(t.player(), t.max(), taken));
        }
    }
}
