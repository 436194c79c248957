package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step.Declare;

/** An action in a player's words: each action says its own ({@link MassiliaAction#words}). Narration only. */
final class ActionText {

    private ActionText() {
    }

    /**
     * {@code action} in words. {@code decl} is the declaration on top (null otherwise), {@code keepFree} the free
     * keeps left in a roll step (0 otherwise): the steps' rules pass what they know.
     */
    static String of(MassiliaData data, MassiliaState s, Action action, Declare decl, int keepFree) {
        // the one type test of narration, which never runs in play or search (see the architecture rule)
        if (!(action instanceof MassiliaAction ma)) {
            return String.valueOf(action); // a foreign action type: nothing Massilia can say about it
        }
        return ma.words(new Describer.Words(data, s, decl, keepFree, decl == null ? 0 : DieUse.value(decl.dice())));
    }

}
