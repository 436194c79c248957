package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.core.IllegalActionException;
import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Actions;
import io.agon.core.flow.StepRule;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;

/**
 * The common part of Massilia's step rules: the game data, the check that an action is a Massilia action, and
 * describing actions. A rule {@link #declare declares} its actions, each with a handler that receives it typed,
 * refuses an illegal one with an {@link IllegalActionException} naming the rule before anything changes, and
 * applies it.
 *
 * @param <T> the step type
 */
abstract class MassiliaRule<T extends Step> implements StepRule<MassiliaState, T> {

    /** The game data. */
    final MassiliaData data;

    MassiliaRule(MassiliaData data) {
        this.data = data;
    }

    /** This step's actions with their handlers, built from {@link #declare} the first time the flow asks. */
    private ActionHandlers<MassiliaState, T> actions;

    /**
     * Declares this step's actions, each with its handler, and how an action of another type is refused (with the
     * rule id of the step). Each handler checks its action first, refusing it before anything changes.
     */
    abstract void declare(Actions<MassiliaState, Step, T> on);

    @Override
    public ActionHandlers<MassiliaState, T> actions() {
        ActionHandlers<MassiliaState, T> a = actions;
        if (a == null) {
            Actions.Declaration<MassiliaState, Step, T> declared = this::declare;
            a = Actions.table(declared);
            actions = a;
        }
        return a;
    }

    @Override
    public String describe(MassiliaState s, T step, Action action, int observer) {
        return ActionText.of(data, s, action, null, 0);
    }
}
