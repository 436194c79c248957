package io.agon.massilia.rules;

import io.agon.massilia.model.Step;
import io.agon.core.flow.StepContext;
import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.IllegalActionException;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step.BuildChoice;
import io.agon.massilia.model.Step.PlutoWindow;
import io.agon.massilia.model.Step.Tax;
import java.util.List;

/**
 * Pluto (spec 6.2, D11, D61): when the consul stops at a stall, its owner, who is not on turn, may play Pluto and
 * the consul does nothing there. Everything Pluto does is here: the consul {@link #open opens} the window, and this
 * is the rule of that interrupt step ({@link PlutoWindow}); without Pluto the consul closes an empty stall (then
 * {@link BuildChoiceRule}) or taxes its cubes ({@link TaxRule}).
 */
final class Pluto extends MassiliaRule<PlutoWindow> {

    Pluto(MassiliaData data) {
        super(data);
    }

    /**
     * The consul moved by {@code mover} stopped at {@code owner}'s stall on {@code field}: the owner is asked
     * (always, whether or not a Pluto is held: asking only then would reveal the hand, D16).
     */
    static void open(MassiliaState s, int owner, int mover, int field, Control<MassiliaState> flow) {
        flow.push(s, new PlutoWindow(owner, mover, field));
    }

    @Override
    public int decider(MassiliaState s, PlutoWindow w) {
        return w.owner();
    }

    @Override
    public void legal(MassiliaState s, PlutoWindow w, List<Action> out) {
        if (Hands.playable(s, w.owner(), Ids.PLUTO)) {
            out.add(Acts.PLAY_PLUTO);
        }
        out.add(Acts.NO_PLUTO);
    }

    @Override
    void declare(Actions<MassiliaState, Step, PlutoWindow> on) {
        on.on(MassiliaAction.PlayPluto.class, this::onPlayPluto)
                .on(MassiliaAction.NoPluto.class, this::onNoPluto)
                .otherwise((ctx, a) -> new IllegalActionException("D11",
                        "the consul stopped at your stall: play Pluto or not"
                    + " (D11)"));
    }

    private void onPlayPluto(StepContext<MassiliaState, Step, PlutoWindow> ctx, MassiliaAction.PlayPluto a) {
        PlutoWindow w = ctx.step();
        if (!Hands.playable(ctx.state(), w.owner(), Ids.PLUTO)) {
            throw new IllegalActionException("6.2", "you have no playable Pluto (6.2, D14)");
        }
        ctx.done();
        Hands.discard(ctx.state(), w.owner(), Ids.PLUTO);
        if (ctx.events().enabled()) {
            ctx.events().emit(new MassiliaEvent.GodPlayed(w.owner(), Ids.PLUTO, "the consul does nothing on field "
                    + w.field()));
        }
    }

    private void onNoPluto(StepContext<MassiliaState, Step, PlutoWindow> ctx, MassiliaAction.NoPluto a) {
        MassiliaState s = ctx.state();
        PlutoWindow w = ctx.step();
        ctx.done();
        if (s.cubesOn(w.field()) == 0) {
            s.stallOwner[w.field()] = -1;
            s.reserve[w.owner()]++;
            if (ctx.events().enabled()) {
                ctx.events().emit(new MassiliaEvent.StallClosed(w.owner(), w.field()));
            }
            ctx.push(BuildChoice.of(w.mover(), w.field()));
        } else {
            ctx.push(new Tax(w.owner(), w.field(), 0));
        }
    }

    @Override
    public String prompt(MassiliaState s, PlutoWindow w) {
        return Ids.player(w.owner()) + ": the consul stopped at your stall on field " + w.field() + "; play Pluto?";
    }
}
