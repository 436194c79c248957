package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import io.agon.core.testkit.Fingerprint;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Play must not change by accident: for every installed game and every player count, the {@link Fingerprint} of
 * seeded random games (every legal list, every choice, the outcome) equals the value committed in
 * {@code fingerprints.properties}. The suite plays {@value #SUITE_GAMES} games per count; {@code -Dagon.long=true}
 * plays all {@value #LONG_GAMES}. A deliberate rule change regenerates the file (run {@link #main}) in a commit of
 * its own that names the rule.
 */
class FingerprintTest {

    static final int SUITE_GAMES = 300;
    static final int LONG_GAMES = 3000;

    @TestFactory
    List<DynamicTest> everyGameAndPlayerCountPlaysAsBefore() throws IOException {
        Properties expected = load();
        boolean full = Boolean.getBoolean("agon.long");
        int games = full ? LONG_GAMES : SUITE_GAMES;
        List<DynamicTest> tests = new ArrayList<>();
        for (GameEntry e : GameCatalog.load().games().values()) {
            GameInfo info = e.game().info();
            for (int p = info.minPlayers(); p <= info.maxPlayers(); p++) {
                int players = p;
                String key = info.id() + "." + players + "." + games;
                tests.add(DynamicTest.dynamicTest(key, () -> {
                    String want = expected.getProperty(key);
                    assertThat(want).as("fingerprint " + key + " is committed").isNotNull();
                    assertThat(hex(Fingerprint.of(e.game(), players, games))).as(key).isEqualTo(want);
                }));
            }
        }
        assertThat(tests).isNotEmpty();
        return tests;
    }

    private static String hex(long v) {
        return String.format("%016x", v);
    }

    private static Properties load() throws IOException {
        Properties p = new Properties();
        try (InputStream in = FingerprintTest.class.getResourceAsStream("/fingerprints.properties")) {
            assertThat(in).as("fingerprints.properties").isNotNull();
            p.load(in);
        }
        return p;
    }

    /** Prints the file's content for the current rules (both the suite's and the long run's game counts). */
    public static void main(String[] args) {
        for (GameEntry e : GameCatalog.load().games().values()) {
            Game<?> g = e.game();
            GameInfo info = g.info();
            for (int p = info.minPlayers(); p <= info.maxPlayers(); p++) {
                for (int n : new int[] {SUITE_GAMES, LONG_GAMES}) {
                    System.out.println(info.id() + "." + p + "." + n + "=" + hex(Fingerprint.of(g, p, n)));
                }
            }
        }
    }
}
