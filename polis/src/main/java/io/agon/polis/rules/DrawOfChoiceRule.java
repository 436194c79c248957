package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Draw;
import java.util.List;

/**
 * A seat draws one card from an open deck of its choice (spec 3.1 step 6, 7.2, 7.17): the opening draw and the
 * replacement draw of ARCHIMEDES or PRIESTESS. With every deck blocked the step ends by itself. Subclasses name
 * the deciding seat.
 *
 * @param <T> the step type
 */
abstract class DrawOfChoiceRule<T extends Step> extends PolisStep<T> {
    private final Drawing drawing;
    private final String reason;
    private final String prompt;

    /**
     * @param reason the draw's reason in the narration, e.g. "opening hand"
     * @param prompt what the seat is asked
     */
    DrawOfChoiceRule(Labels labels, Drawing drawing, String reason, String prompt) {
        super(labels);
        this.drawing = drawing;
        this.reason = reason;
        this.prompt = prompt;
    }

    @Override
    public abstract int decider(PolisState s, T step);

    @Override
    public void legal(PolisState s, T step, List<Action> out) {
        Drawing.legalAnyDraw(s, out);
    }

    @Override
    void declare(Actions<PolisState, Step, T> on) {
        on.on(PolisAction.Draw.class, (ctx, a) -> {
            int c = a.colour().ordinal();
            Drawing.requireOpen(ctx.state(), c);
            ctx.done();
            drawing.drawOfChoice(ctx.state(), ctx.seat(), c, reason, ctx.control(), ctx.events());
        });
    }

    @Override
    public boolean resolve(PolisState s, T step, Control<PolisState> flow, EventSink ev) {
        if (Cards.anyUnblocked(s)) {
            return false;
        }
        flow.done(s, ev);
        return true;
    }

    @Override
    public String prompt(PolisState s, T step) {
        return prompt;
    }
}
