package io.agon.core.flow;

import io.agon.core.Action;
import io.agon.core.EventSink;
import java.util.ArrayList;
import java.util.List;

/**
 * An action table that applies only what the rule lists as legal ({@link StepRule.Builder#refuseUnlisted}): the
 * legality is said once, in the rule's {@code legal}, and the handlers only change the state.
 */
final class ListedActions<S, B, T> extends ActionHandlers<S, T> {
    private final StepRule.Lister<S, T> legal;
    private final Actions.Refusal<S, B, T> refusal;

    ListedActions(ActionHandlers<S, T> table, StepRule.Lister<S, T> legal, Actions.Refusal<S, B, T> refusal) {
        super(table);
        this.legal = legal;
        this.refusal = refusal;
    }

    @Override
    public void apply(S state, T step, int seat, Action action, Control<S> flow, EventSink events) {
        List<Action> listed = new ArrayList<>();
        legal.legal(state, step, listed);
        if (!listed.contains(action)) {
            action.checkFields();
            throw refusal.refuse(StepContext.reading(state, step, seat), action);
        }
        super.apply(state, step, seat, action, flow, events);
    }
}
