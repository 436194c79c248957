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
import io.agon.massilia.model.Step.Relocate;
import io.agon.massilia.rules.MassiliaAction.MoveCube;
import java.util.List;

/** Right after building (spec 5.2.3, D46): the builder may move cubes from other own stalls onto the new one. */
final class RelocateRule extends MassiliaRule<Relocate> {

    RelocateRule(MassiliaData data) {
        super(data);
    }

    @Override
    public int decider(MassiliaState s, Relocate r) {
        return r.player();
    }

    @Override
    public void legal(MassiliaState s, Relocate r, List<Action> out) {
        if (s.cubesOn(r.field()) < data.stallCapacity) {
            for (int f = 0; f < 24; f++) {
                if (f != r.field() && s.stallOwner[f] == r.player()) {
                    for (int g = 0; g < Ids.GOODS; g++) {
                        if (s.cubes(f, g) > 0) {
                            out.add(Acts.MOVE_CUBE[f * 4 + g]);
                        }
                    }
                }
            }
        }
        out.add(Acts.END_RELOCATION);
    }

    @Override
    void declare(Actions<MassiliaState, Step, Relocate> on) {
        on.on(MassiliaAction.MoveCube.class, this::onMoveCube)
                .on(MassiliaAction.EndRelocation.class, this::onEndRelocation)
                .otherwise((ctx, a) -> new IllegalActionException("5.2.3",
                        "move cubes onto the new stall or stop (5.2.3)"));
    }

    private void onMoveCube(StepContext<MassiliaState, Step, Relocate> ctx, MassiliaAction.MoveCube mc) {
        MassiliaState s = ctx.state();
        Relocate r = ctx.step();
        int from = mc.from();
        int goods = mc.goods();
        if (from < 0 || from >= 24 || from == r.field() || s.stallOwner[from] != r.player() || goods < 0
                || goods >= Ids.GOODS || s.cubes(from, goods) == 0) {
            throw new IllegalActionException("D46", "move cubes only from your other stalls onto the new one"
                    + " (5.2.3, D46)");
        }
        if (s.cubesOn(r.field()) >= data.stallCapacity) {
            throw new IllegalActionException("D46", "the new stall is full (capacity 6, D46)");
        }
        s.cubes[from * 4 + goods]--;
        s.cubes[r.field() * 4 + goods]++;
        if (ctx.events().enabled()) {
            ctx.events().emit(new MassiliaEvent.CubeMoved(r.player(), from, r.field(), goods));
        }
    }

    private void onEndRelocation(StepContext<MassiliaState, Step, Relocate> ctx, MassiliaAction.EndRelocation a) {
        ctx.done();
    }

    /** Over when the new stall is full or the builder has no cube elsewhere. */
    @Override
    public boolean resolve(MassiliaState s, Relocate r, Control<MassiliaState> flow, EventSink events) {
        if (s.cubesOn(r.field()) < data.stallCapacity) {
            for (int f = 0; f < 24; f++) {
                if (f != r.field() && s.stallOwner[f] == r.player() && s.cubesOn(f) > 0) {
                    return false;
                }
            }
        }
        flow.done(s, events);
        return true;
    }

    @Override
    public String prompt(MassiliaState s, Relocate r) {
        return Ids.player(r.player()) + ": move cubes onto your new stall on field " + r.field() + "?";
    }
}
