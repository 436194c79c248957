package io.agon.cli;

import io.agon.core.AgonException;
import io.agon.web.WebConfig;
import io.agon.web.WebServer;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon serve}: a local game server. Open the printed address in a browser to set up a game of any
 * installed game (each seat a human or a bot), play it, and send other humans their private seat links. Every
 * game is saved after each action and resumes after a restart.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Play in the browser: a local game server with a lobby (stop it with Ctrl+C).")
final class ServeCommand implements Callable<Integer> {

    @ParentCommand
    private Main main;

    @Option(names = "--port", paramLabel = "N", description = "TCP port (default: ${DEFAULT-VALUE})")
    private int port = 8080;

    @Option(names = "--host", paramLabel = "ADDR", description = "address to listen on (default: ${DEFAULT-VALUE},"
            + " this machine only; 0.0.0.0 opens the LAN)")
    private String host = "127.0.0.1";

    @Option(names = "--save-dir", paramLabel = "DIR",
            description = "folder of the saved games (default: ~/.agon/games)")
    private Path saveDir;

    @Option(names = "--bot-delay", paramLabel = "MS",
            description = "pause before each bot move, in milliseconds (default: ${DEFAULT-VALUE})")
    private long botDelay = WebConfig.DEFAULT_BOT_DELAY.toMillis();

    @Option(names = "--max-games", paramLabel = "N",
            description = "most games held in memory; idle ones are unloaded (default: ${DEFAULT-VALUE})")
    private int maxGames = 200;

    @Option(names = "--idle-minutes", paramLabel = "M",
            description = "unload a game nobody has touched for this long (default: ${DEFAULT-VALUE})")
    private long idleMinutes = 10;

    @Option(names = "--bot-max-ms", paramLabel = "MS",
            description = "most think time per move a bot seat may ask for (ms=), in milliseconds"
                    + " (default: ${DEFAULT-VALUE})")
    private long botMaxMillis = WebConfig.BotLimits.defaults().millis();

    @Option(names = "--bot-max-threads", paramLabel = "N",
            description = "most search threads a bot seat may ask for; never more than the machine's cores"
                    + " (default: the cores)")
    private int botMaxThreads = WebConfig.BotLimits.cores();

    @Option(names = "--bot-max-iterations", paramLabel = "N",
            description = "most search iterations per move a bot seat may ask for (default: ${DEFAULT-VALUE})")
    private long botMaxIterations = WebConfig.BotLimits.defaults().iterations();

    @Option(names = "--think-threads", paramLabel = "N",
            description = "search bots thinking at once, served table by table (default: the cores less one,"
                    + " at least 1)")
    private int thinkThreads = WebConfig.Thinking.defaults().threads();

    @Option(names = "--think-slice-ms", paramLabel = "MS",
            description = "a search that has thought this long while another table waits stops with its best move"
                    + " (default: ${DEFAULT-VALUE})")
    private long thinkSliceMillis = WebConfig.Thinking.defaults().slice().toMillis();

    @Option(names = "--game-limit-ms", paramLabel = "MS",
            description = "longest call into a game's code; a game that loops past it is closed"
                    + " (default: ${DEFAULT-VALUE})")
    private long gameLimitMillis = WebConfig.DEFAULT_GAME_LIMIT.toMillis();

    @Option(names = "--reports", paramLabel = "DIR",
            description = "offer the reports of agon analyze saved in DIR's folders at /reports (default: none)")
    private Path reports;

    @Override
    public Integer call() throws InterruptedException {
        // the server's libraries log through SLF4J: only warnings and errors reach the console
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        System.setProperty("org.slf4j.simpleLogger.logFile", "System.err");
        System.setProperty("org.slf4j.simpleLogger.log.io.javalin.Javalin", "off"); // a failed bind is reported below
        Cli.atLeast("--max-games", maxGames, 1);
        Cli.atLeast("--bot-delay", botDelay, 0);
        Cli.atLeast("--idle-minutes", idleMinutes, 1);
        Cli.atLeast("--bot-max-ms", botMaxMillis, 1);
        Cli.atLeast("--bot-max-threads", botMaxThreads, 1);
        Cli.atLeast("--bot-max-iterations", botMaxIterations, 1);
        Cli.atLeast("--think-threads", thinkThreads, 1);
        Cli.atLeast("--think-slice-ms", thinkSliceMillis, 1);
        Cli.atLeast("--game-limit-ms", gameLimitMillis, 1);
        if (port < 0 || port > 65535) {
            throw new UsageException("--port must be between 0 and 65535, not " + port);
        }
        Path dir = saveDir != null ? saveDir : Path.of(System.getProperty("user.home"), ".agon", "games");
        if (host.isBlank()) {
            throw new UsageException("--host: give the address to listen on, e.g. 127.0.0.1 (an empty one names none)");
        }
        WebConfig config = new WebConfig(host, port, dir, Duration.ofMillis(botDelay), maxGames,
                Duration.ofMinutes(idleMinutes), 16 * 1024,
                new WebConfig.BotLimits(botMaxThreads, botMaxMillis, botMaxIterations),
                Duration.ofMillis(gameLimitMillis),
                new WebConfig.Thinking(thinkThreads, Duration.ofMillis(thinkSliceMillis)));
        if (reports != null && !java.nio.file.Files.isDirectory(reports)) {
            throw new UsageException("--reports " + PlainText.safe(reports.toString()) + " is not a folder");
        }
        WebServer server = new WebServer(main.catalog(), config).reports(reports);
        try {
            server.start();
        } catch (RuntimeException e) {
            server.close();
            throw new AgonException("cannot listen on " + host + ":" + port + " (" + Main.firstLine(
                    String.valueOf(e.getCause() != null ? e.getCause().getMessage() : e.getMessage()))
                    + "); try another --port or --host");
        }
        PrintWriter out = main.out();
        String shown = host.contains(":") ? "[" + host + "]" : host;
        boolean local = host.equals("127.0.0.1") || host.equals("localhost") || host.equals("::1");
        out.println("Agon is serving " + main.catalog().games().size() + " games on http://"
                + (host.equals("0.0.0.0") ? "127.0.0.1" : shown) + ":" + server.port() + "/");
        if (!local) {
            out.println("From another machine, open the lobby with its key: http://"
                    + (host.equals("0.0.0.0") ? "THIS-MACHINE" : shown) + ":" + server.port() + "/?key="
                    + server.lobbyKey());
        }
        out.println("Games are saved in " + dir.toAbsolutePath() + ". Stop with Ctrl+C.");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "agon-serve-stop"));
        stopped.await();
        return Main.OK;
    }
}
