package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Discard;
import io.agon.polis.rules.cards.Phidias;
import java.util.List;

/** PHIDIAS (spec 7.15 step 2): each player boxes one hand card, then draws one. */
final class PhidiasDiscardRule extends PolisStep<Step.PhidiasDiscard> {
    private final Drawing drawing;

    PhidiasDiscardRule(Labels labels, Drawing drawing) {
        super(labels);
        this.drawing = drawing;
    }

    @Override
    public int decider(PolisState s, Step.PhidiasDiscard step) {
        return step.player();
    }

    @Override
    public void legal(PolisState s, Step.PhidiasDiscard step, List<Action> out) {
        drawing.legalPhidiasDiscard(s, step.player(), out);
    }

    @Override
    void declare(Actions<PolisState, Step, Step.PhidiasDiscard> on) {
        on.on(PolisAction.Discard.class, (ctx, a) -> drawing.phidiasDiscard(ctx.state(), ctx.seat(), a.card(),
                ctx.control(), ctx.events()));
    }

    @Override
    public boolean resolve(PolisState s, Step.PhidiasDiscard step, Control<PolisState> flow, EventSink ev) {
        if (Phidias.mustDiscard(s, step)) {
            return false;
        }
        flow.done(s, ev);
        return true;
    }

    @Override
    public String prompt(PolisState s, Step.PhidiasDiscard step) {
        return "Phidias: put one hand card in the box (then draw one)";
    }
}
