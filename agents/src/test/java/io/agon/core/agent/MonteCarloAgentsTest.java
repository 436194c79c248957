package io.agon.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Outcome;
import io.agon.core.Setup;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MonteCarloAgentsTest {

    private static final NimGame NIM = new NimGame();
    private static final GuessGame GUESS = new GuessGame();

    private static Agent agent(String spec, long seed) {
        return Agents.create(AgentSpec.parse(spec), seed, Map.of());
    }

    private static <S extends GameState<S>> Action choose(Agent a, Game<S> game, S state) {
        return a.choose(game, new InformationSet<>(game, state));
    }

    @ParameterizedTest
    @ValueSource(strings = {"uct:iterations=2000", "ismcts:iterations=2000", "mcts:iterations=2000"})
    @DisplayName("tree search finds the only winning Nim move (heaps 1,2,4: take 1 from heap 2, leaving XOR 0)")
    void findsTheWinningNimMove(String spec) {
        for (long seed = 1; seed <= 3; seed++) {
            Action a = choose(agent(spec, seed), NIM, NimGame.start(2, 1, 2, 4));
            assertThat(a).as(spec + " seed " + seed).isEqualTo(new NimGame.Take(2, 1));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ismcts:iterations=2000", "ismcts:iterations=2000,threads=2,parallel=tree"})
    @DisplayName("IS-MCTS tells moves apart by equals: moves whose hash codes all collide give the same search")
    void movesWithCollidingHashCodes(String spec) {
        NimGame sameHash = new NimGame(true);
        try (SearchAgent plain = (SearchAgent) agent(spec, 3);
             SearchAgent colliding = (SearchAgent) agent(spec, 3)) {
            Action a = choose(plain, NIM, NimGame.start(2, 1, 2, 4));
            Action b = choose(colliding, sameHash, NimGame.start(2, 1, 2, 4));
            assertThat(a).isEqualTo(new NimGame.Take(2, 1));
            assertThat(b).isEqualTo(new NimGame.SameHashTake(2, 1));
            // one root child per move (7 moves), each with its own visits; on one thread the very same counts
            assertThat(colliding.lastMoveStats()).hasSize(7);
            assertThat(colliding.lastMoveStats()).extracting(MoveStat::action).doesNotHaveDuplicates();
            if (!spec.contains("threads")) {
                assertThat(colliding.lastMoveStats()).extracting(MoveStat::visits)
                        .containsExactlyElementsOf(plain.lastMoveStats().stream().map(MoveStat::visits).toList());
            }
        }
    }

    @Test
    @DisplayName("flat Monte Carlo takes an immediate win (it cannot see deeper tactics: no tree)")
    void flatTakesTheWin() {
        assertThat(choose(agent("flatmc:iterations=500", 1), NIM, NimGame.start(2, 0, 3, 0)))
                .isEqualTo(new NimGame.Take(1, 3));
    }

    @ParameterizedTest
    @ValueSource(strings = {"uct:iterations=2000", "mcts:iterations=2000"})
    @DisplayName("tree search takes an immediate win and sees a forced reply two moves deep")
    void takesTheWinAndAvoidsTheLoss(String spec) {
        // One heap left: take it all.
        assertThat(choose(agent(spec, 5), NIM, NimGame.start(2, 0, 7, 0))).isEqualTo(new NimGame.Take(1, 7));
        // Heaps 1,1,2 (xor 2): only taking the whole heap of 2 leaves a lost position (1,1) for the opponent.
        assertThat(choose(agent(spec, 5), NIM, NimGame.start(2, 1, 1, 2))).isEqualTo(new NimGame.Take(2, 2));
    }

    @Test
    @DisplayName("three players: each node is valued for the player deciding there, and P1 takes the last stones")
    void multiPlayerTakesTheWin() {
        Action a = choose(agent("uct:iterations=500", 2), NIM, NimGame.start(3, 0, 0, 4));
        assertThat(a).isEqualTo(new NimGame.Take(2, 4));
        a = choose(agent("mcts:iterations=500", 2), NIM, NimGame.start(3, 0, 0, 4));
        assertThat(a).isEqualTo(new NimGame.Take(2, 4));
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcts:iterations=2000", "ismcts:iterations=2000,c=1.2", "flatmc:iterations=2000"})
    @DisplayName("IS-MCTS does not cheat: two true states that look the same to it get the same choice and statistics")
    void doesNotPeekAtHiddenState(String spec) {
        SearchAgent[] agents = new SearchAgent[3];
        Action[] choices = new Action[3];
        for (int secret = 0; secret < 3; secret++) {
            agents[secret] = (SearchAgent) agent(spec, 42);
            choices[secret] = choose(agents[secret], GUESS, GuessGame.withSecret(secret));
        }
        assertThat(choices[1]).isEqualTo(choices[0]);
        assertThat(choices[2]).isEqualTo(choices[0]);
        assertThat(agents[1].lastMoveStats()).isEqualTo(agents[0].lastMoveStats());
        assertThat(agents[2].lastMoveStats()).isEqualTo(agents[0].lastMoveStats());
    }

    @Test
    @DisplayName("IS-MCTS at the guessing step folds (worth 1/2) rather than guess an unseen card (worth 1/3)")
    void foldsWhenItCannotSee() {
        GuessGame.State s = GuessGame.withSecret(2);
        GUESS.apply(s, new GuessGame.Wait());
        for (long seed = 1; seed <= 3; seed++) {
            assertThat(choose(agent("mcts:iterations=2000", seed), GUESS, s)).isEqualTo(new GuessGame.Fold());
        }
        // After the opponent signalled the card, guessing it is a sure win.
        GuessGame.State t = GuessGame.withSecret(1);
        GUESS.apply(t, new GuessGame.Knock());
        GUESS.apply(t, new GuessGame.Signal(1));
        assertThat(choose(agent("mcts:iterations=500", 1), GUESS, t)).isEqualTo(new GuessGame.Guess(1));
    }

    @Test
    @DisplayName("IS-MCTS handles moves that exist only in some determinizations (the opponent's signals)")
    void availabilityCounts() {
        SearchAgent a = (SearchAgent) agent("mcts:iterations=3000", 3);
        Action first = choose(a, GUESS, GuessGame.withSecret(0));
        assertThat(first).isIn(new GuessGame.Knock(), new GuessGame.Wait());
        // The opponent answers a knock with silence, so both first moves are worth about a shared win.
        for (MoveStat m : a.lastMoveStats()) {
            assertThat(m.mean()).as(m.label()).isBetween(0.3, 0.6);
        }
        assertThat(a.lastSearchStats().iterations()).isEqualTo(3000);
        assertThat(a.lastSearchStats().treeNodes()).isGreaterThan(5);
    }

    @Test
    @DisplayName("a time budget ends the search and still gives a legal move")
    void timeBudget() {
        SearchAgent a = (SearchAgent) agent("mcts:ms=30", 1);
        long t0 = System.nanoTime();
        Action x = choose(a, NIM, NimGame.start(2, 5, 6, 7));
        assertThat((System.nanoTime() - t0) / 1e6).isLessThan(2000);
        assertThat(NIM.legalActions(NimGame.start(2, 5, 6, 7))).contains(x);
        assertThat(a.lastSearchStats().iterations()).isPositive();
    }

    @Test
    @DisplayName("a time budget in microseconds (us=N) ends the search, is named, and equals ms=N/1000")
    void microsecondBudget() {
        SearchAgent a = (SearchAgent) agent("mcts:us=1500", 1);
        assertThat(a.name()).isEqualTo("ismcts(us=1500,c=0.7,rollout=random)");
        assertThat(a.settings().iterations()).as("a time budget alone sets no iteration limit").isZero();
        assertThat(a.settings().budgetNanos()).isEqualTo(1_500_000L);
        assertThat(((SearchAgent) agent("mcts:ms=2", 1)).settings().budgetNanos()).isEqualTo(2_000_000L);
        assertThat(((SearchAgent) agent("mcts:iterations=10", 1)).settings().budgetNanos()).isZero();
        Action x = choose(a, NIM, NimGame.start(2, 5, 6, 7));
        assertThat(NIM.legalActions(NimGame.start(2, 5, 6, 7))).contains(x);
        assertThat(a.lastSearchStats().iterations()).isPositive();
        // With both budgets, the iterations end the search first when they are few.
        SearchAgent both = (SearchAgent) agent("mcts:us=600000000,iterations=7", 1);
        choose(both, NIM, NimGame.start(2, 5, 6, 7));
        assertThat(both.lastSearchStats().iterations()).isEqualTo(7);
        assertThatThrownBy(() -> agent("mcts:ms=2,us=500", 1)).isInstanceOf(AgentSpecException.class)
                .hasMessage("mcts: give the time budget as ms or as us, not both");
        assertThatThrownBy(() -> agent("mcts:us=0", 1)).hasMessageContaining("us must be between 1");
        assertThatThrownBy(() -> new SearchSettings(0, 5, 0.7, RolloutPolicy.RANDOM, "random", Reward.RANK, null,
                null, SearchSettings.TO_THE_END, null, null, 0, 1, 0, false, 5000))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not both");
    }

    @Test
    @DisplayName("explainLastChoice lists the top moves with visit counts and means, labelled by the game")
    void explains() {
        Agent a = agent("uct:iterations=500", 1);
        choose(a, NIM, NimGame.start(2, 1, 2, 4));
        String text = a.explainLastChoice();
        assertThat(text).contains("500 iterations").contains("* 1. take 1 from heap 2").contains("visits")
                .contains("mean").contains("more moves");
        assertThat(text.lines().count()).isEqualTo(1 + SearchAgent.EXPLAIN_TOP + 1);
        choose(a, NIM, NimGame.start(2, 0, 0, 1));
        assertThat(a.explainLastChoice()).contains("only one legal move").contains("take 1 from heap 2");
    }

    @Test
    @DisplayName("rollout=heuristic uses the game's own agent for every rollout action")
    void heuristicRollout() {
        AtomicInteger calls = new AtomicInteger();
        AgentFactory heuristic = (spec, seed) -> new Agent() {
            @Override
            public String name() {
                return "first";
            }

            @Override
            public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
                calls.incrementAndGet();
                return info.legalActions().get(0);
            }
        };
        Agent a = Agents.create(AgentSpec.parse("mcts:iterations=50,rollout=heuristic"), 1,
                Map.of("heuristic", heuristic));
        assertThat(a.name()).contains("rollout=heuristic");
        choose(a, NIM, NimGame.start(2, 3, 4, 5));
        assertThat(calls.get()).isGreaterThanOrEqualTo(50);
    }

    /** A game agent that also offers the light rollout hook. */
    private static final class FirstMove implements Agent, RolloutPolicy {
        int picks;

        @Override
        public String name() {
            return "first";
        }

        @Override
        public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
            throw new AssertionError("rollouts must use the RolloutPolicy hook, not choose()");
        }

        @Override
        public <S extends GameState<S>> Action pick(Game<S> game, S state, List<Action> legal, io.agon.core.Rng r) {
            picks++;
            return legal.get(0);
        }
    }

    @Test
    @DisplayName("an agent that implements RolloutPolicy is used directly in rollouts, without an InformationSet")
    void rolloutHook() {
        FirstMove first = new FirstMove();
        assertThat(RolloutPolicy.of(first)).isSameAs(first);
        Agent a = Agents.create(AgentSpec.parse("uct:iterations=40,rollout=heuristic"), 1,
                Map.of("heuristic", (spec, seed) -> first));
        choose(a, NIM, NimGame.start(2, 3, 4, 5));
        assertThat(first.picks).isGreaterThan(40);
    }

    /**
     * A perfect Nim evaluator (a position with heap XOR 0 is lost for the player to move), offered as a game
     * agent kind the way a game offers its heuristic agent; it counts its calls.
     */
    private static final class NimOracle extends EvaluatingAgent {
        int calls;

        NimOracle() {
            super(null);
        }

        @Override
        public <S extends GameState<S>> void values(Game<S> game, S state, double[] out) {
            calls++;
            NimGame.State s = (NimGame.State) state;
            assertThat(s.winner).as("an evaluator is never asked about a finished game").isEqualTo(-1);
            int xor = 0;
            for (int h : s.heaps) {
                xor ^= h;
            }
            for (int p = 0; p < s.players; p++) {
                out[p] = (p == s.toMove) == (xor != 0) ? 1 : 0;
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcts", "uct", "flatmc"})
    @DisplayName("eval=KIND,depth=0: the game's evaluator values each new node; 7 iterations find the Nim win")
    void evaluatorAtDepthZero(String kind) {
        NimOracle oracle = new NimOracle();
        // heaps 1,2,4 give 7 moves: 7 iterations try each once (mcts: without widening), and only "take 1 from
        // heap 2" leaves XOR 0
        Agent a = Agents.create(AgentSpec.parse(kind + ":iterations=7,eval=perfect"
                + (kind.equals("mcts") ? ",widen=0" : "")), 3,
                Map.of("perfect", (spec, seed) -> oracle));
        assertThat(a.name()).contains("eval=perfect,depth=0");
        assertThat(choose(a, NIM, NimGame.start(2, 1, 2, 4))).isEqualTo(new NimGame.Take(2, 1));
        assertThat(oracle.calls).isEqualTo(7);
        assertThat(((SearchAgent) a).lastSearchStats().meanRolloutLength()).isZero();
    }

    @Test
    @DisplayName("eval with depth=3 plays at most 3 rollout actions; a game that ends sooner uses its real outcome")
    void evaluatorAfterDepth() {
        NimOracle oracle = new NimOracle();
        SearchAgent a = (SearchAgent) Agents.create(AgentSpec.parse("mcts:iterations=200,eval=perfect,depth=3"), 1,
                Map.of("perfect", (spec, seed) -> oracle));
        choose(a, NIM, NimGame.start(2, 2, 2, 3)); // 7 stones: some rollouts end the game, some are cut
        assertThat(a.lastSearchStats().meanRolloutLength()).isGreaterThan(0).isLessThanOrEqualTo(3);
        assertThat(oracle.calls).isGreaterThan(0).isLessThan(200);
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcts", "uct", "flatmc"})
    @DisplayName("eval=KIND,blend=b: rollouts play to the end, and each is worth (1 - b) x its result + b x the "
            + "evaluator's value of the position where it began")
    void blendMixesTheEvaluationIntoTheResult(String kind) {
        // an evaluator that calls every position worth 0.9 for P1: blend=1 gives every move exactly 0.9 (30
        // iterations over 18 root moves stay within two moves, and no two moves empty three heaps)
        AgentFactory fixed = (spec, seed) -> new EvaluatingAgent((g, st, out) -> {
            out[0] = 0.9;
            out[1] = 0.1;
        });
        SearchAgent all = (SearchAgent) Agents.create(AgentSpec.parse(kind + ":iterations=30,eval=fixed,blend=1"), 5,
                Map.of("fixed", fixed));
        assertThat(all.name()).contains("eval=fixed,blend=1.0").doesNotContain("depth");
        NimGame.State s = NimGame.start(2, 5, 6, 7);
        choose(all, NIM, s);
        assertThat(all.lastMoveStats()).allSatisfy(m -> assertThat(m.mean()).isCloseTo(0.9, within(1e-9)));
        assertThat(all.lastSearchStats().meanRolloutLength()).as("rollouts are played to the end").isGreaterThan(0);
        // blend=0.5 against the plain search with the same seed: the same rollouts, values halfway to 0.9
        SearchAgent half = (SearchAgent) Agents.create(AgentSpec.parse(kind + ":iterations=1,eval=fixed,blend=0.5"),
                5, Map.of("fixed", fixed));
        SearchAgent plain = (SearchAgent) agent(kind + ":iterations=1", 5);
        choose(half, NIM, s);
        choose(plain, NIM, s);
        MoveStat h = half.lastMoveStats().get(0);
        MoveStat p = plain.lastMoveStats().get(0);
        assertThat(h.action()).isEqualTo(p.action());
        assertThat(h.mean()).isCloseTo(0.5 * p.mean() + 0.5 * 0.9, within(1e-9));
        assertThatThrownBy(() -> agent(kind + ":blend=0.5", 1)).hasMessageContaining("blend needs eval=KIND");
        assertThatThrownBy(() -> Agents.create(AgentSpec.parse(kind + ":eval=fixed,blend=0.5,depth=3"), 1,
                Map.of("fixed", fixed))).hasMessageContaining("takes no depth");
        assertThatThrownBy(() -> Agents.create(AgentSpec.parse(kind + ":eval=fixed,blend=0"), 1,
                Map.of("fixed", fixed))).hasMessageContaining("above 0");
    }

    @ParameterizedTest
    @ValueSource(strings = {"flatmc"})
    @DisplayName("repetition guard: a search that prefers a move changing nothing does not choose it twice from "
            + "the same view (flat Monte Carlo: the tree searches already score such a loop as a loss, see loopsLose)")
    void repetitionGuard(String kind) {
        StallGame game = new StallGame();
        // an evaluator that calls every unfinished position a sure win for P1: stalling looks best forever
        AgentFactory optimist = (spec, seed) -> new EvaluatingAgent((g, st, out) -> {
            out[0] = 1;
            out[1] = 0;
        });
        Agent a = Agents.create(AgentSpec.parse(kind + ":iterations=50,eval=optimist"), 1,
                Map.of("optimist", optimist));
        StallGame.State s = game.newGame(new Setup(2, 1, Map.of()));
        assertThat(choose(a, game, s)).isEqualTo(new StallGame.Stall());
        game.apply(s, 0, new StallGame.Stall(), io.agon.core.EventSink.NONE);
        assertThat(choose(a, game, s)).as("the same view again: the other move").isEqualTo(new StallGame.Finish());
        assertThat(((SearchAgent) a).lastMoveStats().get(0).action()).isEqualTo(new StallGame.Finish());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 100, 1000})
    @DisplayName("repetition guard: a loop of many choices (a ring of positions walked round) is left after one round, "
            + "as long as it is shorter than the remembered choices")
    void repetitionGuardLeavesLongLoops(int ring) {
        StallGame game = new StallGame(ring);
        AgentFactory optimist = (spec, seed) -> new EvaluatingAgent((g, st, out) -> {
            out[0] = 1;
            out[1] = 0;
        });
        Agent a = Agents.create(AgentSpec.parse("flatmc:iterations=20,eval=optimist"), 1,
                Map.of("optimist", optimist));
        StallGame.State s = game.newGame(new Setup(2, 1, Map.of()));
        int choices = 0;
        while (game.currentPlayer(s) >= 0 && choices < 10 * ring + 10) {
            game.apply(s, 0, choose(a, game, s), io.agon.core.EventSink.NONE);
            choices++;
        }
        // one round of stalls, then at the first position seen again the other move
        assertThat(s.over).as("the game ended").isTrue();
        assertThat(choices).isEqualTo(ring + 1);
        assertThat(ring).isLessThan(SearchAgent.REMEMBERED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcts", "uct"})
    @DisplayName("a loop of moves that returns to a position of the same iteration counts as a loss for the "
            + "player who closed it, so 'pick up and put back' never beats a real move")
    void loopsLose(String kind) {
        LoopGame game = new LoopGame();
        // the evaluator dislikes uses: 0.8 for P1 before any use, 0.7 after one; the game ends shared (0.5) after
        // a use, lost without. Picking up and putting back would keep 0.8 forever.
        AgentFactory dislikesUses = (spec, seed) -> new EvaluatingAgent((g, st, out) -> {
            out[0] = 0.8 - 0.1 * ((LoopGame.State) st).uses;
            out[1] = 1 - out[0];
        });
        SearchAgent a = (SearchAgent) Agents.create(AgentSpec.parse(kind + ":iterations=300,eval=dislike"), 1,
                Map.of("dislike", dislikesUses));
        LoopGame.State s = game.newGame(new Setup(2, 1, Map.of()));
        s.holding = true;
        assertThat(choose(a, game, s)).isEqualTo(new LoopGame.Use());
        MoveStat putBack = a.lastMoveStats().stream().filter(m -> m.action().equals(new LoopGame.PutBack()))
                .findFirst().orElseThrow();
        assertThat(putBack.mean()).as("put back leads only into loops and a lost finish").isLessThan(0.3);
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcts", "uct"})
    @DisplayName("mix: a move its player follows with another decision is valued by its best follow-up, not the "
            + "average of the follow-ups tried")
    void mixValuesTheBestFollowUp(String kind) {
        ChainGame game = new ChainGame();
        ChainGame.State s = game.newGame(new Setup(2, 1, Map.of()));
        // the risky branch: 39 of 40 follow-ups lose, one wins; the safe branch is a shared end (0.5); mcts tries
        // every follow-up (widen=0): with widening, 300 iterations would try about 12 of the 40
        String full = kind.equals("mcts") ? ",widen=0" : "";
        Agent plain = agent(kind + ":iterations=300,c=3" + full, 3);
        Agent mixed = agent(kind + ":iterations=300,c=3,mix=1" + full, 3);
        assertThat(choose(plain, game, s)).as("the mean of the risky follow-ups is below 0.5")
                .isEqualTo(new ChainGame.Branch(0));
        assertThat(choose(mixed, game, s)).as("the best follow-up wins").isEqualTo(new ChainGame.Branch(1));
        assertThat(mixed.name()).contains("mix=1.0");
        assertThatThrownBy(() -> agent(kind + ":mix=2", 1)).isInstanceOf(AgentSpecException.class)
                .hasMessageContaining("mix");
    }

    /** A game agent kind made for a test: it plays the first legal move; subclasses offer a search hook. */
    private abstract static class TestKind implements Agent {
        private final String name;

        TestKind(String name) {
            this.name = name;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
            return info.legalActions().get(0);
        }
    }

    /** An agent kind that offers a given evaluation. */
    private static class EvaluatingAgent extends TestKind implements Evaluator {
        private final ThreeArgs f;

        interface ThreeArgs {
            void apply(Object game, Object state, double[] out);
        }

        EvaluatingAgent(ThreeArgs f) {
            super("evaluating");
            this.f = f;
        }

        @Override
        public <S extends GameState<S>> void values(Game<S> game, S state, double[] out) {
            f.apply(game, state, out);
        }
    }

    @Test
    @DisplayName("softRank: equal scores 0.5, one scale ahead 73%, values are the expected rank reward")
    void softRank() {
        double[] out = new double[3];
        Evaluator.softRank(new double[] {10, 10}, 2, 4, out);
        assertThat(out[0]).isEqualTo(0.5);
        assertThat(out[1]).isEqualTo(0.5);
        Evaluator.softRank(new double[] {14, 10}, 2, 4, out);
        assertThat(out[0]).isCloseTo(0.7311, org.assertj.core.data.Offset.offset(1e-4));
        assertThat(out[0] + out[1]).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-12));
        Evaluator.softRank(new double[] {100, 0, -100}, 3, 1, out);
        assertThat(out).containsExactly(new double[] {1, 0.5, 0}, org.assertj.core.data.Offset.offset(1e-9));
    }

    /** A move filter offered as a game agent kind: keeps the moves on heaps 0 and 1 only; counts its calls. */
    private static final class NoLastHeap extends TestKind implements MoveFilter {
        int calls;
        final boolean keepNone;

        NoLastHeap(boolean keepNone) {
            super("nolast");
            this.keepNone = keepNone;
        }

        @Override
        public <S extends GameState<S>> void candidates(Game<S> game, S state, List<Action> legal, List<Action> out) {
            calls++;
            if (keepNone) {
                return;
            }
            for (Action a : legal) {
                if (((NimGame.Take) a).heap() != 2) {
                    out.add(a);
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcts", "uct", "flatmc"})
    @DisplayName("prune=KIND: the search considers only the moves the game's filter keeps, at the root and deeper")
    void moveFilter(String kind) {
        NoLastHeap filter = new NoLastHeap(false);
        // heaps 1,2,4: the only winning move takes 1 from heap 2, which the filter hides
        SearchAgent a = (SearchAgent) Agents.create(AgentSpec.parse(kind + ":iterations=300,prune=nolast"), 3,
                Map.of("nolast", (spec, seed) -> filter));
        assertThat(a.name()).endsWith(",prune=nolast)");
        Action chosen = choose(a, NIM, NimGame.start(2, 1, 2, 4));
        assertThat(((NimGame.Take) chosen).heap()).isNotEqualTo(2);
        assertThat(a.lastMoveStats()).extracting(m -> ((NimGame.Take) m.action()).heap()).doesNotContain(2)
                .hasSize(3); // 1 move on heap 0, 2 on heap 1
        // IS-MCTS asks at every tree step of every iteration, UCT once per node, flat Monte Carlo once at the root
        assertThat(filter.calls).isGreaterThan(switch (kind) {
            case "mcts" -> 300;
            case "uct" -> 1;
            default -> 0;
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcts", "uct"})
    @DisplayName("a move filter that keeps nothing leaves every legal move in the search (the Nim win is found)")
    void emptyMoveFilter(String kind) {
        NoLastHeap filter = new NoLastHeap(true);
        Agent a = Agents.create(AgentSpec.parse(kind + ":iterations=2000,prune=all"), 1,
                Map.of("all", (spec, seed) -> filter));
        assertThat(choose(a, NIM, NimGame.start(2, 1, 2, 4))).isEqualTo(new NimGame.Take(2, 1));
        assertThat(filter.calls).isGreaterThan(0);
    }

    @Test
    @DisplayName("prune must name a game agent that is a MoveFilter: one clear line otherwise")
    void badMoveFilter() {
        assertThatThrownBy(() -> agent("mcts:prune=light", 1))
                .hasMessage("mcts: prune must name an agent of this game that can choose the moves worth searching "
                        + "(this game has none), not 'light'");
        assertThatThrownBy(() -> Agents.create(AgentSpec.parse("mcts:prune=heuristic"), 1,
                Map.of("heuristic", (spec, seed) -> new RandomAgent(seed), "nolast",
                        (spec, seed) -> new NoLastHeap(false))))
                .hasMessage("mcts: prune must name an agent of this game that can choose the moves worth searching "
                        + "(nolast), not 'heuristic'");
    }

    @Test
    @DisplayName("every generic kind is registered and names its settings")
    void registry() {
        assertThat(Agents.generic()).containsKeys("random", "flatmc", "uct", "ismcts", "mcts");
        assertThat(agent("mcts", 1)).isInstanceOf(IsMcts.class);
        assertThat(agent("mcts", 1).name()).isEqualTo("ismcts(iterations=1000,c=0.7,rollout=random)");
        assertThat(agent("uct:ms=100,c=1.4", 1).name()).isEqualTo("uct(ms=100,c=1.4,rollout=random)");
        assertThat(agent("flatmc:reward=rank", 1)).isInstanceOf(FlatMonteCarlo.class);
    }

    @Test
    @DisplayName("bad Monte Carlo parameters give one clear line")
    void badParameters() {
        assertThatThrownBy(() -> agent("mcts:iterations=0", 1))
                .isInstanceOf(AgentSpecException.class).hasMessageContaining("iterations must be between 1");
        assertThatThrownBy(() -> agent("uct:iterations=-5", 1)).isInstanceOf(AgentSpecException.class);
        assertThatThrownBy(() -> agent("mcts:ms=0", 1)).hasMessageContaining("ms must be between 1");
        assertThatThrownBy(() -> agent("mcts:c=-1", 1)).hasMessageContaining("c must be between 0");
        assertThatThrownBy(() -> agent("mcts:depth=3", 1)).hasMessage("mcts: depth needs eval=KIND, the evaluator "
                + "that values a rollout stopped early");
        assertThatThrownBy(() -> agent("mcts:eval=heuristic", 1))
                .hasMessage("mcts: eval must name an agent of this game that can value a position (this game has "
                        + "none), not 'heuristic'");
        assertThatThrownBy(() -> Agents.create(AgentSpec.parse("mcts:eval=heuristic"), 1,
                Map.of("heuristic", (spec, seed) -> new RandomAgent(seed), "perfect", (spec, seed) -> new NimOracle())))
                .hasMessage("mcts: eval must name an agent of this game that can value a position (perfect), not "
                        + "'heuristic'");
        assertThatThrownBy(() -> Agents.create(AgentSpec.parse("mcts:eval=perfect,depth=-1"), 1,
                Map.of("perfect", (spec, seed) -> new NimOracle()))).hasMessageContaining("depth must be between 0");
        assertThatThrownBy(() -> agent("mcts:reward=money", 1))
                .hasMessage("mcts: reward must be win, rank, score or margin, not 'money'");
        assertThatThrownBy(() -> agent("mcts:rollout=heuristic", 1))
                .hasMessage("mcts: rollout must be random or uniform, not 'heuristic'");
        assertThatThrownBy(() -> Agents.create(AgentSpec.parse("mcts:rollout=smart"), 1,
                Map.of("heuristic", (spec, seed) -> new RandomAgent(seed))))
                .hasMessage("mcts: rollout must be random, uniform or one of this game's agents (heuristic), "
                        + "not 'smart'");
        assertThatThrownBy(() -> agent("mctx", 1)).hasMessageContaining("unknown agent 'mctx'");
        for (String s : List.of("mcts:iterations=0", "mcts:c=x", "mcts:foo=1", "uct:reward=x")) {
            assertThatThrownBy(() -> agent(s, 1)).satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        }
    }

    @Test
    @DisplayName("rewards: a sole win is 1, a k-way shared win 1/k; rank value goes from 1 (first) to 0 (last)")
    void rewards() {
        double[] v = new double[4];
        Reward.WIN.values(Outcome.ranked(new int[] {5, 9, 9, 1}, ""), v);
        assertThat(v).containsExactly(0, 0.5, 0.5, 0);
        Reward.WIN.values(Outcome.ranked(new int[] {5, 9, 7, 1}, ""), v);
        assertThat(v).containsExactly(0, 1, 0, 0);
        Reward.RANK.values(Outcome.ranked(new int[] {5, 9, 7, 1}, ""), v);
        assertThat(v).containsExactly(1.0 / 3, 1, 2.0 / 3, 0);
        Reward.RANK.values(Outcome.ranked(new int[] {9, 9, 7, 1}, ""), v);
        assertThat(v).containsExactly(5.0 / 6, 5.0 / 6, 1.0 / 3, 0);
        Reward.SCORE.values(Outcome.ranked(new int[] {10, 20, 30, 30}, "", new int[] {0, 0, 1, 0}), v);
        assertThat(v).containsExactly(0, 0.25, 1, 0.5);
        // margin: half the win value plus a quarter of 1 + (score - best other) / (highest - lowest)
        Reward.MARGIN.values(Outcome.ranked(new int[] {10, 20, 30, 50}, ""), v);
        assertThat(v).containsExactly(0.25 * (1 - 40 / 40.0), 0.25 * (1 - 30 / 40.0), 0.25 * (1 - 20 / 40.0),
                0.5 + 0.25 * (1 + 20 / 40.0));
        Reward.MARGIN.values(Outcome.ranked(new int[] {30, 30, 10, 10}, "", new int[] {0, 1, 0, 0}), v);
        assertThat(v).containsExactly(0.25, 0.5 + 0.25, 0.25 * (1 - 20 / 20.0), 0.25 * (1 - 20 / 20.0));
        double[] two = new double[2];
        Reward.RANK.values(Outcome.ranked(new int[] {3, 3}, ""), two);
        assertThat(two).containsExactly(0.5, 0.5);
    }

    @Test
    @DisplayName("the default random draw is uniform over the listed actions: rollout=random equals rollout=uniform")
    void defaultRandomDrawIsUniform() {
        NimGame.State s = NimGame.start(2, 3, 4, 5);
        List<Action> legal = NIM.legalActions(s);
        io.agon.core.Rng a = new io.agon.core.Rng(9);
        io.agon.core.Rng b = new io.agon.core.Rng(9);
        for (int i = 0; i < 50; i++) {
            assertThat(NIM.randomAction(s, a, new java.util.ArrayList<>()))
                    .isEqualTo(legal.get(b.nextInt(legal.size())));
        }
        SearchAgent random = (SearchAgent) agent("mcts:iterations=300", 4);
        SearchAgent uniform = (SearchAgent) agent("mcts:iterations=300,rollout=uniform", 4);
        assertThat(choose(uniform, NIM, s)).isEqualTo(choose(random, NIM, s));
        assertThat(uniform.lastMoveStats()).isEqualTo(random.lastMoveStats());
        assertThat(uniform.name()).contains("rollout=uniform");
    }
}
