package io.agon.polis.rules;

import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import java.util.List;

/**
 * Phase 2 (spec 4.2): offering hand cards, the bidding (core's open ascending auction in the state: clockwise from
 * the seller's left, passes final, bids up to one's money, D10, D11), and Polis' settlement: a bid of 4 or more
 * buys the card; a bid of 1-3 lets the seller sell or buy back for bid + 1 paid to the high bidder (D13); no
 * bid lets the seller keep the card for 1 or box it unrevealed (D14). An auctioned card is placed, not built
 * (D12), and its on-placement effect runs for its new owner (D16).
 */
final class Auction {

    /** A bid of at least this much forces the sale (spec 4.2 step 4a). */
    static final int FORCED_SALE = 4;

    private final Cards cards;

    Auction(Cards cards) {
        this.cards = cards;
    }

    void legalOffer(PolisState s, Step.AuctionPhase a, List<Action> out) {
        long h = s.hand[s.active];
        while (h != 0) {
            int card = Long.numberOfTrailingZeros(h);
            h &= h - 1;
            out.add(Acts.OFFER[card]);
        }
        if (a.held() > 0) {
            out.add(Acts.DONE);
        }
    }

    void offer(PolisState s, int p, Step.AuctionPhase a, int card, Control<PolisState> flow, EventSink ev) {
        Refusals.requireCard(card);
        if ((s.hand[p] & (1L << card)) == 0) {
            throw Refusals.illegal("4.2", "you can only auction a card from your hand (spec 4.2 step 1)");
        }
        s.hand[p] &= ~(1L << card);
        s.lotCard = card;
        flow.replace(s, Step.AuctionPhase.of(a.held() + 1));
        s.auction.open(Catalogue.colourOf(card), p, s.players, 1, 1);
        flow.push(s, Step.Bidding.INSTANCE);
        if (ev.enabled()) {
            ev.emit(new PolisEvent.AuctionNews(PolisEvent.seat(p) + " auctions a " + Drawing.colour(
                    Catalogue.colourOf(card)) + " card"));
        }
    }

    void endAuctions(PolisState s, Step.AuctionPhase a) {
        if (a.held() <= 0) {
            throw Refusals.illegal("4.2", "you must auction at least one card (spec 4.2)");
        }
    }

    /**
     * Polis' settlement of a finished auction (spec 4.2 step 4), the hook of the core auction kit: a bid of 4 or
     * more buys the card; a lower bid lets the seller sell or buy back (D13); no bid lets the seller keep the card
     * for 1 or box it (D14). The Bidding step is on top.
     */
    void settle(PolisState s, io.agon.core.flow.Auction a, Control<PolisState> flow, EventSink ev) {
        if (!a.sold()) {
            flow.replace(s, Step.NoBidChoice.INSTANCE);
        } else if (a.price() >= FORCED_SALE) {
            flow.done(s, ev);
            sold(s, a.buyer(), a.price(), flow, ev);
        } else {
            flow.replace(s, Step.SellerChoice.of(a.buyer(), a.price()));
        }
    }

    /** The high bidder pays the seller and takes the card into his city (spec 4.2 step 4a, 4b sell). */
    private void sold(PolisState s, int buyer, int price, Control<PolisState> flow, EventSink ev) {
        int seller = s.active;
        s.money[buyer] -= price;
        s.money[seller] += price;
        int card = s.lotCard;
        s.lotCard = -1;
        cards.place(s, buyer, card, price, ev.enabled() ? "buys {card} from " + PolisEvent.seat(seller) + " for " + price : "", flow, ev);
    }

    void legalSellerChoice(PolisState s, Step.SellerChoice c, List<Action> out) {
        out.add(Acts.SELL);
        if (s.money[s.active] >= c.bid() + 1) {
            out.add(Acts.BUY_BACK);
        }
    }

    void sell(PolisState s, Step.SellerChoice c, Control<PolisState> flow, EventSink ev) {
        flow.done(s, ev);
        sold(s, c.bidder(), c.bid(), flow, ev);
    }

    void buyBack(PolisState s, int p, Step.SellerChoice c, Control<PolisState> flow, EventSink ev) {
        int price = c.bid() + 1;
        if (s.money[p] < price) {
            throw Refusals.illegal("4.2", "buying back costs " + price + ", you have " + s.money[p]
                    + " (spec 4.2 step 4b, D13)");
        }
        flow.done(s, ev);
        s.money[p] -= price;
        s.money[c.bidder()] += price;
        int card = s.lotCard;
        s.lotCard = -1;
        cards.place(s, p, card, price, ev.enabled() ? "buys back {card} for " + price + " (paid to "
                + PolisEvent.seat(c.bidder()) + ")" : "", flow, ev);
    }

    void legalNoBid(List<Action> out) {
        out.add(Acts.KEEP);
        out.add(Acts.DONE);
    }

    void keepUnsold(PolisState s, int p, Control<PolisState> flow, EventSink ev) {
        if (s.money[p] < 1) {
            throw Refusals.illegal("4.2", "keeping an unsold card costs 1 money (spec 4.2 step 4c, D14)");
        }
        flow.done(s, ev);
        Cards.toBank(s, p, 1);
        int card = s.lotCard;
        s.lotCard = -1;
        cards.place(s, p, card, 1, "keeps the unsold {card} for 1", flow, ev);
    }

    void boxUnsold(PolisState s, Control<PolisState> flow, EventSink ev) {
        flow.done(s, ev);
        int card = s.lotCard;
        s.lotCard = -1;
        s.box |= 1L << card;
        Cards.setKnown(s, card, 1 << s.active);
        if (ev.enabled()) {
            ev.emit(new PolisEvent.AuctionNews("Nobody bid: the " + Drawing.colour(Catalogue.colourOf(card))
                    + " card goes to the box unrevealed"));
        }
    }
}
