package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimulationCommandsTest {

    @TempDir
    Path dir;

    private String file(String name) {
        return dir.resolve(name).toString();
    }

    @Test
    void simulatePrintsStatisticsAndWritesTheSameFilesWhateverTheThreadCount() throws IOException {
        Run one = Run.of("simulate", "tokens", "--games", "60", "--seed", "3", "--players", "heuristic,random",
                "--json", file("one.json"), "--csv", file("one.csv"));
        assertThat(one.code()).as(one.err()).isZero();
        assertThat(one.out()).contains("Tokens: 60 games, P1 heuristic, P2 random, seed 3", "win rate",
                "(95% interval)", "mean score", "P1 heuristic", "game length: mean");
        Run two = Run.of("simulate", "tokens", "--games", "60", "--seed", "3", "--players", "heuristic,random",
                "--threads", "2", "--json", file("two.json"), "--csv", file("two.csv"));
        assertThat(two.code()).as(two.err()).isZero();
        assertThat(Files.readString(dir.resolve("two.json"))).isEqualTo(Files.readString(dir.resolve("one.json")));
        assertThat(Files.readString(dir.resolve("two.csv"))).isEqualTo(Files.readString(dir.resolve("one.csv")));
        JsonNode json = new ObjectMapper().readTree(dir.resolve("one.json").toFile());
        assertThat(json.get("games").asInt()).isEqualTo(60);
        assertThat(json.get("results")).hasSize(60);
        assertThat(json.get("bySeat").get(0).get("winRateLow").asDouble())
                .isLessThan(json.get("bySeat").get(0).get("winRate").asDouble());
        assertThat(Files.readString(dir.resolve("one.csv"))).startsWith("scope,label,games,wins,win_rate")
                .contains("seat,P1,60,");
    }

    @Test
    void simulateDefaultsToRandomPlayersAndShowsAProgressBarWhenAsked() {
        Run r = Run.of("simulate", "tokens", "--games", "10", "--seats", "3", "--progress");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("P1 random, P2 random#2, P3 random#3");
        assertThat(r.err()).contains("simulate 100% [").contains("10/10");
    }

    @Test
    void simulateMistakesAreUsageErrorsOfOneLineAndLeaveFilesUnchanged() throws IOException {
        Path keep = dir.resolve("keep.json");
        Files.writeString(keep, "old");
        String[][] cases = {
            {"--games", "0"},
            {"--games", "-3"},
            {"--threads", "0"},
            {"--players", "random,nobody"},
            {"--players", "random,mcts:iterations=x"},
            {"--players", "random"},
            {"--seats", "5"},
            {"--players", "random,random", "--seats", "3"},
            {"--option", "pile=100"},
        };
        for (String[] extra : cases) {
            String[] args = new String[extra.length + 4];
            args[0] = "simulate";
            args[1] = "tokens";
            System.arraycopy(extra, 0, args, 2, extra.length);
            args[extra.length + 2] = "--json";
            args[extra.length + 3] = keep.toString();
            Run r = Run.of(args);
            assertThat(r.code()).as(String.join(" ", extra) + ": " + r.err()).isEqualTo(2);
            assertThat(r.oneLineError()).as(String.join(" ", extra) + ": " + r.err()).isTrue();
        }
        assertThat(Files.readString(keep)).isEqualTo("old");
        assertThat(Run.of("simulate", "tokens", "--games", "0").err()).contains("--games must be at least 1, not 0");
        assertThat(Run.of("simulate", "tokens", "--threads", "0").err()).contains("--threads must be at least 1");
        Run folder = Run.of("simulate", "tokens", "--games", "2", "--json", dir.toString());
        assertThat(folder.code()).isEqualTo(2);
        assertThat(folder.err()).contains("it is a folder");
    }

    @Test
    void tournamentRanksAgentsAndIsIdenticalWhateverTheThreadCount() throws IOException {
        Run one = Run.of("tournament", "tokens", "--agents", "heuristic,random,random", "--games", "20",
                "--seats", "2", "--seed", "4", "--json", file("t1.json"), "--csv", file("t1.csv"));
        assertThat(one.code()).as(one.err()).isZero();
        assertThat(one.out()).contains("Tokens tournament: heuristic, random, random#2; 2 seats, 3 tables (round-robin)",
                "20 games rounded up to 24", "agent", "seat", "game length");
        Run three = Run.of("tournament", "tokens", "--agents", "heuristic,random,random", "--games", "20",
                "--seats", "2", "--seed", "4", "--threads", "3", "--json", file("t3.json"), "--csv", file("t3.csv"));
        assertThat(three.code()).as(three.err()).isZero();
        assertThat(Files.readString(dir.resolve("t3.json"))).isEqualTo(Files.readString(dir.resolve("t1.json")));
        assertThat(Files.readString(dir.resolve("t3.csv"))).isEqualTo(Files.readString(dir.resolve("t1.csv")));
        JsonNode json = new ObjectMapper().readTree(dir.resolve("t1.json").toFile());
        assertThat(json.get("results")).hasSize(24);
        assertThat(json.get("agents").get(0).get("games").asInt()).isEqualTo(16);
        assertThat(one.out()).contains("head to head", "heuristic vs random ", "heuristic vs random#2", "of 8");
        assertThat(json.get("headToHead")).hasSize(6);
        assertThat(json.get("headToHead").get(0).get("games").asInt()).isEqualTo(8);
        assertThat(Files.readString(dir.resolve("t1.csv"))).contains("agent,heuristic,16,", "agent,random#2,16,");
    }

    @Test
    void tournamentWithAFixedTableAndSpecParameters() {
        Run r = Run.of("tournament", "tokens", "--agents", "heuristic,random", "--table", "fixed", "--games",
                "4", "--progress");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("1 table (fixed)");
        assertThat(r.err()).contains("tournament 100%");
    }

    @Test
    void tournamentMistakesAreUsageErrorsOfOneLine() {
        String[][] cases = {
            {"--agents", "heuristic"},
            {"--agents", "heuristic,nobody"},
            {"--agents", "heuristic,random", "--games", "0"},
            {"--agents", "heuristic,random", "--threads", "0"},
            {"--agents", "heuristic,random", "--table", "fixed", "--seats", "3"},
            {"--agents", "heuristic,random", "--seats", "3"},
            {"--agents", "heuristic,random", "--option", "x=y"},
            {"--agents", ""},
        };
        for (String[] extra : cases) {
            String[] args = new String[extra.length + 2];
            args[0] = "tournament";
            args[1] = "tokens";
            System.arraycopy(extra, 0, args, 2, extra.length);
            Run r = Run.of(args);
            assertThat(r.code()).as(String.join(" ", extra) + ": " + r.err()).isEqualTo(2);
            assertThat(r.oneLineError()).as(String.join(" ", extra) + ": " + r.err()).isTrue();
        }
    }

    @Test
    void benchPrintsEveryFigureAndWritesJson() throws IOException {
        Run r = Run.of("bench", "tokens", "--seconds", "0.05", "--trials", "5", "--forks", "1", "--mcts", "random",
                "--json", file("bench.json"));
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("random playouts/s", "actions/s", "mean actions per game",
                "state copy p50 / p99", "copy into a reused state", "legal-action enumeration",
                "MCTS iterations/s (early game)", "mean rollout", "simulate speed-up, 2 threads", "JVM: ",
                "collector", "median of 5 trials", "bytes allocated");
        JsonNode json = new ObjectMapper().readTree(dir.resolve("bench.json").toFile());
        assertThat(json.get("game").asText()).isEqualTo("tokens");
        assertThat(json.get("actionsPerSecond").asDouble()).isPositive();
        assertThat(json.get("copyNanos").asDouble()).isPositive();
        assertThat(json.get("copyP99Nanos").asDouble()).isPositive();
        assertThat(json.get("jvm").get("collector").asText()).isNotBlank();
        assertThat(json.get("jvm").get("maxHeapBytes").asLong()).isPositive();
        assertThat(json.get("figures").get(0).get("trials")).hasSize(5);
    }

    @Test
    void benchPoolsTheTrialsOfSeparateJvms() throws IOException {
        Run r = Run.of("bench", "tokens", "--seconds", "0.05", "--trials", "2", "--forks", "2", "--no-speedup",
                "--mcts", "mcts:iterations=20", "--option", "pile=12", "--json", file("forks.json"));
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("2 JVMs (forks)", "fork 1 of 2", "fork 2 of 2", "median of 4 trials in 2 JVMs",
                "mcts:iterations=20,threads=2");
        JsonNode json = new ObjectMapper().readTree(dir.resolve("forks.json").toFile());
        assertThat(json.get("forks").asInt()).isEqualTo(2);
        assertThat(json.get("trials").asInt()).isEqualTo(4);
        for (JsonNode f : json.get("figures")) {
            assertThat(f.get("trials")).as(f.get("name").asText()).hasSize(4);
        }
        assertThat(json.get("mctsIterationsPerSecond").asDouble()).isPositive();
        assertThat(json.get("mctsWallPerSecond2").asDouble()).isPositive();
    }

    @Test
    void benchMeasuresEveryPlayerCountAndTwoSearchThreads() throws IOException {
        Run r = Run.of("bench", "tokens", "--players", "all", "--seconds", "0.05", "--trials", "2", "--forks", "1",
                "--no-speedup",
                "--mcts", "mcts:iterations=20", "--json", file("all.json"));
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("MCTS iterations/s wall, 1 / 2 threads", "mcts:iterations=20,threads=2",
                "it/s wall 2T");
        JsonNode json = new ObjectMapper().readTree(dir.resolve("all.json").toFile());
        assertThat(json.isArray()).isTrue();
        assertThat(json.size()).isGreaterThan(1);
        for (int i = 0; i < json.size(); i++) {
            assertThat(json.get(i).get("players").asInt()).isEqualTo(json.get(0).get("players").asInt() + i);
            assertThat(json.get(i).get("mctsWallPerSecond2").asDouble()).isPositive();
            assertThat(json.get(i).get("mctsThreadSpeedup").asDouble()).isPositive();
        }
    }

    @Test
    void benchCanSkipTheOptionalFiguresAndRefusesBadInput() {
        Run r = Run.of("bench", "tokens", "--seconds", "0.02", "--forks", "1", "--mcts", "none", "--no-speedup");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("skipped (--mcts none)").doesNotContain("speed-up");
        for (String[] args : new String[][] {
            {"bench", "tokens", "--seconds", "0"},
            {"bench", "tokens", "--trials", "0"},
            {"bench", "tokens", "--forks", "0"},
            {"bench", "tokens", "--forks", "many"},
            {"bench", "tokens", "--mcts", "nobody:iterations=5"},
            {"bench", "tokens", "--mcts", "random:ms=5"},
            {"bench", "tokens", "--mcts", "mcts:ms=5"},
            {"bench", "tokens", "--mcts", "mcts:us=500"},
            {"bench", "tokens", "--players", "7"},
            {"bench", "tokens", "--players", "every"},
        }) {
            Run bad = Run.of(args);
            assertThat(bad.code()).as(String.join(" ", args) + ": " + bad.err()).isEqualTo(2);
            assertThat(bad.oneLineError()).as(bad.err()).isTrue();
        }
    }
}
