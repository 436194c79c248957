package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Buy;
import java.util.List;

/** Phase 1 (spec 4.1 step 2): one optional purchase, for 5 money or 2 point tokens with ARISTOTLE. */
final class BuyPhaseRule extends PolisStep<Step.BuyPhase> {
    private final Drawing drawing;

    BuyPhaseRule(Labels labels, Drawing drawing) {
        super(labels);
        this.drawing = drawing;
    }

    @Override
    public void legal(PolisState s, Step.BuyPhase step, List<Action> out) {
        drawing.legalBuy(s, out);
    }

    @Override
    void declare(Actions<PolisState, Step, Step.BuyPhase> on) {
        on.on(PolisAction.Buy.class, (ctx, a) -> {
            drawing.buy(ctx.state(), ctx.seat(), a.colour().ordinal(), a.withPoints(), ctx.events());
            ctx.done();
        }).on(PolisAction.Done.class, (ctx, a) -> ctx.done())
                .words(PolisAction.Done.class, (ctx, a, observer) -> "Buy nothing");
    }

    @Override
    public boolean resolve(PolisState s, Step.BuyPhase step, Control<PolisState> flow, EventSink ev) {
        if (drawing.canBuy(s)) {
            return false;
        }
        flow.done(s, ev);
        return true;
    }

    @Override
    public String prompt(PolisState s, Step.BuyPhase step) {
        return "Phase 1: buy one more card, or skip";
    }

}
