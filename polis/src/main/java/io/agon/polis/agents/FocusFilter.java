package io.agon.polis.agents;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import io.agon.core.agent.MoveFilter;
import io.agon.polis.model.PolisState;
import io.agon.polis.rules.PolisAction;
import io.agon.polis.rules.PolisGame;
import java.util.ArrayList;
import java.util.List;

/**
 * A narrower Polis move filter for searches ({@code mcts:prune=focus}; agent kind {@code focus}): bids and attacks
 * as {@link LightPolicy} keeps them, and in every other decision with more than {@code keep + 1} moves only the
 * {@code keep} moves that a one-ply look with {@link Evaluation#value} rates best (moves tied with the last one
 * kept stay too, so a decision the look cannot tell apart, such as which card to offer, is not cut), plus "done".
 * It is the same for every seat of the tree: it narrows the search, it does not predict any opponent.
 *
 * <p>As an agent it plays the best-rated kept move (a weak player, for tests). It reads the search state only (a
 * determinization) and allocates nothing per call once its scratch state exists.
 */
public final class FocusFilter implements Agent, MoveFilter {

    /** Moves kept in a decision the filter narrows. */
    private final int keep;

    private final PolisGame game;
    private final LightPolicy light;
    private final Evaluation evaluation;
    private final Rng rng;
    private PolisState scratch;
    private double[] values = new double[32];
    private final List<Action> kept = new ArrayList<>();

    /** The filter for {@code game} keeping {@code keep} (at least 1) moves; {@code seed} seeds it as an agent. */
    public FocusFilter(PolisGame game, int keep, long seed) {
        if (keep < 1) {
            throw new IllegalArgumentException("keep must be >= 1, not " + keep);
        }
        this.game = game;
        this.keep = keep;
        this.light = new LightPolicy(game, seed);
        this.evaluation = new Evaluation(game);
        this.rng = new Rng(seed);
    }

    @Override
    public String name() {
        return "focus";
    }

    @Override
    public <S extends GameState<S>> Action choose(Game<S> g, InformationSet<S> info) {
        List<Action> legal = info.legalActions();
        if (legal.size() == 1) {
            return legal.get(0);
        }
        kept.clear();
        candidates(g, info.sample(rng), legal, kept);
        return kept.isEmpty() ? legal.get(0) : kept.get(0);
    }

    @Override
    public <S extends GameState<S>> void candidates(Game<S> g, S state, List<Action> legal, List<Action> out) {
        int n = legal.size();
        Action head = legal.get(0);
        if (head instanceof PolisAction.Bid || head instanceof PolisAction.Attack
                || legal.get(n - 1) instanceof PolisAction.Attack || legal.get(n - 1) instanceof PolisAction.Pass) {
            light.candidates(g, state, legal, out);
            return;
        }
        if (n <= keep + 1) {
            out.addAll(legal);
            return;
        }
        PolisState s = (PolisState) state;
        int me = game.currentPlayer(s);
        if (values.length < n) {
            values = new double[Math.max(n, values.length * 2)];
        }
        for (int i = 0; i < n; i++) {
            values[i] = rate(s, me, legal.get(i));
        }
        // the keep-th best value: every move at least as good is kept
        double threshold = kthBest(values, n, keep);
        for (int i = 0; i < n; i++) {
            Action a = legal.get(i);
            if (values[i] >= threshold || a instanceof PolisAction.Done) {
                out.add(a);
            }
        }
    }

    /** The one-ply value of {@code a} for {@code me}: {@link Evaluation#value} after it, -infinity if refused. */
    private double rate(PolisState s, int me, Action a) {
        PolisState c = scratch == null ? (scratch = s.copy()) : scratch.copyFrom(s);
        try {
            game.apply(c, me, a, EventSink.NONE);
        } catch (RuntimeException e) {
            return Double.NEGATIVE_INFINITY;
        }
        return evaluation.value(c, me);
    }

    /** The {@code k}-th largest of {@code v[0 .. n)} ({@code k <= n}), by repeated selection (n is small). */
    static double kthBest(double[] v, int n, int k) {
        double bound = Double.POSITIVE_INFINITY;
        double kth = Double.NEGATIVE_INFINITY;
        int taken = 0;
        while (taken < k) {
            double best = Double.NEGATIVE_INFINITY;
            int count = 0;
            for (int i = 0; i < n; i++) {
                if (v[i] < bound) {
                    if (v[i] > best) {
                        best = v[i];
                        count = 1;
                    } else if (v[i] == best) {
                        count++;
                    }
                }
            }
            if (count == 0) {
                break;
            }
            kth = best;
            taken += count;
            bound = best;
        }
        return kth;
    }
}
