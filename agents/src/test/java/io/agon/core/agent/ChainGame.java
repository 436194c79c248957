package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.View;
import java.util.List;

/**
 * A test game of two decisions by the same player: P1 chooses {@link Branch} 0 (safe: the game ends shared) or 1
 * (risky), and after the risky branch one of {@link #FOLLOW_UPS} follow-ups, of which only the last wins; the
 * others lose. The average follow-up of the risky branch is poor, its best one is a win.
 */
final class ChainGame extends SoloTestGame<ChainGame.State> {

    /** Follow-ups after the risky branch. */
    static final int FOLLOW_UPS = 40;

    /** First decision: 0 safe, 1 risky. */
    record Branch(int which) implements Action {
    }

    /** Second decision after the risky branch: only the last one wins. */
    record FollowUp(int which) implements Action {
    }

    static final GameInfo INFO = new GameInfo("chain", "Chain", 2, 2, "1", "two decisions in a row", List.of(),
            List.of(Branch.class, FollowUp.class));

    ChainGame() {
        super(INFO, "choose");
    }

    @Override
    State start() {
        return new State();
    }

    @Override
    boolean over(State s) {
        return s.over;
    }

    /** -1 before the first decision, else the branch; the follow-up or -1; over. */
    static final class State implements GameState<State> {
        int branch = -1;
        int followUp = -1;
        boolean over;

        @Override
        public State copy() {
            State s = new State();
            s.branch = branch;
            s.followUp = followUp;
            s.over = over;
            return s;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && s.branch == branch && s.followUp == followUp && s.over == over;
        }

        @Override
        public int hashCode() {
            return branch * 31 + followUp * 7 + (over ? 1 : 0);
        }
    }

    record ChainView(int observer, int branch, int followUp) implements View {
        @Override
        public String render() {
            return branch + " " + followUp;
        }
    }

    @Override
    public void legalActions(State s, List<Action> out) {
        if (s.over) {
            return;
        }
        if (s.branch < 0) {
            out.add(new Branch(0));
            out.add(new Branch(1));
        } else {
            for (int i = 0; i < FOLLOW_UPS; i++) {
                out.add(new FollowUp(i));
            }
        }
    }

    @Override
    public void apply(State s, int player, Action action, EventSink events) {
        if (s.over || player != 0) {
            throw IllegalActionException.wrongPlayer(player, currentPlayer(s));
        }
        if (s.branch < 0 && action instanceof Branch b && (b.which() == 0 || b.which() == 1)) {
            s.branch = b.which();
            s.over = b.which() == 0;
        } else if (s.branch == 1 && action instanceof FollowUp f && f.which() >= 0 && f.which() < FOLLOW_UPS) {
            s.followUp = f.which();
            s.over = true;
        } else {
            throw new IllegalActionException("cannot " + action);
        }
    }

    @Override
    public Outcome outcome(State s) {
        int p1 = s.branch == 0 ? 1 : s.followUp == FOLLOW_UPS - 1 ? 2 : 0;
        return Outcome.ranked(new int[] {p1, 1}, "over");
    }

    @Override
    public View view(State s, int player) {
        return new ChainView(player, s.branch, s.followUp);
    }

    @Override
    public String describe(State s, Action action) {
        return action.toString();
    }
}
