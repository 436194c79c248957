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
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * Agent kind {@code outlook}: the {@link Outlook} evaluation for searches, as an {@link Evaluator}
 * ({@code mcts:eval=outlook}) and a {@link MoveFilter} ({@code mcts:prune=outlook}).
 *
 * <p>As an evaluator it is {@code eval=heuristic} (each seat's {@link Outlook}, an open die use judged by the best
 * final action its dice allow) with a wider spread: {@link #SCALE} 6 points of outlook difference make a 73%
 * favourite instead of 4, so that a seat well ahead or behind still sees the difference between its moves.
 *
 * <p>As a move filter it keeps, in a die use being declared (spec 5.0), the {@link #KEEP} final actions after which
 * the declaring seat's outlook is best, every consul move (a tax or a closed stall shows only in the steps after it,
 * which the outlook does not foresee), the drop of the die, and the bends and added dice (each costs a stone or a
 * card) whose best use beats the best final action without them; it leaves every other decision alone. On its own, as a player, it plays the move whose result it values best.
 */
public final class OutlookGuide implements Agent, Evaluator, MoveFilter {

    /** Points of {@link Outlook} difference that make a 73% favourite. */
    static final double SCALE = 6.0;

    /**
     * The spread with which the filter turns outlooks into values to compare (that of {@code eval=heuristic}, with
     * which it was measured; values equal up to rounding decide ties, so the spread matters to the last bit).
     */
    static final double FILTER_SCALE = 4.0;

    /** Final actions of a declaration the filter keeps (ties at the bar are kept too). */
    static final int KEEP = 4;

    /** A declaration no final action can complete yet: outlook as it stands minus this per stone or card laid out. */
    static final double LAID_OUT = 1.5;

    /** Most entries {@link #judged} keeps before it starts again. */
    static final int JUDGED_MAX = 200_000;

    private final Rng rng;
    private final double[] scores = new double[4];
    private final double[] features = new double[Outlook.FEATURES];
    private final double[] completion = new double[4];
    private final double[] rank = new double[4];
    private final List<Action> finals = new ArrayList<>();
    /** Scratch states for {@link Outlook#bestCompletion}. */
    private final MassiliaState[] completions = new MassiliaState[2];
    private double[] ranked = new double[64];

    /** Values of final actions already judged by {@link #after}, by {@link #key} of the position and the action. */
    private final HashMap<Long, Double> judged = new HashMap<>();

    /** A guide seeded with {@code seed} (its own choices sample with it). */
    public OutlookGuide(long seed) {
        this.rng = new Rng(seed);
    }

    @Override
    public String name() {
        return "outlook";
    }

    @Override
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
            if (out[me] > bestValue) {
                bestValue = out[me];
                best = a;
            }
        }
        return best;
    }

    @Override
    public <S extends GameState<S>> void values(Game<S> game, S state, double[] out) {
        values(game, state, out, SCALE);
    }

    private <S extends GameState<S>> void values(Game<S> game, S state, double[] out, double scale) {
        MassiliaGame mg = (MassiliaGame) game;
        MassiliaData data = mg.data();
        MassiliaState s = (MassiliaState) state;
        int onTurn = game.currentPlayer(state);
        if (s.steps.peek() instanceof Step.Declare d && onTurn == d.player()) {
            MassiliaState done = Outlook.bestCompletion(mg, s, onTurn, finals, features, completion, completions);
            if (done != null) {
                Outlook.values(data, done, features, scores);
            } else {
                Outlook.values(data, s, features, scores);
                scores[onTurn] -= LAID_OUT * (d.stones() + Integer.bitCount(d.gods()));
            }
        } else {
            Outlook.values(data, s, features, scores);
        }
        Evaluator.softRank(scores, s.players, scale, out);
    }


    @Override
    public <S extends GameState<S>> void candidates(Game<S> game, S state, List<Action> legal, List<Action> out) {
        MassiliaState s = (MassiliaState) state;
        if (!(s.steps.peek() instanceof Step.Declare d)) {
            return;
        }
        MassiliaGame mg = (MassiliaGame) game;
        int me = d.player();
        int n = legal.size();
        if (ranked.length < n) {
            ranked = new double[n];
        }
        double[] v = ranked;
        int count = 0;
        double bestFinal = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            Action a = legal.get(i);
            if (Outlook.isFinal(a) && !(a instanceof MassiliaAction.MovePerson m && m.person() == Ids.CONSUL)) {
                v[i] = after(mg, s, me, a);
                bestFinal = Math.max(bestFinal, v[i]);
                count++;
            } else {
                v[i] = Double.NaN; // kept, unless a bend that gains nothing (below)
            }
        }
        if (count > 0) {
            // a bend or an added die costs a stone or a card: kept only if its best use beats the best use without it
            for (int i = 0; i < n; i++) {
                Action a = legal.get(i);
                if ((a instanceof MassiliaAction.PipStep || a instanceof MassiliaAction.Recolour
                        || a instanceof MassiliaAction.AddDie) && after(mg, s, me, a) <= bestFinal) {
                    v[i] = Double.NEGATIVE_INFINITY;
                }
            }
        }
        double bar = Double.NEGATIVE_INFINITY;
        if (count > KEEP) {
            double[] sorted = new double[count];
            int k = 0;
            for (int i = 0; i < n; i++) {
                if (!Double.isNaN(v[i]) && v[i] != Double.NEGATIVE_INFINITY) {
                    sorted[k++] = v[i];
                }
            }
            Arrays.sort(sorted, 0, k);
            bar = sorted[k - KEEP];
        }
        for (int i = 0; i < n; i++) {
            if (Double.isNaN(v[i]) || (v[i] != Double.NEGATIVE_INFINITY && v[i] >= bar)) {
                out.add(legal.get(i));
            }
        }
    }

    /**
     * The declaring seat's value after {@code a} (a final action, or a bend judged by the best use it allows). Remembered by the position's public facts and the
     * seat's own hand (all that the value depends on), so that the many determinizations of one position in a
     * search cost one judgement.
     */
    private double after(MassiliaGame game, MassiliaState s, int me, Action a) {
        long k = key(s, me) * 0x9E3779B97F4A7C15L + a.hashCode();
        Double known = judged.get(k);
        if (known != null) {
            return known;
        }
        MassiliaState t = s.copy();
        game.apply(t, me, a, EventSink.NONE);
        values(game, t, rank, FILTER_SCALE);
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
        h = mix(h, Arrays.hashCode(s.temple));
        h = mix(h, Arrays.hashCode(s.supplyDice));
        h = mix(h, Arrays.hashCode(s.screen));
        h = mix(h, Arrays.hashCode(s.rolled));
        h = mix(h, Arrays.hashCode(s.cubes));
        h = mix(h, Arrays.hashCode(s.money));
        h = mix(h, Arrays.hashCode(s.prestige));
        h = mix(h, Arrays.hashCode(s.stones));
        h = mix(h, Arrays.hashCode(s.person));
        h = mix(h, Arrays.hashCode(s.stallOwner));
        h = mix(h, Arrays.hashCode(s.price));
        h = mix(h, Arrays.hashCode(s.marker));
        h = mix(h, Arrays.hashCode(s.reserve));
        h = mix(h, Arrays.hashCode(s.handSize));
        h = mix(h, Arrays.hashCode(s.harbour));
        h = mix(h, Arrays.hashCode(s.roundTile));
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

}
