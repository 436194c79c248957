package io.agon.polis.rules;

import io.agon.core.flow.ActionHandlers;
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
    void declare(ActionHandlers.Builder<PolisState, Step.NoBidChoice> on) {
        on.on(PolisAction.KeepUnsold.class, (s, step, p, a, flow, ev) -> auction.keepUnsold(s, p, flow, ev))
                .on(PolisAction.Done.class, (s, step, p, a, flow, ev) -> auction.boxUnsold(s, flow, ev),
                (s, step, a, observer) -> "Let the card go to the box");
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
