package io.agon.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The search on a wide action space (issue 50): in {@link DiceBidGame}, about a hundred legal bids a decision, the
 * default {@code mcts} (guided by the game's heuristic: its move tried first and favoured, progressive widening,
 * heuristic rollouts; and a pruned tree when the heuristic is a {@link MoveFilter}) must beat the heuristic, where the plain search of before loses to it. Fixed seeds and
 * iteration budgets: the counts are the same on every run.
 */
class WideSearchTest {

    private static final DiceBidGame GAME = new DiceBidGame();
    private static final Map<String, AgentFactory> AGENTS =
            Map.of("heuristic", (spec, seed) -> new DiceBidGame.Heuristic());

    /** Games won by {@code spec} against the heuristic in {@code games} deals, each played from both seats. */
    private static int winsAgainstHeuristic(String spec, int games) {
        int wins = 0;
        for (int g = 0; g < games; g++) {
            for (int seat = 0; seat < 2; seat++) {
                Agent search = Agents.create(AgentSpec.parse(spec), 1000L + g, AGENTS);
                Agent heuristic = new DiceBidGame.Heuristic();
                Agent[] seats = seat == 0 ? new Agent[] {search, heuristic} : new Agent[] {heuristic, search};
                if (winner(seats, 17L * g + 3) == seat) {
                    wins++;
                }
            }
        }
        return wins;
    }

    private static int winner(Agent[] seats, long seed) {
        DiceBidGame.State s = GAME.newGame(new Setup(2, seed, Map.of()));
        int p;
        while ((p = GAME.currentPlayer(s)) >= 0) {
            Action a = seats[p].choose(GAME, new InformationSet<>(GAME, s));
            GAME.apply(s, p, a, EventSink.NONE);
        }
        return s.winner;
    }

    @Test
    @DisplayName("the game lists about a hundred actions at the first decisions")
    void wide() {
        DiceBidGame.State s = GAME.newGame(new Setup(2, 1, Map.of()));
        assertThat(GAME.legalActions(s)).hasSize(96);
        GAME.apply(s, 0, DiceBidGame.BIDS[0], EventSink.NONE);
        assertThat(GAME.legalActions(s)).hasSize(96);
    }

    @Test
    @DisplayName("default mcts beats the game's heuristic on a wide action space; the plain search does not")
    void defaultSearchBeatsTheHeuristic() {
        int games = 20;
        int guided = winsAgainstHeuristic("mcts:iterations=1000", games);
        int plain = winsAgainstHeuristic("mcts:iterations=1000,prior=none,widen=0,rollout=random", games);
        assertThat(guided).as("default mcts wins of %d", 2 * games).isGreaterThan(2 * games * 6 / 10);
        assertThat(plain).as("plain mcts wins of %d", 2 * games).isLessThan(guided);
    }

    @Test
    @DisplayName("widening limits the root to about sqrt(iterations) moves, the prior's move among them")
    void wideningAndPrior() {
        DiceBidGame.State s = GAME.newGame(new Setup(2, 5, Map.of()));
        SearchAgent a = (SearchAgent) Agents.create(AgentSpec.parse("mcts:iterations=400"), 1, AGENTS);
        Action heuristic = new DiceBidGame.Heuristic().pick(GAME, s, GAME.legalActions(s), null);
        a.choose(GAME, new InformationSet<>(GAME, s));
        List<MoveStat> moves = a.lastMoveStats();
        assertThat(moves.size()).isBetween(2, 21);
        List<Action> tried = new ArrayList<>();
        moves.forEach(m -> tried.add(m.action()));
        assertThat(tried).contains(heuristic);
        assertThat(a.name()).contains("prior=heuristic").contains("rollout=heuristic");

        SearchAgent all = (SearchAgent) Agents.create(AgentSpec.parse("mcts:iterations=400,widen=0,prior=none"),
                1, AGENTS);
        all.choose(GAME, new InformationSet<>(GAME, s));
        assertThat(all.lastMoveStats()).hasSize(96);
        assertThat(all.name()).contains("widen=0.0").doesNotContain("prior");
    }

    /** A heuristic that can also choose the moves worth searching: every bid of at most 4 dice, and the call. */
    private static final class Pruning implements Agent, MoveFilter {
        @Override
        public String name() {
            return "heuristic";
        }

        @Override
        public <S extends io.agon.core.GameState<S>> Action choose(io.agon.core.Game<S> game, InformationSet<S> info) {
            return info.legalActions().get(0);
        }

        @Override
        public <S extends io.agon.core.GameState<S>> void candidates(io.agon.core.Game<S> game, S state,
                List<Action> legal, List<Action> out) {
            for (Action a : legal) {
                if (!(a instanceof DiceBidGame.Bid b) || b.quantity() <= 4) {
                    out.add(a);
                }
            }
        }
    }

    @Test
    @DisplayName("a heuristic that is a MoveFilter prunes mcts's tree by default; prune=none turns it off")
    void heuristicPrunesByDefault() {
        Map<String, AgentFactory> agents = Map.of("heuristic", (spec, seed) -> new Pruning());
        DiceBidGame.State s = GAME.newGame(new Setup(2, 5, Map.of()));
        SearchAgent pruned = (SearchAgent) Agents.create(AgentSpec.parse("mcts:iterations=300,widen=0"), 1, agents);
        assertThat(pruned.name()).contains("prune=heuristic");
        pruned.choose(GAME, new InformationSet<>(GAME, s));
        assertThat(pruned.lastMoveStats()).hasSize(24);
        SearchAgent all = (SearchAgent) Agents.create(AgentSpec.parse("mcts:iterations=300,widen=0,prune=none"), 1,
                agents);
        assertThat(all.name()).doesNotContain("prune");
        all.choose(GAME, new InformationSet<>(GAME, s));
        assertThat(all.lastMoveStats()).hasSize(96);
        assertThat(Agents.create(AgentSpec.parse("mcts"), 1, AGENTS).name()).doesNotContain("prune");
    }

    /** A heuristic that can value positions; {@code leaves} says whether the search should value its leaves so. */
    private record Judge(boolean leaves) implements Agent, Evaluator {
        @Override
        public String name() {
            return "heuristic";
        }

        @Override
        public <S extends io.agon.core.GameState<S>> Action choose(io.agon.core.Game<S> game, InformationSet<S> info) {
            return info.legalActions().get(0);
        }

        @Override
        public <S extends io.agon.core.GameState<S>> void values(io.agon.core.Game<S> game, S state, double[] out) {
            out[0] = 0.5;
            out[1] = 0.5;
        }

        @Override
        public boolean valuesSearchLeaves() {
            return leaves;
        }
    }

    @Test
    @DisplayName("a heuristic that is an Evaluator values mcts's new nodes by default, unless it says it should not")
    void evaluatorDefaults() {
        Agent valued = Agents.create(AgentSpec.parse("mcts"), 1, Map.of("heuristic", (spec, seed) -> new Judge(true)));
        assertThat(valued.name()).contains("rollout=random,eval=heuristic,depth=0").contains("prior=heuristic");
        Agent rolled = Agents.create(AgentSpec.parse("mcts"), 1, Map.of("heuristic", (spec, seed) -> new Judge(false)));
        assertThat(rolled.name()).contains("rollout=random").doesNotContain("eval=").contains("prior=heuristic");
        Agent asked = Agents.create(AgentSpec.parse("mcts:eval=heuristic"), 1,
                Map.of("heuristic", (spec, seed) -> new Judge(false)));
        assertThat(asked.name()).contains("eval=heuristic,depth=0");
    }

    @Test
    @DisplayName("prior, widen and bias are checked and belong to mcts only")
    void parameters() {
        assertThatThrownBy(() -> Agents.create(AgentSpec.parse("mcts:prior=nobody"), 1, AGENTS))
                .hasMessageContaining("prior must be none or one of this game's agents");
        assertThatThrownBy(() -> Agents.create(AgentSpec.parse("mcts:bias=2"), 1, Map.of()))
                .hasMessageContaining("bias needs a prior");
        assertThatThrownBy(() -> Agents.create(AgentSpec.parse("uct:widen=2"), 1, AGENTS))
                .hasMessageContaining("has no parameter 'widen'");
        assertThatThrownBy(() -> Agents.create(AgentSpec.parse("mcts:widen=-1"), 1, AGENTS))
                .hasMessageContaining("widen must be between");
    }
}
