package io.agon.polis.agents;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.agent.Agent;
import io.agon.core.agent.Evaluator;
import io.agon.core.agent.InformationSet;
import io.agon.polis.model.PolisState;
import io.agon.polis.rules.PolisAction;
import io.agon.polis.rules.PolisGame;
import java.util.List;

/**
 * A simple Polis heuristic: it samples one state consistent with what it knows ({@link InformationSet#sample}),
 * tries every legal action on a copy and keeps the one with the best {@link Evaluation}. Bids follow a fixed
 * value per card colour instead, because a bid changes nothing an evaluation could see.
 */
public final class HeuristicAgent implements Agent, Evaluator {

    /**
     * Points of difference in {@link Evaluation#own} that make a 73% favourite, when a search uses this agent as
     * its {@link Evaluator} ({@code mcts:eval=heuristic}).
     */
    static final double EVAL_SCALE = 4.0;

    private final Rng rng;
    private final Evaluation evaluation;

    /** Scratch for {@link #values}: each seat's evaluation. */
    private final double[] scores = new double[8];
    /** Why the last choice was made, written only when asked ({@link #explainLastChoice}): a search asks often. */
    private java.util.function.Supplier<String> last = () -> "";
    /** The state each legal action is tried on, overwritten for every one. */
    private PolisState tried;
    /** The last decision's sample of the hidden cards, overwritten by the next. */
    private PolisState sampled;

    /** A heuristic agent for {@code game}, seeded with {@code seed}. */
    public HeuristicAgent(PolisGame game, long seed) {
        this.rng = new Rng(seed);
        this.evaluation = new Evaluation(game);
    }

    @Override
    public String name() {
        return "heuristic";
    }

    @Override
    @SuppressWarnings("unchecked")
    public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
        List<Action> legal = info.legalActions();
        if (legal.size() == 1) {
            return legal.get(0);
        }
        PolisGame polis = (PolisGame) game;
        PolisState sample = (PolisState) info.sample(rng, sampled);
        sampled = sample;
        int me = info.player();
        if (legal.get(legal.size() - 1) instanceof PolisAction.Pass) {
            return bid(sample, me, legal);
        }
        Action best = legal.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Action a : legal) {
            PolisState c = tried = tried == null ? sample.copy() : tried.copyFrom(sample);
            try {
                polis.apply(c, me, a, io.agon.core.EventSink.NONE);
            } catch (RuntimeException e) {
                continue;
            }
            double v = evaluation.value(c, me) + rng.nextDouble() * 1e-6;
            if (v > bestValue) {
                bestValue = v;
                best = a;
            }
        }
        double value = bestValue;
        Action chosen = best;
        last = () -> "best value " + String.format(java.util.Locale.ROOT, "%.2f", value) + " for "
                + polis.describe(sample, chosen);
        return best;
    }

    /**
     * False: guided by this heuristic, {@code mcts} keeps random rollouts instead of valuing each new node with this
     * evaluation. Against two heuristics, 1,000 iterations valued at depth 0 won 26.5% [18.9, 35.8] of 102 games
     * (issue 50; 10% of 30 before the prior), random rollouts 45.5% (docs/lab/agents-log.md).
     */
    @Override
    public boolean valuesSearchLeaves() {
        return false;
    }

    /**
     * As an {@link Evaluator}: each seat's {@link Evaluation#own} value (score so far plus money, hand, city and
     * income), turned into the expected rank reward by {@link Evaluator#softRank}.
     */
    @Override
    public <S extends GameState<S>> void values(Game<S> game, S state, double[] out) {
        PolisState s = (PolisState) state;
        for (int p = 0; p < s.players; p++) {
            scores[p] = evaluation.own(s, p);
        }
        Evaluator.softRank(scores, s.players, EVAL_SCALE, out);
    }

    private Action bid(PolisState s, int me, List<Action> legal) {
        // Value of the lot: what the card on auction would add to my position if it were mine for free.
        double gain = evaluation.lotValue(s, me);
        int reserve = 4;
        Action choice = legal.get(legal.size() - 1);
        for (Action a : legal) {
            if (a instanceof PolisAction.Bid b && b.amount() <= gain && b.amount() <= s.money[me] - reserve) {
                choice = a;
                break;
            }
        }
        last = () -> "lot worth about " + String.format(java.util.Locale.ROOT, "%.1f", gain);
        return choice;
    }

    @Override
    public String explainLastChoice() {
        return last.get();
    }
}
