package io.agon.cli;

import io.agon.core.AgonException;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordCodec;
import io.agon.core.record.RecordFiles;
import io.agon.core.record.Replay;
import io.agon.core.spi.GameEntry;
import io.agon.core.spi.UnknownGameException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code agon replay DIR} or {@code agon replay A.json B.json ...}: checks many records in one run, replaying
 * every action against the rules, and prints one line per record that fails and a summary. Folders are read for
 * their {@code *.json} files, in name order. Exit 0 when every record replays, 1 otherwise.
 */
final class ReplayMany {

    private final Main main;
    private final Map<String, RecordCodec> codecs = new HashMap<>();

    ReplayMany(Main main) {
        this.main = main;
    }

    /** Checks every record in {@code paths} and returns the exit code. */
    int check(List<Path> paths) {
        List<Path> records = expand(paths);
        PrintWriter out = main.out();
        int complete = 0;
        int unfinished = 0;
        int failed = 0;
        long actions = 0;
        long start = System.nanoTime();
        for (Path f : records) {
            try {
                Checked c = checkOne(f);
                actions += c.actions();
                if (c.over()) {
                    complete++;
                } else {
                    unfinished++;
                    out.println(PlainText.safe(f + ": ends before the game does (" + Cli.count(c.actions(), "action")
                            + ")"));
                }
            } catch (AgonException e) {
                failed++;
                String msg = Main.firstLine(e.getMessage());
                out.println(PlainText.safe(msg.startsWith(f.toString()) ? msg : f + ": " + msg));
            }
        }
        double secs = (System.nanoTime() - start) / 1e9;
        out.println(Cli.count(records.size(), "record") + " checked in " + Cli.fixed(secs, 1) + " s ("
                + Cli.count(actions, "action") + "): " + complete + " complete, " + unfinished + " unfinished, "
                + failed + " failed");
        return failed == 0 ? Main.OK : Main.ERROR;
    }

    /** What one record gave. */
    private record Checked(int actions, boolean over) {
    }

    private Checked checkOne(Path f) {
        String text = RecordFiles.read(f);
        String id = RecordCodec.gameOf(text, f.toString());
        GameEntry entry;
        try {
            entry = main.catalog().get(id);
        } catch (UnknownGameException e) {
            throw new AgonException(f + ": a record of '" + PlainText.safe(id) + "', which is not installed");
        }
        return replay(entry.game(), text, f);
    }

    private <S extends GameState<S>> Checked replay(Game<S> g, String text, Path f) {
        RecordCodec codec = codecs.computeIfAbsent(g.info().id(), k -> new RecordCodec(g));
        GameRecord record = codec.read(text, f.toString());
        S end = Replay.replay(g, record);
        return new Checked(record.actions().size(), g.isOver(end));
    }

    /** The files to check: files as given, folders' *.json files in name order. */
    private static List<Path> expand(List<Path> paths) {
        List<Path> out = new ArrayList<>();
        for (Path p : paths) {
            if (!Files.isDirectory(p)) {
                out.add(p);
                continue;
            }
            List<Path> inside = new ArrayList<>();
            try (DirectoryStream<Path> dir = Files.newDirectoryStream(p, "*.json")) {
                dir.forEach(inside::add);
            } catch (IOException e) {
                throw new AgonException("cannot list " + p + " (" + RecordFiles.why(e) + ")");
            }
            inside.sort(null);
            if (inside.isEmpty()) {
                throw new UsageException(p + " holds no records (*.json)");
            }
            out.addAll(inside);
        }
        return out;
    }
}
