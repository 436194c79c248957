package io.agon.architekton.agents;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Board;
import io.agon.architekton.model.Dir;
import io.agon.architekton.model.Step;
import io.agon.architekton.model.TileSet;
import io.agon.architekton.rules.ArchitektonGame;
import io.agon.architekton.rules.FinalScoring;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.agent.Agent;
import io.agon.core.agent.Evaluator;
import io.agon.core.agent.InformationSet;
import io.agon.core.component.SparseGrid;
import java.util.List;

/**
 * A one-ply greedy Architekton player ("heuristic"). It deals one state consistent with its view (hidden piles
 * reshuffled), tries every legal action on a copy and keeps the one with the best static value:
 * <ul>
 *   <li>chips (+1 each), and a pending keep-or-withdraw choice counted as if the owner withdrew;</li>
 *   <li>the largest diagonal group of own houses that are not doomed by the removal rule (+0.9 per house);</li>
 *   <li>wrong edges on own unfinished buildings (-0.6 each: they will cost chips when enclosed);</li>
 *   <li>the same for the opponent with the opposite sign; a finished game counts its real result.</li>
 * </ul>
 * Ties are broken at random with the agent's own generator.
 */
public final class HeuristicAgent implements Agent, Evaluator {

    /**
     * Points of estimate difference that make a 73% favourite, when a search uses this agent as its
     * {@link Evaluator} ({@code uct:eval=heuristic}).
     */
    static final double EVAL_SCALE = 2.0;

    /** Scratch for {@link #values}: each seat's estimate. */
    private final double[] scores = new double[2];

    private final Rng rng;
    /** Why the last choice was made, written only when asked ({@link #explainLastChoice}): a search asks often. */
    private java.util.function.Supplier<String> explanation = () -> "";
    /** The state each legal action is tried on, overwritten for every one. */
    private ArchitektonState tried;
    /** The last decision's sample of the hidden tiles, overwritten by the next. */
    private ArchitektonState sampled;

    /** A heuristic agent seeded with {@code seed}. */
    public HeuristicAgent(long seed) {
        this.rng = new Rng(seed);
    }

    @Override
    public String name() {
        return "heuristic";
    }

    @Override
    public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
        List<Action> legal = info.legalActions();
        if (legal.size() == 1 || !(game instanceof ArchitektonGame g)) {
            return legal.get(rng.nextInt(legal.size()));
        }
        explanation = () -> "";
        ArchitektonState s = (ArchitektonState) info.sample(rng, sampled);
        sampled = s;
        int me = info.player();
        Action best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        double worstValue = Double.POSITIVE_INFINITY;
        int ties = 0;
        for (Action a : legal) {
            ArchitektonState c = tried = tried == null ? s.copy() : tried.copyFrom(s);
            g.apply(c, me, a, EventSink.NONE);
            double v = value(g.tiles(), c, me);
            worstValue = Math.min(worstValue, v);
            if (v > bestValue + 1e-9) {
                bestValue = v;
                best = a;
                ties = 1;
            } else if (v > bestValue - 1e-9 && rng.nextInt(++ties) == 0) {
                best = a;
            }
        }
        Action chosen = best;
        double value = bestValue;
        double worst = worstValue;
        int equal = ties;
        int count = legal.size();
        explanation = () -> String.format(java.util.Locale.ROOT, "%s: value %.2f (chips, largest safe diagonal"
                + " group, wrong edges; mine minus the opponent's), best of %d actions (%d equally good, worst %.2f)",
                g.describe(s, chosen), value, count, equal, worst);
        return best;
    }

    @Override
    public String explainLastChoice() {
        return explanation.get();
    }

    /**
     * As an {@link Evaluator}: each seat's score estimate (chips, the largest safe diagonal group, wrong edges),
     * turned into the chance to finish ahead by {@link Evaluator#softRank}.
     */
    @Override
    public <S extends GameState<S>> void values(Game<S> game, S state, double[] out) {
        TileSet tiles = ((ArchitektonGame) game).tiles();
        ArchitektonState s = (ArchitektonState) state;
        scores[0] = estimate(tiles, s, 0);
        scores[1] = estimate(tiles, s, 1);
        Evaluator.softRank(scores, 2, EVAL_SCALE, out);
    }

    /** The static value of {@code s} for {@code me}: own score estimate minus the opponent's. */
    static double value(TileSet tiles, ArchitektonState s, int me) {
        if (s.over) {
            if (s.bankrupt >= 0) {
                return s.bankrupt == me ? -1000 : 1000;
            }
            FinalScoring.Result r = FinalScoring.score(s);
            int diff = r.points()[me] - r.points()[1 - me];
            if (diff == 0) {
                diff = Integer.signum(r.housesLeft()[me] - r.housesLeft()[1 - me]);
                return diff * 50;
            }
            return 100 * Integer.signum(diff) + diff;
        }
        return estimate(tiles, s, me) - estimate(tiles, s, 1 - me);
    }

    private static double estimate(TileSet tiles, ArchitektonState s, int p) {
        double v = s.chips[p];
        if (s.steps.peek() instanceof Step.OwnerChoice c && c.owner() == p) {
            v -= c.wrongEdges() - 0.5; // about what withdrawing (or keeping) will cost
        }
        SparseGrid grid = s.board.tiles();
        boolean late = s.reserveOpened || s.stackCount[0] + s.stackCount[1] < 8;
        for (int i = 0; i < grid.size(); i++) {
            int cell = grid.valueAt(i);
            if (!Board.isBuilding(cell) || Board.houseOf(cell) != p) {
                continue;
            }
            int around = Board.landscapesAround(cell);
            if (around < 4) {
                v -= 0.6 * wrong(tiles, s, grid.xAt(i), grid.yAt(i), cell);
            }
        }
        int minAround = late ? 3 : 2;
        v += 0.9 * grid.largestComponent(c -> Board.isBuilding(c) && Board.houseOf(c) == p
                && Board.landscapesAround(c) >= minAround, false, true);
        return v;
    }

    private static int wrong(TileSet tiles, ArchitektonState s, int x, int y, int cell) {
        int w = 0;
        for (int d = 0; d < 4; d++) {
            int n = s.board.cell(x + Dir.DX[d], y + Dir.DY[d]);
            if (n != Board.EMPTY && tiles.terrain(Board.tileOf(n))
                    != tiles.facing(Board.tileOf(cell), Board.rotationOf(cell), d)) {
                w++;
            }
        }
        return w;
    }
}
