package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import java.util.List;

/** Spec 4.2 step 4c (D14): nobody bid; the seller keeps the card for 1, or it goes to the box. */
final class NoBidChoiceRule extends PolisStep<Step.NoBidChoice> {
    private final Auction auction;

    NoBidChoiceRule(Labels labels, Auction auction) {
        super(labels);
        this.auction = auction;
    }

    @Override
    public void legal(PolisState s, Step.NoBidChoice step, List<Action> out) {
        auction.legalNoBid(out);
    }

    @Override
    void declare(Actions<PolisState, Step, Step.NoBidChoice> on) {
        on.on(PolisAction.KeepUnsold.class, (ctx, a) -> auction.keepUnsold(ctx.state(), ctx.seat(), ctx.control(),
                ctx.events()))
                .on(PolisAction.Done.class, (ctx, a) -> auction.boxUnsold(ctx.state(), ctx.control(), ctx.events()))
                .words(PolisAction.Done.class, (ctx, a, observer) -> "Let the card go to the box");
    }

    @Override
    public boolean resolve(PolisState s, Step.NoBidChoice step, Control<PolisState> flow, EventSink ev) {
        if (s.money[s.active] >= 1) {
            return false;
        }
        auction.boxUnsold(s, flow, ev);
        return true;
    }

    /** The lot nobody bid on. */
    @Override
    PolisView.Lot lot(PolisState s, Step.NoBidChoice step, String colour, String card) {
        return lot(s, colour, card, "unsold");
    }

    @Override
    public String prompt(PolisState s, Step.NoBidChoice step) {
        return "Nobody bid: keep the card for 1 money, or let it go to the box";
    }

}
