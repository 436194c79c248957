package io.agon.polis.rules;

import io.agon.core.Action;
import io.agon.core.IllegalActionException;
import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Actions;
import io.agon.core.flow.Actions;
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
     * Declares this step's actions, each with its handler ({@code on.on(Build.class, (ctx, build) -> ...)}); an action that no
     * handler takes is refused naming the phase it belongs to ({@link #notNow}).
     */
    abstract void declare(Actions<PolisState, Step, T> on);

    @Override
    public final ActionHandlers<PolisState, T> actions() {
        ActionHandlers<PolisState, T> a = actions;
        if (a == null) {
            Actions.Declaration<PolisState, Step, T> declared = on -> {
                declare(on);
                on.otherwise((ctx, action) -> notNow(ctx.state(), ctx.step(), action));
            };
            a = Actions.table(declared);
            actions = a;
        }
        return a;
    }

    /** The refusal of {@code a}, which does not fit this step. */
    IllegalActionException notNow(PolisState s, T step, Action a) {
        return labels.notNow(label(s, step, a), a, prompt(s, step));
    }

    /**
     * The full label of {@code a} at this step: the words its handler declared (labels that depend on the step,
     * such as Done), else the action's own words.
     */
    String label(PolisState s, T step, Action a) {
        String words = actions().describe(s, step, a, -1);
        return words != null ? words : labels.describe(s, a, decider(s, step));
    }

    /** A note on the high bid of the auction this step belongs to, for the views (", high bid 3 by P2"), or "". */
    String highBidNote(PolisState s, T step) {
        return "";
    }

    /**
     * The lot on sale as the views show it during this step: {@code colour} and {@code card} (its name, or "" when
     * the viewer may not know it) with the stage and bids this step knows. Only the auction's steps add to it.
     */
    PolisView.Lot lot(PolisState s, T step, String colour, String card) {
        return lot(s, colour, card, "");
    }

    /** A lot at {@code stage} with no bid. */
    static PolisView.Lot lot(PolisState s, String colour, String card, String stage) {
        return new PolisView.Lot(s.active, colour, card, stage, 0, -1, -1, 0, java.util.List.of());
    }

    @Override
    public String describe(PolisState s, T step, Action a, int observer) {
        return labels.hide(s, a, observer, decider(s, step), label(s, step, a));
    }
}
