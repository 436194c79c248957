package io.agon.cli;

import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.record.RecordFiles;
import io.agon.core.spi.GameEntry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Small helpers shared by the commands (and by other launchers built on this one, such as the Spark runner):
 * parsing, checking and writing files, each failing with the launcher's one-line messages.
 */
public final class Cli {

    private Cli() {
    }

    /**
     * Parses {@code key=value} options.
     *
     * @throws UsageException for an entry without {@code =}
     */
    public static Map<String, String> options(List<String> given) {
        Map<String, String> out = new TreeMap<>();
        for (String kv : given) {
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw new UsageException("bad option '" + kv + "': expected key=value, e.g. --option boards=random");
            }
            out.put(kv.substring(0, eq).trim(), kv.substring(eq + 1).trim());
        }
        return out;
    }

    /**
     * Parses a comma-separated list of agent specs (commas inside one spec's parameters are allowed: a part
     * containing {@code =} but no {@code :} continues the previous spec, so {@code mcts:iterations=50,c=1,random}
     * is two specs).
     *
     * @throws io.agon.core.agent.AgentSpecException for a malformed spec
     */
    static List<AgentSpec> specs(String list) {
        List<String> parts = new ArrayList<>();
        for (String part : list.split(",", -1)) {
            String p = part.trim();
            if (!parts.isEmpty() && p.contains("=") && !p.contains(":")) {
                parts.set(parts.size() - 1, parts.get(parts.size() - 1) + "," + p);
            } else {
                parts.add(p);
            }
        }
        List<AgentSpec> out = new ArrayList<>();
        for (String p : parts) {
            out.add(AgentSpec.parse(p));
        }
        return out;
    }

    /** Every agent kind usable with {@code entry}: the game's own and the generic ones, sorted. */
    static List<String> agentKinds(GameEntry entry) {
        TreeMap<String, Object> all = new TreeMap<>(Agents.generic());
        all.putAll(entry.agents());
        return new ArrayList<>(all.keySet());
    }

    /** Checks a count given on the command line. */
    public static void atLeast(String what, long value, long min) {
        if (value < min) {
            throw new UsageException(what + " must be at least " + min + ", not " + value);
        }
    }

    /**
     * Checks before a long run that {@code file} can be written later: its folder exists and it is not a folder.
     *
     * @throws UsageException naming the problem
     */
    public static void checkWritable(Path file) {
        if (file == null) {
            return;
        }
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new UsageException("cannot write " + file + ": folder " + dir + " does not exist");
        }
        if (Files.isDirectory(file)) {
            throw new UsageException("cannot write " + file + ": it is a folder");
        }
    }

    /**
     * Writes {@code text} to {@code file} atomically: on failure an existing file is left unchanged.
     *
     * @throws FileWriteException naming the file
     */
    public static void write(Path file, String text) {
        try {
            RecordFiles.writeAtomically(file, text);
        } catch (IOException e) {
            throw new FileWriteException("cannot write " + file + " (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")");
        }
    }

    /** A number with {@code digits} decimals, always with a dot. */
    public static String fixed(double x, int digits) {
        return String.format(Locale.ROOT, "%." + digits + "f", x);
    }

    /** A large rate with thousands separators, e.g. "1,234,567". */
    static String grouped(double x) {
        return String.format(Locale.ROOT, "%,.0f", x);
    }

    /** A file that could not be written: exit code 1. */
    static final class FileWriteException extends io.agon.core.AgonException {
        FileWriteException(String message) {
            super(message);
        }
    }
}
