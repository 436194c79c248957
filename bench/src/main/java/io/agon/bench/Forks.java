package io.agon.bench;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agon.core.AgonException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * Runs {@code agon bench} in separate JVMs ("forks"), one after the other, and pools their figures
 * ({@link Bench.Result#pool}). The launcher gives the command of a fork: its own command again (the same
 * {@code java}, JVM options, class path and plug-in folders, environment included), with {@code --forks 1} and a JSON
 * file to write its result to.
 *
 * <p>Why: the JIT compiles the same code a little differently in every JVM (which calls it inlines, when it
 * compiles them), and where the heap's objects land differs too. In one JVM every trial shares those choices, so
 * a run's trials could agree with each other and still differ from the next run's by 20-30% (seen on this project's
 * 2-core machine: one run's MCTS at 13.3k iterations/s in all five trials, the next runs' at 18.4-18.9k). The
 * median over the trials of three JVMs does not move when one of them is slow.
 */
public final class Forks {

    private static final ObjectMapper READ = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private Forks() {
    }

    /**
     * Measures in {@code count} fresh JVMs and pools the results; a fork that ran on a slow machine throughout is
     * measured again ({@link MachineGate}, at most {@code retries} forks more).
     *
     * @param command      the command line of one fork that writes its {@link Bench.Result} as JSON to the given file
     * @param knownBest    the best reference speed seen on this machine before, or NaN
     * @param knownBestTwo the best speed-up pairs' reference seen on this machine before, or NaN
     * @throws BenchForkException when a fork fails or cannot be started (its last error line in the message)
     */
    public static Bench.Result run(Function<Path, List<String>> command, int count, PrintWriter out,
                                   double knownBest, double knownBestTwo, int retries, long pauseMillis) {
        List<Bench.Result> results;
        Path dir;
        try {
            dir = Files.createTempDirectory("agon-bench-forks");
        } catch (IOException e) {
            throw new BenchForkException("cannot create a folder for the forks' results: "
                    + io.agon.core.record.RecordFiles.why(e));
        }
        try {
            results = MachineGate.measure(count, i -> {
                long start = System.nanoTime();
                out.print("  fork " + i + " of " + count + " ...");
                out.flush();
                Bench.Result r = runOne(command, dir, i, count);
                out.println(" done in " + Math.round((System.nanoTime() - start) / 1e9) + " s");
                out.flush();
                return r;
            }, knownBest, knownBestTwo, retries, pauseMillis, out);
        } finally {
            deleteAll(dir);
        }
        return Bench.Result.pool(results);
    }

    private static Bench.Result runOne(Function<Path, List<String>> command, Path dir, int i, int count) {
        Path json = dir.resolve("fork-" + i + ".json");
        Path log = dir.resolve("fork-" + i + ".log");
        List<String> cmd = command.apply(json);
        int exit;
        Process p = null;
        Thread stopFork = null;
        try {
            p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            Process fork = p;
            stopFork = new Thread(fork::destroy, "agon-bench-fork-stop"); // Ctrl-C or kill: the fork goes too
            Runtime.getRuntime().addShutdownHook(stopFork);
            p.getOutputStream().close();
            exit = p.waitFor();
        } catch (IOException e) {
            throw new BenchForkException("cannot start fork " + i + " of " + count + " (" + cmd.get(0) + "): "
                    + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroy();
            throw new BenchForkException("interrupted while fork " + i + " of " + count + " was measuring");
        } finally {
            if (stopFork != null) {
                try {
                    Runtime.getRuntime().removeShutdownHook(stopFork);
                } catch (IllegalStateException e) {
                    // the JVM is shutting down: the hook stops the fork
                }
            }
        }
        if (exit != 0 || !Files.isRegularFile(json)) {
            throw new BenchForkException("fork " + i + " of " + count + " failed (exit " + exit + "): "
                    + lastLine(log));
        }
        try {
            return READ.readValue(json.toFile(), Bench.Result.class);
        } catch (IOException e) {
            throw new BenchForkException("fork " + i + " of " + count + " wrote an unreadable result: "
                    + e.getMessage());
        }
    }

    private static String lastLine(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            for (int i = lines.size() - 1; i >= 0; i--) {
                if (!lines.get(i).isBlank()) {
                    return lines.get(i).strip();
                }
            }
            return "no output";
        } catch (IOException e) {
            return "no output";
        }
    }

    private static void deleteAll(Path dir) {
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.deleteIfExists(f);
            }
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            // a temporary folder left behind is harmless
        }
    }

    /** A fork could not be run or did not give a result: one line for the user. */
    public static final class BenchForkException extends AgonException {

        /** @param message one readable line */
        public BenchForkException(String message) {
            super(message);
        }
    }
}
