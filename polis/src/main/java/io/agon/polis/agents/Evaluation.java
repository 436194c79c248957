package io.agon.polis.agents;

import io.agon.polis.model.PolisState;
import io.agon.polis.rules.PolisGame;

/**
 * A static evaluation of a Polis position for one seat: the score if the game ended now, plus rough values
 * for money, income, hand cards and war strength, minus half of the best opponent's value.
 */
final class Evaluation {

    private final PolisGame game;
    /** The state {@link #lotValue} adds the lot to, overwritten at every call. */
    private PolisState withLot;

    Evaluation(PolisGame game) {
        this.game = game;
    }

    double value(PolisState s, int p) {
        if (s.over) {
            var o = game.outcome(s);
            return o.isWinner(p) ? 1000 + o.score(p) : o.score(p);
        }
        double best = Double.NEGATIVE_INFINITY;
        for (int q = 0; q < s.players; q++) {
            if (q != p) {
                best = Math.max(best, own(s, q));
            }
        }
        return own(s, p) - 0.5 * best;
    }

    double own(PolisState s, int p) {
        double v = game.score(s, p);
        v += 0.2 * s.money[p];
        v += 0.9 * Long.bitCount(s.hand[p]);
        v += 1.2 * Long.bitCount(s.city[p]);
        v += game.incomeValue(s, p);
        return v;
    }

    /** What the card on auction is worth to {@code p} (in money), judged on a sampled state. */
    double lotValue(PolisState s, int p) {
        if (s.lotCard < 0) {
            return 0;
        }
        double before = own(s, p);
        PolisState c = withLot = withLot == null ? s.copy() : withLot.copyFrom(s);
        c.city[p] |= 1L << c.lotCard;
        double after = own(c, p);
        return Math.max(0, (after - before) * 2.5);
    }
}
