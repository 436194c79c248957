package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stopping the launcher with a signal (a real child JVM): {@code play --save} saves the game so far, and
 * {@code simulate} writes the finished games marked partial. SIGTERM ({@link ProcessHandle#destroy()}) always; SIGINT
 * (Ctrl-C, {@code kill -INT}) too unless this JVM was started with SIGINT ignored (then its children ignore it).
 */
class InterruptTest {

    @TempDir
    Path dir;

    /** A launcher in a child JVM with the test class path, its output collected line by line. */
    private static final class Child {
        final Process process;
        final List<String> out = java.util.Collections.synchronizedList(new ArrayList<>());
        final StringBuffer err = new StringBuffer();
        final List<Thread> pumps = new ArrayList<>();

        Child(String... args) throws IOException {
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                    .toString(), "-cp", System.getProperty("java.class.path"), Main.class.getName()));
            cmd.addAll(List.of(args));
            process = new ProcessBuilder(cmd).start();
            pump(new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)), true);
            pump(new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8)), false);
        }

        private void pump(BufferedReader r, boolean toOut) {
            Thread t = new Thread(() -> {
                try {
                    for (String line; (line = r.readLine()) != null; ) {
                        if (toOut) {
                            out.add(line);
                        } else {
                            err.append(line).append('\n');
                        }
                    }
                } catch (IOException e) {
                    // the child ended
                }
            });
            t.setDaemon(true);
            t.start();
            pumps.add(t);
        }

        String out() {
            synchronized (out) {
                return String.join("\n", out);
            }
        }

        void waitFor(String text) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!out().contains(text)) {
                assertThat(process.isAlive()).as("child ended early: " + out() + "\n" + err).isTrue();
                assertThat(System.nanoTime()).as("waiting for '" + text + "' in:\n" + out()).isLessThan(end);
                Thread.sleep(50);
            }
        }

        int stop(boolean interrupt) throws Exception {
            if (interrupt) {
                new ProcessBuilder("kill", "-INT", String.valueOf(process.pid())).start().waitFor();
            } else {
                // SIGTERM; Process.destroy() would also close our end of its output and lose what it writes
                process.toHandle().destroy();
            }
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the child stops").isTrue();
            for (Thread t : pumps) {
                t.join(30_000); // the pumps read the last lines
            }
            return process.exitValue();
        }
    }

    /** True when SIGINT is not ignored by this process (a child inherits an ignored SIGINT). */
    private static boolean sigintWorks() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("SigIgn:")) {
                    return (Long.parseLong(line.substring(7).strip(), 16) & 2L) == 0;
                }
            }
        } catch (IOException | RuntimeException e) {
            return false;
        }
        return false;
    }

    private static boolean canSignal() {
        return Files.isExecutable(Path.of("/bin/kill")) || Files.isExecutable(Path.of("/usr/bin/kill"));
    }

    @Test
    void aStoppedPlaySavesTheGameSoFar() throws Exception {
        for (boolean interrupt : sigintWorks() && canSignal() ? new boolean[] {false, true} : new boolean[] {false}) {
            Path record = dir.resolve("game-" + interrupt + ".json");
            Child c = new Child("play", "tokens", "--players", "human,random", "--seed", "5", "--save",
                    record.toString());
            c.waitFor("on Ctrl-C");
            c.waitFor("---- P1: ");
            OutputStream in = c.process.getOutputStream();
            in.write("1\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            c.waitFor("P1: Take 1 token");
            c.waitFor("P2 (random): "); // P1's action is in the record by now
            int code = c.stop(interrupt);
            assertThat(code).as(c.err.toString()).isEqualTo(interrupt ? 130 : 143);
            assertThat(c.err.toString()).contains("interrupted after", "the game so far is saved to " + record);
            assertThat(Files.readString(record)).contains("\"type\" : \"Take\"");
            Run replay = Run.of("replay", record.toString());
            assertThat(replay.code()).as(replay.err()).isZero();
            assertThat(replay.out()).contains("P1: Take 1 token", "The record ends before the game does");
        }
    }

    @Test
    void aStoppedSimulationWritesTheFinishedGamesMarkedPartial() throws Exception {
        for (boolean interrupt : sigintWorks() && canSignal() ? new boolean[] {false, true} : new boolean[] {false}) {
            Path json = dir.resolve("partial-" + interrupt + ".json");
            Child c = new Child("simulate", "tokens", "--games", "1000000", "--players",
                    "mcts:iterations=300,random", "--json", json.toString());
            c.waitFor("Tokens: 1,000,000 games");
            Thread.sleep(1500); // some games finish
            int code = c.stop(interrupt);
            assertThat(code).as(c.err.toString()).isEqualTo(interrupt ? 130 : 143);
            String out = c.out();
            assertThat(out).containsPattern("Stopped after [0-9,]+ of 1,000,000 games \\(interrupted\\)")
                    .contains("win rate", "JSON written to " + json + " (partial: stopped after");
            String written = Files.readString(json);
            assertThat(written).contains("\"partial\" : true", "\"stopped\" : \"stopped after");
        }
    }

    @Test
    void aStoppedSimulationKeepsExactlyTheRecordsItCounts() throws Exception {
        Path rec = dir.resolve("rec");
        Child c = new Child("simulate", "tokens", "--games", "1000000", "--players", "mcts:iterations=100,random",
                "--threads", "2", "--save-records", rec.toString(), "--json", dir.resolve("p.json").toString());
        c.waitFor("Tokens: 1,000,000 games");
        Thread.sleep(1500); // some games finish
        int code = c.stop(false);
        assertThat(code).as(c.err.toString()).isEqualTo(143);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("Stopped after ([0-9,]+) of").matcher(c.out());
        assertThat(m.find()).as(c.out()).isTrue();
        int counted = Integer.parseInt(m.group(1).replace(",", ""));
        List<String> saved;
        try (var files = Files.list(rec)) {
            saved = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json")).sorted().toList();
        }
        assertThat(saved).as("records saved against games counted").hasSize(counted);
        assertThat(Files.readString(dir.resolve("p.json"))).contains("\"games\" : " + counted + ",");
    }
}
