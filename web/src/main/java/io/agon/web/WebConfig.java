package io.agon.web;

import java.nio.file.Path;
import java.time.Duration;

/**
 * How the server runs.
 *
 * @param host          address to bind (default 127.0.0.1: this machine only)
 * @param port          TCP port (0 picks a free one)
 * @param saveDir       folder of the game records (created if missing)
 * @param botDelay      pause before each bot move, so a person can follow
 * @param maxLiveGames  most games held in memory at once; idle ones are unloaded to make room
 * @param idleAfter     a game nobody watches and no bot plays is saved and unloaded after this long
 * @param maxBodyBytes  largest request body accepted
 * @param botLimits     the most a seat's bot may ask for (threads, think time, iterations)
 * @param gameLimit     the longest any call into a game's code may take (a bot's think: its budget plus this); a
 *                      game that loops past it is closed
 * @param thinking      how many search bots think at once, and the slice after which one yields to another table
 */
public record WebConfig(String host, int port, Path saveDir, Duration botDelay, int maxLiveGames,
                        Duration idleAfter, int maxBodyBytes, BotLimits botLimits, Duration gameLimit,
                        Thinking thinking) {

    /** A configuration with the default {@link Thinking}. */
    public WebConfig(String host, int port, Path saveDir, Duration botDelay, int maxLiveGames, Duration idleAfter,
                     int maxBodyBytes, BotLimits botLimits, Duration gameLimit) {
        this(host, port, saveDir, botDelay, maxLiveGames, idleAfter, maxBodyBytes, botLimits, gameLimit,
                Thinking.defaults());
    }

    /**
     * How the search bots share the processors: at most {@code threads} searches think at once, served table by
     * table, and a search that has thought for {@code slice} while another table waits stops with its best move.
     *
     * @param threads searches thinking at once (default: the cores less one, at least 1)
     * @param slice   how long a search thinks before it yields to a waiting table (default 500 ms)
     */
    public record Thinking(int threads, Duration slice) {

        /** Checks the values. */
        public Thinking {
            if (threads < 1) {
                throw new IllegalArgumentException("at least one thinking thread, please");
            }
            if (slice == null || slice.isNegative() || slice.isZero()) {
                throw new IllegalArgumentException("the think slice must be positive");
            }
        }

        /** The cores less one (at least 1), and a 500 ms slice. */
        public static Thinking defaults() {
            return new Thinking(Math.max(1, BotLimits.cores() - 1), Duration.ofMillis(500));
        }
    }

    /** The default {@link #gameLimit()}. */
    public static final Duration DEFAULT_GAME_LIMIT = Duration.ofSeconds(5);

    /** A configuration with the default {@link #gameLimit()}. */
    public WebConfig(String host, int port, Path saveDir, Duration botDelay, int maxLiveGames, Duration idleAfter,
                     int maxBodyBytes, BotLimits botLimits) {
        this(host, port, saveDir, botDelay, maxLiveGames, idleAfter, maxBodyBytes, botLimits, DEFAULT_GAME_LIMIT);
    }

    /**
     * The most a bot seat created from the lobby may ask for: a spec past a limit is refused with one line.
     *
     * @param threads    search threads per move; never more than this machine's cores, whatever is asked
     * @param millis     think time per move ({@code ms=}, or {@code us=} in microseconds)
     * @param iterations search iterations per move
     */
    public record BotLimits(int threads, long millis, long iterations) {

        /** Checks the values and caps the threads at the machine's cores. */
        public BotLimits {
            if (threads < 1 || millis < 1 || iterations < 1) {
                throw new IllegalArgumentException("bot limits must be at least 1");
            }
            threads = Math.min(threads, cores());
        }

        /** The defaults: every core, 10 s and 100,000 iterations per move. */
        public static BotLimits defaults() {
            return new BotLimits(cores(), 10_000, 100_000);
        }

        /** This machine's cores. */
        public static int cores() {
            return Runtime.getRuntime().availableProcessors();
        }
    }

    /** A configuration with the default {@link BotLimits}. */
    public WebConfig(String host, int port, Path saveDir, Duration botDelay, int maxLiveGames, Duration idleAfter,
                     int maxBodyBytes) {
        this(host, port, saveDir, botDelay, maxLiveGames, idleAfter, maxBodyBytes, BotLimits.defaults());
    }

    /** Default bot delay. */
    public static final Duration DEFAULT_BOT_DELAY = Duration.ofMillis(700);

    /** Checks the values. */
    public WebConfig {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be 0-65535, not " + port);
        }
        if (maxLiveGames < 1) {
            throw new IllegalArgumentException("the live-game limit must be at least 1, not " + maxLiveGames);
        }
        if (botDelay.isNegative() || idleAfter.isNegative()) {
            throw new IllegalArgumentException("delays must not be negative");
        }
        if (gameLimit == null || gameLimit.isNegative() || gameLimit.isZero()) {
            throw new IllegalArgumentException("the game code's time limit must be positive");
        }
        if (thinking == null) {
            throw new IllegalArgumentException("the thinking settings are missing");
        }
        if (botLimits == null) {
            throw new IllegalArgumentException("the bot limits are missing");
        }
        if (maxBodyBytes < 256) {
            throw new IllegalArgumentException("the body limit must be at least 256 bytes");
        }
    }

    /** Defaults: 127.0.0.1:8080, a 700 ms bot delay, 200 live games, unload after 10 idle minutes, 16 KiB bodies. */
    public static WebConfig defaults(Path saveDir) {
        return new WebConfig("127.0.0.1", 8080, saveDir, DEFAULT_BOT_DELAY, 200, Duration.ofMinutes(10), 16 * 1024);
    }

    /** This configuration on another port. */
    public WebConfig withPort(int newPort) {
        return new WebConfig(host, newPort, saveDir, botDelay, maxLiveGames, idleAfter, maxBodyBytes, botLimits,
                gameLimit, thinking);
    }

    /** This configuration with another bot delay. */
    public WebConfig withBotDelay(Duration delay) {
        return new WebConfig(host, port, saveDir, delay, maxLiveGames, idleAfter, maxBodyBytes, botLimits, gameLimit,
                thinking);
    }

    /** This configuration with another live-game limit and idle time. */
    public WebConfig withLimits(int live, Duration idle) {
        return new WebConfig(host, port, saveDir, botDelay, live, idle, maxBodyBytes, botLimits, gameLimit, thinking);
    }

    /** This configuration with other bot limits. */
    public WebConfig withBotLimits(BotLimits limits) {
        return new WebConfig(host, port, saveDir, botDelay, maxLiveGames, idleAfter, maxBodyBytes, limits, gameLimit,
                thinking);
    }

    /** This configuration with another time limit for calls into game code. */
    public WebConfig withGameLimit(Duration limit) {
        return new WebConfig(host, port, saveDir, botDelay, maxLiveGames, idleAfter, maxBodyBytes, botLimits, limit,
                thinking);
    }

    /** This configuration with other thinking settings. */
    public WebConfig withThinking(Thinking newThinking) {
        return new WebConfig(host, port, saveDir, botDelay, maxLiveGames, idleAfter, maxBodyBytes, botLimits, gameLimit,
                newThinking);
    }
}
