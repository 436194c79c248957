package io.agon.massilia.rules;

import io.agon.massilia.model.Step;
import io.agon.core.flow.StepContext;
import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step.BuildChoice;
import io.agon.massilia.model.Step.Relocate;
import java.util.List;

/** The consul left a field empty (spec 5.2.2 cases 1 and 2, D43): the mover may build a stall there for 5. */
final class BuildChoiceRule extends MassiliaRule<BuildChoice> {

    BuildChoiceRule(MassiliaData data) {
        super(data);
    }

    @Override
    public int decider(MassiliaState s, BuildChoice b) {
        return b.player();
    }

    @Override
    public void legal(MassiliaState s, BuildChoice b, List<Action> out) {
        out.add(Acts.BUILD);
        out.add(Acts.DECLINE_BUILD);
    }

    @Override
    void declare(Actions<MassiliaState, Step, BuildChoice> on) {
        on.on(MassiliaAction.Build.class, this::onBuild)
                .on(MassiliaAction.DeclineBuild.class, this::onDeclineBuild)
                .otherwise((ctx, a) -> new IllegalActionException("D43", "build a stall here or decline (5.2.2, D43)"));
    }

    private void onBuild(StepContext<MassiliaState, Step, BuildChoice> ctx, MassiliaAction.Build a) {
        MassiliaState s = ctx.state();
        BuildChoice b = ctx.step();
        s.money[b.player()] -= data.buildCost;
        s.reserve[b.player()]--;
        s.stallOwner[b.field()] = b.player();
        ctx.replace(new Relocate(b.player(), b.field()));
        if (ctx.events().enabled()) {
            ctx.events().emit(new MassiliaEvent.StallBuilt(b.player(), b.field()));
        }
    }

    private void onDeclineBuild(StepContext<MassiliaState, Step, BuildChoice> ctx, MassiliaAction.DeclineBuild a) {
        ctx.done();
    }

    /** Nothing to decide when the mover cannot build (no money or no stall left). */
    @Override
    public boolean resolve(MassiliaState s, BuildChoice b, Control<MassiliaState> flow, EventSink events) {
        if (s.stallOwner[b.field()] < 0 && s.money[b.player()] >= data.buildCost && s.reserve[b.player()] > 0) {
            return false;
        }
        flow.done(s, events);
        return true;
    }

    @Override
    public String prompt(MassiliaState s, BuildChoice b) {
        return Ids.player(b.player()) + ": build a stall on field " + b.field() + " for 5?";
    }
}
