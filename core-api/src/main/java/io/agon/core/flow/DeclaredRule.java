package io.agon.core.flow;

import io.agon.core.Action;
import io.agon.core.EventSink;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.ToIntBiFunction;

/** A step rule made of named parts by {@link StepRule.Builder}. */
final class DeclaredRule<S, B, T> implements StepRule<S, T> {
    private final ToIntBiFunction<S, T> decider;
    private final Lister<S, T> legal;
    private final ActionHandlers<S, T> actions;
    private final BiFunction<S, T, String> prompt;
    private final StepRule.Resolver<S, B, T> resolver;

    DeclaredRule(ToIntBiFunction<S, T> decider, Lister<S, T> legal, ActionHandlers<S, T> actions,
                 BiFunction<S, T, String> prompt, StepRule.Resolver<S, B, T> resolver) {
        this.decider = decider;
        this.legal = legal;
        this.actions = actions;
        this.prompt = prompt;
        this.resolver = resolver;
    }

    /** True when the rule may resolve its step by itself (the flow asks it only then). */
    boolean resolves() {
        return resolver != null;
    }

    @Override
    public int decider(S state, T step) {
        return decider.applyAsInt(state, step);
    }

    @Override
    public void legal(S state, T step, List<Action> out) {
        legal.legal(state, step, out);
    }

    @Override
    public ActionHandlers<S, T> actions() {
        return actions;
    }

    @Override
    public String prompt(S state, T step) {
        return prompt == null ? step.toString() : prompt.apply(state, step);
    }

    @Override
    public boolean resolve(S state, T step, Control<S> flow, EventSink events) {
        if (resolver == null) {
            return false;
        }
        StepContext<S, B, T> ctx = StepContext.of(flow, state, step, StepRule.AUTO, events);
        ctx.busy = true;
        try {
            return resolver.resolve(ctx);
        } finally {
            ctx.busy = false;
        }
    }

    @Override
    public String describe(S state, T step, Action action, int observer) {
        String words = actions == null ? null : actions.describe(state, step, decider(state, step), action, observer);
        return words != null ? words : action.toString();
    }
}
