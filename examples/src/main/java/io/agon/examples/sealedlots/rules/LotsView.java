package io.agon.examples.sealedlots.rules;

import io.agon.core.View;
import io.agon.core.Words;
import java.util.List;

/**
 * What one player sees of Sealed Lots: everything except the deck's order, other players' face-down cards and
 * a lot he does not sell. Immutable values (lists, not arrays), so views have value equality.
 *
 * @param observer     the seat
 * @param money        everyone's money
 * @param deckSize     cards left in the deck
 * @param lot          the lot's value if the observer is its seller, else -1
 * @param open         each player's face-up cards, by value
 * @param hidden       the observer's own face-down cards, by value
 * @param hiddenCounts face-down card counts per player
 * @param peeked       the card the observer peeked at this turn, or -1
 * @param highBid      the current high bid (0 when none)
 */
// tutorial:begin view
public record LotsView(int observer, List<Integer> money, int deckSize, int lot, List<List<Integer>> open,
                       List<Integer> hidden, List<Integer> hiddenCounts, int peeked, int highBid) implements View {
    @Override
    public String render() {
        StringBuilder b = new StringBuilder();
        for (int p = 0; p < money.size(); p++) {
            b.append("P").append(p + 1).append(p == observer ? " (you)" : "").append(": money ")
                    .append(money.get(p)).append(", cards ").append(cards(open.get(p)))
                    .append(p == observer ? " + face down " + cards(hidden)
                            : " + " + hiddenCounts.get(p) + " face down").append('\n');
        }
        b.append("deck ").append(Words.count(deckSize, "card"));
        if (lot >= 0) {
            b.append(", you sell ").append(Words.a(String.valueOf(lot)));
        }
        if (highBid > 0) {
            b.append(", high bid ").append(highBid);
        }
        if (peeked >= 0) {
            b.append(", next card ").append(peeked);
        }
        return b.toString();
    }

    private static String cards(List<Integer> values) {
        StringBuilder b = new StringBuilder("[");
        for (int v : values) {
            b.append(b.length() > 1 ? " " : "").append(v);
        }
        return b.append(']').toString();
    }
}
// tutorial:end view
