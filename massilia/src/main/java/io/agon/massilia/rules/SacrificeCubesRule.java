package io.agon.massilia.rules;

import io.agon.core.Words;
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
import io.agon.massilia.model.Step.SacrificeCubes;
import io.agon.massilia.rules.MassiliaAction.ReturnCube;
import java.util.List;

/** Grey action (spec 5.4.2, D12): cubes worth the action's value go back from own stalls to the harbour. */
final class SacrificeCubesRule extends MassiliaRule<SacrificeCubes> {

    SacrificeCubesRule(MassiliaData data) {
        super(data);
    }

    @Override
    public int decider(MassiliaState s, SacrificeCubes sc) {
        return sc.player();
    }

    @Override
    public void legal(MassiliaState s, SacrificeCubes sc, List<Action> out) {
        for (int f = 0; f < 24; f++) {
            if (s.stallOwner[f] == sc.player()) {
                for (int g = 0; g < Ids.GOODS; g++) {
                    if (s.cubes(f, g) > 0) {
                        out.add(Acts.RETURN_CUBE[f * 4 + g]);
                    }
                }
            }
        }
    }

    @Override
    void declare(Actions<MassiliaState, Step, SacrificeCubes> on) {
        on.on(MassiliaAction.ReturnCube.class, this::onReturnCube)
                .otherwise((ctx, a) -> new IllegalActionException("5.4.2",
                        "return cubes from your stalls to the harbour (5.4.2)"));
    }

    private void onReturnCube(StepContext<MassiliaState, Step, SacrificeCubes> ctx, MassiliaAction.ReturnCube rc) {
        MassiliaState s = ctx.state();
        SacrificeCubes sc = ctx.step();
        int field = rc.field();
        int goods = rc.goods();
        if (field < 0 || field >= 24 || s.stallOwner[field] != sc.player() || goods < 0 || goods >= Ids.GOODS
                || s.cubes(field, goods) == 0) {
            throw new IllegalActionException("D12", "sacrificed cubes come from your own stalls (5.4.2, D12)");
        }
        s.cubes[field * 4 + goods]--;
        s.harbour[goods]++;
        if (sc.left() == 1) {
            ctx.done();
        } else {
            ctx.replace(SacrificeCubes.of(sc.player(), sc.left() - 1));
        }
        if (ctx.events().enabled()) {
            ctx.events().emit(new MassiliaEvent.CubeSacrificed(sc.player(), field, goods));
        }
    }

    /** Forced when the player holds exactly the cubes due: all of them go. */
    @Override
    public boolean resolve(MassiliaState s, SacrificeCubes sc, Control<MassiliaState> flow, EventSink events) {
        if (s.ownCubes(sc.player()) != sc.left()) {
            return false;
        }
        for (int f = 0; f < 24; f++) {
            if (s.stallOwner[f] == sc.player()) {
                for (int g = 0; g < Ids.GOODS; g++) {
                    s.harbour[g] += s.cubes(f, g);
                    s.cubes[f * 4 + g] = 0;
                }
            }
        }
        flow.done(s, events);
        return true;
    }

    @Override
    public String prompt(MassiliaState s, SacrificeCubes sc) {
        return Ids.player(sc.player()) + ": return " + Words.count(sc.left(), "more cube")
                + " from your stalls";
    }
}
