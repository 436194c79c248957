package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Draw;
import java.util.List;

/** Phase 1 (spec 4.1 step 1): two draws, from two different decks. */
final class DrawPhaseRule extends PolisStep<Step.DrawPhase> {
    private final Drawing drawing;

    DrawPhaseRule(Labels labels, Drawing drawing) {
        super(labels);
        this.drawing = drawing;
    }

    @Override
    public void legal(PolisState s, Step.DrawPhase step, List<Action> out) {
        drawing.legalPhaseOneDraw(s, step, out);
    }

    @Override
    void declare(Actions<PolisState, Step, Step.DrawPhase> on) {
        on.on(PolisAction.Draw.class, (ctx, a) -> drawing.phaseOneDraw(ctx.state(), ctx.seat(), ctx.step(),
                a.colour().ordinal(), ctx.control(), ctx.events()));
    }

    @Override
    public boolean resolve(PolisState s, Step.DrawPhase step, Control<PolisState> flow, EventSink ev) {
        if (step.drawn() < 2 && drawing.canDrawPhaseOne(s, step)) {
            return false;
        }
        flow.done(s, ev);
        return true;
    }

    @Override
    public String prompt(PolisState s, Step.DrawPhase step) {
        return "Phase 1: draw " + (step.drawn() == 0 ? "your first" : "your second") + " card"
                + (step.firstColour() >= 0 ? " (not " + Labels.colour(step.firstColour()) + ")" : "");
    }
}
