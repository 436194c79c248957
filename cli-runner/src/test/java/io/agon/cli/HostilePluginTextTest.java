package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 54, item 3: a plug-in's own text (its name, summary, agent descriptions) reaches the terminal made safe: an
 * escape sequence, a bidirectional override or a line feed in it never moves the cursor or forges a line.
 */
class HostilePluginTextTest {

    @TempDir
    static Path work;

    static Path plugins;

    /** The test game of {@link PluginsTest}, named with an escape, a right-to-left override and a forged line. */
    @BeforeAll
    static void buildAHostileJar() throws IOException {
        plugins = PluginsTest.coinsJar(work, "hostile", source -> {
            String hostile = source.replace("\"Coins\", 2, 2, \"1\", \"Take the last coin.\"",
                    "\"Coins\\u001b[2J\\u202Eevil\\nagon: forged line\", 2, 2, \"1\", \"Take\\u001b[31m the last coin.\"");
            assertThat(hostile).as("the name was replaced").isNotEqualTo(source);
            return hostile;
        });
    }

    private static Run agon(String... args) {
        return PluginsTest.agon(plugins, args);
    }

    @Test
    void noCommandPrintsAPlugInsControlCharactersRaw() {
        for (String[] args : new String[][] {{"list"}, {"rules", "coins"}, {"simulate", "coins", "--games", "3"},
            {"tournament", "coins", "--agents", "random,random", "--games", "2"}}) {
            Run run = agon(args);
            String all = run.out() + run.err();
            assertThat(all).as(String.join(" ", args)).doesNotContain("\u001b").doesNotContain("\u202E");
            assertThat(all.lines()).as(String.join(" ", args) + ": no forged line")
                    .noneMatch(l -> l.startsWith("agon: forged line"));
        }
        assertThat(agon("list").out()).contains("Coins\\u001b[2J\\u202eevil\\nagon: forged line");
    }
}
