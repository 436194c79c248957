package io.agon.analysis;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.GameStats;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * A test game whose figures are known exactly: seats move in turn from a start seat drawn at set-up; each move adds
 * 1, 2 or 3 points (three choices, never forced) except a seat's last move, which is forced. After {@code ROUNDS}
 * rounds the start player gets a bonus that makes him win. The standing is "the seat that moved last leads", so the
 * lead changes at every move. Every seat's game has the feature "moved" and the start player's also "started".
 * {@link #hidden()} is the same game telling no standing (its score "known only at the end"), whose lead only an
 * evaluator ({@link LastMover}) can read.
 */
final class RaceToTen implements Game<RaceToTen.State>, GameStats<RaceToTen.State> {

    static final int ROUNDS = 4;

    private final boolean tellsStanding;

    /** The game that tells its standing. */
    RaceToTen() {
        this(true);
    }

    private RaceToTen(boolean tellsStanding) {
        this.tellsStanding = tellsStanding;
    }

    /** The same game telling no standing. */
    static RaceToTen hidden() {
        return new RaceToTen(false);
    }

    record Step(int points) implements Action {
    }

    static final class State implements GameState<State> {
        final int[] points;
        final int start;
        int moves;
        int last = -1;

        State(int players, int start) {
            this.points = new int[players];
            this.start = start;
        }

        @Override
        public State copy() {
            State c = new State(points.length, start);
            System.arraycopy(points, 0, c.points, 0, points.length);
            c.moves = moves;
            c.last = last;
            return c;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && Arrays.equals(points, s.points) && start == s.start && moves == s.moves
                    && last == s.last;
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(points) * 31 + moves;
        }
    }

    record Board(int observer, List<Integer> points) implements View {
        @Override
        public String render() {
            return points.toString();
        }
    }

    private static final GameInfo INFO = new GameInfo("race-to-ten", "Race to Ten", 2, 4, "1", "a test game",
            List.of(), List.of(Step.class));

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public State newGame(Setup setup) {
        return new State(setup.players(), (int) Math.floorMod(setup.seed(), (long) setup.players()));
    }

    @Override
    public int currentPlayer(State s) {
        return s.moves >= ROUNDS * s.points.length ? -1 : (s.start + s.moves) % s.points.length;
    }

    @Override
    public Decision decision(State s) {
        int p = currentPlayer(s);
        return p < 0 ? Decision.GAME_OVER : new Decision(p, p, "Step");
    }

    /** Three choices, except each seat's last move (forced: 1 point). */
    @Override
    public void legalActions(State s, List<Action> out) {
        boolean lastRound = s.moves >= (ROUNDS - 1) * s.points.length;
        out.add(new Step(1));
        if (!lastRound) {
            out.add(new Step(2));
            out.add(new Step(3));
        }
    }

    @Override
    public void apply(State s, int player, Action action, EventSink events) {
        s.points[player] += ((Step) action).points();
        s.last = player;
        s.moves++;
        if (currentPlayer(s) < 0) {
            s.points[s.start] += 1000;
        }
    }

    @Override
    public Outcome outcome(State s) {
        return Outcome.ranked(s.points.clone(), "points");
    }

    @Override
    public View view(State s, int player) {
        List<Integer> p = new ArrayList<>();
        for (int v : s.points) {
            p.add(v);
        }
        return new Board(player, p);
    }

    @Override
    public State determinize(State s, int observer, Rng rng) {
        return s.copy();
    }

    @Override
    public int startPlayer(State start) {
        return start.start;
    }

    @Override
    public int[] standing(State s) {
        if (!tellsStanding) {
            return null;
        }
        int[] st = new int[s.points.length];
        st[s.last] = 1;
        return st;
    }

    @Override
    public List<Set<String>> features(State finished) {
        List<Set<String>> out = new ArrayList<>();
        for (int p = 0; p < finished.points.length; p++) {
            out.add(p == finished.start ? Set.of("moved", "started") : Set.of("moved"));
        }
        return out;
    }

    /**
     * A heuristic agent that is an evaluator: the seat that moved last is the favourite (0.9 against 0.1), except
     * just after the start player's second move, when every seat is valued 1/players within 1e-12 (a shared lead).
     * It plays the first legal action.
     */
    static final class LastMover implements io.agon.core.agent.Agent, io.agon.core.agent.Evaluator {

        @Override
        public String name() {
            return "heuristic";
        }

        @Override
        public <S extends GameState<S>> Action choose(Game<S> game, io.agon.core.agent.InformationSet<S> info) {
            return info.legalActions().get(0);
        }

        @Override
        public <S extends GameState<S>> void values(Game<S> game, S state, double[] out) {
            State s = (State) state;
            int players = s.points.length;
            boolean tie = s.moves == players + 1;
            for (int q = 0; q < players; q++) {
                out[q] = tie ? 1.0 / players + (q == s.last ? 1e-12 : 0) : q == s.last ? 0.9 : 0.1;
            }
        }
    }
}
