package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import io.agon.core.testkit.EncodingContract;
import io.agon.core.testkit.GameContract;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The contract test kit over every game found through {@link GameCatalog} (all game modules are on this test
 * class path), at every player count it supports: a new game is checked without writing a test. Small on
 * purpose (a few seconds per game: expensive checks on every 30th action); each game's own tests run the kit at
 * length.
 */
class EveryGameContractTest {

    /** Games per player count. */
    static final int GAMES = 3;

    @TestFactory
    List<DynamicTest> everyRegisteredGameKeepsTheContract() {
        List<DynamicTest> tests = new ArrayList<>();
        for (GameEntry e : GameCatalog.load().games().values()) {
            GameInfo info = e.game().info();
            for (int p = info.minPlayers(); p <= info.maxPlayers(); p++) {
                int players = p;
                tests.add(DynamicTest.dynamicTest(info.id() + " with " + players + " players",
                        () -> check(e.game(), players)));
            }
        }
        assertThat(tests).hasSizeGreaterThanOrEqualTo(4);
        return tests;
    }

    /**
     * Issue 51: every shipped game has an encoding, and every registered encoding keeps its contract, here over 100
     * random games found through the catalogue as a learner finds them (each game's own module runs 1,000).
     */
    @TestFactory
    List<DynamicTest> everyEncodingKeepsItsContract() {
        GameCatalog catalog = GameCatalog.load();
        List<DynamicTest> tests = new ArrayList<>();
        for (String shipped : List.of("polis", "massilia", "architekton", "tictactoe", "kuhn-poker", "sealed-lots",
                "auction-house")) {
            assertThat(catalog.encoding(shipped)).as("the encoding of " + shipped).isNotNull();
        }
        for (GameEntry e : catalog.games().values()) {
            if (catalog.encoding(e.id()) != null) {
                tests.add(DynamicTest.dynamicTest(e.id(), () -> checkEncoding(e.game(), catalog.encoding(e.id()))));
            }
        }
        return tests;
    }

    @SuppressWarnings("unchecked")
    private static <S extends GameState<S>> void checkEncoding(Game<S> game, io.agon.core.learn.Encoding<?> e) {
        EncodingContract.Report r = EncodingContract.of(game, (io.agon.core.learn.Encoding<S>) e).games(100).run();
        assertThat(r.decisions()).isPositive();
    }

    private static <S extends GameState<S>> void check(Game<S> game, int players) {
        // every game, Polis included: phase 5 lists its end first (spec 7.5, D54), so the first choice progresses
        GameContract.Report r = GameContract.of(game).players(players).games(GAMES).fullGames(0).sampleEvery(30)
                .seed(1000L * players).run();
        assertThat(r.games()).isEqualTo(GAMES);
        assertThat(r.fullyCheckedSteps()).isPositive();
    }
}
