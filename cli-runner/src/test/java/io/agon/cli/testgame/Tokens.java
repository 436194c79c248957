package io.agon.cli.testgame;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameEvent;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.OptionInfo;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A small fake game for the launcher's tests. Players take 1-3 tokens from a pile in turn; when someone takes 3,
 * the next player (not on turn) decides whether to block, which puts one token back (an interrupt). Each player
 * also holds a secret bonus card 1-3 (hidden information). Score = tokens + bonus; the game ends when the pile
 * is empty. Option {@code pile=6|9|12} (default 9).
 */
public final class Tokens implements Game<Tokens.State> {

    /** The actions. */
    public sealed interface Move extends Action permits Take, Block, Allow {
    }

    /** Take n tokens. */
    public record Take(int n) implements Move {
    }

    /** Block the last take of 3. */
    public record Block() implements Move {
    }

    /** Let the take of 3 stand. */
    public record Allow() implements Move {
    }

    /** An event. */
    public record Said(String text) implements GameEvent {
    }

    static final Take[] TAKES = {null, new Take(1), new Take(2), new Take(3)};
    static final Block BLOCK = new Block();
    static final Allow ALLOW = new Allow();

    /** The state. */
    public static final class State implements GameState<State> {
        final int[] tokens;
        final int[] bonus;
        int pile;
        int turn;
        int blocker = -1;
        boolean over;
        final Rng rng;

        State(int players, int pile, Rng rng) {
            tokens = new int[players];
            bonus = new int[players];
            this.pile = pile;
            this.rng = rng;
        }

        private State(State o) {
            tokens = o.tokens.clone();
            bonus = o.bonus.clone();
            pile = o.pile;
            turn = o.turn;
            blocker = o.blocker;
            over = o.over;
            rng = o.rng.copy();
        }

        @Override
        public State copy() {
            return new State(this);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && Arrays.equals(tokens, s.tokens) && Arrays.equals(bonus, s.bonus)
                    && pile == s.pile && turn == s.turn && blocker == s.blocker && over == s.over && rng.equals(s.rng);
        }

        @Override
        public int hashCode() {
            return Objects.hash(Arrays.hashCode(tokens), Arrays.hashCode(bonus), pile, turn, blocker, over, rng);
        }
    }

    /** What one player sees. */
    public record TokensView(int observer, int pile, List<Integer> tokens, int myBonus) implements View {
        @Override
        public String render() {
            return "Pile: " + pile + "\nTokens: " + tokens + "\nYour secret bonus: " + myBonus;
        }
    }

    private final GameInfo info = new GameInfo("tokens", "Tokens", 2, 3, "1",
            "a tiny test game: take tokens, block big takes",
            List.of(new OptionInfo("pile", "tokens in the pile", List.of("6", "9", "12"), "9")),
            List.of(Take.class, Block.class, Allow.class));

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public State newGame(Setup setup, EventSink events) {
        Map<String, String> opts = setup.validate(info);
        State s = new State(setup.players(), Integer.parseInt(opts.get("pile")), new Rng(setup.seed()));
        for (int p = 0; p < setup.players(); p++) {
            s.bonus[p] = 1 + s.rng.nextInt(3);
        }
        if (events.enabled()) {     // a set-up event: the launcher narrates it before the first decision
            events.emit(new Said("The pile holds " + s.pile + " tokens"));
        }
        return s;
    }

    @Override
    public int currentPlayer(State s) {
        return s.over ? -1 : s.blocker >= 0 ? s.blocker : s.turn;
    }

    @Override
    public Decision decision(State s) {
        if (s.over) {
            return Decision.GAME_OVER;
        }
        return s.blocker >= 0 ? new Decision(s.blocker, s.turn, "Block P" + (s.turn + 1) + "'s take of 3?")
                : new Decision(s.turn, s.turn, "Take tokens");
    }

    @Override
    public void legalActions(State s, List<Action> out) {
        if (s.over) {
            return;
        }
        if (s.blocker >= 0) {
            out.add(BLOCK);
            out.add(ALLOW);
            return;
        }
        for (int n = 1; n <= Math.min(3, s.pile); n++) {
            out.add(TAKES[n]);
        }
    }

    @Override
    public void apply(State s, int player, Action action, EventSink events) {
        int current = currentPlayer(s);
        if (player != current) {
            throw IllegalActionException.wrongPlayer(player, current);
        }
        int n = s.tokens.length;
        if (s.blocker >= 0) {
            if (!(action instanceof Block) && !(action instanceof Allow)) {
                throw IllegalActionException.notNow(action, "block or allow");
            }
            if (action instanceof Block) {
                s.tokens[s.turn]--;
                s.pile++;
                if (events.enabled()) {
                    events.emit(new Said("P" + (player + 1) + " blocks: P" + (s.turn + 1) + " puts a token back"));
                }
            }
            s.blocker = -1;
            s.turn = (s.turn + 1) % n;
            return;
        }
        if (!(action instanceof Take take) || take.n() < 1 || take.n() > Math.min(3, s.pile)) {
            throw new IllegalActionException(action + " is not possible: take 1 to " + Math.min(3, s.pile) + " tokens");
        }
        s.pile -= take.n();
        s.tokens[player] += take.n();
        if (events.enabled()) {
            events.emit(new Said("P" + (player + 1) + " takes " + take.n() + ", " + s.pile + " left"));
        }
        if (s.pile == 0) {
            s.over = true;
        } else if (take.n() == 3) {
            s.blocker = (player + 1) % n;
        } else {
            s.turn = (player + 1) % n;
        }
    }

    @Override
    public Outcome outcome(State s) {
        if (!s.over) {
            throw new IllegalStateException("not over");
        }
        int[] scores = new int[s.tokens.length];
        for (int p = 0; p < scores.length; p++) {
            scores[p] = s.tokens[p] + s.bonus[p];
        }
        return Outcome.ranked(scores, "tokens + secret bonus", s.tokens.clone());
    }

    @Override
    public View view(State s, int player) {
        List<Integer> tokens = new ArrayList<>();
        for (int t : s.tokens) {
            tokens.add(t);
        }
        return new TokensView(player, s.pile, tokens, s.bonus[player]);
    }

    @Override
    public State determinize(State s, int observer, Rng rng) {
        State d = s.copy();
        for (int p = 0; p < d.bonus.length; p++) {
            if (p != observer) {
                d.bonus[p] = 1 + rng.nextInt(3);
            }
        }
        return d;
    }

    @Override
    public String describe(State s, Action action) {
        // the decider's own label shows his secret bonus card; narration to others must not
        String label = publicLabel(s, action);
        return action instanceof Take ? label + " (your bonus card: " + s.bonus[currentPlayer(s)] + ")" : label;
    }

    @Override
    public String describe(State s, Action action, int observer) {
        return observer == currentPlayer(s) ? describe(s, action) : publicLabel(s, action);
    }

    private static String publicLabel(State s, Action action) {
        if (action instanceof Take t) {
            return "Take " + t.n() + " token" + (t.n() == 1 ? "" : "s");
        }
        return action instanceof Block ? "Block P" + (s.turn + 1) + "'s take" : "Allow the take";
    }
}
