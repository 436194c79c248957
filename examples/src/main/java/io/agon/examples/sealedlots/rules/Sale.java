package io.agon.examples.sealedlots.rules;

import io.agon.core.EventSink;
import io.agon.core.flow.Auction;
import io.agon.core.flow.AuctionRule;
import io.agon.core.flow.Control;
import io.agon.examples.sealedlots.model.LotsState;
import io.agon.examples.sealedlots.model.Step.Auctioning;

/**
 * Rules 2.1, the sale: the seller draws the lot and auctions it with the core auction kit. The high bidder pays
 * the seller and takes the card face up; if all pass, the seller keeps it face down.
 */
public final class Sale {

    private Sale() {
    }

    // tutorial:begin sale
    /** The auction of the lot: the core kit does the bidding, this game only settles. */
    public static final AuctionRule<LotsState, Auctioning> RULE =
            AuctionRule.of(LotsState.class, Auctioning.class, s -> s.auction)
                    .money((s, seat) -> s.money[seat])
                    .bids(LotsAction.Bid.class, LotsAction.Bid::amount, LotsAction::bid, LotsAction.PASS)
                    .settle(Sale::settle)
                    .ruleId("2.1")
                    .build();

    /**
     * Enters the sale: the seller draws the lot (chance from the state's generator) and opens an open ascending
     * auction (first bid at least 1, raises of at least 1). The card stays secret in {@code s.lot}; the auction
     * only sells "lot 0", the card on the table.
     */
    public static Auctioning open(LotsState s) {
        s.lot = s.deck.draw();
        s.auction.open(0, s.seller, s.players, 1, 1);
        return Auctioning.INSTANCE;
    }

    private static void settle(LotsState s, Auction au, Control<LotsState> flow, EventSink events) {
        int seller = au.seller();
        if (!au.sold()) {
            s.hidden[seller] |= 1 << s.lot;
            if (events.enabled()) {
                events.emit(new Sold(seller, -1, -1, 0));
            }
        } else {
            int buyer = au.buyer();
            s.money[buyer] -= au.price();
            s.money[seller] += au.price();
            s.open[buyer] |= 1 << s.lot;
            if (events.enabled()) {
                events.emit(new Sold(seller, buyer, s.lot, au.price()));
            }
        }
        s.lot = -1;
        flow.done(s, events);    // the phase goes on: AfterSale
    }
    // tutorial:end sale
}
