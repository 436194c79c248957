package io.agon.polis.rules;

import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.flow.AuctionRule;
import io.agon.core.flow.Flow;
import io.agon.core.flow.OpenAuction;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import io.agon.polis.rules.PolisAction.Bid;
import io.agon.polis.rules.PolisAction.Offer;
import java.util.List;

/**
 * Phase 2 (spec 4.2): the active player offers hand cards one by one; each is sold in core's open ascending
 * auction ({@link AuctionRule}: clockwise from the seller's left, passes final, bids up to one's money, D10, D11)
 * with Polis' settlement as its hook ({@link Auction#settle}: 4 or more buys, less lets the seller sell or buy
 * back, no bid lets him keep the card for 1).
 */
final class AuctionSteps {

    private AuctionSteps() {
    }

    /** Spec 4.2 step 1: offer a hand card, or stop after at least one auction. */
    static final class AuctionPhaseRule extends PolisStep<Step.AuctionPhase> {
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
        void declare(ActionHandlers.Builder<PolisState, Step.AuctionPhase> on) {
            on.on(PolisAction.Offer.class, (s, step, p, a, flow, ev) -> auction.offer(s, p, step, a.card(), flow, ev))
                    .on(PolisAction.Done.class, (s, step, p, a, flow, ev) -> {
                        auction.endAuctions(s, step);
                        flow.done(s, ev);
                    },
                    (s, step, a, observer) -> "Stop auctioning");
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

    /**
     * Spec 4.2 step 3: the bidding, by core's auction kit. Polis adds its refusal texts, the narration of each bid
     * and pass, and its settlement.
     */
    static final class BiddingRule extends PolisStep<Step.Bidding> {
        private final AuctionRule<PolisState, Step.Bidding> kit;

        BiddingRule(Labels labels, Auction auction) {
            super(labels);
            this.kit = AuctionRule.<PolisState, Step.Bidding>of(s -> s.auction)
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
        void declare(ActionHandlers.Builder<PolisState, Step.Bidding> on) {
            on.on(PolisAction.Bid.class, (s, step, p, a, flow, ev) -> {
                OpenAuction au = s.auction;
                int amount = a.amount();
                if (amount < au.minimumBid()) {
                    throw Refusals.illegal("D11", "a bid must be at least 1 and above the high bid of "
                            + au.highBid() + " (spec 4.2 step 3, D11)");
                }
                if (amount > s.money[p]) {
                    throw Refusals.illegal("D11", "Bid " + amount + " is more than your " + s.money[p]
                            + " money (spec 4.2 step 3, D11)");
                }
                if (ev.enabled()) {
                    ev.emit(new PolisEvent.AuctionNews(PolisEvent.seat(p) + " bids " + amount));
                }
                kit.apply(s, step, p, a, flow, ev);
            },
                    (s, step, a, observer) -> "Bid " + a.amount() + " on the " + Labels.colour(s.auction.lot()) + " card").on(PolisAction.Pass.class, (s, step, p, a, flow, ev) -> {
                passes(p, false, ev);
                kit.apply(s, step, p, a, flow, ev);
            });
        }

        @Override
        public boolean resolve(PolisState s, Step.Bidding step, Control<PolisState> flow, EventSink ev) {
            OpenAuction a = s.auction;
            if (!a.isOver() && !a.canBid(s.money[a.bidder()])) {
                passes(a.bidder(), true, ev);
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
            OpenAuction a = s.auction;
            List<Integer> in = new java.util.ArrayList<>();
            for (int p = 0; p < s.players; p++) {
                if (p != a.seller() && a.isIn(p)) {
                    in.add(p);
                }
            }
            return new PolisView.Lot(a.seller(), colour, card, "bidding", a.highBidder() >= 0 ? a.highBid() : 0,
                    a.highBidder(), a.bidder(), a.minimumBid(), in);
        }

        @Override
        String highBidNote(PolisState s, Step.Bidding step) {
            OpenAuction a = s.auction;
            return a.highBidder() >= 0 ? ", high bid " + a.highBid() + " by P" + (a.highBidder() + 1) : "";
        }

        @Override
        public String prompt(PolisState s, Step.Bidding step) {
            OpenAuction a = s.auction;
            return "Auction of " + Labels.seat(a.seller()) + "'s " + Labels.colour(a.lot()) + " card: bid at least "
                    + a.minimumBid() + " or pass" + (a.highBidder() >= 0 ? " (high bid " + a.highBid() + " by "
                    + Labels.seat(a.highBidder()) + ")" : "");
        }

    }

    /** Spec 4.2 step 4b (D13): a high bid of 1-3; the seller sells, or buys back for bid + 1. */
    static final class SellerChoiceRule extends PolisStep<Step.SellerChoice> {
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
        void declare(ActionHandlers.Builder<PolisState, Step.SellerChoice> on) {
            on.on(PolisAction.Sell.class, (s, step, p, a, flow, ev) -> auction.sell(s, step, flow, ev),
                    (s, step, a, observer) -> "Sell to " + Labels.seat(step.bidder()) + " for " + step.bid())
                    .on(PolisAction.BuyBack.class, (s, step, p, a, flow, ev) -> auction.buyBack(s, p, step, flow, ev),
                    (s, step, a, observer) -> "Buy back for " + (step.bid() + 1) + " (paid to "
                            + Labels.seat(step.bidder()) + ")");
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

    /** Spec 4.2 step 4c (D14): nobody bid; the seller keeps the card for 1, or it goes to the box. */
    static final class NoBidChoiceRule extends PolisStep<Step.NoBidChoice> {
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
}
