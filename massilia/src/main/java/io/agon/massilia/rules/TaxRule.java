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
import io.agon.massilia.model.Step.Tax;
import io.agon.massilia.rules.MassiliaAction.PayForCube;
import java.util.List;

/** Consul tax (spec 5.2.2 case 3, D10): the owner pays 1 per cube to keep; the others go back to the harbour. */
final class TaxRule extends MassiliaRule<Tax> {

    TaxRule(MassiliaData data) {
        super(data);
    }

    @Override
    public int decider(MassiliaState s, Tax t) {
        return t.owner();
    }

    @Override
    public void legal(MassiliaState s, Tax t, List<Action> out) {
        if (s.money[t.owner()] >= data.taxPerCube) {
            for (int g = 0; g < Ids.GOODS; g++) {
                if (s.cubes(t.field(), g) - t.kept(g) > 0) {
                    out.add(Acts.PAY[g]);
                }
            }
        }
        out.add(Acts.SETTLE_TAX);
    }

    @Override
    void declare(Actions<MassiliaState, Step, Tax> on) {
        on.on(MassiliaAction.PayForCube.class, this::onPayForCube)
                .on(MassiliaAction.SettleTax.class, this::onSettleTax)
                .otherwise((ctx, a) -> new IllegalActionException("D10",
                        "pay the consul's tax for cubes to keep, then settle"
                    + " (5.2.2, D10)"));
    }

    private void onPayForCube(StepContext<MassiliaState, Step, Tax> ctx, MassiliaAction.PayForCube a) {
        MassiliaState s = ctx.state();
        Tax t = ctx.step();
        int goods = a.goods();
        if (goods < 0 || goods >= Ids.GOODS || s.cubes(t.field(), goods) - t.kept(goods) <= 0) {
            throw new IllegalActionException("D10", "there is no such cube left to pay for on that stall"
                    + " (D10)");
        }
        if (s.money[t.owner()] < data.taxPerCube) {
            throw new IllegalActionException("D10", "you cannot pay more tax than your sesterces cover"
                    + " (D10)");
        }
        s.money[t.owner()] -= data.taxPerCube;
        ctx.replace(new Tax(t.owner(), t.field(), t.kept() + (1 << (4 * goods))));
    }

    private void onSettleTax(StepContext<MassiliaState, Step, Tax> ctx, MassiliaAction.SettleTax a) {
        settle(ctx.state(), ctx.step(), ctx.control(), ctx.events());
    }

    /** Forced when every cube is paid for or no more can be. */
    @Override
    public boolean resolve(MassiliaState s, Tax t, Control<MassiliaState> flow, EventSink events) {
        if (t.keptTotal() == s.cubesOn(t.field()) || s.money[t.owner()] < data.taxPerCube) {
            settle(s, t, flow, events);
            return true;
        }
        return false;
    }

    private void settle(MassiliaState s, Tax t, Control<MassiliaState> flow, EventSink events) {
        int returned = 0;
        for (int g = 0; g < Ids.GOODS; g++) {
            int back = s.cubes(t.field(), g) - t.kept(g);
            s.harbour[g] += back;
            s.cubes[t.field() * 4 + g] = t.kept(g);
            returned += back;
        }
        flow.done(s, events);
        if (events.enabled()) {
            events.emit(new MassiliaEvent.TaxSettled(t.owner(), t.field(), t.keptTotal() * data.taxPerCube,
                    returned));
        }
    }

    @Override
    public String prompt(MassiliaState s, Tax t) {
        return Ids.player(t.owner()) + ": consul tax on field " + t.field() + ": pay 1 per cube to keep ("
                + t.keptTotal() + " kept so far)";
    }
}
