package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.Action;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.PickBoard;
import java.util.List;

/** V2 (spec 3.2, D49): each seat in turn, from the last counter-clockwise, drafts a board and its side. */
final class DraftPickRule extends PolisStep<Step.DraftPick> {
    private final PolisSetup setup;

    DraftPickRule(Labels labels, PolisSetup setup) {
        super(labels);
        this.setup = setup;
    }

    @Override
    public int decider(PolisState s, Step.DraftPick step) {
        return step.seat();
    }

    @Override
    public void legal(PolisState s, Step.DraftPick step, List<Action> out) {
        setup.legalDraft(step, out);
    }

    @Override
    void declare(Actions<PolisState, Step, Step.DraftPick> on) {
        on.on(PolisAction.PickBoard.class, (ctx, a) -> setup.draftPick(ctx.state(), ctx.seat(), ctx.step(), a.side(),
                ctx.control(), ctx.events()));
    }

    @Override
    public String prompt(PolisState s, Step.DraftPick step) {
        return "Draft a city board and its side (variant V2)";
    }
}
