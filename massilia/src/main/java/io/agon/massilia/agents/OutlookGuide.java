package io.agon.massilia.agents;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.agent.Agent;
import io.agon.core.agent.Evaluator;
import io.agon.core.agent.InformationSet;
import io.agon.core.agent.MoveFilter;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction;
import io.agon.massilia.rules.MassiliaGame;
import java.util.ArrayList;
import java.util.List;

/**
 * Agent kind {@code outlook}: what a search needs to play Massilia, as an {@link Evaluator} ({@code eval=outlook})
 * and a {@link MoveFilter} ({@code prune=outlook}). EXPERIMENTAL knobs read from system properties.
 */
public final class OutlookGuide implements Agent, Evaluator, MoveFilter {

    static final double DIE = Double.parseDouble(System.getProperty("agon.o.die", "0.5"));
    static final double SAVE = Double.parseDouble(System.getProperty("agon.o.save", "0.5"));
    static final double SCALE = Double.parseDouble(System.getProperty("agon.o.scale", "4"));
    static final int KEEP = Integer.parseInt(System.getProperty("agon.o.keep", "4"));
    static final boolean CONSUL = Boolean.parseBoolean(System.getProperty("agon.o.consul", "true"));
    static final double STONE = Double.parseDouble(System.getProperty("agon.o.stone", "1.5"));
    static final int TURNKEEP = Integer.parseInt(System.getProperty("agon.o.turnkeep", "0"));
    static final boolean BENDS = Boolean.parseBoolean(System.getProperty("agon.o.bends", "false"));

    static final double[][] WEIGHTS = Outlook.weights(DIE, SAVE);

    private final Rng rng;
    private final double[] scores = new double[4];
    private final double[] features = new double[Outlook.FEATURES];
    private final double[] completion = new double[4];
    private final List<Action> finals = new ArrayList<>();
    private final double[] ranked = new double[64];
    private final double[] rank = new double[4];

    /** A guide seeded with {@code seed} (its own choices sample with it). */
    public OutlookGuide(long seed) {
        this.rng = new Rng(seed);
    }

    @Override
    public String name() {
        return "outlook";
    }

    @Override
    @SuppressWarnings("unchecked")
    public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
        List<Action> legal = info.legalActions();
        if (legal.size() == 1) {
            return legal.get(0);
        }
        S state = info.sample(rng);
        int me = info.player();
        Action best = legal.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        double[] out = new double[game.info().maxPlayers()];
        for (Action a : legal) {
            S t = state.copy();
            game.apply(t, me, a, EventSink.NONE);
            values(game, t, out);
            double v = out[me];
            if (v > bestValue) {
                bestValue = v;
                best = a;
            }
        }
        return best;
    }

    @Override
    public <S extends GameState<S>> void values(Game<S> game, S state, double[] out) {
        MassiliaGame mg = (MassiliaGame) game;
        MassiliaData data = mg.data();
        MassiliaState s = (MassiliaState) state;
        int onTurn = game.currentPlayer(state);
        if (s.steps.peek() instanceof Step.Declare d && onTurn == d.player()) {
            MassiliaState done = bestCompletion(mg, s, onTurn);
            if (done != null) {
                Outlook.values(data, done, features, scores, WEIGHTS);
            } else {
                Outlook.values(data, s, features, scores, WEIGHTS);
                scores[onTurn] -= STONE * (d.stones() + Integer.bitCount(d.gods()));
            }
        } else {
            Outlook.values(data, s, features, scores, WEIGHTS);
        }
        Evaluator.softRank(scores, s.players, SCALE, out);
    }

    private MassiliaState bestCompletion(MassiliaGame game, MassiliaState s, int me) {
        finals.clear();
        game.legalActions(s, finals);
        MassiliaState best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Action a : finals) {
            if (isFinal(a)) {
                MassiliaState t = s.copy();
                game.apply(t, me, a, EventSink.NONE);
                Outlook.values(game.data(), t, features, completion, WEIGHTS);
                if (completion[me] > bestValue) {
                    bestValue = completion[me];
                    best = t;
                }
            }
        }
        return best;
    }

    @Override
    public <S extends GameState<S>> void candidates(Game<S> game, S state, List<Action> legal, List<Action> out) {
        MassiliaState s = (MassiliaState) state;
        Step top = s.steps.peek();
        if (top instanceof Step.Declare d && (KEEP > 0 || BENDS)) {
            declaration((MassiliaGame) game, s, d.player(), legal, out);
        } else if (top instanceof Step.Turn t && TURNKEEP > 0) {
            turn((MassiliaGame) game, s, t.player(), legal, out);
        }
    }

    /** Values of moves already judged by {@link #after}, by {@link #key} of the position and the move. */
    private final java.util.HashMap<Long, Double> judged = new java.util.HashMap<>();

    /** Most entries {@link #judged} keeps before it starts again. */
    static final int JUDGED_MAX = 200_000;

    /**
     * Value of seat {@code me} after {@code a} (a declaration judged by its best completion). Remembered by the
     * position's public facts and {@code me}'s hand (all that the value depends on), so that the many
     * determinizations of one position in a search cost one judgement.
     */
    private double after(MassiliaGame game, MassiliaState s, int me, Action a) {
        long k = key(s, me) * 0x9E3779B97F4A7C15L + a.hashCode();
        Double known = judged.get(k);
        if (known != null) {
            return known;
        }
        MassiliaState t = s.copy();
        game.apply(t, me, a, EventSink.NONE);
        values(game, t, rank);
        if (judged.size() >= JUDGED_MAX) {
            judged.clear();
        }
        judged.put(k, rank[me]);
        return rank[me];
    }

    /** A 64-bit hash of what {@link #after} depends on: the public position and seat {@code me}'s hand. */
    static long key(MassiliaState s, int me) {
        long h = s.players;
        h = mix(h, s.round);
        h = mix(h, s.passedMask);
        h = mix(h, s.turnPos);
        h = mix(h, s.godsThisTurn);
        h = mix(h, s.steps.hashCode());
        h = mix(h, java.util.Arrays.hashCode(s.temple));
        h = mix(h, java.util.Arrays.hashCode(s.supplyDice));
        h = mix(h, java.util.Arrays.hashCode(s.cubes));
        h = mix(h, java.util.Arrays.hashCode(s.money));
        h = mix(h, java.util.Arrays.hashCode(s.prestige));
        h = mix(h, java.util.Arrays.hashCode(s.stones));
        h = mix(h, java.util.Arrays.hashCode(s.person));
        h = mix(h, java.util.Arrays.hashCode(s.stallOwner));
        h = mix(h, java.util.Arrays.hashCode(s.price));
        h = mix(h, java.util.Arrays.hashCode(s.marker));
        h = mix(h, java.util.Arrays.hashCode(s.reserve));
        h = mix(h, java.util.Arrays.hashCode(s.handSize));
        h = mix(h, java.util.Arrays.hashCode(s.harbour));
        h = mix(h, java.util.Arrays.hashCode(s.roundTile));
        h = mix(h, me);
        for (int i = 0; i < s.handSize[me]; i++) {
            h = mix(h, s.hand[me * 3 + i]);
            h = mix(h, s.handAt[me * 3 + i]);
        }
        return h;
    }

    private static long mix(long h, int v) {
        long z = (h ^ v) * 0xBF58476D1CE4E5B9L;
        return z ^ (z >>> 31);
    }

    private void turn(MassiliaGame game, MassiliaState s, int me, List<Action> legal, List<Action> out) {
        int n = legal.size();
        double[] v = ranked.length >= n ? ranked : new double[n];
        int uses = 0;
        for (int i = 0; i < n; i++) {
            Action a = legal.get(i);
            if (a instanceof MassiliaAction.UseDie) {
                v[i] = after(game, s, me, a);
                uses++;
            } else {
                v[i] = Double.NaN;
            }
        }
        keepBest(legal, v, n, uses, TURNKEEP, out);
    }

    private void declaration(MassiliaGame game, MassiliaState s, int me, List<Action> legal, List<Action> out) {
        int n = legal.size();
        double[] v = ranked.length >= n ? ranked : new double[n];
        int finalsSeen = 0;
        double bestFinal = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            Action a = legal.get(i);
            if (isFinal(a) && !(CONSUL && a instanceof MassiliaAction.MovePerson m && m.person() == Ids.CONSUL)) {
                v[i] = after(game, s, me, a);
                bestFinal = Math.max(bestFinal, v[i]);
                finalsSeen++;
            } else {
                v[i] = Double.NaN; // kept
            }
        }
        int keep = KEEP > 0 ? KEEP : finalsSeen;
        if (BENDS) {
            // a bend or added die is kept only if the best use it allows beats the best use without it
            for (int i = 0; i < n; i++) {
                Action a = legal.get(i);
                if (a instanceof MassiliaAction.PipStep || a instanceof MassiliaAction.Recolour
                        || a instanceof MassiliaAction.AddDie) {
                    double b = after(game, s, me, a);
                    if (finalsSeen > 0 && b <= bestFinal) {
                        v[i] = Double.NEGATIVE_INFINITY; // dropped
                    }
                }
            }
        }
        keepBest(legal, v, n, finalsSeen, keep, out);
    }

    /**
     * Adds to {@code out} every move of {@code legal} whose value is NaN (always kept) and the {@code keep} best of
     * the {@code ranked} others (ties at the bar kept); moves valued minus infinity are dropped.
     */
    private static void keepBest(List<Action> legal, double[] v, int n, int ranked, int keep, List<Action> out) {
        double bar = Double.NEGATIVE_INFINITY;
        if (ranked > keep) {
            double[] sorted = new double[ranked];
            int k = 0;
            for (int i = 0; i < n; i++) {
                if (!Double.isNaN(v[i]) && v[i] != Double.NEGATIVE_INFINITY) {
                    sorted[k++] = v[i];
                }
            }
            java.util.Arrays.sort(sorted, 0, k);
            bar = k > keep ? sorted[k - keep] : Double.NEGATIVE_INFINITY;
        }
        for (int i = 0; i < n; i++) {
            if (Double.isNaN(v[i]) || (v[i] != Double.NEGATIVE_INFINITY && v[i] >= bar)) {
                out.add(legal.get(i));
            }
        }
    }

    static boolean isFinal(Action a) {
        return a instanceof MassiliaAction.BuyGoods || a instanceof MassiliaAction.MovePerson
                || a instanceof MassiliaAction.BuyPrestige || a instanceof MassiliaAction.Sacrifice;
    }
}
