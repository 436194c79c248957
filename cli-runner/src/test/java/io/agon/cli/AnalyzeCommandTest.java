package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code agon analyze GAME --out DIR}: the report files, every player count, the same with any threads. */
class AnalyzeCommandTest {

    @Test
    void writesTheReportOfEveryPlayerCount(@TempDir Path dir) throws Exception {
        Run r = Run.of("analyze", "sealed-lots", "--players", "all", "--agents", "random,heuristic", "--games", "30",
                "--out", dir.toString(), "--no-progress");
        assertThat(r.code()).as(r.err()).isZero();
        // 2 agents: 2 + 2 seatings at 2 players, 6 + 2 at 3, 14 + 2 at 4 (each group holding both, in every seat
        // order, and each agent alone)
        assertThat(r.out()).contains("32 games at 2 players, 32 at 3 players and 32 at 4 players",
                "96 games in", "Report written to");
        JsonNode report = new ObjectMapper().readTree(Files.readString(dir.resolve("report.json")));
        assertThat(report.get("partial").asBoolean()).isFalse();
        assertThat(report.get("counts")).hasSize(3);
        for (JsonNode c : report.get("counts")) {
            assertThat(c.get("games").asInt()).isEqualTo(32);
            assertThat(c.get("equalAgents").get("positions")).hasSize(c.get("players").asInt());
            assertThat(c.get("balance").get("positions")).hasSize(c.get("players").asInt());
            assertThat(c.get("drama").isNull()).as("Sealed Lots tells its standing").isFalse();
            assertThat(c.get("drama").get("source").asText()).isEqualTo("standing");
            assertThat(c.get("skill").get("agents")).hasSize(2);
            assertThat(c.get("components").size()).as("Sealed Lots names its features").isPositive();
        }
        assertThat(Files.readString(dir.resolve("report.html"))).contains("echarts", "Sealed Lots");
    }

    @Test
    @DisplayName("without --agents a game's own ladder is played; a game without one gets the launcher's default")
    void theDefaultAgentsAreTheGamesLadder() {
        GameCatalog catalog = GameCatalog.load();
        assertThat(plannedAgents(catalog, "polis")).as("Polis's heuristic beats a 100-iteration search")
                .containsExactly("random", "mcts:iterations=100", "heuristic");
        assertThat(plannedAgents(catalog, "massilia")).containsExactly("random", "heuristic", "mcts:iterations=100");
        assertThat(plannedAgents(catalog, "tictactoe")).contains("random").endsWith("mcts:iterations=100");
        for (GameEntry e : catalog.games().values()) { // every ladder names agents the game can make
            assertThat(plannedAgents(catalog, e.id())).as(e.id()).hasSizeGreaterThanOrEqualTo(2);
        }
    }

    @Test
    @DisplayName("the summary counts in words: a Kuhn poker hand runs 1 round, not '1 rounds'")
    void theSummaryCountsInWords(@TempDir Path dir) throws Exception {
        assertThat(Run.of("analyze", "kuhn-poker", "--games", "20", "--out", dir.toString(), "--no-progress").code())
                .isZero();
        String summary = new ObjectMapper().readTree(Files.readString(dir.resolve("report.json"))).get("summary")
                .toString();
        assertThat(summary).contains("decisions and 1 round;").doesNotContain(" 1 rounds").doesNotContain(" 1 actions");
    }

    private static List<String> plannedAgents(GameCatalog catalog, String game) {
        AnalyzeOptions options = new AnalyzeOptions();
        new CommandLine(options).parseArgs(game);
        return options.plan(catalog).agents();
    }

    @Test
    void theReportDoesNotDependOnTheThreads(@TempDir Path dir) throws Exception {
        Path one = dir.resolve("one");
        Path two = dir.resolve("two");
        assertThat(Run.of("analyze", "auction-house", "--agents", "random", "--games", "40", "--threads", "1",
                "--out", one.toString(), "--no-progress").code()).isZero();
        assertThat(Run.of("analyze", "auction-house", "--agents", "random", "--games", "40", "--threads", "2",
                "--out", two.toString(), "--no-progress").code()).isZero();
        assertThat(Files.readString(two.resolve("report.json"))).isEqualTo(Files.readString(one.resolve("report.json")));
    }

    @Test
    void architektonTellsNoStandingSoItsDramaIsReadByItsHeuristicEvaluatorTheSameWithAnyThreads(@TempDir Path dir)
            throws Exception {
        Path one = dir.resolve("one");
        Path two = dir.resolve("two");
        Run r = Run.of("analyze", "architekton", "--agents", "random,heuristic", "--games", "18", "--threads", "2",
                "--out", two.toString(), "--no-progress");
        assertThat(r.code()).as(r.err()).isZero();
        JsonNode report = new ObjectMapper().readTree(Files.readString(two.resolve("report.json")));
        JsonNode drama = report.get("counts").get(0).get("drama");
        assertThat(drama.isNull()).as("Architekton's heuristic is an evaluator").isFalse();
        assertThat(drama.get("source").asText()).isEqualTo("evaluator");
        assertThat(drama.get("meanLeadChanges").asDouble()).as("the lead moves in some game").isPositive();
        double decided = drama.get("meanDecidedAt").asDouble();
        assertThat(decided).as("the real result is the last reading: the winner leads at the end").isBetween(0.0, 1.0)
                .isLessThan(1.0);
        assertThat(report.get("notable").toString()).contains("(by the game's heuristic evaluator)");
        assertThat(Run.of("analyze", "architekton", "--agents", "random,heuristic", "--games", "18", "--threads", "1",
                "--out", one.toString(), "--no-progress").code()).isZero();
        assertThat(Files.readString(one.resolve("report.json")))
                .isEqualTo(Files.readString(two.resolve("report.json")));
    }

    @Test
    void badArgumentsAreOneLineErrorsAndWriteNothing(@TempDir Path dir) {
        Path out = dir.resolve("r");
        for (String[] args : new String[][] {
            {"analyze", "sealed-lots", "--players", "nine", "--out", out.toString()},
            {"analyze", "sealed-lots", "--players", "9", "--out", out.toString()},
            {"analyze", "sealed-lots", "--agents", "nosuchagent", "--out", out.toString()},
            {"analyze", "nosuchgame", "--out", out.toString()},
            {"analyze", "sealed-lots", "--games", "0", "--out", out.toString()}}) {
            Run r = Run.of(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.oneLineError()).as(r.err()).isTrue();
            assertThat(Files.exists(out.resolve("report.json"))).isFalse();
        }
    }

    @Test
    void savedRecordsOfTheNotableGamesReplayToTheirEnd(@TempDir Path dir) throws Exception {
        Run r = Run.of("analyze", "sealed-lots", "--agents", "random,heuristic", "--games", "40", "--out",
                dir.toString(), "--no-progress", "--save-records");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("worth watching written to");
        JsonNode notable = new ObjectMapper().readTree(Files.readString(dir.resolve("report.json"))).get("notable");
        assertThat(notable.size()).isBetween(2, 4);
        io.agon.core.spi.GameEntry lots = io.agon.core.spi.GameCatalog.load().get("sealed-lots");
        io.agon.core.record.RecordCodec codec = new io.agon.core.record.RecordCodec(lots.game());
        int longest = -1;
        int shortest = -1;
        for (JsonNode n : notable) {
            String file = n.get("file").asText();
            io.agon.core.record.GameRecord record = codec.read(Files.readString(dir.resolve("games").resolve(file)),
                    file);
            assertThat(replaysToTheEnd(lots.game(), record)).as(file).isTrue();
            assertThat(record.setup().players()).isEqualTo(n.get("players").asInt());
            if (file.startsWith("longest")) {
                longest = record.actions().size();
            } else if (file.startsWith("shortest")) {
                shortest = record.actions().size();
            }
        }
        assertThat(longest).isGreaterThan(shortest).isPositive();
    }

    private static <S extends io.agon.core.GameState<S>> boolean replaysToTheEnd(io.agon.core.Game<S> game,
                                                                               io.agon.core.record.GameRecord r) {
        return game.isOver(io.agon.core.record.Replay.replay(game, r));
    }
}
