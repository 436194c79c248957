package io.agon.polis.rules;

import io.agon.core.Words;
import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Draw;
import io.agon.polis.rules.cards.Phidias;
import java.util.List;

/** PHIDIAS (spec 7.15 step 1): the owner draws his cards one at a time, each from a deck of his choice. */
final class PhidiasDrawRule extends PolisStep<Step.PhidiasDraw> {
    private final Drawing drawing;

    PhidiasDrawRule(Labels labels, Drawing drawing) {
        super(labels);
        this.drawing = drawing;
    }

    @Override
    public int decider(PolisState s, Step.PhidiasDraw step) {
        return step.player();
    }

    @Override
    public void legal(PolisState s, Step.PhidiasDraw step, List<Action> out) {
        Drawing.legalAnyDraw(s, out);
    }

    @Override
    void declare(Actions<PolisState, Step, Step.PhidiasDraw> on) {
        on.on(PolisAction.Draw.class, (ctx, a) -> {
            int c = a.colour().ordinal();
            Drawing.requireOpen(ctx.state(), c);
            Phidias.drew(ctx.state(), ctx.step(), ctx.control(), ctx.events());
            drawing.drawOfChoice(ctx.state(), ctx.seat(), c, "Phidias", ctx.control(), ctx.events());
        });
    }

    @Override
    public boolean resolve(PolisState s, Step.PhidiasDraw step, Control<PolisState> flow, EventSink ev) {
        if (Phidias.mustDraw(step, Cards.anyUnblocked(s))) {
            return false;
        }
        flow.done(s, ev);
        return true;
    }

    @Override
    public String prompt(PolisState s, Step.PhidiasDraw step) {
        return "Phidias: draw " + Words.count(step.remaining(), "more card") + ", one at a time";
    }
}
