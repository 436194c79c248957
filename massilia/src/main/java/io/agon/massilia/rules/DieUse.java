package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.SetDie;
import io.agon.massilia.model.Step;
import io.agon.massilia.model.Step.Declare;
import io.agon.massilia.rules.MassiliaAction.*;
import java.util.List;

/**
 * A Phase III turn and the declaration of a die use (spec 4.3, 5.0, 6, D15, D28-D31, D52, D54): which dice may be
 * taken, how they are bent with penalty stones or god cards, and the four final actions that commit the whole
 * declaration at once.
 */
final class DieUse {

    private final MassiliaData data;
    private final Market market;

    DieUse(MassiliaData data, Market market) {
        this.data = data;
        this.market = market;
    }

    /** True when {@code seat} may still play {@code god} this turn (one card per god per turn, D14, D29). */
    static boolean godFree(MassiliaState s, int seat, int used, int god) {
        return ((s.godsThisTurn | used) & (1 << god)) == 0 && Hands.playable(s, seat, god);
    }

    // ------------------------------------------------------------------ the turn (use a die, pass, Vesta)

    String checkTurn(MassiliaState s, int p, MassiliaAction a) {
        if (a instanceof Pass) {
            return null;
        }
        if (a instanceof PlayVesta v) {
            return checkVesta(s, p, v.stones());
        }
        if (a instanceof UseDie u) {
            if (!validDie(u.colour(), u.pips())) {
                return "there is no " + u.colour() + "/" + u.pips() + " die";
            }
            int code = Ids.die(u.colour(), u.pips());
            if (available(s, p, u.fromSupply(), code, List.of()) <= 0) {
                return u.fromSupply() ? "you have no such die in your personal supply (4.3 A, D17)"
                        : "there is no such die in the temple (4.3 A, D17)";
            }
            return null;
        }
        return "in your turn you use a die or pass (4.3)";
    }

    String checkVesta(MassiliaState s, int p, int n) {
        if (!godFree(s, p, 0, Ids.VESTA)) {
            return "you have no playable Vesta, or played one this turn (6.2, D14, D29)";
        }
        if (n < 1 || n > data.vestaMaxReturn) {
            return "Vesta returns 1 or 2 penalty stones (6.2, D41)";
        }
        if (n > s.stones[p]) {
            return "you hold only " + s.stones[p] + " penalty stones (D31)";
        }
        return null;
    }

    void legalTurn(MassiliaState s, int p, List<Action> out) {
        // Pass first: it always makes progress. A die use may end in CancelDie, which restores the turn exactly
        // (D52), so a player who always takes the first choice would otherwise start the same die use forever.
        out.add(Acts.PASS);
        for (int code = 0; code < Ids.DIE_CODES; code++) {
            if (s.temple[code] > 0) {
                out.add(Acts.use(false, code));
            }
        }
        int b = p * Ids.DIE_CODES;
        for (int code = 0; code < Ids.DIE_CODES; code++) {
            if (s.supplyDice[b + code] > 0) {
                out.add(Acts.use(true, code));
            }
        }
        legalVesta(s, p, out);
    }

    void legalVesta(MassiliaState s, int p, List<Action> out) {
        if (s.stones[p] > 0 && godFree(s, p, 0, Ids.VESTA)) {
            for (int n = 1; n <= Math.min(data.vestaMaxReturn, s.stones[p]); n++) {
                out.add(Acts.VESTA[n]);
            }
        }
    }

    void performVesta(MassiliaState s, int p, int n, EventSink events) {
        Hands.discard(s, p, Ids.VESTA);
        s.godsThisTurn |= 1 << Ids.VESTA;
        s.stones[p] -= n;
        s.supply += n;
        if (events.enabled()) {
            events.emit(new MassiliaEvent.GodPlayed(p, Ids.VESTA, "returns " + n + " penalty stone"
                    + (n > 1 ? "s" : "")));
        }
    }

    // ------------------------------------------------------------------ the declaration

    private static boolean validDie(int colour, int pips) {
        return colour >= 0 && colour < Ids.DIE_COLOURS && pips >= 1 && pips <= 6;
    }

    /** Dice of {@code code} at the source still free for the set. */
    static int available(MassiliaState s, int p, boolean fromSupply, int code, List<Integer> set) {
        int n = fromSupply ? s.supplyDie(p, code) : s.temple[code];
        for (int i = 0, size = set.size(); i < size; i++) {
            int d = set.get(i);
            if (SetDie.fromSupply(d) == fromSupply && SetDie.code(d) == code) {
                n--;
            }
        }
        return n;
    }

    static int value(List<Integer> set) {
        int v = 0;
        for (int i = 0, size = set.size(); i < size; i++) {
            v += SetDie.value(set.get(i));
        }
        return v;
    }

    /** The action colour, or -1 when some die does not end with the first die's colour (D28). */
    static int actionColour(List<Integer> set) {
        int c = SetDie.effColour(set.get(0));
        for (int i = 1, size = set.size(); i < size; i++) {
            if (SetDie.effColour(set.get(i)) != c) {
                return -1;
            }
        }
        return c;
    }

    String checkDeclare(MassiliaState s, Declare d, MassiliaAction a) {
        int p = d.player();
        int stonesLeft = s.supply - d.stones();
        List<Integer> set = d.dice();
        if (a instanceof CancelDie) {
            return cancellable(s, d) ? null
                    : "a die use can be dropped before it is bent, or when no action can complete it (D52)";
        }
        if (a instanceof Recolour r) {
            if (r.die() != 0 || set.size() != 1) {
                return "only the first die is recoloured this way, before dice are added; added dice get the"
                        + " action colour as they join (D28)";
            }
            int die = set.get(r.die());
            if (SetDie.recoloured(die)) {
                return "a die is recoloured at most once (D28)";
            }
            if (r.colour() < 0 || r.colour() >= Ids.DIE_COLOURS || r.colour() == SetDie.effColour(die)) {
                return "recolouring must change the colour (5.0)";
            }
            return pay(s, p, d, r.phoebus(), Ids.PHOEBUS, stonesLeft, 1);
        }
        if (a instanceof PipStep st) {
            if (st.die() != set.size() - 1) {
                return "bend the die taken last (die " + (set.size() - 1) + "); earlier dice are settled";
            }
            int delta = SetDie.delta(set.get(st.die()));
            int nd = delta + (st.up() ? 1 : -1);
            if (Math.abs(nd) > data.maxPipDelta) {
                return "a die changes by at most " + data.maxPipDelta + " pips (5.0)";
            }
            if (Math.abs(nd) < Math.abs(delta)) {
                return "pip steps on one die all go the same way (its net change is what counts, 5.0)";
            }
            return pay(s, p, d, st.minerva(), Ids.MINERVA, stonesLeft, 1);
        }
        if (a instanceof AddDie ad) {
            if (!validDie(ad.colour(), ad.pips())) {
                return "there is no such die";
            }
            if (available(s, p, ad.fromSupply(), Ids.die(ad.colour(), ad.pips()), set) <= 0) {
                return ad.fromSupply() ? "no such die left in your personal supply (D17)"
                        : "no such die left in the temple (D17)";
            }
            String why = pay(s, p, d, ad.juno(), Ids.JUNO, stonesLeft, 1);
            if (why != null) {
                return why;
            }
            boolean same = ad.colour() == SetDie.effColour(set.get(0));
            if (same) {
                return ad.recolour() == AddDie.SAME ? null : "the added die already has the action colour (D28)";
            }
            if (ad.recolour() == AddDie.STONE) {
                return stonesLeft - (ad.juno() ? 0 : 1) >= 1 ? null : "the penalty-stone supply is empty (D15)";
            }
            if (ad.recolour() == AddDie.PHOEBUS) {
                return godFree(s, p, d.gods(), Ids.PHOEBUS) ? null
                        : "no playable Phoebus left for this turn (one card per god per turn, 6.1, D29)";
            }
            return "an added die must end with the action colour: recolour it as it joins (D28)";
        }
        if (a instanceof BuyGoods || a instanceof MovePerson || a instanceof BuyPrestige
                || a instanceof Sacrifice) {
            int colour = actionColour(set);
            if (colour < 0) {
                return "every die in the set must end with the action colour (D28)";
            }
            int v = value(set);
            if (a instanceof BuyGoods b) {
                return colour != Ids.DIE_BEIGE ? "buying goods needs a beige action (5.1)"
                        : market.checkBuy(s, p, d.gods(), v, b);
            }
            if (a instanceof MovePerson m) {
                return colour != Ids.DIE_BROWN ? "moving a person needs a brown action (5.2)"
                        : market.checkMove(s, p, d.gods(), v, m);
            }
            if (a instanceof BuyPrestige b) {
                return colour != Ids.DIE_BLACK ? "buying prestige needs a black action (5.3)"
                        : market.checkPrestige(s, p, d.gods(), v, b.mercurius());
            }
            Sacrifice g = (Sacrifice) a;
            return colour != Ids.DIE_GREY ? "sacrificing needs a grey action (5.4)"
                    : market.checkSacrifice(s, p, d.gods(), v, g.jupiter());
        }
        return "declare your die use: bend it, add dice, carry out its action, or cancel (5.0)";
    }

    private static String pay(MassiliaState s, int p, Declare d, boolean byCard, int god, int stonesLeft,
                              int stones) {
        if (byCard) {
            return godFree(s, p, d.gods(), god) ? null : "no playable " + Ids.GOD_NAMES[god]
                    + " left for this turn (one card per god per turn, 6.1, D14, D29)";
        }
        return stonesLeft >= stones ? null : "the penalty-stone supply is empty (D15)";
    }

    /** True when the declaration may be dropped: nothing bent yet, or no final action is possible (D52). */
    boolean cancellable(MassiliaState s, Declare d) {
        if (d.dice().size() == 1 && d.stones() == 0 && d.gods() == 0
                && SetDie.delta(d.dice().get(0)) == 0 && !SetDie.recoloured(d.dice().get(0))) {
            return true;
        }
        List<Action> finals = new java.util.ArrayList<>();
        addFinals(s, d, finals);
        return finals.isEmpty();
    }

    private void addFinals(MassiliaState s, Declare d, List<Action> out) {
        int colour = actionColour(d.dice());
        if (colour >= 0) {
            int v = value(d.dice());
            int p = d.player();
            switch (colour) {
                case Ids.DIE_BEIGE -> market.legalBuy(s, p, d.gods(), v, out);
                case Ids.DIE_BROWN -> market.legalMove(s, p, d.gods(), v, out);
                case Ids.DIE_BLACK -> market.legalPrestige(s, p, d.gods(), v, out);
                default -> market.legalSacrifice(s, p, d.gods(), v, out);
            }
        }
    }

    void legalDeclare(MassiliaState s, Declare d, List<Action> out) {
        int p = d.player();
        List<Integer> set = d.dice();
        boolean stone = s.supply - d.stones() >= 1;
        boolean phoebus = godFree(s, p, d.gods(), Ids.PHOEBUS);
        boolean minerva = godFree(s, p, d.gods(), Ids.MINERVA);
        boolean juno = godFree(s, p, d.gods(), Ids.JUNO);
        int before = out.size();
        addFinals(s, d, out);
        boolean noFinal = out.size() == before;
        {
            int i = set.size() - 1; // only the die taken last can still be bent
            int die = set.get(i);
            if (set.size() == 1 && !SetDie.recoloured(die)) {
                for (int c = 0; c < Ids.DIE_COLOURS; c++) {
                    if (c != SetDie.effColour(die)) {
                        if (stone) {
                            out.add(Acts.recolour(i, c, false));
                        }
                        if (phoebus) {
                            out.add(Acts.recolour(i, c, true));
                        }
                    }
                }
            }
            int delta = SetDie.delta(die);
            for (int up = 0; up < 2; up++) {
                int nd = delta + (up == 1 ? 1 : -1);
                if (Math.abs(nd) <= data.maxPipDelta && Math.abs(nd) > Math.abs(delta)) {
                    if (stone) {
                        out.add(Acts.pip(i, up == 1, false));
                    }
                    if (minerva) {
                        out.add(Acts.pip(i, up == 1, true));
                    }
                }
            }
        }
        if (stone || juno) {
            int action = SetDie.effColour(set.get(0));
            int stonesLeft = s.supply - d.stones();
            for (int src = 0; src < 2; src++) {
                boolean supply = src == 1;
                int base = supply ? p * Ids.DIE_CODES : 0;
                int[] pool = supply ? s.supplyDice : s.temple;
                for (int code = 0; code < Ids.DIE_CODES; code++) {
                    if (pool[base + code] == 0 || available(s, p, supply, code, set) <= 0) {
                        continue;
                    }
                    if (Ids.dieColour(code) == action) {
                        if (stone) {
                            out.add(Acts.add(supply, code, false, AddDie.SAME));
                        }
                        if (juno) {
                            out.add(Acts.add(supply, code, true, AddDie.SAME));
                        }
                        continue;
                    }
                    for (int j = 0; j < 2; j++) {
                        boolean byJuno = j == 1;
                        if (byJuno ? !juno : !stone) {
                            continue;
                        }
                        if (stonesLeft - (byJuno ? 0 : 1) >= 1) {
                            out.add(Acts.add(supply, code, byJuno, AddDie.STONE));
                        }
                        if (phoebus) {
                            out.add(Acts.add(supply, code, byJuno, AddDie.PHOEBUS));
                        }
                    }
                }
            }
        }
        int first = set.get(0);
        if (noFinal || (set.size() == 1 && d.stones() == 0 && d.gods() == 0 && SetDie.delta(first) == 0
                && !SetDie.recoloured(first))) {
            out.add(Acts.CANCEL);
        }
    }

    /** Applies a checked declaration step; final actions commit everything (D52). */
    void performDeclare(MassiliaState s, Declare d, MassiliaAction a, EventSink events) {
        int p = d.player();
        List<Integer> set = d.dice();
        if (a instanceof CancelDie) {
            s.steps.pop();
        } else if (a instanceof Recolour r) {
            s.steps.replaceTop(new Declare(p, with(set, r.die(), SetDie.withColour(set.get(r.die()), r.colour())),
                    d.stones() + (r.phoebus() ? 0 : 1), d.gods() | (r.phoebus() ? 1 << Ids.PHOEBUS : 0)));
        } else if (a instanceof PipStep st) {
            int die = set.get(st.die());
            s.steps.replaceTop(new Declare(p,
                    with(set, st.die(), SetDie.withDelta(die, SetDie.delta(die) + (st.up() ? 1 : -1))),
                    d.stones() + (st.minerva() ? 0 : 1), d.gods() | (st.minerva() ? 1 << Ids.MINERVA : 0)));
        } else if (a instanceof AddDie ad) {
            Integer[] arr = set.toArray(new Integer[set.size() + 1]);
            int die = SetDie.of(ad.fromSupply(), ad.colour(), ad.pips());
            if (ad.recolour() != AddDie.SAME) {
                die = SetDie.withColour(die, SetDie.effColour(set.get(0)));
            }
            arr[set.size()] = die;
            s.steps.replaceTop(new Declare(p, List.of(arr),
                    d.stones() + (ad.juno() ? 0 : 1) + (ad.recolour() == AddDie.STONE ? 1 : 0),
                    d.gods() | (ad.juno() ? 1 << Ids.JUNO : 0) | (ad.recolour() == AddDie.PHOEBUS ? 1 << Ids.PHOEBUS : 0)));
        } else if (a instanceof BuyGoods b) {
            int v = commit(s, d, b.mercurius() != 0 ? 1 << Ids.MERCURIUS : 0, events);
            market.performBuy(s, p, v, b, events);
        } else if (a instanceof MovePerson m) {
            int v = commit(s, d, m.mercurius() != 0 ? 1 << Ids.MERCURIUS : 0, events);
            market.performMove(s, p, v, m, events);
        } else if (a instanceof BuyPrestige b) {
            int v = commit(s, d, b.mercurius() != 0 ? 1 << Ids.MERCURIUS : 0, events);
            market.performPrestige(s, p, v, b.mercurius(), events);
        } else if (a instanceof Sacrifice g) {
            int v = commit(s, d, g.jupiter() ? 1 << Ids.JUPITER : 0, events);
            market.performSacrifice(s, p, v, g.jupiter());
        } else {
            throw new IllegalStateException(a.toString());
        }
    }

    private static List<Integer> with(List<Integer> set, int i, int die) {
        Integer[] arr = set.toArray(new Integer[0]);
        arr[i] = die;
        return List.of(arr);
    }

    /**
     * Takes the dice behind the screen, the stones from the supply and the cards to the discard pile; the turn
     * continues with {@link Step.TurnEnd} below the action's own steps. Returns the action value.
     */
    private int commit(MassiliaState s, Declare d, int extraGods, EventSink events) {
        int p = d.player();
        for (int die : d.dice()) {
            int code = SetDie.code(die);
            if (SetDie.fromSupply(die)) {
                s.supplyDice[p * Ids.DIE_CODES + code]--;
            } else {
                s.temple[code]--;
            }
            s.screen[p * 4 + SetDie.colour(die)]++;
        }
        s.supply -= d.stones();
        s.stones[p] += d.stones();
        int gods = d.gods() | extraGods;
        for (int g = 0; g < Ids.GODS; g++) {
            if ((gods & (1 << g)) != 0) {
                Hands.discard(s, p, g);
                if (events.enabled()) {
                    events.emit(new MassiliaEvent.GodPlayed(p, g, ""));
                }
            }
        }
        s.godsThisTurn |= gods;
        s.steps.pop();
        s.steps.replaceTop(new Step.TurnEnd(p));
        int v = value(d.dice());
        if (events.enabled()) {
            events.emit(new MassiliaEvent.DiceUsed(p, Describer.dieSet(d.dice()), v, d.stones()));
        }
        return v;
    }
}
