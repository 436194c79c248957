package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.Action;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.PickBoard;
import java.util.List;

/** V1 (spec 3.2): the dealt seat chooses the side of his board. */
final class SideChoiceRule extends PolisStep<Step.SideChoice> {
    private final PolisSetup setup;
    private final Catalogue cat;

    SideChoiceRule(Labels labels, PolisSetup setup, Catalogue cat) {
        super(labels);
        this.setup = setup;
        this.cat = cat;
    }

    @Override
    public int decider(PolisState s, Step.SideChoice step) {
        return step.seat();
    }

    @Override
    public void legal(PolisState s, Step.SideChoice step, List<Action> out) {
        setup.legalSides(step, out);
    }

    @Override
    void declare(Actions<PolisState, Step, Step.SideChoice> on) {
        on.on(PolisAction.PickBoard.class, (ctx, a) -> setup.pickSide(ctx.state(), ctx.seat(), ctx.step(), a.side(),
                ctx.control(), ctx.events()));
    }

    @Override
    public String prompt(PolisState s, Step.SideChoice step) {
        return "Choose the side of your city board " + cat.sides().get(2 * step.board()).cityName()
                + " (variant V1)";
    }
}
