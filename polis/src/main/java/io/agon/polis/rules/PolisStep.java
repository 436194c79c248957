package io.agon.polis.rules;

import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.StepRule;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;

/**
 * What every Polis step rule shares: the active player decides unless the step names another seat, actions are
 * labelled (and hidden from the seats that may not see them) by {@link Labels}, and an action that does not fit
 * the step is refused naming the phase it belongs to. Each rule {@link #declare declares} its actions with their handlers.
 *
 * @param <T> the step type
 */
abstract class PolisStep<T extends Step> implements StepRule<PolisState, T> {

    /** The labels of actions. */
    final Labels labels;

    PolisStep(Labels labels) {
        this.labels = labels;
    }

    @Override
    public int decider(PolisState s, T step) {
        return s.active;
    }

    /** This step's actions with their handlers, built from {@link #declare} the first time the flow asks. */
    private ActionHandlers<PolisState, T> actions;

    /**
     * Declares this step's actions, each with its handler ({@code on.on(Build.class, ...)}); an action that no
     * handler takes is refused naming the phase it belongs to ({@link #notNow}).
     */
    abstract void declare(ActionHandlers.Builder<PolisState, T> on);

    @Override
    public final ActionHandlers<PolisState, T> actions() {
        ActionHandlers<PolisState, T> a = actions;
        if (a == null) {
            ActionHandlers.Builder<PolisState, T> b = ActionHandlers.builder();
            declare(b);
            a = b.otherwise(this::notNow).build();
            actions = a;
        }
        return a;
    }

    /** The refusal of {@code a}, which does not fit this step. */
    IllegalActionException notNow(PolisState s, T step, Action a) {
        return labels.notNow(label(s, step, a), a, prompt(s, step));
    }

    /** The label of Done at this step. */
    String doneLabel(T step) {
        return "Done";
    }

    /** The full label of {@code a} at this step (rules override it for labels that depend on the step). */
    String label(PolisState s, T step, Action a) {
        return a instanceof PolisAction.Done ? doneLabel(step) : labels.describe(s, a, decider(s, step));
    }

    /** A note on the high bid of the auction this step belongs to, for the views (", high bid 3 by P2"), or "". */
    String highBidNote(PolisState s, T step) {
        return "";
    }

    @Override
    public String describe(PolisState s, T step, Action a, int observer) {
        return labels.hide(s, a, observer, decider(s, step), label(s, step, a));
    }
}
