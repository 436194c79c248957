package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import java.util.List;

/**
 * A hidden-information test game for two players. P2 holds a secret card 0, 1 or 2 that P1 cannot see. P1 first
 * may knock (or not); then P2 must answer a knock with a card-specific signal ({@code Signal(secret)} or
 * {@code Silence}; which signals are legal depends on the secret, so P2's moves exist only in some
 * determinizations). Finally P1 guesses the card (a right guess wins, a wrong one loses) or folds (a shared win).
 *
 * <p>Without seeing the card, a guess wins 1/3 of the time and folding is worth 1/2 (shared win), so an honest
 * search folds; only a search that peeks at the true card would guess.
 */
final class GuessGame implements Game<GuessGame.State> {

    record Guess(int card) implements Action {
    }

    record Fold() implements Action {
    }

    record Knock() implements Action {
    }

    record Wait() implements Action {
    }

    record Signal(int card) implements Action {
    }

    record Silence() implements Action {
    }

    static final GameInfo INFO = new GameInfo("guess", "Guess", 2, 2, "1", "guess the secret card", List.of(),
            List.of(Guess.class, Fold.class, Knock.class, Wait.class, Signal.class, Silence.class));

    static final int START = 0;
    static final int ANSWER = 1;
    static final int GUESS = 2;
    static final int OVER = 3;

    /** The secret, the phase and the result (1 = P1 right, 0 = wrong, 2 = folded). */
    static final class State implements GameState<State> {
        int secret;
        int phase;
        int result = -1;
        int signal = -1;
        Rng rng;

        @Override
        public State copy() {
            State s = new State();
            s.secret = secret;
            s.phase = phase;
            s.result = result;
            s.signal = signal;
            s.rng = rng.copy();
            return s;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && s.secret == secret && s.phase == phase && s.result == result
                    && s.signal == signal && s.rng.equals(rng);
        }

        @Override
        public int hashCode() {
            return secret * 31 + phase;
        }
    }

    record GuessView(int observer, int phase, int signal, int secretIfOwn) implements View {
        @Override
        public String render() {
            return "phase " + phase;
        }
    }

    /** A state at P1's first decision with the given secret. */
    static State withSecret(int secret) {
        State s = new State();
        s.secret = secret;
        s.rng = new Rng(7);
        return s;
    }

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public State newGame(Setup setup) {
        setup.validate(INFO);
        State s = withSecret(0);
        s.rng = new Rng(setup.seed());
        s.secret = s.rng.nextInt(3);
        return s;
    }

    @Override
    public int currentPlayer(State s) {
        return switch (s.phase) {
            case START, GUESS -> 0;
            case ANSWER -> 1;
            default -> -1;
        };
    }

    @Override
    public Decision decision(State s) {
        int p = currentPlayer(s);
        return p < 0 ? Decision.GAME_OVER : new Decision(p, 0, "decide");
    }

    @Override
    public void legalActions(State s, List<Action> out) {
        switch (s.phase) {
            case START -> {
                out.add(new Knock());
                out.add(new Wait());
            }
            case ANSWER -> {
                out.add(new Signal(s.secret));
                out.add(new Silence());
            }
            case GUESS -> {
                for (int c = 0; c < 3; c++) {
                    out.add(new Guess(c));
                }
                out.add(new Fold());
            }
            default -> {
            }
        }
    }

    @Override
    public void apply(State s, int player, Action action, EventSink events) {
        if (player != currentPlayer(s)) {
            throw IllegalActionException.wrongPlayer(player, currentPlayer(s));
        }
        if (!legalActions(s).contains(action)) {
            throw new IllegalActionException("not legal now: " + action);
        }
        if (action instanceof Knock) {
            s.phase = ANSWER;
        } else if (action instanceof Signal sig) {
            s.signal = sig.card();
            s.phase = GUESS;
        } else if (action instanceof Wait || action instanceof Silence) {
            s.phase = GUESS;
        } else if (action instanceof Guess g) {
            s.result = g.card() == s.secret ? 1 : 0;
            s.phase = OVER;
        } else {
            s.result = 2;
            s.phase = OVER;
        }
    }

    @Override
    public Outcome outcome(State s) {
        int[] scores = switch (s.result) {
            case 1 -> new int[] {1, 0};
            case 0 -> new int[] {0, 1};
            default -> new int[] {0, 0};
        };
        return Outcome.ranked(scores, "");
    }

    @Override
    public View view(State s, int player) {
        return new GuessView(player, s.phase, s.signal, player == 1 ? s.secret : -1);
    }

    @Override
    public State determinize(State s, int observer, Rng rng) {
        State d = s.copy();
        if (observer == 0 && s.signal < 0) {
            d.secret = rng.nextInt(3);
        }
        d.rng = new Rng(rng.nextLong());
        return d;
    }
}
