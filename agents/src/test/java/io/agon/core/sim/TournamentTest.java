package io.agon.core.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.SetupException;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.AgentSpecException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class TournamentTest {

    private final TinyGame game = new TinyGame();

    private Tournament tournament(String... specs) {
        List<AgentSpec> list = new ArrayList<>();
        for (String s : specs) {
            list.add(AgentSpec.parse(s));
        }
        return Tournament.of(game, list, TinyGame.AGENTS);
    }

    @Test
    void fixedTableSeatsEveryOrderOverTheSameDeal() {
        Tournament.Result r = tournament("keeper", "random", "random").games(10).seed(3).run(null);
        assertThat(r.games()).hasSize(12); // rounded up to whole blocks of 3! = 6 seat orders
        assertThat(r.labels()).containsExactly("keeper", "random", "random#2");
        for (int deal = 0; deal < 2; deal++) {
            List<GameResult> block = r.games().subList(deal * 6, deal * 6 + 6);
            Set<Long> seeds = new HashSet<>();
            Set<List<Integer>> seatings = new HashSet<>();
            for (GameResult g : block) {
                assertThat(g.deal()).isEqualTo(deal);
                seeds.add(g.seed());
                seatings.add(g.seating());
            }
            assertThat(seeds).hasSize(1);
            assertThat(seatings).hasSize(6);
        }
        assertThat(r.games().get(0).seed()).isNotEqualTo(r.games().get(6).seed());
    }

    @Test
    void roundRobinPlaysEveryPairInEveryRotation() {
        Tournament t = tournament("keeper", "random", "random").table(Tournament.Table.ROUND_ROBIN).seats(2);
        assertThat(t.tables()).hasSize(3);
        assertThat(t.blockSize()).isEqualTo(6);
        Tournament.Result r = t.games(6).run(null);
        Set<List<Integer>> seatings = new HashSet<>();
        for (GameResult g : r.games()) {
            seatings.add(g.seating());
        }
        assertThat(seatings).containsExactlyInAnyOrder(List.of(0, 1), List.of(1, 0), List.of(0, 2), List.of(2, 0),
                List.of(1, 2), List.of(2, 1));
        assertThat(r.standings().entrants()).allSatisfy(row -> assertThat(row.games()).isEqualTo(4));
    }

    @Test
    void resultsAreIdenticalWhateverTheThreadCount() {
        Tournament.Result one = tournament("keeper", "random").games(300).seed(9).threads(1).run(null);
        Tournament.Result two = tournament("keeper", "random").games(300).seed(9).threads(2).run(null);
        Tournament.Result three = tournament("keeper", "random").games(300).seed(9).threads(3).run(null);
        assertThat(two).isEqualTo(one);
        assertThat(three).isEqualTo(one);
        assertThat(two.standings()).isEqualTo(one.standings());
        Tournament.Result other = tournament("keeper", "random").games(300).seed(10).threads(2).run(null);
        assertThat(other).isNotEqualTo(one);
    }

    @Test
    void anyGameOfTheScheduleCanBePlayedAloneAndGivesTheSameResult() {
        Tournament t = tournament("keeper", "random", "random").table(Tournament.Table.ROUND_ROBIN).seats(2)
                .games(30).seed(5);
        Tournament.Result all = t.run(null);
        for (int i = all.games().size() - 1; i >= 0; i -= 7) { // backwards, skipping: no hidden state between games
            assertThat(t.play(i)).isEqualTo(all.games().get(i));
        }
        Tournament sim = tournament("keeper", "random").rotate(false).games(9).seed(5);
        assertThat(sim.play(8)).isEqualTo(sim.run(null).games().get(8));
        assertThatThrownBy(() -> t.play(all.games().size())).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> t.play(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void withoutRotationEveryGameIsItsOwnDealAndSeatsAreFixed() {
        Tournament.Result r = tournament("random", "random").rotate(false).games(5).run(null);
        assertThat(r.games()).hasSize(5);
        assertThat(r.games()).allSatisfy(g -> assertThat(g.seating()).containsExactly(0, 1));
        assertThat(r.games().stream().map(GameResult::seed).distinct().count()).isEqualTo(5);
    }

    @Test
    void statisticsShowTheBetterAgentAndWinSharesAddUp() {
        Tournament.Result r = tournament("keeper", "random").games(600).seed(1).threads(2).run(null);
        Standings st = r.standings();
        Standings.Row keeper = st.entrants().get(0);
        Standings.Row random = st.entrants().get(1);
        assertThat(keeper.games()).isEqualTo(600);
        assertThat(keeper.wins() + random.wins()).isCloseTo(600.0, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(keeper.winRate().low()).isGreaterThan(random.winRate().estimate());
        assertThat(keeper.winRate().low()).isLessThan(keeper.winRate().estimate());
        assertThat(keeper.score().estimate()).isGreaterThan(random.score().estimate());
        assertThat(st.lengths().min()).isGreaterThanOrEqualTo(2);
        assertThat(st.lengths().max()).isLessThanOrEqualTo(6);
        assertThat(st.seats()).hasSize(2);
    }

    @Test
    void progressIsToldOfEveryGame() {
        AtomicInteger calls = new AtomicInteger();
        AtomicInteger last = new AtomicInteger();
        tournament("random", "random").games(20).threads(2).run((done, total) -> {
            calls.incrementAndGet();
            last.accumulateAndGet(done, Math::max);
            assertThat(total).isEqualTo(20);
        });
        assertThat(calls.get()).isEqualTo(20);
        assertThat(last.get()).isEqualTo(20);
    }

    @Test
    void aFailingGameIsReportedWithItsNumberSeedAndAgents() {
        io.agon.core.agent.AgentFactory cheat = (spec, seed) -> new io.agon.core.agent.Agent() {
            @Override
            public String name() {
                return "cheat";
            }

            @Override
            public <S extends io.agon.core.GameState<S>> io.agon.core.Action choose(io.agon.core.Game<S> g,
                    io.agon.core.agent.InformationSet<S> info) {
                return TinyGame.SWAP; // a third swap is illegal
            }
        };
        for (int threads = 1; threads <= 3; threads++) {
            Tournament t = Tournament.of(game, List.of(AgentSpec.parse("cheat"), AgentSpec.parse("random")),
                    Map.of("cheat", cheat)).games(8).threads(threads);
            assertThatThrownBy(() -> t.run(null)).isInstanceOf(SimulationException.class)
                    .hasMessageStartingWith("game 1 (seed ").hasMessageContaining("agents cheat,random")
                    .hasMessageContaining("chose an illegal action");
        }
    }

    @Test
    void badConfigurationsAreRefusedWithAClearMessage() {
        assertThatThrownBy(() -> tournament("random", "nobody"))
                .isInstanceOf(AgentSpecException.class).hasMessageContaining("unknown agent 'nobody'");
        assertThatThrownBy(() -> tournament("keeper:depth=3", "random"))
                .isInstanceOf(AgentSpecException.class).hasMessageContaining("no parameter 'depth'");
        assertThatThrownBy(() -> tournament("random").run(null))
                .isInstanceOf(SetupException.class).hasMessageContaining("2-4 players, not 1");
        assertThatThrownBy(() -> tournament("random", "random").seats(3).run(null))
                .isInstanceOf(SetupException.class).hasMessageContaining("one agent per seat");
        assertThatThrownBy(() -> tournament("random", "random").table(Tournament.Table.ROUND_ROBIN).seats(3)
                .run(null)).isInstanceOf(SetupException.class).hasMessageContaining("at least 3 agents");
        assertThatThrownBy(() -> tournament("random", "random").options(Map.of("x", "y")).run(null))
                .isInstanceOf(SetupException.class).hasMessageContaining("unknown option 'x'");
        assertThatThrownBy(() -> tournament("random", "random").games(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> tournament("random", "random").threads(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 1");
    }

    @Test
    void parallelSearchAgentsAreClosedAfterTheirGameAndAreReproducible() {
        Tournament.Result a = tournament("mcts:iterations=30,threads=2", "random", "random").games(6).seed(5)
                .run(null);
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().startsWith("agon-search-"));
        Tournament.Result b = tournament("mcts:iterations=30,threads=2", "random", "random").games(6).seed(5)
                .threads(2).run(null);
        assertThat(b.games()).isEqualTo(a.games());
    }
}
