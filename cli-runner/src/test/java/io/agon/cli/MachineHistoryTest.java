package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.bench.MachineGate;
import io.agon.bench.MachineHistory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bench --machine-history} and the re-measuring of runs taken on a slow machine ({@link MachineGate}). */
class MachineHistoryTest {

    @TempDir
    Path dir;

    /** A short in-process bench of the test game, without pauses; {@code extra} may give other forks. */
    private static Run bench(String... extra) {
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("bench", "tokens", "--seconds",
                "0.05", "--trials", "2", "--no-speedup", "--mcts", "none", "--retry-pause", "0"));
        if (!java.util.List.of(extra).contains("--forks")) {
            args.addAll(java.util.List.of("--forks", "1"));
        }
        args.addAll(java.util.List.of(extra));
        return Run.of(args.toArray(new String[0]));
    }

    @Test
    void aNewHistoryRecordsThisMachinesBestReferenceSpeed() throws IOException {
        Path file = dir.resolve("machine.tsv");
        Run r = bench("--machine-history", file.toString());
        assertThat(r.code()).as(r.err()).isZero();
        // nothing is known of this machine yet, so nothing is compared with it (a noisy machine may still re-measure
        // a fork slower than the run's own best, which is the gate working, not this test's concern)
        assertThat(r.out()).doesNotContain("seen on this machine");
        String[] line = Files.readString(file).strip().split("\t");
        assertThat(line[0]).isEqualTo(MachineHistory.thisMachine());
        assertThat(Double.parseDouble(line[1])).isPositive();
    }

    @Test
    void aRunSlowerThanTheMachinesBestIsMeasuredAgainAtMostRetriesTimes() throws IOException {
        Path file = dir.resolve("machine.tsv");
        String fast = "other machine\t123.0\n" + MachineHistory.thisMachine() + "\t1000000.0\n";
        Files.writeString(file, fast);
        Run r = bench("--machine-history", file.toString(), "--retries", "2");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out().split("the machine ran slow during the whole run", -1)).hasSize(3);
        assertThat(r.out()).contains("against 1000000 seen on this machine", "retry 2 of at most 2",
                "the best seen on this machine: 1000000", "actions/s (1 thread)");
        // a run slower than the best seen leaves the history as it was
        assertThat(Files.readString(file)).isEqualTo(fast);
    }

    @Test
    void aSlowForkIsReplacedByANewOneNotAdded() throws IOException {
        Path file = dir.resolve("machine.tsv");
        Files.writeString(file, MachineHistory.thisMachine() + "\t1000000\n");
        Run r = bench("--forks", "2", "--machine-history", file.toString(), "--retries", "1", "--json",
                dir.resolve("r.json").toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("the machine ran slow during fork ", "measuring that fork again in 0 s",
                "retry 1 of at most 1", "median of 4 trials in 2 JVMs");
        assertThat(r.out().split("  fork ", -1)).hasSize(4); // forks 1 and 2, then one of them again
    }

    @Test
    void noRetriesMeansOneRun() throws IOException {
        Path file = dir.resolve("machine.tsv");
        Files.writeString(file, MachineHistory.thisMachine() + "\t1000000\n");
        Run r = bench("--machine-history", file.toString(), "--retries", "0");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).doesNotContain("(retry ");
    }

    @Test
    void aFileThatIsNotAHistoryIsRefusedInOneLineAndLeftAlone() throws IOException {
        for (String bad : new String[] {"not a history\n", "cpu\tfast\n", "cpu\t-3\n", "\t12\n", "a\t1\tb\n"}) {
            Path file = dir.resolve("bad.tsv");
            Files.writeString(file, bad);
            Run r = bench("--machine-history", file.toString());
            assertThat(r.code()).as(bad).isEqualTo(2);
            assertThat(r.oneLineError()).as(r.err()).isTrue();
            assertThat(r.err()).contains("is not a machine history: line 1");
            assertThat(Files.readString(file)).isEqualTo(bad);
        }
    }

    @Test
    void badRetrySettingsAreUsageErrors() {
        for (String[] args : new String[][] {{"--retries", "-1"}, {"--retries", "21"}, {"--retry-pause", "-1"},
            {"--retry-pause", "601"}, {"--machine-history", dir.resolve("no/such/folder/m.tsv").toString()}}) {
            Run r = bench(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.oneLineError()).as(r.err()).isTrue();
        }
    }
}
