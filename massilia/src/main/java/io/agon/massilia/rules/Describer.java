package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.SetDie;
import io.agon.massilia.model.Step;
import io.agon.massilia.model.Step.*;
import io.agon.massilia.rules.MassiliaAction.*;
import java.util.List;

/** Human labels for actions, prompts for steps, and small text helpers. */
final class Describer {

    private Describer() {
    }

    static String prices(MassiliaState s) {
        return "temple " + s.price[0] + ", violet " + s.price[1] + ", orange " + s.price[2] + ", pink "
                + s.price[3];
    }

    /** Dice counted by die index as "brown 3, brown 5, black 1". */
    static String dice(int[] counts) {
        StringBuilder b = new StringBuilder();
        for (int code = 0; code < Ids.DIE_CODES; code++) {
            for (int i = 0; i < counts[code]; i++) {
                b.append(b.length() > 0 ? ", " : "").append(Ids.DIE_NAMES[Ids.dieColour(code)]).append(' ')
                        .append(Ids.diePips(code));
            }
        }
        return b.toString();
    }

    /** One die of a set: "brown 3 (black 4, recoloured, -1)". */
    static String die(int d) {
        StringBuilder b = new StringBuilder();
        b.append(Ids.DIE_NAMES[SetDie.effColour(d)]).append(' ').append(SetDie.value(d));
        boolean rec = SetDie.recoloured(d);
        int delta = SetDie.delta(d);
        if (rec || delta != 0 || SetDie.fromSupply(d)) {
            b.append(" (");
            String sep = "";
            if (rec || delta != 0) {
                b.append("rolled ").append(Ids.DIE_NAMES[SetDie.colour(d)]).append(' ').append(SetDie.pips(d));
                sep = ", ";
            }
            if (delta != 0) {
                b.append(sep).append(delta > 0 ? "+" : "").append(delta);
                sep = ", ";
            }
            if (SetDie.fromSupply(d)) {
                b.append(sep).append("own supply");
            }
            b.append(')');
        }
        return b.toString();
    }

    static String dieSet(List<Integer> set) {
        StringBuilder b = new StringBuilder();
        for (int d : set) {
            b.append(b.length() > 0 ? " + " : "").append(die(d));
        }
        return b.toString();
    }

    /** "brown 2 (rolled brown 3, -1) [1 penalty stone, Minerva]" for the set so far. */
    static String declaration(Declare d, int extraGods) {
        StringBuilder b = new StringBuilder(dieSet(d.dice()));
        int gods = d.gods() | extraGods;
        if (d.stones() > 0 || gods != 0) {
            b.append(" [");
            String sep = "";
            if (d.stones() > 0) {
                b.append(d.stones()).append(" penalty stone").append(d.stones() > 1 ? "s" : "");
                sep = ", ";
            }
            for (int g = 0; g < Ids.GODS; g++) {
                if ((gods & (1 << g)) != 0) {
                    b.append(sep).append(Ids.GOD_NAMES[g]);
                    sep = ", ";
                }
            }
            b.append(']');
        }
        return b.toString();
    }

    static String prompt(MassiliaState s, Step top) {
        if (top instanceof SetupCorner c) {
            return Ids.player(c.player()) + ": choose a corner for your first stall";
        }
        if (top instanceof Keep k) {
            return Ids.player(k.player()) + ": keep rolled dice (2 sesterces each"
                    + (k.free() > 0 ? ", " + k.free() + " free" : "") + ") or put them into the temple";
        }
        if (top instanceof Turn t) {
            return Ids.player(t.player()) + ": use a die or pass";
        }
        if (top instanceof Declare d) {
            return Ids.player(d.player()) + ": declaring " + declaration(d, 0) + " = " + DieUse.value(d.dice())
                    + "; bend it, add dice, or carry out the action";
        }
        if (top instanceof Place p) {
            return Ids.player(p.player()) + ": place " + (p.kindLeft() > 0 ? "a " + Ids.GOODS_NAMES[p.kind()]
                    : "a beige") + " cube (" + (p.kindLeft() + p.beigeLeft()) + " left)";
        }
        if (top instanceof PlutoWindow w) {
            return Ids.player(w.owner()) + ": the consul stopped at your stall on field " + w.field()
                    + "; play Pluto?";
        }
        if (top instanceof Tax t) {
            return Ids.player(t.owner()) + ": consul tax on field " + t.field() + ": pay 1 per cube to keep ("
                    + t.keptTotal() + " kept so far)";
        }
        if (top instanceof BuildChoice b) {
            return Ids.player(b.player()) + ": build a stall on field " + b.field() + " for 5?";
        }
        if (top instanceof Relocate r) {
            return Ids.player(r.player()) + ": move cubes onto your new stall on field " + r.field() + "?";
        }
        if (top instanceof SacrificeCubes sc) {
            return Ids.player(sc.player()) + ": return " + sc.left() + " more cube" + (sc.left() > 1 ? "s" : "")
                    + " from your stalls";
        }
        if (top instanceof TakeCards t) {
            return Ids.player(t.player()) + ": take a god card" + (t.taken() > 0 ? " (optional)" : "");
        }
        if (top instanceof TurnEnd t) {
            return Ids.player(t.player()) + ": end your turn (Vesta, if held, may still return stones)";
        }
        return "";
    }

    static String describe(MassiliaData data, MassiliaState s, Action action) {
        Step top = s.steps.peek();
        Declare decl = top instanceof Declare d ? d : null;
        int v = decl == null ? 0 : DieUse.value(decl.dice());
        if (action instanceof ChooseCorner c) {
            return "Open the first stall on corner field " + c.field();
        }
        if (action instanceof PlayMars) {
            return "Play Mars: keep up to two dice free";
        }
        if (action instanceof KeepDie k) {
            return "Keep " + Ids.DIE_NAMES[k.colour()] + " " + k.pips()
                    + (top instanceof Keep kp && kp.free() > 0 ? " (free, Mars)" : " for 2 sesterces");
        }
        if (action instanceof EndKeeping) {
            return "Put the other dice into the temple";
        }
        if (action instanceof UseDie u) {
            return "Take " + Ids.DIE_NAMES[u.colour()] + " " + u.pips() + " from "
                    + (u.fromSupply() ? "your supply" : "the temple");
        }
        if (action instanceof Pass) {
            return "Pass";
        }
        if (action instanceof PlayVesta pv) {
            return "Play Vesta: return " + pv.stones() + " penalty stone" + (pv.stones() > 1 ? "s" : "");
        }
        if (action instanceof Recolour r) {
            return "Recolour " + (decl != null && r.die() < decl.dice().size() ? die(decl.dice().get(r.die()))
                    : "die " + r.die()) + " to " + Ids.DIE_NAMES[r.colour()]
                    + (r.phoebus() ? " with Phoebus" : " with a penalty stone");
        }
        if (action instanceof PipStep p) {
            return (p.up() ? "+1" : "-1") + " on " + (decl != null && p.die() < decl.dice().size()
                    ? die(decl.dice().get(p.die())) : "die " + p.die())
                    + (p.minerva() ? " with Minerva" : " with a penalty stone");
        }
        if (action instanceof AddDie a) {
            return "Add " + Ids.DIE_NAMES[a.colour()] + " " + a.pips() + " from "
                    + (a.fromSupply() ? "your supply" : "the temple") + (a.juno() ? " with Juno" : " with a penalty stone")
                    + (a.recolour() == AddDie.STONE ? ", recoloured with a penalty stone"
                    : a.recolour() == AddDie.PHOEBUS ? ", recoloured with Phoebus" : "");
        }
        if (action instanceof CancelDie) {
            return "Cancel this die use";
        }
        if (action instanceof BuyGoods b) {
            int k = v - b.beige();
            int cost = k * (s.price[b.kind() + 1] + b.mercurius()) + b.beige() * data.beigePrice;
            return use(decl, b.mercurius() != 0 ? 1 << Ids.MERCURIUS : 0) + " to buy " + k + " "
                    + Ids.GOODS_NAMES[b.kind()] + (b.beige() > 0 ? " + " + b.beige() + " beige" : "") + " for "
                    + cost + merc(b.mercurius(), Ids.GOODS_NAMES[b.kind()]);
        }
        if (action instanceof MovePerson m) {
            int f = Math.floorMod(s.person[m.person()] + (m.clockwise() ? v : -v), data.ringSize);
            return use(decl, m.mercurius() != 0 ? 1 << Ids.MERCURIUS : 0) + " to move the "
                    + Ids.PERSON_NAMES[m.person()] + (m.clockwise() ? " clockwise" : " counter-clockwise")
                    + " to field " + f + whatHappens(s, decl == null ? -1 : decl.player(), m.person(), f)
                    + merc(m.mercurius(), "temple");
        }
        if (action instanceof BuyPrestige b) {
            return use(decl, b.mercurius() != 0 ? 1 << Ids.MERCURIUS : 0) + " to buy " + v + " prestige for "
                    + v * (s.price[Ids.TEMPLE] + b.mercurius()) + merc(b.mercurius(), "temple");
        }
        if (action instanceof Sacrifice g) {
            return use(decl, g.jupiter() ? 1 << Ids.JUPITER : 0) + " to sacrifice " + v + " cube"
                    + (v > 1 ? "s" : "") + " for " + (g.jupiter() ? "up to two god cards" : "a god card");
        }
        if (action instanceof PlaceCube p) {
            return "Place on your stall on field " + p.field() + " (" + s.cubesOn(p.field()) + "/6)";
        }
        if (action instanceof PlayPluto) {
            return "Play Pluto: the consul does nothing here";
        }
        if (action instanceof NoPluto) {
            return "Let the consul act";
        }
        if (action instanceof PayForCube p) {
            return "Pay 1 to keep a " + Ids.GOODS_NAMES[p.goods()] + " cube";
        }
        if (action instanceof SettleTax) {
            return "Return every cube not paid for";
        }
        if (action instanceof Build) {
            return "Build a stall here for 5 sesterces";
        }
        if (action instanceof DeclineBuild) {
            return "Do not build";
        }
        if (action instanceof MoveCube m) {
            return "Move a " + Ids.GOODS_NAMES[m.goods()] + " cube from field " + m.from() + " to the new stall";
        }
        if (action instanceof EndRelocation) {
            return "Stop moving cubes";
        }
        if (action instanceof ReturnCube r) {
            return "Sacrifice a " + Ids.GOODS_NAMES[r.goods()] + " cube from field " + r.field();
        }
        if (action instanceof TakeCard t) {
            return t.source() < 2 && s.faceUp[t.source()] >= 0
                    ? "Take the face-up " + Ids.GOD_NAMES[s.faceUp[t.source()]] : "Take the top card of the deck";
        }
        if (action instanceof StopTaking) {
            return "Take no second card";
        }
        if (action instanceof EndTurn) {
            return "End the turn";
        }
        return String.valueOf(action);
    }

    private static String use(Declare d, int extraGods) {
        return d == null ? "Use the die" : "Use " + declaration(d, extraGods);
    }

    private static String merc(int m, String where) {
        return m == 0 ? "" : " (Mercurius " + (m > 0 ? "+1" : "-1") + " on the " + where + " price)";
    }

    private static String whatHappens(MassiliaState s, int p, int person, int f) {
        int owner = s.stallOwner[f];
        if (person == Ids.CONSUL) {
            if (owner < 0) {
                return " (empty field: you may build)";
            }
            return s.cubesOn(f) == 0 ? " (closes " + Ids.player(owner) + "'s empty stall)"
                    : " (taxes " + Ids.player(owner) + "'s " + s.cubesOn(f) + " cubes)";
        }
        if (owner != p) {
            return "";
        }
        int n = s.cubes(f, person);
        if (n > 0) {
            return " (sells " + n + " " + Ids.GOODS_NAMES[person] + ")";
        }
        n = s.cubes(f, Ids.BEIGE);
        return n > 0 ? " (sells " + n + " beige)" : "";
    }
}
