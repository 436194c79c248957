package io.agon.analysis;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentFactory;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.InformationSet;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A test game with no position edge at all, whose answers are known exactly: 2 to 4 players, from seat 1 on
 * (a fixed start seat), each name a number from 0 to 9 once; the highest number wins and equal highest numbers
 * share the win (a draw). Agent {@code high} always names 9, {@code low} always 0: two agents of different
 * strength. Random players draw 10% of two-player games.
 */
final class HighNumber implements Game<HighNumber.State> {

    record Say(int number) implements Action {
    }

    static final class State implements GameState<State> {
        final int[] said;
        int turn;

        State(int[] said, int turn) {
            this.said = said;
            this.turn = turn;
        }

        @Override
        public State copy() {
            return new State(said.clone(), turn);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && Arrays.equals(said, s.said) && turn == s.turn;
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(said) * 31 + turn;
        }
    }

    record Numbers(int observer, List<Integer> said) implements View {
        @Override
        public String render() {
            return said.toString();
        }
    }

    private static final GameInfo INFO = new GameInfo("high-number", "High Number", 2, 4, "1", "a test game",
            List.of(), List.of(Say.class));

    /** The agents {@code high} (always 9) and {@code low} (always 0). */
    static final Map<String, AgentFactory> AGENTS = Map.of("high", (spec, seed) -> says(9, "high"),
            "low", (spec, seed) -> says(0, "low"));

    static Agent says(int number, String name) {
        return new Agent() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
                return new Say(number);
            }
        };
    }

    /** The agent specs of {@code labels}. */
    static List<AgentSpec> specs(String... labels) {
        return Arrays.stream(labels).map(AgentSpec::parse).toList();
    }

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public State newGame(Setup setup) {
        return new State(new int[setup.players()], 0);
    }

    @Override
    public int currentPlayer(State s) {
        return s.turn < s.said.length ? s.turn : -1;
    }

    @Override
    public Decision decision(State s) {
        int p = currentPlayer(s);
        return p < 0 ? Decision.GAME_OVER : new Decision(p, p, "Say a number");
    }

    @Override
    public void legalActions(State s, List<Action> out) {
        if (currentPlayer(s) >= 0) {
            for (int n = 0; n <= 9; n++) {
                out.add(new Say(n));
            }
        }
    }

    @Override
    public void apply(State s, int player, Action action, EventSink events) {
        s.said[player] = ((Say) action).number();
        s.turn++;
    }

    @Override
    public Outcome outcome(State s) {
        return Outcome.ranked(s.said.clone(), "highest number");
    }

    @Override
    public View view(State s, int player) {
        return new Numbers(player, Arrays.stream(s.said).boxed().toList());
    }

    @Override
    public State determinize(State s, int observer, Rng rng) {
        return s.copy();
    }
}
