package io.agon.core.sim;

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
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentFactory;
import io.agon.core.agent.InformationSet;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A test game in which a seat's neighbour matters: 2 to 5 players each start with 0 to 3 coins and act once, from
 * seat 1 on; each either takes a coin or steals two from the next seat clockwise. Most coins win; equal counts
 * share. The {@code thief} agent always steals, so whoever sits right after it is robbed: a schedule that always
 * seats the same entrant after the thief favours the others.
 */
public class ThiefGame implements Game<ThiefGame.State> {

    record Take() implements Action {
    }

    record Steal() implements Action {
    }

    static final Take TAKE = new Take();
    static final Steal STEAL = new Steal();

    /** The coins of each seat and the seat on turn (-1 at the end). */
    public static final class State implements GameState<State> {
        final int[] coins;
        int turn;

        State(int[] coins, int turn) {
            this.coins = coins;
            this.turn = turn;
        }

        @Override
        public State copy() {
            return new State(coins.clone(), turn);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && Arrays.equals(coins, s.coins) && turn == s.turn;
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(coins) + turn;
        }
    }

    record CoinView(int observer, List<Integer> coins, int turn) implements View {
        @Override
        public String render() {
            return "coins " + coins;
        }
    }

    /** Always steals. */
    static final AgentFactory THIEF = (spec, seed) -> {
        spec.allowOnly();
        return new Agent() {
            @Override
            public String name() {
                return "thief";
            }

            @Override
            public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
                return STEAL;
            }
        };
    };

    static final Map<String, AgentFactory> AGENTS = Map.of("thief", THIEF);

    private final GameInfo info = new GameInfo("thief", "Thief", 2, 5, "1", "a test game of neighbours", List.of(),
            List.of(Take.class, Steal.class));

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public State newGame(Setup setup) {
        setup.validate(info());
        Rng rng = new Rng(setup.seed());
        int[] coins = new int[setup.players()];
        for (int p = 0; p < coins.length; p++) {
            coins[p] = rng.nextInt(4);
        }
        return new State(coins, 0);
    }

    @Override
    public int currentPlayer(State s) {
        return s.turn;
    }

    @Override
    public Decision decision(State s) {
        return s.turn < 0 ? Decision.GAME_OVER : new Decision(s.turn, s.turn, "Take or steal");
    }

    @Override
    public void legalActions(State s, List<Action> out) {
        if (s.turn >= 0) {
            out.add(TAKE);
            out.add(STEAL);
        }
    }

    @Override
    public void apply(State s, int player, Action action, EventSink events) {
        if (player != s.turn) {
            throw IllegalActionException.wrongPlayer(player, s.turn);
        }
        int n = s.coins.length;
        if (action instanceof Steal) {
            s.coins[(player + 1) % n] -= 2;
            s.coins[player] += 2;
        } else {
            s.coins[player]++;
        }
        s.turn = player + 1 < n ? player + 1 : -1;
    }

    @Override
    public Outcome outcome(State s) {
        return Outcome.ranked(s.coins.clone(), "most coins win");
    }

    @Override
    public View view(State s, int player) {
        return new CoinView(player, Arrays.stream(s.coins).boxed().toList(), s.turn);
    }
}
