package io.agon.polis.rules;

import io.agon.core.Outcome;
import io.agon.polis.model.PolisState;

/**
 * Final scoring (spec 6.1, D43-D45): point tokens + card VP + floor(money / 10) + culture x history pile; the
 * tie-break is the number of face-up city cards, then a shared win (D42).
 */
final class Scoring {

    private final Symbols sym;

    Scoring(Symbols sym) {
        this.sym = sym;
    }

    /** The score of each part for seat {@code p}: tokens, card VP, money VP, culture, history, total. */
    int[] parts(PolisState s, int p) {
        int tokens = s.points[p];
        int cards = sym.cardVp(s, p);
        int money = s.money[p] / 10;
        int culture = sym.culture(s, p);
        int history = Long.bitCount(s.history[p]);
        return new int[] {tokens, cards, money, culture, history, tokens + cards + money + culture * history};
    }

    int score(PolisState s, int p) {
        return parts(s, p)[5];
    }

    /** The outcome; its summary is written only when asked for (a search's rollouts never ask). */
    Outcome outcome(PolisState s) {
        int[] scores = new int[s.players];
        int[] cities = new int[s.players];
        int[][] parts = new int[s.players][];
        for (int p = 0; p < s.players; p++) {
            parts[p] = parts(s, p);
            scores[p] = parts[p][5];
            cities[p] = Long.bitCount(s.city[p]);
        }
        return Outcome.ranked(scores, () -> summary(parts, cities), cities);
    }

    String summary(PolisState s) {
        return outcome(s).summary();
    }

    private static String summary(int[][] parts, int[] cities) {
        StringBuilder b = new StringBuilder();
        for (int p = 0; p < parts.length; p++) {
            int[] x = parts[p];
            if (p > 0) {
                b.append("; ");
            }
            b.append(PolisEvent.seat(p)).append(' ').append(x[5]).append(" VP (tokens ").append(x[0])
                    .append(", cards ").append(x[1]).append(", money ").append(x[2]).append(", culture ")
                    .append(x[3]).append(" x history ").append(x[4]).append(", city ")
                    .append(cities[p]).append(" cards)");
        }
        return b.toString();
    }
}
