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
import io.agon.massilia.model.Step.SetupCorner;
import java.util.List;

/** Set-up (spec 3.8, D22): in turn order, each player opens a first stall on a free corner; the last is forced. */
final class SetupCornerRule extends MassiliaRule<SetupCorner> {

    SetupCornerRule(MassiliaData data) {
        super(data);
    }

    @Override
    public int decider(MassiliaState s, SetupCorner c) {
        return c.player();
    }

    @Override
    public int turnOwner(MassiliaState s, SetupCorner c) {
        return c.player();
    }

    @Override
    public void legal(MassiliaState s, SetupCorner c, List<Action> out) {
        for (int f : data.corners) {
            if (s.stallOwner[f] < 0) {
                out.add(Acts.CORNER[f]);
            }
        }
    }

    @Override
    void declare(Actions<MassiliaState, Step, SetupCorner> on) {
        on.on(MassiliaAction.ChooseCorner.class, this::onChooseCorner)
                .otherwise((ctx, a) -> new IllegalActionException("3.8",
                        "choose a corner for your first stall (spec 3.8)"));
    }

    private void onChooseCorner(StepContext<MassiliaState, Step, SetupCorner> ctx, MassiliaAction.ChooseCorner a) {
        int field = a.field();
        boolean corner = false;
        for (int f : data.corners) {
            corner |= f == field;
        }
        if (!corner) {
            throw new IllegalActionException("3.8", "field " + field + " is not a corner (0, 6, 12, 18; spec 3.8)");
        }
        if (ctx.state().stallOwner[field] >= 0) {
            throw new IllegalActionException("D22", "corner " + field + " is taken (D22)");
        }
        choose(ctx.state(), ctx.step(), field, ctx.control(), ctx.events());
    }

    /** The last player's corner is forced. */
    @Override
    public boolean resolve(MassiliaState s, SetupCorner c, Control<MassiliaState> flow, EventSink events) {
        int free = -1;
        int count = 0;
        for (int f : data.corners) {
            if (s.stallOwner[f] < 0) {
                free = f;
                count++;
            }
        }
        if (count != 1) {
            return false;
        }
        choose(s, c, free, flow, events);
        return true;
    }

    private static void choose(MassiliaState s, SetupCorner c, int field, Control<MassiliaState> flow,
                               EventSink events) {
        int p = c.player();
        s.stallOwner[field] = p;
        s.reserve[p]--;
        for (int g = 0; g < Ids.TRADE_GOODS; g++) {
            s.cubes[field * 4 + g]++;
            s.harbour[g]--;
        }
        if (c.pos() + 1 < s.players) {
            flow.replace(s, new SetupCorner(c.pos() + 1, s.order[c.pos() + 1]));
        } else {
            flow.done(s, events);
        }
        if (events.enabled()) {
            events.emit(new MassiliaEvent.CornerChosen(p, field));
        }
    }

    @Override
    public String prompt(MassiliaState s, SetupCorner c) {
        return Ids.player(c.player()) + ": choose a corner for your first stall";
    }
}
