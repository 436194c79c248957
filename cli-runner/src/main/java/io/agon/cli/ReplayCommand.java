package io.agon.cli;

import io.agon.core.AgonException;
import io.agon.core.Game;
import io.agon.core.GameEvent;
import io.agon.core.GameState;
import io.agon.core.Outcome;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordCodec;
import io.agon.core.record.RecordFiles;
import io.agon.core.record.RecordFormatException;
import io.agon.core.record.Replay;
import io.agon.core.session.Session;
import io.agon.core.spi.GameEntry;
import io.agon.core.spi.UnknownGameException;
import io.agon.web.WebConfig;
import io.agon.web.WebServer;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon replay FILE}: replays a saved record through a core {@link Session} ({@link Replay}), checking
 * every action against the rules, narrating each move and its events, and prints the outcome. With {@code --web}
 * it opens the record in the browser's replay viewer instead (a local server; the address is printed). A malformed, truncated or foreign file gives one line and exit 1.
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Replay a saved game record.", "With several files or a folder, check them all (in one run)"
                + " and print a summary."})
final class ReplayCommand implements java.util.concurrent.Callable<Integer> {

    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "FILE", arity = "1..*",
            description = "a record written by agon play --save, or several, or folders of them (*.json)")
    private List<Path> files;

    @Option(names = {"-q", "--quiet"}, description = "print only the outcome")
    private boolean quiet;

    private Path file;
    @Option(names = "--web", description = "open the record in the browser's replay viewer: starts a server on this"
            + " machine and prints its address (stop it with Ctrl+C)")
    private boolean web;

    @Option(names = "--port", paramLabel = "N", description = "with --web: TCP port (default: a free one)")
    private int port;

    @Override
    public Integer call() {
        if (files.size() > 1 || java.nio.file.Files.isDirectory(files.get(0))) {
            return new ReplayMany(main).check(files);
        }
        file = files.get(0);
        run();
        return Main.OK;
    }

    private void run() {
        String text = RecordFiles.read(file);
        String id = gameOf(text);
        GameEntry entry;
        try {
            entry = main.catalog().get(id);
        } catch (UnknownGameException e) {
            throw new RecordFormatException(file + ": a record of '" + PlainText.safe(id)
                    + "', which is not installed");
        }
        if (web) {
            serve(text);
            return;
        }
        replay(entry.game(), text);
    }

    /** {@code --web}: a local server with the record open in its replay viewer, until Ctrl+C. */
    private void serve(String text) {
        if (port < 0 || port > 65535) {
            throw new UsageException("--port must be between 0 and 65535, not " + port);
        }
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        System.setProperty("org.slf4j.simpleLogger.logFile", "System.err");
        System.setProperty("org.slf4j.simpleLogger.log.io.javalin.Javalin", "off");
        Path dir = Path.of(System.getProperty("user.home"), ".agon", "games");
        WebConfig config = WebConfig.defaults(dir).withPort(port);
        WebServer server = new WebServer(main.catalog(), config);
        String address;
        try {
            address = server.openReplay(text, file.toString());
            server.start();
        } catch (RuntimeException e) {
            server.close();
            String why = e instanceof AgonException ? e.getMessage()
                    : String.valueOf(e.getCause() != null ? e.getCause().getMessage() : e.getMessage());
            throw new AgonException(file + ": " + Main.firstLine(why));
        }
        PrintWriter out = main.out();
        out.println("Replay of " + PlainText.safe(file.toString()) + ": http://127.0.0.1:" + server.port() + address);
        out.println("Stop with Ctrl+C.");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "agon-replay-stop"));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private String gameOf(String text) {
        return RecordCodec.gameOf(text, file.toString());
    }

    private <S extends GameState<S>> void replay(Game<S> g, String text) {
        GameRecord record = new RecordCodec(g).read(text, file.toString());
        PrintWriter out = main.out();
        if (!quiet) {
            out.println(PlainText.safe(g.info().name() + ", " + record.setup().players() + " players"
                    + seatList(record) + ", seed " + record.setup().seed()
                    + (record.setup().options().isEmpty() ? "" : ", options " + record.setup().options())
                    + ", " + record.actions().size() + " actions"));
        }
        Session<S> session;
        try {
            session = Replay.open(g, record);
        } catch (RecordFormatException e) {
            throw new RecordFormatException(file + ": " + e.getMessage());
        }
        if (quiet) {
            session.quiet();
        } else {
            for (GameEvent e : session.setupEvents()) {
                out.println("        * " + PlainText.safe(e.text()));
            }
            session.narrate(true).listen((s, m) -> {
                out.println(String.format("%4d. P%d: %s", m.index() + 1, m.seat() + 1,
                        PlainText.safe(m.ownLabel())));
                for (GameEvent e : m.events()) {
                    out.println("        * " + PlainText.safe(e.text()));
                }
            });
        }
        try {
            Replay.resume(session, record);
        } catch (RecordFormatException e) {
            throw new RecordFormatException(file + ": " + e.getMessage());
        }
        S end = session.state();
        if (!g.isOver(end)) {
            out.println("The record ends before the game does (P" + (g.currentPlayer(end) + 1) + " to decide: "
                    + PlainText.safe(g.decision(end).prompt()) + ").");
            return;
        }
        Outcome o = g.outcome(end);
        out.println("Game over.");
        int width = 4;
        for (int p = 0; p < o.players(); p++) {
            width = Math.max(width, seat(record, p).length());
        }
        for (int p = 0; p < o.players(); p++) {
            out.println(String.format("%-" + width + "s score %6d  rank %d%s", seat(record, p), o.score(p),
                    o.rank(p) + 1,
                    o.isWinner(p) ? (o.winnerCount() > 1 ? "  shared win" : "  winner") : ""));
        }
        if (!o.summary().isBlank()) {
            out.println(PlainText.safeLines(o.summary().strip()));
        }
    }

    /** " (P1 human, P2 heuristic)" when the record names its agents, else nothing (older records). */
    private static String seatList(GameRecord record) {
        if (record.agents().isEmpty()) {
            return "";
        }
        List<String> seats = new ArrayList<>();
        for (int p = 0; p < record.agents().size(); p++) {
            seats.add(seat(record, p));
        }
        return " (" + String.join(", ", seats) + ")";
    }

    /** "P2 heuristic", or "P2" for a record that does not name its agents (made safe: it comes from a file). */
    private static String seat(GameRecord record, int p) {
        return "P" + (p + 1) + (record.agents().isEmpty() ? "" : " " + PlainText.safe(record.agents().get(p)));
    }
}
