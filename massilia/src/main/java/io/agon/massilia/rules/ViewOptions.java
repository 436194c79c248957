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
        MassiliaView.Where where = new MassiliaView.Where(s, value, ringSize);
        for (Action a : legal) {
            out.add(((MassiliaAction) a).option(where)); // legal actions of this game; views are not the hot path
        }
        return out;
    }
}
