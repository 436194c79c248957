package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import java.util.List;

/** Spec 4.2 step 4b (D13): a high bid of 1-3; the seller sells, or buys back for bid + 1. */
final class SellerChoiceRule extends PolisStep<Step.SellerChoice> {
    private final Auction auction;

    SellerChoiceRule(Labels labels, Auction auction) {
        super(labels);
        this.auction = auction;
    }

    @Override
    public void legal(PolisState s, Step.SellerChoice step, List<Action> out) {
        auction.legalSellerChoice(s, step, out);
    }

    @Override
    void declare(Actions<PolisState, Step, Step.SellerChoice> on) {
        on.on(PolisAction.Sell.class, (ctx, a) -> auction.sell(ctx.state(), ctx.step(), ctx.control(), ctx.events()))
                .words(PolisAction.Sell.class, (ctx, a, observer) -> "Sell to " + Labels.seat(ctx.step()
                        .bidder()) + " for " + ctx.step().bid())
                .on(PolisAction.BuyBack.class, (ctx, a) -> auction.buyBack(ctx.state(), ctx.seat(), ctx.step(),
                        ctx.control(), ctx.events()))
                .words(PolisAction.BuyBack.class, (ctx, a, observer) -> "Buy back for " + (ctx.step()
                        .bid() + 1) + " (paid to "
                        + Labels.seat(ctx.step().bidder()) + ")");
    }

    @Override
    public boolean resolve(PolisState s, Step.SellerChoice step, Control<PolisState> flow, EventSink ev) {
        if (s.money[s.active] >= step.bid() + 1) {
            return false;
        }
        auction.sell(s, step, flow, ev);
        return true;
    }

    /** The lot while the seller chooses: the high bid and its bidder. */
    @Override
    PolisView.Lot lot(PolisState s, Step.SellerChoice step, String colour, String card) {
        return new PolisView.Lot(s.active, colour, card, "seller", step.bid(), step.bidder(), -1, 0, List.of());
    }

    @Override
    String highBidNote(PolisState s, Step.SellerChoice step) {
        return ", high bid " + step.bid() + " by P" + (step.bidder() + 1);
    }

    @Override
    public String prompt(PolisState s, Step.SellerChoice step) {
        return "High bid " + step.bid() + " by " + Labels.seat(step.bidder()) + ": sell, or buy back for "
                + (step.bid() + 1);
    }

}
