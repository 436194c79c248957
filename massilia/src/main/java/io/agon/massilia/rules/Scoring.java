package io.agon.massilia.rules;

import io.agon.core.Outcome;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;

/** Final scoring (spec 7): stalls 0/0/4/9/16/25, 1 per 3 sesterces, penalty deductions, and the tie-breaks. */
public final class Scoring {

    private Scoring() {
    }

    /** Final prestige of {@code seat} (may be negative, D34). */
    public static int finalScore(MassiliaData data, MassiliaState s, int seat) {
        return s.prestige[seat] + data.stallPoints(s.stalls(seat, data.stallsPerPlayer))
                + s.money[seat] / data.sestercesPerPrestige - data.deduction(s.stones[seat]);
    }

    /** Ranked outcome: score, then more stalls, more sesterces, fewer stones; still tied = shared (7, D36). */
    public static Outcome outcome(MassiliaData data, MassiliaState s) {
        int n = s.players;
        int[] scores = new int[n];
        int[] stalls = new int[n];
        int[] money = new int[n];
        int[] fewerStones = new int[n];
        for (int p = 0; p < n; p++) {
            scores[p] = finalScore(data, s, p);
            stalls[p] = s.stalls(p, data.stallsPerPlayer);
            money[p] = s.money[p];
            fewerStones[p] = -s.stones[p];
        }
        int[] prestige = java.util.Arrays.copyOf(s.prestige, n);
        // the summary is written only when asked for (a search's rollouts never ask), from this moment's figures
        return Outcome.ranked(scores, () -> summary(data, scores, prestige, stalls, money, fewerStones), stalls,
                money, fewerStones);
    }

    /** "P1 44 = prestige 40 + 3 stalls 9 + 14 sesterces 4 - 7 penalty stones 9; ..." (each count, then its points). */
    public static String summary(MassiliaData data, MassiliaState s) {
        return outcome(data, s).summary();
    }

    private static String summary(MassiliaData data, int[] scores, int[] prestige, int[] stalls, int[] money,
                                  int[] fewerStones) {
        StringBuilder b = new StringBuilder();
        for (int p = 0; p < scores.length; p++) {
            int st = stalls[p];
            int stones = -fewerStones[p];
            b.append(p > 0 ? "; " : "").append(Ids.player(p)).append(' ').append(scores[p])
                    .append(" = prestige ").append(prestige[p])
                    .append(" + ").append(data.stallPoints(st)).append(" for ").append(st)
                    .append(st == 1 ? " stall" : " stalls")
                    .append(" + ").append(money[p] / data.sestercesPerPrestige).append(" for ")
                    .append(Ids.sesterces(money[p]))
                    .append(" - ").append(data.deduction(stones)).append(" for ").append(stones)
                    .append(stones == 1 ? " penalty stone" : " penalty stones");
        }
        return b.toString();
    }
}
