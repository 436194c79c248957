package io.agon.massilia.agents;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.agent.Agent;
import io.agon.core.agent.Evaluator;
import io.agon.core.agent.InformationSet;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.MassiliaAction;
import io.agon.massilia.rules.MassiliaGame;
import java.util.ArrayList;
import java.util.List;

/**
 * A greedy Massilia player. On one sampled state consistent with what it sees, it tries each legal action,
 * follows its own further decisions of the same turn greedily (a die set may be bent once more by a pip step or
 * a recolour when that lets a better action follow), and picks the action whose result scores best under
 * {@link #evaluate}: final prestige so far, plus value for goods on its stalls, god cards while they can still be
 * played, and money (more while it could still pay for a new stall), minus the penalty-stone deduction. Passing
 * is charged {@link #PASS_COST} for the turns it gives up.
 */
public final class HeuristicAgent implements Agent, Evaluator {

    /**
     * Points of {@link Outlook} difference that make a 73% favourite, when a search uses this agent as its
     * {@link Evaluator} ({@code mcts:eval=heuristic}).
     */
    static final double EVAL_SCALE = 4.0;

    private final Rng rng;

    /** Scratch for {@link #values}: each seat's evaluation. */
    private final double[] scores = new double[4];

    /** A heuristic agent seeded with {@code seed} (used for sampling and breaking ties). */
    public HeuristicAgent(long seed) {
        this.rng = new Rng(seed);
    }

    @Override
    public String name() {
        return "heuristic";
    }

    @Override
    @SuppressWarnings("unchecked")
    public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
        List<Action> legal = info.legalActions();
        if (legal.size() == 1 || !(game instanceof MassiliaGame mg)) {
            return legal.get(0);
        }
        MassiliaState state = sampled = (MassiliaState) info.sample(rng, sampled);
        int me = info.player();
        Action best = legal.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Action a : legal) {
            double v = value(mg, state, me, a, 3) + rng.nextDouble() * 1e-3;
            if (a instanceof MassiliaAction.Pass) {
                v -= PASS_COST;
            }
            if (v > bestValue) {
                bestValue = v;
                best = a;
            }
        }
        return best;
    }

    /**
     * As an {@link Evaluator} ({@code mcts:eval=heuristic}): each seat's {@link Outlook} (the final score it can
     * expect, counting the dice it can still use this round), turned into the expected rank reward by
     * {@link Evaluator#softRank}. Not {@link #evaluate}: that compares one player's options at one moment, and a
     * search that compared positions across turns with it passed early and lost every game. A die use being declared
     * has changed nothing yet (its stones and cards are only laid out), so such a position is judged by the best
     * final action its current dice allow; if none does yet, by the position as it is minus 1.5 per stone or card
     * laid out.
     */
    @Override
    public <S extends GameState<S>> void values(Game<S> game, S state, double[] out) {
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
                scores[onTurn] -= 1.5 * (d.stones() + Integer.bitCount(d.gods()));
            }
        } else {
            Outlook.values(data, s, features, scores);
        }
        Evaluator.softRank(scores, s.players, EVAL_SCALE, out);
    }

    /** Reused by {@link Outlook#bestCompletion}. */
    private final List<Action> finals = new ArrayList<>();
    /** Scratch for {@link Outlook#bestCompletion}. */
    private final double[] completion = new double[4];
    /** Scratch states for {@link Outlook#bestCompletion}. */
    private final MassiliaState[] completions = new MassiliaState[2];
    /** Scratch for {@link Outlook#values}. */
    private final double[] features = new double[Outlook.FEATURES];


    private static final double DEAD_END = -1e9;

    /**
     * What giving up the rest of the round's turns costs, beyond the round tile's sesterces: without it the
     * greedy look-ahead passes as soon as no die gains at once.
     */
    private static final double PASS_COST = 1.5;

    /**
     * While stall tiles are left, sesterces up to the building cost are worth this much more each (fading to 0
     * by the last round): a new stall scores 4 to 9 at the end, so the agent keeps money to build one.
     */
    private static final double SAVE = 0.8;

    /**
     * Scratch states and lists of the look-ahead, one per level, overwritten at every use: the agent tries dozens of
     * moves a decision (and a search asks it once per new node), so it copies into these instead of allocating.
     */
    private MassiliaState tried;
    /** The last decision's sample of the hidden parts, overwritten by the next. */
    private MassiliaState sampled;
    private MassiliaState further;
    private MassiliaState last;
    private final List<Action> furtherLegal = new ArrayList<>();
    private final List<Action> lastLegal = new ArrayList<>();

    /** {@code into} made equal to {@code from} (a copy the first time). */
    private static MassiliaState copy(MassiliaState into, MassiliaState from) {
        return into == null ? from.copy() : into.copyFrom(from);
    }

    private double value(MassiliaGame game, MassiliaState state, int me, Action a, int depth) {
        int round = state.round;
        MassiliaState s = tried = copy(tried, state);
        game.apply(s, me, a, EventSink.NONE);
        if (a instanceof MassiliaAction.CancelDie) {
            return evaluate(game.data(), s, me, round) - 50; // only when nothing else works
        }
        for (int d = 0; d < depth && !game.isOver(s) && game.currentPlayer(s) == me && sameTurn(s); d++) {
            List<Action> next = furtherLegal;
            next.clear();
            game.legalActions(s, next);
            Action pick = null;
            double pickValue = Double.NEGATIVE_INFINITY;
            boolean declaring = s.steps.peek() instanceof Step.Declare;
            for (Action n : next) {
                boolean bend = declaring && d == 0 && isBend(n);
                if (declaring ? !Outlook.isFinal(n) && !bend : n instanceof MassiliaAction.CancelDie) {
                    continue;
                }
                MassiliaState t = further = copy(further, s);
                game.apply(t, me, n, EventSink.NONE);
                double v = bend ? bestFinal(game, t, me, round) : evaluate(game.data(), t, me, round);
                if (v > pickValue) {
                    pickValue = v;
                    pick = n;
                }
            }
            if (pick == null) {
                return DEAD_END; // a die set no action can use
            }
            game.apply(s, me, pick, EventSink.NONE);
        }
        if (s.steps.peek() instanceof Step.Declare && game.currentPlayer(s) == me) {
            return DEAD_END;
        }
        return evaluate(game.data(), s, me, round);
    }

    /** The best evaluation a final action reaches from a declaration (no further bending), or DEAD_END. */
    private double bestFinal(MassiliaGame game, MassiliaState s, int me, int round) {
        double best = DEAD_END;
        lastLegal.clear();
        game.legalActions(s, lastLegal);
        for (Action n : lastLegal) {
            if (Outlook.isFinal(n)) {
                MassiliaState t = last = copy(last, s);
                game.apply(t, me, n, EventSink.NONE);
                best = Math.max(best, evaluate(game.data(), t, me, round));
            }
        }
        return best;
    }

    private static boolean isBend(Action a) {
        return a instanceof MassiliaAction.PipStep || a instanceof MassiliaAction.Recolour;
    }

    private static boolean sameTurn(MassiliaState s) {
        Step top = s.steps.peek();
        return !(top instanceof Step.Turn) && !(top instanceof Step.Keep) && !(top instanceof Step.SetupCorner);
    }


    /**
     * How good {@code s} looks for {@code me}: roughly the final score it is heading for, judged as if it were
     * still round {@code round} (so that ending a round by passing is not mistaken for a loss).
     */
    public static double evaluate(MassiliaData data, MassiliaState s, int me, int round) {
        int stalls = s.stalls(me, data.stallsPerPlayer);
        double v = s.prestige[me] + data.stallPoints(stalls) - data.deduction(s.stones[me]);
        double roundsLeft = data.rounds - round;
        v += s.money[me] / 3.0 + Math.min(s.money[me], 12) * 0.15 * roundsLeft / data.rounds;
        if (s.reserve[me] > 0) {
            v += Math.min(s.money[me], data.buildCost) * SAVE * roundsLeft / data.rounds;
        }
        // goods on stalls are future sales: worth more while there is time and a customer can come
        for (int f = 0; f < 24; f++) {
            if (s.stallOwner[f] == me) {
                for (int g = 0; g < Ids.GOODS; g++) {
                    int n = s.cubes(f, g);
                    if (n > 0) {
                        int dist = g < 3 ? ring(s.person[g], f) : Math.min(ring(s.person[0], f),
                                Math.min(ring(s.person[1], f), ring(s.person[2], f)));
                        double near = dist <= 6 ? 1.0 : dist <= 12 ? 0.7 : 0.5;
                        double perCube = g < 3 ? (s.price[0] / 3.0 + s.marker[g]) : s.price[0] / 3.0;
                        v += n * perCube * near * Math.min(1.0, 0.25 + roundsLeft / 4.0);
                    }
                }
            }
        }
        // god cards score nothing at the end: worth something only while there are turns left to play them
        v += Math.min(s.handSize[me], 3) * 1.5 * Math.min(1.0, roundsLeft / 2.0);
        // each stone past the current band edge brings the next deduction closer
        v -= s.stones[me] * 0.5;
        return v;
    }

    private static int ring(int a, int b) {
        int d = Math.abs(a - b) % 24;
        return Math.min(d, 24 - d);
    }
}
