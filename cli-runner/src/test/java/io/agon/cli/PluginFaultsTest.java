package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 54, item 4: a plug-in whose code fails is told in one line. A game that cannot even be built inside its
 * Guice module is skipped with one line (Guice's own log stays quiet); a game that throws or recurses without end
 * while it is played stops {@code play}, {@code simulate}, {@code tournament} and {@code analyze} with one line
 * naming the game, the seed and the agents, and exit code 1 ("a failed run").
 */
class PluginFaultsTest {

    @TempDir
    static Path work;

    static Path unbuildable;
    static Path throwing;
    static Path recursing;

    private static final String LEGAL = "if (s.winner < 0) {\n                for";

    @BeforeAll
    static void buildTheBrokenJars() throws IOException {
        unbuildable = PluginsTest.coinsJar(work, "unbuildable", source -> edit(source,
                "static final class Coins implements Game<State> {",
                "static final class Coins implements Game<State> {\n        Coins() {\n"
                        + "            throw new IllegalStateException(\"no coins\\u001b[31m\\nforged\");\n        }"));
        throwing = PluginsTest.coinsJar(work, "throwing", source -> edit(source, LEGAL,
                "if (s.coins < 5) {\n throw new IllegalStateException(\"legal failed\");\n }\n" + LEGAL));
        recursing = PluginsTest.coinsJar(work, "recursing", source -> edit(source, LEGAL,
                "if (s.coins < 5) {\n legalActions(s, out);\n }\n" + LEGAL));
    }

    private static String edit(String source, String from, String to) {
        assertThat(source).contains(from);
        return source.replace(from, to);
    }

    @Test
    void aPlugInThatCannotBeBuiltIsSkippedInOneLineAndGuiceSaysNothing() {
        List<LogRecord> guice = new ArrayList<>();
        Handler listener = new Handler() {
            @Override
            public void publish(LogRecord r) {
                if (r.getLoggerName() != null && r.getLoggerName().startsWith("com.google.inject")) {
                    guice.add(r);
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger root = Logger.getLogger("");
        root.addHandler(listener);
        try {
            Run r = PluginsTest.agon(unbuildable, "list");
            assertThat(r.code()).as(r.err()).isZero();
            assertThat(r.out()).contains("polis  Polis");
            assertThat(r.err().lines().toList()).as(r.err()).hasSize(1);
            assertThat(r.err()).startsWith("agon: plug-in ").contains("coins.jar skipped: no coins\\u001b[31m")
                    .doesNotContain("\u001b").doesNotContain("forged");
        } finally {
            root.removeHandler(listener);
        }
        assertThat(guice).as("Guice's own log records").isEmpty();
    }

    @Test
    void aGameThatThrowsStopsEveryCommandWithOneLineNamingTheGameTheSeedAndTheAgents() {
        Run play = PluginsTest.agon(throwing, "play", "coins", "--players", "random,random", "--seed", "1");
        assertThat(play.code()).isEqualTo(Main.ERROR);
        assertThat(play.err().strip()).isEqualTo(
                "agon: Coins failed after 2 actions (seed 1, players random,random): legal failed");
        Path saved = work.resolve("so-far.json");
        Run kept = PluginsTest.agon(throwing, "play", "coins", "--players", "random,random", "--seed", "1",
                "--save", saved.toString());
        assertThat(kept.err()).contains("; the game so far is saved to " + saved);
        assertThat(PluginsTest.agon(throwing, "replay", saved.toString()).code()).isZero();
        Run analyze = PluginsTest.agon(throwing, "analyze", "coins", "--games", "4", "--agents", "random",
                "--threads", "1", "--out", work.resolve("report").toString());
        assertThat(analyze.code()).isEqualTo(Main.ERROR);
        assertThat(analyze.oneLineError()).as(analyze.err()).isTrue();
        assertThat(analyze.err()).matches("(?s)agon: Coins game 1 at 2 players \\(seed -?\\d+, agents random,random\\)"
                + " failed: legal failed\\s*");
        for (String[] args : new String[][] {{"simulate", "coins", "--games", "3"},
            {"tournament", "coins", "--agents", "random,random", "--games", "2"}}) {
            Run r = PluginsTest.agon(throwing, args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(Main.ERROR);
            assertThat(r.oneLineError()).as(r.err()).isTrue();
            assertThat(r.err())
                    .matches("(?s)agon: game 1 \\(seed -?\\d+, agents random,random#2\\) failed: legal failed\\s*");
        }
    }

    @Test
    void aGameThatRecursesWithoutEndIsToldInWordsNotAsAnInternalError() {
        Run play = PluginsTest.agon(recursing, "play", "coins", "--players", "random,random", "--seed", "1");
        assertThat(play.code()).isEqualTo(Main.ERROR);
        assertThat(play.err().strip()).isEqualTo("agon: Coins failed after 2 actions (seed 1, players random,random):"
                + " its code called itself without end (a stack overflow)");
        for (String[] args : new String[][] {{"simulate", "coins", "--games", "3"},
            {"tournament", "coins", "--agents", "random,random", "--games", "2"},
            {"analyze", "coins", "--games", "4", "--agents", "random", "--out", work.resolve("r2").toString()}}) {
            Run r = PluginsTest.agon(recursing, args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(Main.ERROR);
            assertThat(r.oneLineError()).as(r.err()).isTrue();
            assertThat(r.err()).contains("failed: its code called itself without end").doesNotContain("internal");
        }
    }
}
