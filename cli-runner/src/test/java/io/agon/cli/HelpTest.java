package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Every command's {@code --help} prints its usage and nothing on stderr (picocli warns there about a bad {@code %}). */
class HelpTest {

    @Test
    void everyCommandsHelpIsCleanUsage() {
        PrintStream before = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            for (String command : new String[] {"list", "rules", "play", "simulate", "replay", "tournament", "bench",
                    "serve"}) {
                Run help = Run.of(command, "--help");
                assertThat(help.code()).as(command).isZero();
                assertThat(help.out()).as(command).startsWith("Usage: agon " + command);
                assertThat(help.out()).as(command).doesNotContain("%n").doesNotContain("%%");
                assertThat(help.err()).as(command).isEmpty();
            }
        } finally {
            System.setErr(before);
        }
        assertThat(captured.toString(StandardCharsets.UTF_8)).doesNotContain("WARN").isEmpty();
    }
}
