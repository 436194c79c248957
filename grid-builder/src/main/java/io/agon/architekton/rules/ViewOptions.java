package io.agon.architekton.rules;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Step;
import io.agon.architekton.model.TileSet;
import io.agon.architekton.rules.ArchitektonView.Option;
import io.agon.core.Action;
import java.util.ArrayList;
import java.util.List;

/**
 * The deciding seat's legal actions as data for a picture ({@link ArchitektonView#options()}), with what each
 * placement would enclose (spec 5, scored perfect and houseless buildings first, D9). Reads the state only; only
 * the view calls it, never play.
 */
final class ViewOptions {

    private ViewOptions() {
    }

    static List<Option> of(TileSet tiles, ArchitektonState s, List<Action> legal) {
        // the owner's choice pending on top, if any (what keeping or withdrawing would cost): views only
        Step.OwnerChoice choice = s.steps.top(Step.OwnerChoice.class);
        ActionOptions.Where where = new ActionOptions.Where(tiles, s, choice);
        List<Option> out = new ArrayList<>(legal.size());
        for (Action a : legal) {
            // a legal action of this game asked for its picture: views only, never play or search (see
            // ActionInterfaceTests in the launcher's architecture tests)
            out.add(((ArchitektonAction) a).option(where));
        }
        return out;
    }
}
