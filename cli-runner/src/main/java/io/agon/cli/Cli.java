package io.agon.cli;

import io.agon.core.GameInfo;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.record.RecordFiles;
import io.agon.core.spi.GameEntry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Small helpers shared by the commands (and by other launchers built on this one, such as the Spark runner):
 * parsing, checking and writing files, each failing with the launcher's one-line messages.
 */
public final class Cli {

    /** The most games one simulate or tournament run may play (run more with other seeds). */
    static final int MAX_GAMES = 1_000_000;

    /** The help text on agent specs shown by the commands that take them. */
    static final String AGENT_HELP = "%nAgents: human (play only), random, heuristic (each game's own), and the"
            + " searches flatmc, uct, ismcts and mcts, which take iterations=N (1 to 1,000,000 per decision,"
            + " default 1000) or ms=N (a time budget per decision, 1 to 600,000 ms; us=N in microseconds; with both,"
            + " whichever ends first; each parameter once), and c,"
            + " reward, rollout, eval, depth, prune, mix, threads, parallel, and for mcts prior, widen, bias (mcts is"
            + " guided by the game's heuristic by default; see docs/agents.md). Example: mcts:ms=2000 thinks for 2"
            + " seconds a move.";

    private Cli() {
    }

    /**
     * The worker threads to use for {@code asked}: at most 4 per processor, since more only cost memory (each
     * thread plays its own games), with a note on {@code err} when capped.
     */
    static int threads(int asked, java.io.PrintWriter err) {
        atLeast("--threads", asked, 1);
        int cores = Runtime.getRuntime().availableProcessors();
        int max = 4 * cores;
        if (asked > max) {
            err.println("agon: --threads " + asked + " capped at " + max + " (4 x " + cores + " processor"
                    + (cores == 1 ? "" : "s") + "); the results do not depend on the thread count");
            return max;
        }
        return asked;
    }

    /**
     * Checks {@code --games}: at least 1 and at most {@link #MAX_GAMES}.
     *
     * @throws UsageException naming the limit
     */
    static void gamesInRange(int games) {
        atLeast("--games", games, 1);
        if (games > MAX_GAMES) {
            throw new UsageException("--games " + String.format(Locale.ROOT, "%,d", games) + " is more than one run"
                    + " plays (at most " + String.format(Locale.ROOT, "%,d", MAX_GAMES)
                    + "); run several with different --seed values");
        }
    }

    /**
     * The player counts a {@code --players} value names: the number given, every allowed count for {@code all}, and
     * the fewest the game allows when it is not given.
     *
     * @throws UsageException for anything else, in one line
     */
    public static List<Integer> playerCounts(String players, GameInfo info) {
        List<Integer> out = new ArrayList<>();
        if (players == null) {
            out.add(info.minPlayers());
        } else if (players.trim().equalsIgnoreCase("all")) {
            for (int n = info.minPlayers(); n <= info.maxPlayers(); n++) {
                out.add(n);
            }
        } else {
            try {
                out.add(Integer.parseInt(players.trim()));
            } catch (NumberFormatException e) {
                throw new UsageException("--players takes a number or 'all', not '" + PlainText.safe(players) + "'");
            }
        }
        return out;
    }

    /**
     * Parses {@code key=value} options.
     *
     * @throws UsageException for an entry without {@code =}, or a key given twice
     */
    public static Map<String, String> options(List<String> given) {
        Map<String, String> out = new TreeMap<>();
        for (String kv : given) {
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw new UsageException("bad option '" + kv + "': expected key=value, e.g. --option boards=random");
            }
            String key = kv.substring(0, eq).trim();
            String value = kv.substring(eq + 1).trim();
            String before = out.put(key, value);
            if (before != null) {
                throw new UsageException("--option " + key + " is given twice (" + before + " and " + value
                        + "): give it once");
            }
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

    /**
     * The agents a player chooses from for {@code entry}, with their one-line descriptions: the game's own listed
     * agents first, then the generic ones it does not replace (each group sorted). Search parts and old names that
     * {@link Agents#create} still accepts are left out.
     */
    static Map<String, String> listedAgents(GameEntry entry) {
        Map<String, String> out = new LinkedHashMap<>(entry.listedAgents());
        Agents.catalogue().forEach((kind, description) -> {
            if (!entry.agents().containsKey(kind)) {
                out.put(kind, description);
            }
        });
        return out;
    }

    /** Checks a count given on the command line. */
    public static void atLeast(String what, long value, long min) {
        if (value < min) {
            throw new UsageException(what + " must be at least " + min + ", not " + value);
        }
    }

    /**
     * Checks before a long run that {@code file} can be written later: its folder exists and takes new files, and
     * it is not a folder, a device or a read-only file (see {@link RecordFiles#whyNotWritable}).
     *
     * @throws UsageException naming the problem
     */
    public static void checkWritable(Path file) {
        if (file == null) {
            return;
        }
        String why = RecordFiles.whyNotWritable(file);
        if (why != null) {
            throw new UsageException("cannot write " + file + ": " + why);
        }
    }

    /**
     * Checks that no two output files name the same file (after following links: the last would overwrite the
     * first) and that none lies inside {@code folder}, where the run writes files of its own (records, games).
     *
     * @param files  the output files by option name, e.g. {@code --json}; null values are not asked for
     * @param folderOption the option naming {@code folder}, e.g. {@code --save-records}
     * @param folder the run's own output folder, or null
     * @throws UsageException naming both options
     */
    public static void checkSeparate(Map<String, Path> files, String folderOption, Path folder) {
        List<Map.Entry<String, Path>> given = new ArrayList<>();
        files.forEach((option, file) -> {
            if (file != null) {
                given.add(Map.entry(option, file));
            }
        });
        Path inside = folder == null ? null : RecordFiles.identity(folder);
        for (int i = 0; i < given.size(); i++) {
            Path a = RecordFiles.identity(given.get(i).getValue());
            for (int j = 0; j < i; j++) {
                if (a.equals(RecordFiles.identity(given.get(j).getValue()))) {
                    throw new UsageException(given.get(j).getKey() + " " + given.get(j).getValue() + " and "
                            + given.get(i).getKey() + " " + given.get(i).getValue() + " name the same file: give"
                            + " each output its own file");
                }
            }
            if (inside != null && a.startsWith(inside)) {
                throw new UsageException(given.get(i).getKey() + " " + given.get(i).getValue() + " lies inside the "
                        + folderOption + " folder " + folder + ": write it elsewhere");
            }
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
            throw new FileWriteException("cannot write " + file + " (" + RecordFiles.why(e) + ")");
        }
    }

    /** "1 game", "2 games", "1,000 games": a count with its noun, singular for one. */
    public static String count(long n, String noun) {
        return String.format(Locale.ROOT, "%,d", n) + " " + noun + (n == 1 ? "" : "s");
    }

    /** The time a search bot thinks per move in {@code play} when its spec gives no budget. */
    static final String PLAY_MS = "2000";

    /**
     * {@code spec} as {@code play} uses it: a generic search (flatmc, uct, ismcts, mcts) given none of
     * {@code iterations}, {@code ms} and {@code us} thinks {@value #PLAY_MS} ms a move, so that a person never
     * waits long.
     */
    static AgentSpec withPlayBudget(AgentSpec spec) {
        boolean search = Agents.generic().containsKey(spec.kind()) && !spec.kind().equals("random");
        if (!search || spec.params().containsKey("ms") || spec.params().containsKey("us")
                || spec.params().containsKey("iterations")) {
            return spec;
        }
        Map<String, String> params = new java.util.LinkedHashMap<>(spec.params());
        params.put("ms", PLAY_MS);
        return new AgentSpec(spec.kind(), params);
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
