package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Offer;
import java.util.List;

/** Spec 4.2 step 1: offer a hand card, or stop after at least one auction. */
final class AuctionPhaseRule extends PolisStep<Step.AuctionPhase> {
    private final Auction auction;

    AuctionPhaseRule(Labels labels, Auction auction) {
        super(labels);
        this.auction = auction;
    }

    @Override
    public void legal(PolisState s, Step.AuctionPhase step, List<Action> out) {
        auction.legalOffer(s, step, out);
    }

    @Override
    void declare(Actions<PolisState, Step, Step.AuctionPhase> on) {
        on.on(PolisAction.Offer.class, (ctx, a) -> auction.offer(ctx.state(), ctx.seat(), ctx.step(), a.card(),
                ctx.control(), ctx.events()))
                .on(PolisAction.Done.class, (ctx, a) -> {
                    auction.endAuctions(ctx.state(), ctx.step());
                    ctx.done();
                })
                .words(PolisAction.Done.class, (ctx, a, observer) -> "Stop auctioning");
    }

    @Override
    public boolean resolve(PolisState s, Step.AuctionPhase step, Control<PolisState> flow, EventSink ev) {
        if (s.hand[s.active] != 0) {
            return false;
        }
        flow.done(s, ev);
        return true;
    }

    @Override
    public String prompt(PolisState s, Step.AuctionPhase step) {
        return step.held() == 0 ? "Phase 2: choose a card to auction" : "Phase 2: auction another card, or stop";
    }

}
