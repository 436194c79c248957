package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 51: the Python client's own tests ({@code python/tests}, numpy only) against this build's launcher over
 * {@code agon env --stdio}: the greeting, masks, refusals, byte-for-byte determinism across the bridge, and a
 * tabular learner that beats {@code random} at tic-tac-toe (at least 90% of games not lost), a policy gradient that
 * beats it at Massilia, and, where JPype is installed, the in-process path giving the same bytes as the bridge. Runs
 * with the first Python that has numpy and JPype, else the first that has numpy ({@code python3}, then Debian's
 * {@code /usr/bin/python3}, which {@code .ci/run} gives both when they are missing).
 */
class PythonClientTest {

    @TempDir
    Path dir;

    /** A Python interpreter that can import numpy, one that also has JPype first; or null. */
    static String python() {
        String numpyOnly = null;
        for (String candidate : List.of("python3", "/usr/bin/python3")) {
            if (imports(candidate, "import numpy, jpype")) {
                return candidate;
            }
            if (numpyOnly == null && imports(candidate, "import numpy")) {
                numpyOnly = candidate;
            }
        }
        return numpyOnly;
    }

    private static boolean imports(String python, String code) {
        try {
            Process p = new ProcessBuilder(python, "-c", code).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false; // not installed
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    @Test
    void thePythonClientsTestsPass() throws Exception {
        String python = python();
        assumeThat(python).as("a Python with numpy (.ci/run installs python3-numpy)").isNotNull();
        Path tests = Path.of("..", "python", "tests").toAbsolutePath().normalize();
        assertThat(tests.resolve("test_env.py")).exists();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(python, "-m", "unittest", "discover", "-s", tests.toString(), "-v")
                .directory(tests.getParent().toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("python.log").toFile());
        pb.environment().put("AGON_ENV_COMMAND", "'" + java + "' -cp '" + System.getProperty("java.class.path")
                + "' " + Main.class.getName());
        pb.environment().put("AGON_CLASSPATH", System.getProperty("java.class.path"));
        Process p = pb.start();
        boolean ended = p.waitFor(10, TimeUnit.MINUTES);
        if (!ended) {
            p.destroyForcibly();
        }
        String log = Files.readString(dir.resolve("python.log"), StandardCharsets.UTF_8);
        assertThat(ended).as("the Python tests end: " + log).isTrue();
        assertThat(p.exitValue()).as(log).isZero();
        assertThat(log).contains("test_tabular_q_learning_beats_random_at_tictactoe", "OK");
        if (imports(python, "import jpype")) {
            assertThat(log).as("the in-process path was checked").contains("test_the_same_bytes_as_the_stdio_bridge"
                    + " (test_env.InProcessTest.test_the_same_bytes_as_the_stdio_bridge) ... ok");
        }
    }
}
