package io.agon.cli;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agon.core.AgonException;
import io.agon.core.sim.Bench;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs {@code agon bench} in separate JVMs ("forks"), one after the other, and pools their figures
 * ({@link Bench.Result#pool}). Each fork is this JVM's own command again: the same {@code java}, JVM options,
 * class path and plug-in folders (environment included), with {@code --forks 1} and a JSON file to write its result to.
 *
 * <p>Why: the JIT compiles the same code a little differently in every JVM (which calls it inlines, when it
 * compiles them), and where the heap's objects land differs too. In one JVM every trial shares those choices, so
 * a run's trials could agree with each other and still differ from the next run's by 20-30% (seen on this project's
 * 2-core machine: one run's MCTS at 13.3k iterations/s in all five trials, the next runs' at 18.4-18.9k). The
 * median over the trials of three JVMs does not move when one of them is slow.
 */
final class Forks {

    private static final ObjectMapper READ = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private Forks() {
    }

    /**
     * Measures {@code game} with {@code players} players in {@code count} fresh JVMs and pools the results; a fork
     * that ran on a slow machine throughout is measured again ({@link MachineGate}, at most {@code retries} forks
     * more).
     *
     * @param benchArgs the arguments after {@code bench GAME} (settings, without {@code --players}/{@code --json})
     * @param knownBest the best reference speed seen on this machine before, or NaN
     * @param knownBestTwo the best speed-up pairs' reference seen on this machine before, or NaN
     * @throws BenchForkException when a fork fails or cannot be started (its last error line in the message)
     */
    static Bench.Result run(Main main, String game, int players, List<String> benchArgs, int count,
                            PrintWriter out, double knownBest, double knownBestTwo, int retries,
                            long pauseMillis) {
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
                Bench.Result r = runOne(main, game, players, benchArgs, dir, i, count);
                out.println(" done in " + Math.round((System.nanoTime() - start) / 1e9) + " s");
                out.flush();
                return r;
            }, knownBest, knownBestTwo, retries, pauseMillis, out);
        } finally {
            deleteAll(dir);
        }
        return Bench.Result.pool(results);
    }

    private static Bench.Result runOne(Main main, String game, int players, List<String> benchArgs, Path dir,
                                       int i, int count) {
        Path json = dir.resolve("fork-" + i + ".json");
        Path log = dir.resolve("fork-" + i + ".log");
        List<String> cmd = command(main, game, players, benchArgs, json);
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

    /** This JVM's command line again, running {@code bench GAME} with one player count in one JVM. */
    static List<String> command(Main main, String game, int players, List<String> benchArgs, Path json) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (!a.startsWith("-agentlib:jdwp")) { // a debugger's port can be taken only once
                cmd.add(a);
            }
        }
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(Main.class.getName());
        for (Path p : main.givenPlugins()) { // AGON_PLUGINS is inherited
            cmd.add("--plugins");
            cmd.add(p.toString());
        }
        cmd.add("bench");
        cmd.add(game);
        cmd.add("--players");
        cmd.add(String.valueOf(players));
        cmd.addAll(benchArgs);
        cmd.add("--json");
        cmd.add(json.toString());
        return cmd;
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
    static final class BenchForkException extends AgonException {
        BenchForkException(String message) {
            super(message);
        }
    }
}
