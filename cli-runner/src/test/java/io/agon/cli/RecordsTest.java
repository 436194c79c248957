package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One record per simulated game, records naming their agents, many records checked in one run, tidy JSON. */
class RecordsTest {

    @TempDir
    Path dir;

    private List<Path> files(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.sorted().toList();
        }
    }

    @Test
    void simulateSavesOneRecordPerGameAndReplayChecksThemAllInOneRun() throws IOException {
        Path records = dir.resolve("records");
        Run sim = Run.of("simulate", "tokens", "--games", "12", "--players", "heuristic,random", "--threads", "2",
                "--save-records", records.toString());
        assertThat(sim.code()).as(sim.err()).isZero();
        assertThat(sim.out()).contains("Records written to " + records);
        List<Path> saved = files(records);
        assertThat(saved).hasSize(12).allMatch(p -> p.getFileName().toString().matches("game-0000(0[1-9]|1[0-2])\\.json"));
        assertThat(Files.readString(saved.get(0))).contains("\"agents\" : [ \"heuristic\", \"random\" ]");

        Run all = Run.of("replay", records.toString());
        assertThat(all.code()).as(all.err()).isZero();
        assertThat(all.out()).contains("12 records checked").contains("12 complete, 0 unfinished, 0 failed");

        Files.writeString(saved.get(3), Files.readString(saved.get(3)).replaceFirst("\"n\" : \\d", "\"n\" : 9"));
        String unfinished = Files.readString(saved.get(4));
        Files.writeString(records.resolve("game-000005.json"), unfinished.substring(0,
                unfinished.lastIndexOf("}, {")) + "} ]\n}\n");
        Run damaged = Run.of("replay", records.toString(), saved.get(0).toString());
        assertThat(damaged.code()).isEqualTo(Main.ERROR);
        assertThat(damaged.out()).contains(saved.get(3) + ": action 1 of", "not legal")
                .contains("game-000005.json: ends before the game does")
                .contains("13 records checked").contains("11 complete, 1 unfinished, 1 failed");
    }

    @Test
    void aRecordWithoutAgentsStillReplays() throws IOException {
        Path f = dir.resolve("old.json");
        Run play = Run.of("play", "tokens", "--players", "heuristic,random", "--seed", "4", "--save", f.toString());
        assertThat(play.code()).as(play.err()).isZero();
        String text = Files.readString(f);
        assertThat(text).contains("\"agents\"");
        Files.writeString(f, text.replaceFirst("  \"agents\" : \\[[^]]*\\],\n", ""));
        assertThat(Files.readString(f)).doesNotContain("agents");
        Run r = Run.of("replay", f.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("Tokens, 2 players, seed 4", "Game over.", "P1   score");
    }

    @Test
    void jsonRanksCountFromOneAndNumbersCarryNoNoise() throws IOException {
        Path json = dir.resolve("t.json");
        Run r = Run.of("tournament", "tokens", "--agents", "heuristic,random", "--games", "30", "--json",
                json.toString());
        assertThat(r.code()).as(r.err()).isZero();
        String text = Files.readString(json);
        assertThat(text).doesNotContainPattern("\\d\\.\\d{5,}").doesNotContainPattern("\\dE-?\\d");
        JsonNode root = new ObjectMapper().readTree(text);
        for (JsonNode game : root.get("results")) {
            for (JsonNode rank : game.get("ranks")) {
                assertThat(rank.asInt()).isBetween(1, 2);
            }
        }
        assertThat(root.get("agents").get(0).get("meanRank").asDouble()).isBetween(1.0, 2.0);
    }
}
