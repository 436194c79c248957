package io.agon.polis.rules;

import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.flow.AuctionRule;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Bid;
import java.util.List;

/**
 * Spec 4.2 step 3: the bidding, by core's auction kit. Polis adds its refusal texts, the narration of each bid
 * and pass, and its settlement.
 */
final class BiddingRule extends PolisStep<Step.Bidding> {
    private final AuctionRule<PolisState, Step.Bidding> kit;

    BiddingRule(Labels labels, Auction auction) {
        super(labels);
        this.kit = AuctionRule.of(PolisState.class, Step.Bidding.class, s -> s.auction)
                .money((s, seat) -> s.money[seat])
                .bids(Bid.class, Bid::amount, Acts::bid, Acts.PASS)
                .settle((s, a, flow, ev) -> auction.settle(s, a, flow, ev))
                .autoPass(true)
                .ruleId("4.2")
                .build();
    }

    @Override
    public int decider(PolisState s, Step.Bidding step) {
        return kit.decider(s, step);
    }

    @Override
    public void legal(PolisState s, Step.Bidding step, List<Action> out) {
        kit.legal(s, step, out);
    }

    /** The auction kit's draw: uniform over the listed bids and pass, without listing them. */
    @Override
    public Action randomAction(PolisState s, Step.Bidding step, io.agon.core.Rng rng, List<Action> scratch) {
        return kit.randomAction(s, step, rng, scratch);
    }

    @Override
    void declare(Actions<PolisState, Step, Step.Bidding> on) {
        on.on(PolisAction.Bid.class, (ctx, a) -> {
            io.agon.core.flow.Auction au = ctx.state().auction;
            int amount = a.amount();
            if (amount < au.minimumBid()) {
                throw Refusals.illegal("D11", "a bid must be at least 1 and above the high bid of "
                        + au.price() + " (spec 4.2 step 3, D11)");
            }
            if (amount > ctx.state().money[ctx.seat()]) {
                throw Refusals.illegal("D11", "Bid " + amount + " is more than your " + ctx.state().money[ctx.seat()]
                        + " money (spec 4.2 step 3, D11)");
            }
            if (ctx.events().enabled()) {
                ctx.events().emit(new PolisEvent.AuctionNews(PolisEvent.seat(ctx.seat()) + " bids " + amount));
            }
            kit.bid(ctx.state(), ctx.step(), ctx.seat(), amount, ctx.control(), ctx.events());
        })
                .words(PolisAction.Bid.class, (ctx, a,
                        observer) -> "Bid " + a.amount() + " on the " + Labels.colour(ctx.state()
                        .auction.lot()) + " card")
                .on(PolisAction.Pass.class, (ctx, a) -> {
                    passes(ctx.seat(), false, ctx.events());
                    kit.pass(ctx.state(), ctx.step(), ctx.seat(), ctx.control(), ctx.events());
                });
    }

    @Override
    public boolean resolve(PolisState s, Step.Bidding step, Control<PolisState> flow, EventSink ev) {
        io.agon.core.flow.Auction a = s.auction;
        if (!a.isOver() && s.money[a.decider()] < a.minimumBid()) {
            passes(a.decider(), true, ev);
        }
        return kit.resolve(s, step, flow, ev);
    }

    private static void passes(int p, boolean forced, EventSink ev) {
        if (ev.enabled()) {
            ev.emit(new PolisEvent.AuctionNews(PolisEvent.seat(p) + " passes"
                    + (forced ? " (cannot bid more)" : "")));
        }
    }

    /** The lot while bidding: the high bid, who bids now, the minimum bid, who is still in. */
    @Override
    PolisView.Lot lot(PolisState s, Step.Bidding step, String colour, String card) {
        io.agon.core.flow.Auction a = s.auction;
        List<Integer> in = new java.util.ArrayList<>();
        for (int p = 0; p < s.players; p++) {
            if ((a.passed() & (1 << p)) == 0) {
                in.add(p);
            }
        }
        return new PolisView.Lot(a.seller(), colour, card, "bidding", a.leader() >= 0 ? a.price() : 0,
                a.leader(), a.decider(), a.minimumBid(), in);
    }

    @Override
    String highBidNote(PolisState s, Step.Bidding step) {
        io.agon.core.flow.Auction a = s.auction;
        return a.leader() >= 0 ? ", high bid " + a.price() + " by P" + (a.leader() + 1) : "";
    }

    @Override
    public String prompt(PolisState s, Step.Bidding step) {
        io.agon.core.flow.Auction a = s.auction;
        return "Auction of " + Labels.seat(a.seller()) + "'s " + Labels.colour(a.lot()) + " card: bid at least "
                + a.minimumBid() + " or pass" + (a.leader() >= 0 ? " (high bid " + a.price() + " by "
                + Labels.seat(a.leader()) + ")" : "");
    }

}
