package io.agon.examples.auctionhouse.rules;

import io.agon.core.EventSink;
import io.agon.core.flow.Auction;
import io.agon.core.flow.AuctionKind;
import io.agon.core.flow.AuctionRule;
import io.agon.core.flow.Control;
import io.agon.examples.auctionhouse.model.Cards;
import io.agon.examples.auctionhouse.model.HouseState;
import io.agon.examples.auctionhouse.model.Step.Selling;

/**
 * Rules 3.2 and 3.3: the lot is sold by the auction its card names (the core kit runs every kind), and this game
 * settles it: the buyer pays the seller, or the bank when he is the seller; an unsold lot stays with its seller
 * for nothing.
 */
public final class Sale {

    private Sale() {
    }

    // tutorial:begin house-rule
    /** Every kind of auction through one kit rule: the game gives money, its actions and the settlement. */
    public static final AuctionRule<HouseState, Selling> RULE =
            AuctionRule.of(HouseState.class, Selling.class, s -> s.auction)
                    .money((s, seat) -> s.money[seat])
                    .bids(HouseAction.Bid.class, HouseAction.Bid::amount, HouseAction::bid, HouseAction.PASS)
                    .rng(s -> s.rng)                      // draws ties of second-price sealed bids
                    .settle(Sale::settle)
                    .ruleId("3.2")
                    .build();
    // tutorial:end house-rule

    /** The Dutch start price in {@code round}. */
    public static int dutchStart(int round) {
        return 6 * round + 6;
    }

    // tutorial:begin house-open
    /** Enters the sale (3.2): the auction the lot's card names, or nothing when the round has ended. */
    public static Selling open(HouseState s) {
        if (s.lot < 0) {
            return null;
        }
        AuctionKind kind = Cards.kind(s.lot);
        Auction.Ties ties = kind == AuctionKind.SEALED_SECOND_PRICE ? Auction.Ties.DRAW
                : Auction.Ties.SELLERS_LEFT_FIRST;
        s.auction.start(kind, s.lot, s.seller, s.players, 1, kind == AuctionKind.DUTCH ? 2 : 1, dutchStart(s.round),
                ties);
        return Selling.INSTANCE;
    }
    // tutorial:end house-open

    // tutorial:begin house-settle
    /** 3.3: who pays whom, and where the card goes. */
    private static void settle(HouseState s, Auction a, Control<HouseState> flow, EventSink events) {
        int studio = Cards.studio(a.lot());
        int owner = a.sold() ? a.buyer() : a.seller();     // unsold: the seller keeps it for nothing
        if (a.sold()) {
            s.money[a.buyer()] -= a.price();
            if (a.buyer() != a.seller()) {
                s.money[a.seller()] += a.price();           // a seller who buys his own lot pays the bank
            }
            s.bought[a.buyer()] |= 1L << a.lot();         // history for agon analyze: who bought what
        }
        s.gallery[owner * Cards.STUDIOS + studio]++;
        if (events.enabled()) {
            events.emit(new HouseEvent.Sold(a.lot(), a.seller(), a.sold() ? a.buyer() : -1, a.price()));
        }
        s.lot = -1;
        flow.done(s, events);                               // the turn's last step: the phase's end hook runs
    }
    // tutorial:end house-settle
}
