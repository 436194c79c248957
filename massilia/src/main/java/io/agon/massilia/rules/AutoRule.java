package io.agon.massilia.rules;

import io.agon.core.flow.Actions;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Control;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import java.util.List;

/**
 * An automatic step: nobody decides it, {@link #resolve} always moves the flow on.
 *
 * @param <T> the step type
 */
abstract class AutoRule<T extends Step> extends MassiliaRule<T> {

    AutoRule(MassiliaData data) {
        super(data);
    }

    @Override
    public int decider(MassiliaState s, T step) {
        return AUTO;
    }

    @Override
    public void legal(MassiliaState s, T step, List<Action> out) {
        throw new IllegalStateException("automatic step on top: " + step);
    }

    /** Nobody decides an automatic step: it takes no action. */
    @Override
    void declare(Actions<MassiliaState, Step, T> on) {
    }

    @Override
    public ActionHandlers<MassiliaState, T> actions() {
        return null;
    }

    @Override
    public abstract boolean resolve(MassiliaState s, T step, Control<MassiliaState> flow, EventSink events);

    @Override
    public String prompt(MassiliaState s, T step) {
        return "";
    }
}
