package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.core.flow.Flow;
import io.agon.core.flow.StepRule;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;

/**
 * The common part of Massilia's step rules: the game data, the check that an action is a Massilia action, and
 * describing actions. A rule's {@link #act} tells its few actions apart by {@link MassiliaAction#actionKind()}, refuses
 * an illegal one with an {@link IllegalActionException} naming the rule before anything changes, and applies it.
 *
 * @param <T> the step type
 */
abstract class MassiliaRule<T extends Step> implements StepRule<MassiliaState, T> {

    /** The game data. */
    final MassiliaData data;

    MassiliaRule(MassiliaData data) {
        this.data = data;
    }

    @Override
    public final void apply(MassiliaState s, T step, int seat, Action action, Flow<MassiliaState, ?> flow,
                            EventSink events) {
        act(s, step, own(action), events);
    }

    /** Checks {@code a} (refusing it with its rule id), then applies it. */
    abstract void act(MassiliaState s, T step, MassiliaAction a, EventSink events);

    /** {@code action} as a Massilia action; a foreign action type is refused. */
    static MassiliaAction own(Action action) {
        MassiliaAction a = MassiliaAction.of(action); // not an interface test: see MassiliaAction.of
        if (a != null) {
            return a;
        }
        throw IllegalActionException.notNow(action, "a Massilia action");
    }

    @Override
    public String describe(MassiliaState s, T step, Action action, int observer) {
        return Describer.describe(data, s, action, null, 0);
    }
}
