package io.agon.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Root-parallel search ({@code threads=N}): same answers as one thread's trees, reproducible, no thread leak. */
class ParallelSearchTest {

    private static final NimGame NIM = new NimGame();
    private static final GuessGame GUESS = new GuessGame();

    private static SearchAgent agent(String spec, long seed) {
        return (SearchAgent) Agents.create(AgentSpec.parse(spec), seed, Map.of());
    }

    private static <S extends GameState<S>> Action choose(Agent a, Game<S> game, S state) {
        return a.choose(game, new InformationSet<>(game, state));
    }

    private static long searchThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("agon-search-") && t.isAlive()).count();
    }

    @ParameterizedTest
    @ValueSource(strings = {"uct", "ismcts", "mcts", "flatmc"})
    @DisplayName("threads=N with a fixed seed and iteration budget: the same choice and statistics every run")
    void reproducible(String kind) {
        String spec = kind + ":iterations=1001,threads=3";
        try (SearchAgent a = agent(spec, 7); SearchAgent b = agent(spec, 7)) {
            for (int round = 0; round < 2; round++) { // a second decision reuses the workers and their generators
                Action x = choose(a, NIM, NimGame.start(2, 3, 4, 5));
                Action y = choose(b, NIM, NimGame.start(2, 3, 4, 5));
                assertThat(y).isEqualTo(x);
                assertThat(b.lastMoveStats()).isEqualTo(a.lastMoveStats());
                assertThat(b.lastSearchStats().iterations()).isEqualTo(1001);
                assertThat(b.lastSearchStats().rolloutActions()).isEqualTo(a.lastSearchStats().rolloutActions());
                int visits = 0;
                for (MoveStat m : a.lastMoveStats()) {
                    visits += m.visits();
                }
                assertThat(visits).as("every iteration of every tree counted once at the root").isEqualTo(1001);
            }
        }
    }

    @Test
    @DisplayName("tree 0 of a parallel search is the single-thread search on its share: threads=2 adds a second tree")
    void treeZeroIsTheSingleThreadSearch() {
        // threads=1 with half the budget gives tree 0 exactly; the merged root has twice its visits in all.
        try (SearchAgent two = agent("mcts:iterations=400,threads=2", 11)) {
            SearchAgent one = agent("mcts:iterations=200", 11);
            choose(two, NIM, NimGame.start(2, 2, 3, 5));
            choose(one, NIM, NimGame.start(2, 2, 3, 5));
            for (MoveStat m : one.lastMoveStats()) {
                MoveStat merged = two.lastMoveStats().stream().filter(x -> x.action().equals(m.action()))
                        .findFirst().orElseThrow();
                assertThat(merged.visits()).as(m.label()).isGreaterThanOrEqualTo(m.visits());
            }
            assertThat(two.lastSearchStats().iterations()).isEqualTo(400);
        }
    }

    @Test
    @DisplayName("parallel=tree: the threads grow one tree; its root counts every iteration once and it plays well")
    void treeParallelSharesOneTree() {
        for (long seed = 1; seed <= 3; seed++) {
            try (SearchAgent a = agent("mcts:iterations=3000,threads=2,parallel=tree", seed)) {
                assertThat(a.name()).contains("threads=2", "parallel=tree");
                // two decisions (the second reuses the workers): each from a position with one winning move
                NimGame.State[] starts = {NimGame.start(2, 1, 2, 4), NimGame.start(2, 1, 3)};
                Action[] wins = {new NimGame.Take(2, 1), new NimGame.Take(1, 2)};
                for (int round = 0; round < 2; round++) {
                    Action x = choose(a, NIM, starts[round]);
                    assertThat(x).as("seed " + seed).isEqualTo(wins[round]);
                    assertThat(a.lastSearchStats().iterations()).isEqualTo(3000);
                    int visits = 0;
                    for (MoveStat m : a.lastMoveStats()) {
                        visits += m.visits();
                    }
                    assertThat(visits).as("one shared root: every iteration counted once").isEqualTo(3000);
                    assertThat(a.lastSearchStats().treeNodes()).isGreaterThan(1).isLessThanOrEqualTo(3001);
                }
            }
        }
    }

    @Test
    @Timeout(60)
    @DisplayName("parallel=tree locks per node: four threads with mix lose no visit, add no node twice, never deadlock")
    void treeParallelLosesNoUpdate() {
        // Four threads on the two processors: they are preempted inside each other's node locks often. A lost
        // visit (an update outside its lock) would show in the root's count; a node added twice in the tree size.
        NimGame.State[] starts = {NimGame.start(2, 1, 2, 4), NimGame.start(2, 1, 3)};
        Action[] wins = {new NimGame.Take(2, 1), new NimGame.Take(1, 2)};
        for (long seed = 1; seed <= 3; seed++) {
            try (SearchAgent a = agent("mcts:iterations=20000,threads=4,parallel=tree,mix=0.5", seed)) {
                for (int round = 0; round < 2; round++) { // the second decision reuses the workers
                    Action x = choose(a, NIM, starts[round]);
                    assertThat(x).as("seed " + seed).isEqualTo(wins[round]);
                    int visits = 0;
                    for (MoveStat m : a.lastMoveStats()) {
                        visits += m.visits();
                    }
                    assertThat(visits).as("seed %d round %d", seed, round).isEqualTo(20000);
                    // one node per move sequence at most: a child added twice would exceed it
                    assertThat(a.lastSearchStats().treeNodes()).isLessThanOrEqualTo(1 + moveSequences(starts[round]));
                }
            }
        }
    }

    /** How many move sequences start from {@code s} (every prefix of every game counted once). */
    private static long moveSequences(NimGame.State s) {
        if (NIM.currentPlayer(s) < 0) {
            return 0;
        }
        long n = 0;
        for (Action m : NIM.legalActions(s)) {
            NimGame.State next = s.copy();
            NIM.apply(next, NIM.currentPlayer(s), m, io.agon.core.EventSink.NONE);
            n += 1 + moveSequences(next);
        }
        return n;
    }

    @Test
    @DisplayName("parallel=tree with one thread, or in a search that cannot share a tree, is the usual search")
    void treeParallelFallsBack() {
        try (SearchAgent tree = agent("mcts:iterations=300,parallel=tree", 5);
             SearchAgent plain = agent("mcts:iterations=300", 5)) {
            choose(tree, NIM, NimGame.start(2, 2, 3, 4));
            choose(plain, NIM, NimGame.start(2, 2, 3, 4));
            assertThat(tree.lastMoveStats()).isEqualTo(plain.lastMoveStats());
        }
        try (SearchAgent uctTree = agent("uct:iterations=400,threads=2,parallel=tree", 5);
             SearchAgent uctRoot = agent("uct:iterations=400,threads=2", 5)) {
            choose(uctTree, NIM, NimGame.start(2, 2, 3, 4));
            choose(uctRoot, NIM, NimGame.start(2, 2, 3, 4));
            assertThat(uctTree.lastMoveStats()).isEqualTo(uctRoot.lastMoveStats());
        }
        assertThatThrownBy(() -> agent("mcts:iterations=10,threads=2,parallel=leaf", 1))
                .isInstanceOf(AgentSpecException.class).hasMessageContaining("parallel must be root");
    }

    @ParameterizedTest
    @ValueSource(strings = {"uct:iterations=2000,threads=2", "mcts:iterations=2000,threads=3"})
    @DisplayName("a parallel search finds the only winning Nim move (heaps 1,2,4: take 1 from heap 2)")
    void findsTheWinningMove(String spec) {
        for (long seed = 1; seed <= 3; seed++) {
            try (SearchAgent a = agent(spec, seed)) {
                assertThat(choose(a, NIM, NimGame.start(2, 1, 2, 4))).as(spec + " seed " + seed)
                        .isEqualTo(new NimGame.Take(2, 1));
            }
        }
    }

    @Test
    @DisplayName("a parallel IS-MCTS does not peek either: equal-looking true states, equal statistics")
    void doesNotPeek() {
        Action[] choices = new Action[3];
        List<?>[] stats = new List<?>[3];
        for (int secret = 0; secret < 3; secret++) {
            try (SearchAgent a = agent("mcts:iterations=900,threads=2", 42)) {
                choices[secret] = choose(a, GUESS, GuessGame.withSecret(secret));
                stats[secret] = a.lastMoveStats();
            }
        }
        assertThat(choices[1]).isEqualTo(choices[0]);
        assertThat(choices[2]).isEqualTo(choices[0]);
        assertThat(stats[1]).isEqualTo(stats[0]);
        assertThat(stats[2]).isEqualTo(stats[0]);
    }

    @Test
    @DisplayName("a time budget: every tree stops at the deadline, and close() ends the search threads")
    void timeBudgetAndClose() throws InterruptedException {
        SearchAgent a = agent("mcts:ms=40,threads=2", 1);
        assertThat(a.name()).contains("threads=2");
        Action x = choose(a, NIM, NimGame.start(2, 5, 6, 7));
        assertThat(NIM.legalActions(NimGame.start(2, 5, 6, 7))).contains(x);
        assertThat(a.lastSearchStats().iterations()).isGreaterThan(1);
        assertThat(a.liveThreads()).isEqualTo(1);
        a.close();
        assertThat(a.liveThreads()).isZero();
        // Still usable after close: a new decision starts a new thread.
        choose(a, NIM, NimGame.start(2, 5, 6, 7));
        assertThat(a.liveThreads()).isEqualTo(1);
        a.close();
        assertThat(a.liveThreads()).isZero();
        assertThat(searchThreads()).as("no search thread of any closed agent is left").isZero();
    }

    @Test
    @DisplayName("fewer iterations than threads: only as many trees as iterations; one iteration: one thread")
    void tinyBudgets() {
        try (SearchAgent a = agent("mcts:iterations=2,threads=4", 3);
                SearchAgent b = agent("uct:iterations=1,threads=4", 3)) {
            choose(a, NIM, NimGame.start(2, 5, 6, 7));
            assertThat(a.lastSearchStats().iterations()).isEqualTo(2);
            choose(b, NIM, NimGame.start(2, 5, 6, 7));
            assertThat(b.lastSearchStats().iterations()).isEqualTo(1);
        }
    }

    @Test
    @DisplayName("a failing rollout in a worker reaches the caller as the same exception, and the agent recovers")
    void workerFailure() {
        RolloutPolicy failing = new RolloutPolicy() {
            @Override
            public <S extends GameState<S>> Action pick(Game<S> game, S state, List<Action> legal, Rng rng) {
                if (Thread.currentThread().getName().startsWith("agon-search-")) {
                    throw new IllegalStateException("boom in a worker");
                }
                return legal.get(0);
            }
        };
        SearchSettings s = SearchSettings.iterations(100).withRollout(failing, "failing").withThreads(2);
        try (SearchAgent a = new IsMcts(s, 1)) {
            assertThatThrownBy(() -> choose(a, NIM, NimGame.start(2, 5, 6, 7)))
                    .isInstanceOf(IllegalStateException.class).hasMessage("boom in a worker");
        }
    }

    @Test
    @DisplayName("threads must be 1 to 64, in a spec and in the settings")
    void badThreads() {
        assertThatThrownBy(() -> agent("mcts:threads=0", 1)).isInstanceOf(AgentSpecException.class)
                .hasMessage("mcts: threads must be between 1 and 64, not 0");
        assertThatThrownBy(() -> agent("uct:threads=two", 1)).isInstanceOf(AgentSpecException.class)
                .hasMessage("uct: threads must be a whole number, not 'two'");
        assertThatThrownBy(() -> SearchSettings.iterations(10).withThreads(65))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("iteration shares add up to the budget, the first trees taking the remainder")
    void shares() {
        assertThat(SearchAgent.share(1001, 3, 0)).isEqualTo(334);
        assertThat(SearchAgent.share(1001, 3, 1)).isEqualTo(334);
        assertThat(SearchAgent.share(1001, 3, 2)).isEqualTo(333);
        assertThat(SearchAgent.share(0, 3, 2)).isZero();
    }
}
