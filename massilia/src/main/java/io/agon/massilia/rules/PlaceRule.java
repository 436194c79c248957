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
import io.agon.massilia.model.Step.Place;
import io.agon.massilia.rules.MassiliaAction.PlaceCube;
import java.util.List;

/** Beige action (spec 5.1, D45): the bought cubes go one by one onto the buyer's stalls, the kind first. */
final class PlaceRule extends MassiliaRule<Place> {

    PlaceRule(MassiliaData data) {
        super(data);
    }

    @Override
    public int decider(MassiliaState s, Place pl) {
        return pl.player();
    }

    @Override
    public void legal(MassiliaState s, Place pl, List<Action> out) {
        for (int f = 0; f < 24; f++) {
            if (s.stallOwner[f] == pl.player() && s.cubesOn(f) < data.stallCapacity) {
                out.add(Acts.PLACE[f]);
            }
        }
    }

    @Override
    void declare(Actions<MassiliaState, Step, Place> on) {
        on.on(MassiliaAction.PlaceCube.class, this::onPlaceCube)
                .otherwise((ctx, a) -> new IllegalActionException("5.1",
                        "place the bought cubes on your stalls (5.1)"));
    }

    private void onPlaceCube(StepContext<MassiliaState, Step, Place> ctx, MassiliaAction.PlaceCube a) {
        MassiliaState s = ctx.state();
        Place pl = ctx.step();
        int field = a.field();
        if (field < 0 || field >= 24 || s.stallOwner[field] != pl.player()) {
            throw new IllegalActionException("D45", "place bought cubes on your own stalls (5.1, D45)");
        }
        if (s.cubesOn(field) >= data.stallCapacity) {
            throw new IllegalActionException("5.1", "a stall holds at most " + data.stallCapacity + " cubes (5.1)");
        }
        if (pl.kindLeft() > 0) {
            s.cubes[field * 4 + pl.kind()]++;
        } else {
            s.cubes[field * 4 + Ids.BEIGE]++;
        }
        int kl = pl.kindLeft() > 0 ? pl.kindLeft() - 1 : 0;
        int bl = pl.kindLeft() > 0 ? pl.beigeLeft() : pl.beigeLeft() - 1;
        if (kl + bl == 0) {
            ctx.done();
        } else {
            ctx.replace(Place.of(pl.player(), pl.kind(), kl, bl));
        }
    }

    /** Forced when only one stall has room: every cube left goes there. */
    @Override
    public boolean resolve(MassiliaState s, Place pl, Control<MassiliaState> flow, EventSink events) {
        int only = -1;
        for (int f = 0; f < 24; f++) {
            if (s.stallOwner[f] == pl.player() && s.cubesOn(f) < data.stallCapacity) {
                if (only >= 0) {
                    return false;
                }
                only = f;
            }
        }
        s.cubes[only * 4 + pl.kind()] += pl.kindLeft();
        s.cubes[only * 4 + Ids.BEIGE] += pl.beigeLeft();
        flow.done(s, events);
        return true;
    }

    @Override
    public String prompt(MassiliaState s, Place p) {
        return Ids.player(p.player()) + ": place " + (p.kindLeft() > 0 ? Ids.aGoods(p.kind())
                : "a beige") + " cube (" + (p.kindLeft() + p.beigeLeft()) + " left)";
    }
}
