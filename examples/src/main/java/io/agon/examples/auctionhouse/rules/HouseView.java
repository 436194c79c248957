package io.agon.examples.auctionhouse.rules;

import io.agon.core.View;
import io.agon.examples.auctionhouse.model.Cards;
import java.util.List;

/**
 * What one player sees of Auction House: everything except the deck, the other hands' cards and the other seats'
 * sealed bids before the reveal (only whether they have sealed). Immutable values, so views have value equality.
 *
 * @param observer   the seat
 * @param round      the round (1..3)
 * @param money      everyone's money
 * @param hand       the observer's hand (card ids)
 * @param handCounts everyone's number of cards in hand
 * @param deckSize   cards left in the deck
 * @param played     cards of each studio played this round
 * @param values     each studio's value so far
 * @param galleries  cards bought this round, per seat and studio ({@code seat * 4 + studio})
 * @param seller     the seller
 * @param lot        the card on sale, or -1
 * @param kind       the auction's kind name, or "" when none runs
 * @param price      the high bid, the current or named price (0 when none)
 * @param leader     the high bidder, or -1
 * @param sealed     per seat: whether it has sealed a bid in a sealed auction now running
 * @param myBid      the observer's own sealed bid, or -1
 */
public record HouseView(int observer, int round, List<Integer> money, List<Integer> hand, List<Integer> handCounts,
                        int deckSize, List<Integer> played, List<Integer> values, List<Integer> galleries,
                        int seller, int lot, String kind, int price, int leader, List<Boolean> sealed, int myBid)
        implements View {

    @Override
    public String render() {
        StringBuilder b = new StringBuilder("Round ").append(round).append(", deck ").append(deckSize).append('\n');
        for (int s = 0; s < Cards.STUDIOS; s++) {
            b.append(String.format("  %-6s played %d, value %d%n", Cards.STUDIO_NAMES[s], played.get(s),
                    values.get(s)));
        }
        for (int p = 0; p < money.size(); p++) {
            b.append("P").append(p + 1).append(p == observer ? " (you)" : "").append(p == seller ? " sells" : "")
                    .append(": money ").append(money.get(p)).append(", ").append(handCounts.get(p))
                    .append(" in hand, bought");
            for (int s = 0; s < Cards.STUDIOS; s++) {
                int n = galleries.get(p * Cards.STUDIOS + s);
                if (n > 0) {
                    b.append(' ').append(n).append(' ').append(Cards.STUDIO_NAMES[s]);
                }
            }
            b.append('\n');
        }
        b.append("Your hand:");
        for (int c : hand) {
            b.append(" [").append(Cards.name(c)).append(']');
        }
        if (lot >= 0) {
            b.append("\nOn sale: ").append(Cards.name(lot)).append(price > 0 ? ", price " + price : "")
                    .append(leader >= 0 ? " by P" + (leader + 1) : "");
            if (myBid >= 0) {
                b.append(", your sealed bid ").append(myBid);
            }
        }
        return b.toString();
    }
}
