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
import io.agon.massilia.model.Step.Keep;
import io.agon.massilia.rules.MassiliaAction.KeepDie;
import java.util.List;

/**
 * Phase II (spec 4.2): the roller keeps rolled dice for 2 sesterces each (free through {@link Mars}); the rest go
 * to the temple.
 */
final class KeepRule extends MassiliaRule<Keep> {

    KeepRule(MassiliaData data) {
        super(data);
    }

    @Override
    public int decider(MassiliaState s, Keep k) {
        return k.player();
    }

    @Override
    public int turnOwner(MassiliaState s, Keep k) {
        return k.player();
    }

    @Override
    public void legal(MassiliaState s, Keep k, List<Action> out) {
        Mars.legal(s, k, out);
        if (k.free() > 0 || s.money[k.player()] >= data.keepCost) {
            for (int code = 0; code < Ids.DIE_CODES; code++) {
                if (s.rolled[code] > 0) {
                    out.add(Acts.KEEP[code]);
                }
            }
        }
        out.add(Acts.END_KEEPING);
    }

    @Override
    void declare(Actions<MassiliaState, Step, Keep> on) {
        on.on(MassiliaAction.PlayMars.class, this::onPlayMars)
                .on(MassiliaAction.KeepDie.class, this::onKeepDie)
                .on(MassiliaAction.EndKeeping.class, this::onEndKeeping)
                .otherwise((ctx, a) -> new IllegalActionException("4.2",
                        "split your rolled dice: keep some for 2 sesterces"
                    + " each, the rest go to the temple (4.2)"));
    }

    private void onPlayMars(StepContext<MassiliaState, Step, Keep> ctx, MassiliaAction.PlayMars a) {
        Mars.check(ctx.state(), ctx.step());
        Mars.play(data, ctx.state(), ctx.step(), ctx.control(), ctx.events());
    }

    private void onKeepDie(StepContext<MassiliaState, Step, Keep> ctx, MassiliaAction.KeepDie kd) {
        MassiliaState s = ctx.state();
        Keep k = ctx.step();
        int p = k.player();
        if (kd.colour() < 0 || kd.colour() >= 4 || kd.pips() < 1 || kd.pips() > 6
                || s.rolled[Ids.die(kd.colour(), kd.pips())] == 0) {
            throw new IllegalActionException("4.2", "you rolled no such die (4.2)");
        }
        if (k.free() == 0 && s.money[p] < data.keepCost) {
            throw new IllegalActionException("4.2", "keeping a die costs " + data.keepCost
                    + " sesterces and you have " + s.money[p] + " (4.2)");
        }
        int code = Ids.die(kd.colour(), kd.pips());
        int paid = k.free() > 0 ? 0 : data.keepCost;
        s.money[p] -= paid;
        s.rolled[code]--;
        s.supplyDice[p * Ids.DIE_CODES + code]++;
        ctx.replace(Keep.of(p, k.free() > 0 ? k.free() - 1 : 0, k.mars()));
        if (ctx.events().enabled()) {
            ctx.events().emit(new MassiliaEvent.DieKept(p, kd.colour(), kd.pips(), paid));
        }
    }

    private void onEndKeeping(StepContext<MassiliaState, Step, Keep> ctx, MassiliaAction.EndKeeping a) {
        MassiliaState s = ctx.state();
        int p = ctx.step().player();
        if (ctx.events().enabled()) {
            ctx.events().emit(new MassiliaEvent.DiceToTemple(p, Describer.dice(s.rolled)));
        }
        for (int code = 0; code < Ids.DIE_CODES; code++) {
            s.temple[code] += s.rolled[code];
            s.rolled[code] = 0;
        }
        ctx.done();
    }

    /** Every rolled die kept: the step is over. */
    @Override
    public boolean resolve(MassiliaState s, Keep k, Control<MassiliaState> flow, EventSink events) {
        for (int c : s.rolled) {
            if (c > 0) {
                return false;
            }
        }
        flow.done(s, events);
        return true;
    }

    @Override
    public String prompt(MassiliaState s, Keep k) {
        return Ids.player(k.player()) + ": keep rolled dice (2 sesterces each"
                + (k.free() > 0 ? ", " + k.free() + " free" : "") + ") or put them into the temple";
    }

    @Override
    public String describe(MassiliaState s, Keep k, Action action, int observer) {
        return ActionText.of(data, s, action, null, k.free());
    }
}
