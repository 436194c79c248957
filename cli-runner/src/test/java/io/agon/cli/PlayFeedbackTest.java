package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** In play, a slow bot shows it is thinking, and a search bot without a budget answers within seconds. */
class PlayFeedbackTest {

    @TempDir
    Path dir;

    @Test
    void aBotThinkingLongerThanHalfASecondSaysSo() {
        Run r = Run.of("play", "tokens", "--players", "sleepy,random", "--seed", "2");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("P1 (sleepy) is thinking...\nP1 (sleepy): ");
        assertThat(r.out()).doesNotContain("P2 (random) is thinking");
    }

    @Test
    void aSearchBotWithoutABudgetThinksTwoSecondsAMoveInPlay() throws Exception {
        Path f = dir.resolve("g.json");
        Run r = Run.of("play", "tokens", "--players", "random,mcts:c=1", "--seed", "2", "--save", f.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out().lines().findFirst().orElse("")).contains("ms=2000");
        assertThat(Files.readString(f)).contains("\"mcts:c=1,ms=2000\"");
        Run given = Run.of("play", "tokens", "--players", "random,mcts:iterations=50", "--seed", "2");
        assertThat(given.out().lines().findFirst().orElse("")).contains("iterations=50").doesNotContain("ms=");
    }
}
