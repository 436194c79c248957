package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Peek;
import java.util.List;

/** Phase 0 (spec 4.0): the active player may look at the top cards of two decks with his LIGHTHOUSE. */
final class LighthouseRule extends PolisStep<Step.LighthousePhase> {
    private final Drawing drawing;

    LighthouseRule(Labels labels, Drawing drawing) {
        super(labels);
        this.drawing = drawing;
    }

    @Override
    public void legal(PolisState s, Step.LighthousePhase step, List<Action> out) {
        drawing.legalPeek(s, out);
    }

    @Override
    void declare(Actions<PolisState, Step, Step.LighthousePhase> on) {
        on.on(PolisAction.Peek.class, (ctx, a) -> {
            drawing.peek(ctx.state(), ctx.seat(), a.first().ordinal(), a.second().ordinal(), ctx.events());
            ctx.done();
        }).on(PolisAction.Done.class, (ctx, a) -> ctx.done())
                .words(PolisAction.Done.class, (ctx, a, observer) -> "Do not use the Lighthouse");
    }

    @Override
    public boolean resolve(PolisState s, Step.LighthousePhase step, Control<PolisState> flow, EventSink ev) {
        if (drawing.canPeek(s)) {
            return false;
        }
        flow.done(s, ev);
        return true;
    }

    @Override
    public String prompt(PolisState s, Step.LighthousePhase step) {
        return "Phase 0: look at the top cards of two decks with the Lighthouse, or skip";
    }

}
