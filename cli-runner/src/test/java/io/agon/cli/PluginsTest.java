package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.testkit.PluginJar;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Games from outside jars: a small game is compiled and packed into a jar while the test runs, put in a plug-in
 * folder, and listed, played, simulated, ranked, replayed and benchmarked like a built-in game. Broken jars are
 * skipped with one line each naming the jar.
 */
class PluginsTest {

    @TempDir
    static Path work;

    static Path plugins;

    @BeforeAll
    static void buildTheGameJar() throws IOException {
        plugins = coinsJar(work, "coins", source -> source);
    }

    /**
     * Compiles the test game {@code /plugin-game/CoinsPlugin.java}, changed by {@code edit}, into
     * {@code work/NAME/plugins/coins.jar} and returns that plug-in folder.
     */
    static Path coinsJar(Path work, String name, UnaryOperator<String> edit) throws IOException {
        String source;
        try (InputStream in = PluginsTest.class.getResourceAsStream("/plugin-game/CoinsPlugin.java")) {
            source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Path folder = Files.createDirectories(work.resolve(name + "/plugins"));
        PluginJar.build(work.resolve(name), "test.coins.CoinsPlugin", edit.apply(source), folder.resolve("coins.jar"));
        return folder;
    }

    private static Run agon(String... args) {
        return agon(plugins, args);
    }

    /** The launcher with the plug-in folder {@code folder}. */
    static Run agon(Path folder, String... args) {
        List<String> all = new ArrayList<>(List.of("--plugins", folder.toString()));
        all.addAll(List.of(args));
        return Run.of(all.toArray(String[]::new));
    }

    @Test
    void anOutsideGameIsListedNextToTheBuiltInOnes() {
        Run r = agon("list");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("coins  Coins  (2 players)", "tokens  Tokens", "polis  Polis");
        assertThat(r.err()).isEmpty();
        assertThat(Run.of("list").out()).doesNotContain("coins");
    }

    @Test
    void anOutsideGameIsPlayedSimulatedRankedReplayedAndBenchmarked() throws IOException {
        Path record = work.resolve("coins.json");
        Run play = agon("play", "coins", "--players", "random,random", "--seed", "3", "--save", record.toString());
        assertThat(play.code()).as(play.err()).isZero();
        assertThat(play.out()).contains("Game over.", "took the last coin");
        // issue 43: the hint names the plug-in folder, so that copying it works
        assertThat(play.out()).contains("Record saved to " + record + " (agon --plugins " + plugins + " replay "
                + record + ")");
        Run replay = agon("replay", record.toString());
        assertThat(replay.code()).as(replay.err()).isZero();
        assertThat(replay.out()).contains("Coins, 2 players (P1 random, P2 random)", "Game over.");
        Run sim = agon("simulate", "coins", "--games", "20", "--players", "random,mcts:iterations=30");
        assertThat(sim.code()).as(sim.err()).isZero();
        assertThat(sim.out()).contains("Coins: 20 games", "win rate");
        Run tour = agon("tournament", "coins", "--agents", "random,mcts:iterations=30", "--games", "4");
        assertThat(tour.code()).as(tour.err()).isZero();
        assertThat(tour.out()).contains("head to head");
        Run bench = agon("bench", "coins", "--seconds", "0.2", "--mcts", "none", "--no-speedup");
        assertThat(bench.code()).as(bench.err()).isZero();
        assertThat(bench.out()).contains("Coins");
    }

    @Test
    void brokenJarsAreSkippedWithOneLineEachNamingTheJar() throws IOException {
        Path broken = Files.createDirectories(work.resolve("broken"));
        PluginJar.pack(broken.resolve("missing-class.jar"), null, "test.nowhere.Plugin");
        Files.writeString(broken.resolve("junk.jar"), "not a zip at all");
        try (OutputStream os = Files.newOutputStream(broken.resolve("empty.jar"));
             JarOutputStream out = new JarOutputStream(os)) {
            out.putNextEntry(new JarEntry("README.txt"));
            out.closeEntry();
        }
        Run r = Run.of("--plugins", broken.toString(), "--plugins", plugins.toString(), "--plugins",
                plugins.resolve("coins.jar").toString(), "list");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("coins  Coins", "polis  Polis");
        List<String> lines = r.err().lines().toList();
        assertThat(lines).hasSize(4).allMatch(l -> l.startsWith("agon: plug-in ") && l.contains(" skipped: "));
        assertThat(r.err()).contains("empty.jar skipped: it lists no game")
                .contains("junk.jar skipped: not a jar file")
                .contains("missing-class.jar skipped: ").contains("test.nowhere.Plugin")
                .contains("coins.jar skipped: its game 'coins' is already installed")
                .doesNotContain("\tat ").doesNotContain("Exception");
        Run none = Run.of("--plugins", work.resolve("nowhere").toString(), "list");
        assertThat(none.code()).isEqualTo(Main.USAGE);
        assertThat(none.err()).contains("--plugins " + work.resolve("nowhere") + ": no such folder or jar");
    }

    @Test
    void theEnvironmentNamesPluginFoldersToo() throws Exception {
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "list");
        pb.environment().put("AGON_PLUGINS", work.resolve("nowhere") + java.io.File.pathSeparator + plugins);
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        assertThat(out).contains("coins  Coins");
    }
}
