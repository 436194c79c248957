package io.agon.analysis;

import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.GameStats;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentFactory;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Evaluator;
import io.agon.core.agent.SearchSettings;
import java.util.Arrays;
import java.util.Map;

/**
 * Who leads and who is last after each action of one game, read when the turn passes (and at the end): by the
 * standing the game tells ({@link GameStats#standing}); else, when its {@code heuristic} agent is an
 * {@link Evaluator}, by that evaluator's values of the true state (the analysis sees every hidden card), with the
 * real result as the last reading; else not at all. One reader serves one game on one thread, and holds its own
 * evaluator (agents need not be thread-safe).
 *
 * @param <S> the game's state type
 */
final class LeadReader<S extends GameState<S>> {

    /** Two evaluator values closer than this are a tie (a shared lead passes it to nobody). */
    static final double TIE = 1e-9;

    private final Game<S> game;
    private final GameStats<S> stats;
    private final Map<String, AgentFactory> gameAgents;
    private final long seed;
    private final int players;
    private boolean decided;
    private Trace.Lead source;
    private Evaluator evaluator;
    private double[] values;
    private int[] leaders = new int[256];
    private int[] laggards = new int[256];

    /**
     * A reader for one game of {@code game} at {@code players} seats ({@code stats}: the game as {@link GameStats},
     * or null), whose evaluator, if it needs one, is the {@code heuristic} of {@code gameAgents} created with
     * {@code seed}.
     */
    LeadReader(Game<S> game, GameStats<S> stats, Map<String, AgentFactory> gameAgents, int players, long seed) {
        this.game = game;
        this.stats = stats;
        this.gameAgents = gameAgents;
        this.seed = seed;
        this.players = players;
    }

    /** Reads the lead in {@code s}, the state after action {@code n}; {@code over}: the game has ended. */
    void read(S s, int n, boolean over) {
        grow(n);
        int[] standing = null;
        if (!decided) { // the first reading decides the source: the standing when the game tells one
            decided = true;
            standing = stats == null ? null : stats.standing(s);
            source = standing != null ? Trace.Lead.STANDING : evaluator() ? Trace.Lead.EVALUATOR : null;
        } else if (source == Trace.Lead.STANDING) {
            standing = stats.standing(s);
        }
        if (source == Trace.Lead.STANDING) {
            if (standing == null) { // a standing that is not told throughout counts no lead
                source = null;
                return;
            }
            leaders[n] = leader(standing, 1);
            laggards[n] = leader(standing, -1);
        } else if (source == Trace.Lead.EVALUATOR) {
            if (over) { // the real result, so that the final sole winner leads at the end
                int[] ranks = game.outcome(s).ranks();
                leaders[n] = leader(ranks, -1);
                laggards[n] = leader(ranks, 1);
            } else {
                evaluator.values(game, s, values);
                leaders[n] = leader(values, 1);
                laggards[n] = leader(values, -1);
            }
        }
    }

    /** Action {@code n} left the turn where it was: the lead is as after action {@code n - 1}. */
    void same(int n) {
        grow(n);
        leaders[n] = leaders[n - 1];
        laggards[n] = laggards[n - 1];
    }

    /** Where the lead was read from, or null when it was not. */
    Trace.Lead source() {
        return source;
    }

    /** The leading seat after each action (-1: shared); meaningful up to the last action read. */
    int[] leaders() {
        return leaders;
    }

    /** The sole last seat after each action (-1: shared). */
    int[] laggards() {
        return laggards;
    }

    private void grow(int n) {
        if (n == leaders.length) {
            leaders = Arrays.copyOf(leaders, n * 2);
            laggards = Arrays.copyOf(laggards, n * 2);
        }
    }

    /** Creates the game's heuristic evaluator for this game; false when the game has none. */
    private boolean evaluator() {
        AgentFactory f = gameAgents.get(SearchSettings.DEFAULT_PRIOR);
        if (f == null) {
            return false;
        }
        Agent agent = f.create(new AgentSpec(SearchSettings.DEFAULT_PRIOR, Map.of()), seed);
        if (!(agent instanceof Evaluator e)) {
            return false;
        }
        evaluator = e;
        values = new double[players];
        return true;
    }

    /**
     * The seat with the highest standing ({@code sign} 1) or the lowest ({@code sign} -1), or -1 when it is
     * shared.
     */
    static int leader(int[] standing, int sign) {
        int best = -1;
        boolean tied = false;
        for (int q = 0; q < standing.length; q++) {
            if (best < 0 || sign * standing[q] > sign * standing[best]) {
                best = q;
                tied = false;
            } else if (standing[q] == standing[best]) {
                tied = true;
            }
        }
        return tied ? -1 : best;
    }

    /**
     * The seat with the highest value ({@code sign} 1) or the lowest ({@code sign} -1), or -1 when another is
     * within {@link #TIE} of it.
     */
    static int leader(double[] values, int sign) {
        int best = -1;
        for (int q = 0; q < values.length; q++) {
            if (best < 0 || sign * values[q] > sign * values[best]) {
                best = q;
            }
        }
        for (int q = 0; q < values.length; q++) {
            if (q != best && Math.abs(values[q] - values[best]) <= TIE) {
                return -1;
            }
        }
        return best;
    }
}
