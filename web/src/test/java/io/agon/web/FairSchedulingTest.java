package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.inject.AbstractModule;
import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentFactory;
import io.agon.core.agent.InformationSet;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 53: bots of different tables cannot starve one another. A think never waits for another table's to end,
 * and every search is held to the server's think budget whatever its spec says.
 */
class FairSchedulingTest {

    @TempDir
    Path saves;

    /** Bots that think until the test lets them go, counting the thinks under way. */
    private static final CountDownLatch RELEASE = new CountDownLatch(1);
    private static final AtomicInteger THINKING = new AtomicInteger();

    /** Tic-tac-toe with one more agent kind, {@code greedy}: a bot that thinks until released. */
    private static GameCatalog catalogWithAGreedyBot() {
        GameEntry ttt = GameCatalog.load().get("tictactoe");
        Map<String, AgentFactory> agents = new HashMap<>(ttt.agents());
        agents.put("greedy", (spec, seed) -> new Agent() {
            @Override
            public String name() {
                return "greedy";
            }

            @Override
            public <S extends GameState<S>> Action choose(Game<S> game, InformationSet<S> info) {
                THINKING.incrementAndGet();
                try {
                    RELEASE.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    THINKING.decrementAndGet();
                }
                return info.legalActions().get(0);
            }
        });
        GameEntry entry = new GameEntry(ttt.game(), ttt.rules(), agents);
        return GameCatalog.fromModules(List.of(new AbstractModule() {
            @Override
            protected void configure() {
                GameEntry.bind(binder(), entry);
            }
        }));
    }

    @Test
    void anotherTablesBotMovesWhileEveryCoreIsTakenByGreedyThinks() throws Exception {
        int greedy = Runtime.getRuntime().availableProcessors() + 1; // more thinks than cores
        WebConfig config = WebConfig.defaults(saves).withPort(0).withBotDelay(Duration.ZERO)
                .withBotLimits(new WebConfig.BotLimits(1, 600_000, 1000));
        try (WebServer server = new WebServer(catalogWithAGreedyBot(), config).start()) {
            Api api = new Api(server.port());
            for (int g = 0; g < greedy; g++) {
                api.create("tictactoe", List.of("greedy", "human"), g);
            }
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (THINKING.get() < greedy && System.nanoTime() < end) {
                Thread.sleep(10);
            }
            assertThat(THINKING.get()).as("every greedy table thinks at once, none waits for a thread")
                    .isEqualTo(greedy);
            JsonNode other = api.create("tictactoe", List.of("random", "human"), 99);
            String id = other.get("id").asText();
            JsonNode turn = api.awaitTurn(id, Api.token(other, 1));
            assertThat(turn.get("version").asInt()).as("the other table's bot moved").isEqualTo(1);
            assertThat(THINKING.get()).as("while every greedy bot still thinks").isEqualTo(greedy);
            RELEASE.countDown();
        } finally {
            RELEASE.countDown();
        }
    }

    /**
     * One thinking slot, a 100 ms slice, and a table of two searches that would think ten minutes a move each: the
     * other table's search still moves (after at most a slice of the greedy one), and its random bot moves without
     * waiting for a slot at all.
     */
    @Test
    void aGreedyTablesSearchesYieldTheOnlyThinkingSlotToAnotherTable() throws Exception {
        WebConfig config = WebConfig.defaults(saves).withPort(0).withBotDelay(Duration.ZERO)
                .withBotLimits(new WebConfig.BotLimits(1, 600_000, 1000))
                .withThinking(new WebConfig.Thinking(1, Duration.ofMillis(100)));
        try (WebServer server = new WebServer(GameCatalog.load(), config).start()) {
            Api api = new Api(server.port());
            String tenMinutes = "mcts:ms=600000";
            JsonNode greedy = api.create("tictactoe", List.of(tenMinutes, tenMinutes), 1);
            ThinkScheduler thinkers = server.tables().thinkers();
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (thinkers.thinking() == 0 && System.nanoTime() < end) {
                Thread.sleep(5);
            }
            JsonNode cheap = api.create("tictactoe", List.of("random", "human"), 2);
            assertThat(api.awaitTurn(cheap.get("id").asText(), Api.token(cheap, 1)).get("version").asInt())
                    .as("a cheap bot never waits for a thinking slot").isEqualTo(1);
            JsonNode other = api.create("tictactoe", List.of(tenMinutes, "human"), 3);
            String id = other.get("id").asText();
            JsonNode turn = api.awaitTurn(id, Api.token(other, 1));
            assertThat(turn.get("version").asInt()).as("the other table's search moved").isEqualTo(1);
            List<Object> served = thinkers.served();
            assertThat(served).as("the greedy table thought first, then yielded")
                    .startsWith(greedy.get("id").asText()).contains(id);
            assertThat(thinkers.slots()).isEqualTo(1);
        }
    }

    /** A normal stop with one search thinking and another waiting for the slot logs nothing. */
    @Test
    void aStopWithBotsInFlightIsQuiet() throws Exception {
        WebConfig config = WebConfig.defaults(saves).withPort(0).withBotDelay(Duration.ZERO)
                .withBotLimits(new WebConfig.BotLimits(1, 600_000, 1000))
                .withThinking(new WebConfig.Thinking(1, Duration.ofSeconds(600)));
        java.io.PrintStream err = System.err;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        WebServer server = new WebServer(GameCatalog.load(), config).start();
        try {
            Api api = new Api(server.port());
            api.create("tictactoe", List.of("mcts:ms=600000", "human"), 1);
            api.create("tictactoe", List.of("mcts:ms=600000", "human"), 2);
            ThinkScheduler thinkers = server.tables().thinkers();
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while ((thinkers.thinking() < 1 || thinkers.waiting() < 1) && System.nanoTime() < end) {
                Thread.sleep(5);
            }
            assertThat(thinkers.thinking()).as("one search thinks").isEqualTo(1);
            assertThat(thinkers.waiting()).as("one waits for the slot").isEqualTo(1);
            System.setErr(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
            org.slf4j.LoggerFactory.getLogger(FairSchedulingTest.class).warn("the capture works");
            server.close();
            Thread.sleep(500); // the cut-short moves end on their own threads
        } finally {
            System.setErr(err);
            server.close();
        }
        String log = captured.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertThat(log).as("the server's log during the stop").contains("the capture works")
                .doesNotContain("ERROR").doesNotContain("closed").doesNotContain("failed");
    }

    @Test
    void aSearchGivenOnlyIterationsIsHeldToTheServersThinkBudget() throws Exception {
        // one millisecond per move: a million iterations of tic-tac-toe cannot fit
        WebConfig config = WebConfig.defaults(saves).withPort(0).withBotDelay(Duration.ZERO)
                .withBotLimits(new WebConfig.BotLimits(1, 1, 1_000_000));
        try (WebServer server = new WebServer(GameCatalog.load(), config).start()) {
            Api api = new Api(server.port());
            JsonNode created = api.create("tictactoe", List.of("mcts:iterations=1000000", "human"), 5);
            JsonNode turn = api.awaitTurn(created.get("id").asText(), Api.token(created, 1));
            JsonNode why = turn.get("explanation");
            assertThat(why.isObject()).as(turn.toString()).isTrue();
            assertThat(why.get("iterations").asLong()).as("the search stopped at the server's budget")
                    .isPositive().isLessThan(1_000_000);
        }
    }
}
