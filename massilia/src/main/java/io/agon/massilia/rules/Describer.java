package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.SetDie;
import io.agon.massilia.model.Step.Declare;
import io.agon.massilia.rules.MassiliaAction.*;
import java.util.List;

/** Human labels for actions and small text helpers (the steps' prompts are their rules'). */
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

    /**
     * {@code action} in words. {@code decl} is the declaration on top (null otherwise), {@code keepFree} the free
     * keeps left in a roll step (0 otherwise): the steps' rules pass what they know.
     */
    static String describe(MassiliaData data, MassiliaState s, Action action, Declare decl, int keepFree) {
        MassiliaAction ma = MassiliaAction.of(action);
        if (ma == null) {
            return String.valueOf(action); // a foreign action type: nothing Massilia can say about it
        }
        int v = decl == null ? 0 : DieUse.value(decl.dice());
        switch (ma.actionKind()) {
            case CHOOSE_CORNER -> {
                ChooseCorner c = (ChooseCorner) ma;
                return "Open the first stall on corner field " + c.field();
            }
            case PLAY_MARS -> {
                return "Play Mars: keep up to two dice free";
            }
            case KEEP_DIE -> {
                KeepDie k = (KeepDie) ma;
                return "Keep " + Ids.DIE_NAMES[k.colour()] + " " + k.pips()
                        + (keepFree > 0 ? " (free, Mars)" : " for 2 sesterces");
            }
            case END_KEEPING -> {
                return "Put the other dice into the temple";
            }
            case USE_DIE -> {
                UseDie u = (UseDie) ma;
                return "Take " + Ids.DIE_NAMES[u.colour()] + " " + u.pips() + " from "
                        + (u.fromSupply() ? "your supply" : "the temple");
            }
            case PASS -> {
                return "Pass";
            }
            case PLAY_VESTA -> {
                PlayVesta pv = (PlayVesta) ma;
                return "Play Vesta: return " + pv.stones() + " penalty stone" + (pv.stones() > 1 ? "s" : "");
            }
            case RECOLOUR -> {
                Recolour r = (Recolour) ma;
                return "Recolour " + (decl != null && r.die() < decl.dice().size() ? die(decl.dice().get(r.die()))
                        : "die " + r.die()) + " to " + Ids.DIE_NAMES[r.colour()]
                        + (r.phoebus() ? " with Phoebus" : " with a penalty stone");
            }
            case PIP_STEP -> {
                PipStep p = (PipStep) ma;
                return (p.up() ? "+1" : "-1") + " on " + (decl != null && p.die() < decl.dice().size()
                        ? die(decl.dice().get(p.die())) : "die " + p.die())
                        + (p.minerva() ? " with Minerva" : " with a penalty stone");
            }
            case ADD_DIE -> {
                AddDie a = (AddDie) ma;
                return "Add " + Ids.DIE_NAMES[a.colour()] + " " + a.pips() + " from "
                        + (a.fromSupply() ? "your supply" : "the temple") + (a.juno() ? " with Juno" : " with a penalty stone")
                        + (a.recolour() == AddDie.STONE ? ", recoloured with a penalty stone"
                        : a.recolour() == AddDie.PHOEBUS ? ", recoloured with Phoebus" : "");
            }
            case CANCEL_DIE -> {
                return "Cancel this die use";
            }
            case BUY_GOODS -> {
                BuyGoods b = (BuyGoods) ma;
                int k = v - b.beige();
                int cost = k * (s.price[b.kind() + 1] + b.mercurius()) + b.beige() * data.beigePrice;
                return use(decl, b.mercurius() != 0 ? 1 << Ids.MERCURIUS : 0) + " to buy " + k + " "
                        + Ids.GOODS_NAMES[b.kind()] + (b.beige() > 0 ? " + " + b.beige() + " beige" : "") + " for "
                        + cost + merc(b.mercurius(), Ids.GOODS_NAMES[b.kind()]);
            }
            case MOVE_PERSON -> {
                MovePerson m = (MovePerson) ma;
                int f = Math.floorMod(s.person[m.person()] + (m.clockwise() ? v : -v), data.ringSize);
                return use(decl, m.mercurius() != 0 ? 1 << Ids.MERCURIUS : 0) + " to move the "
                        + Ids.PERSON_NAMES[m.person()] + (m.clockwise() ? " clockwise" : " counter-clockwise")
                        + " to field " + f + whatHappens(s, decl == null ? -1 : decl.player(), m.person(), f)
                        + merc(m.mercurius(), "temple");
            }
            case BUY_PRESTIGE -> {
                BuyPrestige b = (BuyPrestige) ma;
                return use(decl, b.mercurius() != 0 ? 1 << Ids.MERCURIUS : 0) + " to buy " + v + " prestige for "
                        + v * (s.price[Ids.TEMPLE] + b.mercurius()) + merc(b.mercurius(), "temple");
            }
            case SACRIFICE -> {
                Sacrifice g = (Sacrifice) ma;
                return use(decl, g.jupiter() ? 1 << Ids.JUPITER : 0) + " to sacrifice " + v + " cube"
                        + (v > 1 ? "s" : "") + " for " + (g.jupiter() ? "up to two god cards" : "a god card");
            }
            case PLACE_CUBE -> {
                PlaceCube p = (PlaceCube) ma;
                return "Place on your stall on field " + p.field() + " (" + s.cubesOn(p.field()) + "/6)";
            }
            case PLAY_PLUTO -> {
                return "Play Pluto: the consul does nothing here";
            }
            case NO_PLUTO -> {
                return "Let the consul act";
            }
            case PAY_FOR_CUBE -> {
                PayForCube p = (PayForCube) ma;
                return "Pay 1 to keep a " + Ids.GOODS_NAMES[p.goods()] + " cube";
            }
            case SETTLE_TAX -> {
                return "Return every cube not paid for";
            }
            case BUILD -> {
                return "Build a stall here for 5 sesterces";
            }
            case DECLINE_BUILD -> {
                return "Do not build";
            }
            case MOVE_CUBE -> {
                MoveCube m = (MoveCube) ma;
                return "Move a " + Ids.GOODS_NAMES[m.goods()] + " cube from field " + m.from() + " to the new stall";
            }
            case END_RELOCATION -> {
                return "Stop moving cubes";
            }
            case RETURN_CUBE -> {
                ReturnCube r = (ReturnCube) ma;
                return "Sacrifice a " + Ids.GOODS_NAMES[r.goods()] + " cube from field " + r.field();
            }
            case TAKE_CARD -> {
                TakeCard t = (TakeCard) ma;
                return t.source() < 2 && s.faceUp[t.source()] >= 0
                        ? "Take the face-up " + Ids.GOD_NAMES[s.faceUp[t.source()]] : "Take the top card of the deck";
            }
            case STOP_TAKING -> {
                return "Take no second card";
            }
            case END_TURN -> {
                return "End the turn";
            }
            default -> {
                return String.valueOf(action);
            }
        }
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
