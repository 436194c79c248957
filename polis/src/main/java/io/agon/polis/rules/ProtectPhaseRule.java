package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Protect;
import java.util.List;

/** Phase 4 (spec 4.4): put a coin on one thick-bordered symbol, or not. */
final class ProtectPhaseRule extends PolisStep<Step.ProtectPhase> {
    private final Protection protection;

    ProtectPhaseRule(Labels labels, Protection protection) {
        super(labels);
        this.protection = protection;
    }

    @Override
    public void legal(PolisState s, Step.ProtectPhase step, List<Action> out) {
        protection.legal(s, out);
    }

    @Override
    void declare(Actions<PolisState, Step, Step.ProtectPhase> on) {
        on.on(PolisAction.Protect.class, (ctx, a) -> {
            protection.protect(ctx.state(), ctx.seat(), a.card(), a.symbol(), ctx.events());
            ctx.done();
        }).on(PolisAction.Done.class, (ctx, a) -> ctx.done())
                .words(PolisAction.Done.class, (ctx, a, observer) -> "Protect nothing");
    }

    @Override
    public boolean resolve(PolisState s, Step.ProtectPhase step, Control<PolisState> flow, EventSink ev) {
        if (Turn.endsNow(s, flow)) {
            return true;
        }
        if (protection.canProtectAny(s)) {
            return false;
        }
        flow.done(s, ev);
        return true;
    }

    @Override
    public String prompt(PolisState s, Step.ProtectPhase step) {
        return "Phase 4: put a coin on a thick-bordered symbol, or skip";
    }

}
