package io.agon.massilia.agents;

import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;

/**
 * What a search uses to value a Massilia position ({@code mcts:eval=heuristic}): the final score each seat can
 * expect, as a linear function of a few {@link #features} of the position, with one set of weights per round
 * ({@link #WEIGHTS}). Unlike {@link HeuristicAgent#evaluate}, made to compare one player's options at one moment,
 * an outlook compares positions at different moments of a round: it knows that a player who passes gives up the
 * dice they could still use, and that a sesterce buys more in round 2 than at the end.
 */
final class Outlook {

    /** Number of features (the first is the score so far, with weight 1; the last is the constant 1). */
    static final int FEATURES = 8;

    /** Feature names, in order (for the fitting report). */
    static final String[] NAMES = {"score so far", "sesterces", "cube prestige", "cubes",
        "god cards", "dice", "building money", "1"};

    private Outlook() {
    }

    /**
     * The features of seat {@code p} into {@code f}: the score so far (prestige plus stall points minus the
     * penalty deduction, which before the last round is charged lightly, see {@link #deduction}:
     * these count in full, their weight is 1 and not fitted); sesterces; the
     * prestige its cubes would bring if sold now (marker values) and the number of cubes, both discounted by how
     * far the nearest customer of their colour stands; god cards in hand; the dice it can still use this round (its
     * personal supply plus its share of the dice anyone may take; 0 once it has passed); sesterces up to the
     * building cost while it has a stall tile in reserve; 1.
     */
    static void features(MassiliaData data, MassiliaState s, int p, double share, double[] f) {
        f[0] = s.prestige[p] + data.stallPoints(s.stalls(p, data.stallsPerPlayer)) - deduction(data, s, p);
        f[1] = s.money[p];
        double cubePrestige = 0;
        double cubes = 0;
        for (int field = 0; field < 24; field++) {
            if (s.stallOwner[field] == p) {
                for (int g = 0; g < Ids.GOODS; g++) {
                    int n = s.cubes(field, g);
                    if (n > 0) {
                        int dist = g < Ids.TRADE_GOODS ? ring(s.person[g], field)
                                : Math.min(ring(s.person[0], field),
                                        Math.min(ring(s.person[1], field), ring(s.person[2], field)));
                        double near = dist <= 6 ? 1.0 : dist <= 12 ? 0.7 : 0.5;
                        cubes += n * near;
                        if (g < Ids.TRADE_GOODS) {
                            cubePrestige += n * near * s.marker[g];
                        }
                    }
                }
            }
        }
        if (s.steps.peek() instanceof Step.Place pl && pl.player() == p) { // bought, not yet placed
            cubes += 0.7 * (pl.kindLeft() + pl.beigeLeft());
            cubePrestige += 0.7 * pl.kindLeft() * s.marker[pl.kind()];
        }
        f[2] = cubePrestige;
        f[3] = cubes;
        f[4] = s.handSize[p];
        double dice = 0;
        if (!s.passed(p)) {
            dice = share;
            for (int d = 0; d < Ids.DIE_CODES; d++) {
                dice += s.supplyDice[p * Ids.DIE_CODES + d];
            }
        }
        f[5] = dice;
        f[6] = s.reserve[p] > 0 ? Math.min(s.money[p], data.buildCost) : 0;
        f[7] = 1;
    }

    /**
     * The price unit of penalty stones before the last round, in points: a seat with n stones is charged
     * {@code STONE * (n + 1)}, at most the table's 15 (none for no stone). Far less than the table's 1.5 a stone (3 for every second one): measured, a
     * search that charged 1.5 bent too few dice and expected too few bends from its opponent (the heuristic bends
     * a die whenever its use gains more than the stone adds to the table's deduction, 0 or 3 points, plus 0.5).
     * Against the heuristic, on the same 400 deals: 71.8% of games won with 1.5 a stone, 80.5% with 1.0, 84.0% with
     * 0.5, 53.3% with stones free until the last round ({@code docs/lab/agents-log.md}, 2026-11-25, "fourth try").
     */
    static final double STONE = 0.5;

    /**
     * The penalty deduction of seat {@code p}: exact in the last round (spec 7.3); before it, {@code STONE * (n + 1)}
     * for n stones (0 for none), 15 at most (a price set by measurement, not by the table).
     */
    static double deduction(MassiliaData data, MassiliaState s, int p) {
        int stones = s.stones[p];
        if (s.round >= data.rounds || stones == 0) {
            return data.deduction(stones);
        }
        return Math.min(data.deduction(Integer.MAX_VALUE), STONE + STONE * stones);
    }

    /** Dice anyone still active may take this round, divided by the number of seats still active. */
    static double share(MassiliaState s) {
        boolean rolling = false; // Phase II: the dice behind the screens are still to be rolled
        for (int i = 0; i < s.steps.size(); i++) {
            if (s.steps.peek(i) instanceof Step.RollPhase || s.steps.peek(i) instanceof Step.Keep) {
                rolling = true;
                break;
            }
        }
        int pool = 0;
        for (int d = 0; d < Ids.DIE_CODES; d++) {
            pool += s.temple[d] + s.rolled[d];
        }
        if (rolling) {
            for (int i = 0; i < s.players * Ids.DIE_COLOURS; i++) {
                pool += s.screen[i];
            }
        }
        int active = 0;
        for (int p = 0; p < s.players; p++) {
            if (!s.passed(p)) {
                active++;
            }
        }
        return (double) pool / Math.max(1, active);
    }

    /** The outlook of every seat of {@code s} into {@code out}; {@code f} is scratch of {@link #FEATURES}. */
    static void values(MassiliaData data, MassiliaState s, double[] f, double[] out) {
        if (s.over) {
            for (int p = 0; p < s.players; p++) {
                out[p] = s.prestige[p] + data.stallPoints(s.stalls(p, data.stallsPerPlayer))
                        + s.money[p] / data.sestercesPerPrestige - data.deduction(s.stones[p]);
            }
            return;
        }
        double[] w = WEIGHTS[Math.max(0, Math.min(WEIGHTS.length - 1, s.round - 1))];
        double share = share(s);
        for (int p = 0; p < s.players; p++) {
            features(data, s, p, share, f);
            double v = f[0];
            for (int i = 1; i < FEATURES; i++) {
                v += w[i] * f[i];
            }
            out[p] = v;
        }
    }

    /** Weights by round (index 0 = round 1), in the order of {@link #NAMES}. */
    /**
     * Weights by round (index 0 = round 1), in the order of {@link #NAMES}, set by hand from what each thing can
     * still buy in the rounds left ({@code r} = rounds after this one):
     * <ul>
     *   <li>a sesterce: 1/3 point at the end, {@code 0.03} more per round left (it can still buy prestige or goods);
     *   <li>a cube: sold with chance {@code min(0.8, 0.2 * (r + 1))}, for its marker's prestige and two sesterces;
     *   <li>a god card: 1 point while a round is left, 0.2 in the last round;
     *   <li>a die still to use this round: 0.5;
     *   <li>a sesterce towards the next stall (up to the building cost, while a tile is in reserve): {@code 0.5 * r / 6}.
     * </ul>
     * Weights fitted by least squares to heuristic games ({@code OutlookFitManual}) read causes into correlations
     * (players who took penalty stones or kept money early were those who did well) and made the search worse;
     * the fitted numbers served as a check of the order of magnitude.
     */
    static final double[][] WEIGHTS = new double[7][];

    static {
        for (int round = 1; round <= 7; round++) {
            int r = 7 - round;
            double sesterce = 1.0 / 3 + 0.03 * r;
            double sold = Math.min(0.8, 0.2 * (r + 1));
            WEIGHTS[round - 1] = new double[] {1, sesterce, sold, sold * 2 * sesterce, r >= 1 ? 1.0 : 0.2, 0.5,
                0.5 * r / 6.0, 0};
        }
    }

    private static int ring(int a, int b) {
        int d = Math.abs(a - b) % 24;
        return Math.min(d, 24 - d);
    }

    /** True for the four final actions of a die use (spec 5.1-5.4). */
    static boolean isFinal(io.agon.core.Action a) {
        return a instanceof io.agon.massilia.rules.MassiliaAction.BuyGoods
                || a instanceof io.agon.massilia.rules.MassiliaAction.MovePerson
                || a instanceof io.agon.massilia.rules.MassiliaAction.BuyPrestige
                || a instanceof io.agon.massilia.rules.MassiliaAction.Sacrifice;
    }

    /**
     * The state after the final action of {@code s}'s open declaration with the best outlook for {@code me}, or
     * null when none is listed; {@code finals}, {@code features} and {@code completion} are the caller's scratch, and
     * so are the two states of {@code pair} (null at first), into which the candidates are copied: the result is one
     * of them, valid until the next call.
     */
    static MassiliaState bestCompletion(io.agon.massilia.rules.MassiliaGame game, MassiliaState s, int me,
                                        java.util.List<io.agon.core.Action> finals, double[] features,
                                        double[] completion, MassiliaState[] pair) {
        finals.clear();
        game.legalActions(s, finals);
        MassiliaState best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        int free = 0; // the slot of pair the next candidate is copied into: never the best so far
        for (io.agon.core.Action a : finals) {
            if (isFinal(a)) {
                MassiliaState t = pair[free] = pair[free] == null ? s.copy() : pair[free].copyFrom(s);
                game.apply(t, me, a, io.agon.core.EventSink.NONE);
                values(game.data(), t, features, completion);
                if (completion[me] > bestValue) {
                    bestValue = completion[me];
                    best = t;
                    free = 1 - free;
                }
            }
        }
        return best;
    }
}
