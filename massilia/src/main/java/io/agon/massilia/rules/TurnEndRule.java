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
import io.agon.massilia.model.Step.TurnEnd;
import io.agon.massilia.rules.MassiliaAction.PlayVesta;
import java.util.List;

/** After the die use (D31): {@link Vesta} may still be played, then the turn ends; asked only when it could be. */
final class TurnEndRule extends MassiliaRule<TurnEnd> {

    TurnEndRule(MassiliaData data) {
        super(data);
    }

    @Override
    public int decider(MassiliaState s, TurnEnd t) {
        return t.player();
    }

    @Override
    public int turnOwner(MassiliaState s, TurnEnd t) {
        return t.player();
    }

    @Override
    public void legal(MassiliaState s, TurnEnd t, List<Action> out) {
        Vesta.legal(data, s, t.player(), out);
        out.add(Acts.END_TURN);
    }

    @Override
    void declare(Actions<MassiliaState, Step, TurnEnd> on) {
        on.on(MassiliaAction.PlayVesta.class, this::onPlayVesta)
                .on(MassiliaAction.EndTurn.class, this::onEndTurn)
                .otherwise((ctx, a) -> new IllegalActionException("D31",
                        "your die use is done: play Vesta or end the turn"
                    + " (D31)"));
    }

    private void onPlayVesta(StepContext<MassiliaState, Step, TurnEnd> ctx, MassiliaAction.PlayVesta a) {
        int n = a.stones();
        Vesta.check(data, ctx.state(), ctx.step().player(), n);
        Vesta.play(ctx.state(), ctx.step().player(), n, ctx.events());
        ctx.done();
    }

    private void onEndTurn(StepContext<MassiliaState, Step, TurnEnd> ctx, MassiliaAction.EndTurn a) {

        ctx.done();
    }

    @Override
    public boolean resolve(MassiliaState s, TurnEnd t, Control<MassiliaState> flow, EventSink events) {
        if (Vesta.mayStillPlay(s, t.player())) {
            return false;
        }
        flow.done(s, events);
        return true;
    }

    @Override
    public String prompt(MassiliaState s, TurnEnd t) {
        return Ids.player(t.player()) + ": end your turn (Vesta, if held, may still return stones)";
    }
}
