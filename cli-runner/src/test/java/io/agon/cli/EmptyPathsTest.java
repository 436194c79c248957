package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 54, item 6: an empty path names no file or folder; it is refused in one line, not read as the current folder. */
class EmptyPathsTest {

    @Test
    void anEmptyPathIsAUsageError() {
        for (List<String> args : List.of(
                List.of("simulate", "tictactoe", "--games", "2", "--save-records", ""),
                List.of("replay", ""),
                List.of("--plugins", "", "list"),
                List.of("simulate", "tictactoe", "--games", "2", "--json", ""),
                List.of("analyze", "tictactoe", "--games", "2", "--out", ""),
                List.of("serve", "--host", "", "--port", "0"))) {
            Run run = Run.of(args.toArray(new String[0]));
            assertThat(run.code()).as(String.join(" ", args) + ": " + run.err()).isEqualTo(2);
            assertThat(run.err().strip().lines().count()).as(run.err()).isEqualTo(1);
            assertThat(run.err()).contains("empty");
            assertThat(run.out()).as("nothing ran").isEmpty();
        }
    }
}
