package io.agon.cli;

import io.agon.core.AgonException;
import io.agon.core.sim.BatchEnv;
import io.agon.core.spi.GameCatalog;

/**
 * A learning environment in the caller's own JVM: what {@code agon env GAME --stdio} serves, with the same options,
 * checks and games, for a client that loads the launcher's jar in its own process (the Python package's JPype path,
 * {@code docs/learning.md}). The client then reads the environment's arrays ({@code observations}, {@code masks},
 * {@code rewards}, {@code done}, {@code seats}, {@code seatRewards}) after each {@code reset} and {@code step}.
 */
public final class InProcessEnv {

    private static GameCatalog catalog;

    private InProcessEnv() {
    }

    /**
     * {@code games} games of {@code game}, as {@code agon env} would serve them.
     *
     * @param players   players per game, or 0 for the fewest the game allows
     * @param seat      the learner's seat, 1 to players, or 0 to take each seat in turn
     * @param opponents one agent spec for all other seats or one per seat, or {@code none} for self-play
     * @param reward    {@code win-loss} or {@code score}
     * @throws IllegalArgumentException in one line for an unknown game, one without an encoding, or a bad option
     */
    public static BatchEnv<?> open(String game, int games, int players, int seat, String opponents, String reward,
                                   long seed) {
        return table(game, players, seat, opponents, reward).open(games, seed);
    }

    /** The game's name and what its ids and observation mean, as the stdio greeting sends it. */
    public static String describe(String game, int players) {
        return table(game, players, 0, "random", "win-loss").description();
    }

    private static EnvCommand.Table table(String game, int players, int seat, String opponents, String reward) {
        try {
            return EnvCommand.table(catalog(), game, players > 0 ? players : null, seat, opponents, reward);
        } catch (AgonException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    private static synchronized GameCatalog catalog() {
        if (catalog == null) {
            catalog = GameCatalog.load();
        }
        return catalog;
    }
}
