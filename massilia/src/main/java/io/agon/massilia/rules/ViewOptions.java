package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.SetDie;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction.AddDie;
import io.agon.massilia.rules.MassiliaAction.BuyGoods;
import io.agon.massilia.rules.MassiliaAction.BuyPrestige;
import io.agon.massilia.rules.MassiliaAction.ChooseCorner;
import io.agon.massilia.rules.MassiliaAction.KeepDie;
import io.agon.massilia.rules.MassiliaAction.MoveCube;
import io.agon.massilia.rules.MassiliaAction.MovePerson;
import io.agon.massilia.rules.MassiliaAction.PayForCube;
import io.agon.massilia.rules.MassiliaAction.PipStep;
import io.agon.massilia.rules.MassiliaAction.PlaceCube;
import io.agon.massilia.rules.MassiliaAction.PlayVesta;
import io.agon.massilia.rules.MassiliaAction.Recolour;
import io.agon.massilia.rules.MassiliaAction.ReturnCube;
import io.agon.massilia.rules.MassiliaAction.Sacrifice;
import io.agon.massilia.rules.MassiliaAction.TakeCard;
import io.agon.massilia.rules.MassiliaAction.UseDie;
import io.agon.massilia.rules.MassiliaView.Declared;
import io.agon.massilia.rules.MassiliaView.Option;
import io.agon.massilia.rules.MassiliaView.SetDieView;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The view's data for a picture: the die use being declared, and the deciding seat's legal actions as data
 * ({@link MassiliaView#options()}), with the field each person move reaches. Reads the state only; only the view
 * calls it, never play.
 */
final class ViewOptions {

    private ViewOptions() {
    }

    /** The die use being declared, or null. */
    static Declared declared(MassiliaState s) {
        if (!(s.steps.peek() instanceof Step.Declare d)) {
            return null;
        }
        List<SetDieView> dice = new ArrayList<>();
        for (int die : d.dice()) {
            dice.add(new SetDieView(SetDie.colour(die), SetDie.pips(die), SetDie.effColour(die), SetDie.delta(die),
                    SetDie.value(die), SetDie.fromSupply(die)));
        }
        return new Declared(d.player(), dice, DieUse.value(d.dice()), d.stones());
    }

    static List<Option> of(MassiliaState s, int ringSize, List<Action> legal) {
        int value = s.steps.peek() instanceof Step.Declare d ? DieUse.value(d.dice()) : 0;
        List<Option> out = new ArrayList<>(legal.size());
        for (Action a : legal) {
            MassiliaAction ma = (MassiliaAction) a; // legal actions of this game; views are not the hot path
            String kind = ma.viewKind();
            Option o;
            if (ma instanceof UseDie u) {
                o = new Option(kind, u.colour(), u.pips(), u.fromSupply(), -1, false, -1, -1, -1, false, 0, 0);
            } else if (ma instanceof AddDie u) {
                o = new Option(kind, u.colour(), u.pips(), u.fromSupply(), -1, false, -1, -1, -1, u.juno(), u.recolour(),
                        0);
            } else if (ma instanceof KeepDie k) {
                o = new Option(kind, k.colour(), k.pips(), false, -1, false, -1, -1, -1, false, 0, 0);
            } else if (ma instanceof Recolour r) {
                o = new Option(kind, r.colour(), -1, false, r.die(), false, -1, -1, -1, r.phoebus(), 0, 0);
            } else if (ma instanceof PipStep p) {
                o = new Option(kind, -1, -1, false, p.die(), p.up(), -1, -1, -1, p.minerva(), 0, 0);
            } else if (ma instanceof MovePerson m) {
                int to = Math.floorMod(s.person[m.person()] + (m.clockwise() ? value : -value), ringSize);
                o = new Option(kind, -1, -1, false, -1, m.clockwise(), m.person(), to, -1, false, m.mercurius(), 0);
            } else if (ma instanceof BuyGoods b) {
                o = new Option(kind, -1, -1, false, -1, false, -1, -1, b.kind(), false, b.mercurius(), b.beige());
            } else if (ma instanceof BuyPrestige b) {
                o = new Option(kind, -1, -1, false, -1, false, -1, -1, -1, false, b.mercurius(), 0);
            } else if (ma instanceof Sacrifice g) {
                o = new Option(kind, -1, -1, false, -1, false, -1, -1, -1, g.jupiter(), 0, 0);
            } else if (ma instanceof ChooseCorner c) {
                o = field(kind, c.field(), -1);
            } else if (ma instanceof PlaceCube p) {
                o = field(kind, p.field(), -1);
            } else if (ma instanceof MoveCube m) {
                o = field(kind, m.from(), m.goods());
            } else if (ma instanceof ReturnCube r) {
                o = field(kind, r.field(), r.goods());
            } else if (ma instanceof PayForCube p) {
                o = field(kind, -1, p.goods());
            } else if (ma instanceof TakeCard t) {
                o = new Option(kind, -1, -1, false, -1, false, -1, -1, -1, false, t.source(), 0);
            } else if (ma instanceof PlayVesta v) {
                o = new Option(kind, -1, -1, false, -1, false, -1, -1, -1, false, 0, v.stones());
            } else {
                o = field(kind, -1, -1);
            }
            out.add(o);
        }
        return out;
    }

    private static Option field(String kind, int field, int goods) {
        return new Option(kind, -1, -1, false, -1, false, -1, field, goods, false, 0, 0);
    }
}
