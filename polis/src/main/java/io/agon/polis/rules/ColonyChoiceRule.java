package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.Colour;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.cards.Colony;
import java.util.List;

/** COLONY on placement (spec 7.14): the owner may pay the price again for the top red card. */
final class ColonyChoiceRule extends PolisStep<Step.ColonyChoice> {
    private final Cards cards;

    ColonyChoiceRule(Labels labels, Cards cards) {
        super(labels);
        this.cards = cards;
    }

    @Override
    public int decider(PolisState s, Step.ColonyChoice step) {
        return step.owner();
    }

    @Override
    public void legal(PolisState s, Step.ColonyChoice step, List<Action> out) {
        out.add(Acts.USE_COLONY);
        out.add(Acts.DONE);
    }

    @Override
    void declare(Actions<PolisState, Step, Step.ColonyChoice> on) {
        on.on(PolisAction.UseColony.class, (ctx, a) -> {
            Colony.checkUse(ctx.state(), ctx.seat(), ctx.step());
            ctx.done();
            Cards.toBank(ctx.state(), ctx.seat(), ctx.step().price());
            int card = cards.drawFrom(ctx.state(), Colour.RED.ordinal(), ctx.events());
            cards.place(ctx.state(), ctx.seat(), card, ctx.step().price(), ctx.events()
                    .enabled() ? "places {card} with the Colony (paid "
                    + ctx.step().price() + ")" : "", ctx.control(), ctx.events());
        })
                .words(PolisAction.UseColony.class, (ctx, a, observer) -> "Pay " + ctx.step()
                        .price() + " for the top red card (Colony)").on(PolisAction.Done.class, (ctx, a) -> ctx.done())
                .words(PolisAction.Done.class, (ctx, a, observer) -> "Decline the Colony");
    }

    @Override
    public boolean resolve(PolisState s, Step.ColonyChoice step, Control<PolisState> flow, EventSink ev) {
        if (Colony.canUse(s, step)) {
            return false;
        }
        flow.done(s, ev);
        return true;
    }

    @Override
    public String prompt(PolisState s, Step.ColonyChoice step) {
        return "Colony: pay " + step.price() + " again for the top red card, or decline";
    }


}
