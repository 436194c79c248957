package io.agon.spark;

import io.agon.cli.Cli;
import io.agon.cli.UsageException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import picocli.CommandLine.Option;

/**
 * The options of the Spark runner's {@code simulate} and {@code tournament} beyond what the launcher takes (a
 * picocli mixin): the master, the partitions, the output folder, and the launcher's game options and summary files.
 */
final class SparkOptions {

    /** The master URLs Spark 4 knows. */
    private static final Pattern MASTER = Pattern.compile(
            "local(\\[(\\d+|\\*)(,\\d+)?])?|local-cluster\\[\\d+,\\d+,\\d+]|spark://\\S+|yarn|k8s://\\S+");

    @Option(names = "--master", paramLabel = "URL",
            description = "Spark master, e.g. local[2] or spark://host:7077 (default: the one spark-submit gives, else local[*] in this JVM)")
    String master;

    @Option(names = "--partitions", paramLabel = "P",
            description = "slices of the schedule, one Spark task each (default: 16 per core, at least one per 20,000 games)")
    Integer partitions;

    @Option(names = "--out", paramLabel = "DIR",
            description = "write every game as a JSON line under DIR/games, and DIR/summary.json and DIR/standings.csv (a new folder; any Hadoop file system URI)")
    String out;

    @Option(names = "--gzip", description = "compress the per-game files (with --out)")
    boolean gzip;

    @Option(names = "--option", paramLabel = "K=V", description = "a game option (repeatable)")
    List<String> options = new ArrayList<>();

    @Option(names = "--json", paramLabel = "FILE", description = "write the summary as the launcher's JSON (without the per-game results)")
    Path json;

    @Option(names = "--csv", paramLabel = "FILE", description = "write the statistics as CSV")
    Path csv;

    @Option(names = "--progress", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "print a line on stderr per finished partition (default: on)")
    boolean progress;

    /**
     * Refuses, in one line, a {@code --master} that Spark does not know (null: none given, nothing to check); the
     * counts are checked only inside {@code local[...]} and {@code local-cluster[...]}, never in a cluster's address.
     */
    static void checkMaster(String master) {
        if (master == null) {
            return;
        }
        if (!MASTER.matcher(master).matches()) {
            throw new UsageException("unknown master '" + master + "' (expected local, local[N], local[*], local[N,F],"
                    + " spark://HOST:PORT, yarn or k8s://URL)");
        }
        if (!master.startsWith("local")) {
            return; // a cluster's address (spark://10.0.0.5:7077, k8s://https://...:443) holds no count to check
        }
        java.util.regex.Matcher numbers = java.util.regex.Pattern.compile("\\d+").matcher(master);
        while (numbers.find()) {
            String n = numbers.group();
            if (n.length() > 9 || Integer.parseInt(n) < 1) {
                throw new UsageException("--master " + master + ": " + n + " is not a count Spark can use (each"
                        + " number must be between 1 and 999,999,999, e.g. local[2])");
            }
        }
    }

    /**
     * Checks these options before anything runs (a local output folder must not exist yet) and returns the game
     * options.
     *
     * @throws UsageException naming the mistake
     */
    Map<String, String> check() {
        if (partitions != null) {
            Cli.atLeast("--partitions", partitions, 1);
        }
        Map<String, Path> outputs = new java.util.LinkedHashMap<>();
        outputs.put("--json", json);
        outputs.put("--csv", csv);
        Cli.checkSeparate(outputs, "--out", localPath(out));
        Cli.checkWritable(json);
        Cli.checkWritable(csv);
        checkMaster(master);
        if (gzip && out == null) {
            throw new UsageException("--gzip needs --out");
        }
        Path local = localPath(out);
        if (local != null && Files.exists(local, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            throw new UsageException("cannot write to " + out + ": it exists already (give a new folder)");
        }
        if (local != null) {
            // Spark makes the missing folders: the nearest one that exists must take new ones
            Path missing = local.toAbsolutePath().normalize();
            while (missing.getParent() != null && !Files.exists(missing.getParent())) {
                missing = missing.getParent();
            }
            if (missing.getParent() != null && !Files.isDirectory(missing.getParent())) {
                throw new UsageException("cannot write to " + out + ": " + missing.getParent() + " is not a folder");
            }
            String why = io.agon.core.record.RecordFiles.whyNotWritable(missing);
            if (why != null) {
                throw new UsageException("cannot write to " + out + ": " + why);
            }
        }
        return Cli.options(options);
    }

    /** The local path of a folder given without a scheme or with {@code file:}, else null. */
    static Path localPath(String dir) {
        if (dir == null) {
            return null;
        }
        try {
            URI uri = new URI(dir);
            if (uri.getScheme() == null) {
                return Path.of(dir);
            }
            return uri.getScheme().equals("file") ? Path.of(uri) : null;
        } catch (java.net.URISyntaxException | IllegalArgumentException e) {
            return Path.of(dir);
        }
    }
}
