package io.agon.massilia.rules;

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
                b.append(io.agon.core.Words.count(d.stones(), "penalty stone"));
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
     * What an action's words may depend on: the game data and state, the declaration on top (null otherwise), the
     * free keeps left in a roll step and the declared value (0 otherwise).
     */
    record Words(MassiliaData data, MassiliaState s, Declare decl, int keepFree, int value) {
    }

    /** {@code name} ("KeepDie") in snake case ("keep_die"). */
    static String snake(String name) {
        return name.replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT);
    }
    static String use(Declare d, int extraGods) {
        return d == null ? "Use the die" : "Use " + declaration(d, extraGods);
    }

    static String merc(int m, String where) {
        return m == 0 ? "" : " (Mercurius " + (m > 0 ? "+1" : "-1") + " on the " + where + " price)";
    }

    static String whatHappens(MassiliaState s, int p, int person, int f) {
        int owner = s.stallOwner[f];
        if (person == Ids.CONSUL) {
            if (owner < 0) {
                return " (empty field: you may build)";
            }
            return s.cubesOn(f) == 0 ? " (closes " + Ids.player(owner) + "'s empty stall)"
                    : " (taxes " + Ids.player(owner) + "'s " + io.agon.core.Words.count(s.cubesOn(f), "cube") + ")";
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
