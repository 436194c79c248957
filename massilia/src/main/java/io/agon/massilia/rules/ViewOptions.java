package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.SetDie;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaView.Declared;
import io.agon.massilia.rules.MassiliaView.Option;
import io.agon.massilia.rules.MassiliaView.SetDieView;
import java.util.ArrayList;
import java.util.List;

/**
 * The view's data for a picture: the die use being declared, and the deciding seat's legal actions as data
 * ({@link MassiliaView#options()}), with the field each person move reaches. Reads the state only; only the view
 * calls it, never play.
 */
final class ViewOptions {

    private ViewOptions() {
    }

    /** The declaration on top of the stack, or null (views only: which step is pending, not play). */
    private static Step.Declare declaring(MassiliaState s) {
        return s.steps.top(Step.Declare.class);
    }

    /** The die use being declared, or null. */
    static Declared declared(MassiliaState s) {
        Step.Declare d = declaring(s);
        if (d == null) {
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
        Step.Declare d = declaring(s);
        int value = d == null ? 0 : DieUse.value(d.dice());
        List<Option> out = new ArrayList<>(legal.size());
        MassiliaView.Where where = new MassiliaView.Where(s, value, ringSize);
        for (Action a : legal) {
            // a legal action of this game asked for its picture: views only, never play or search (see
            // ActionInterfaceTests in the launcher's architecture tests)
            out.add(((MassiliaAction) a).option(where));
        }
        return out;
    }
}
