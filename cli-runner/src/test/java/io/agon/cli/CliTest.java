package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.AgentSpecException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CliTest {

    @TempDir
    Path dir;

    @Test
    void agentListsKeepCommasInsideASpecsParameters() {
        List<AgentSpec> specs = Cli.specs("mcts:iterations=50,c=1.2, random ,heuristic");
        assertThat(specs).extracting(AgentSpec::toString)
                .containsExactly("mcts:iterations=50,c=1.2", "random", "heuristic");
        assertThatThrownBy(() -> Cli.specs("random,,random")).isInstanceOf(AgentSpecException.class);
    }

    @Test
    void optionsAreKeyValuePairs() {
        assertThat(Cli.options(List.of("boards=random", "x = y"))).isEqualTo(Map.of("boards", "random", "x", "y"));
        assertThatThrownBy(() -> Cli.options(List.of("boards"))).isInstanceOf(UsageException.class)
                .hasMessageContaining("expected key=value");
    }

    @Test
    void aFailedWriteLeavesTheTargetAsItWasAndNoTemporaryFile() throws IOException {
        Path target = dir.resolve("busy");
        Files.createDirectory(target);
        Files.writeString(target.resolve("inside.txt"), "keep me");
        assertThatThrownBy(() -> Cli.write(target, "new text")).isInstanceOf(Cli.FileWriteException.class)
                .hasMessageContaining("cannot write " + target);
        assertThat(Files.readString(target.resolve("inside.txt"))).isEqualTo("keep me");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(target);
        }
    }

    @Test
    void aWriteReplacesAnExistingFileWhole() throws IOException {
        Path target = dir.resolve("out.json");
        Files.writeString(target, "old and longer text");
        Cli.write(target, "new");
        assertThat(Files.readString(target)).isEqualTo("new");
    }

    @Test
    void exitCodesSeparateUsageMistakesFromErrors() {
        assertThat(Main.exitCode(new UsageException("x"))).isEqualTo(2);
        assertThat(Main.exitCode(new AgentSpecException("x"))).isEqualTo(2);
        assertThat(Main.exitCode(new io.agon.core.SetupException("x"))).isEqualTo(2);
        assertThat(Main.exitCode(new io.agon.core.record.RecordFormatException("x"))).isEqualTo(1);
        assertThat(Main.exitCode(new IllegalStateException("x"))).isEqualTo(1);
    }

    @Test
    void theProgressBarShowsPercentCountsAndTheTimeLeft() {
        java.io.StringWriter text = new java.io.StringWriter();
        ProgressBar bar = new ProgressBar(new java.io.PrintWriter(text), "simulate");
        bar.update(25, 100);
        bar.update(20, 100); // a slower thread's late report never moves the bar back
        bar.close();
        String last = text.toString().substring(text.toString().lastIndexOf('\r') + 1);
        // e.g. "simulate  25% [=====>     ]  25/100 games (0:00:00 / 0:00:00) 250.0 games/s": spent / remaining
        assertThat(last).startsWith("simulate  25%").contains("25/100").matches("(?s).*\\(\\d+:\\d\\d:\\d\\d / \\d+:\\d\\d:\\d\\d\\).*")
                .endsWith("\n");
    }
}
