package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Numbers too large to run: capped or refused with one line, never an out-of-memory trace or an endless run. */
class LimitsTest {

    @Test
    void tooManyThreadsAreCappedWithANote() {
        Run r = Run.of("simulate", "tokens", "--games", "4", "--threads", "100000");
        assertThat(r.code()).as(r.err()).isZero();
        int max = 4 * Runtime.getRuntime().availableProcessors();
        assertThat(r.err()).contains("--threads 100000 capped at " + max);
        assertThat(r.out()).contains("4 games in").contains("on " + max + " thread");
    }

    @Test
    void tooManyGamesAreRefusedBeforeAnythingRuns() {
        for (String command : new String[] {"simulate", "tournament"}) {
            Run r = command.equals("simulate")
                    ? Run.of("simulate", "tokens", "--games", "2000000000")
                    : Run.of("tournament", "tokens", "--agents", "random,heuristic", "--games", "2000000000");
            assertThat(r.code()).as(r.err()).isEqualTo(Main.USAGE);
            assertThat(r.oneLineError()).as(r.err()).isTrue();
            assertThat(r.err()).contains("--games 2,000,000,000 is more than one run plays (at most 1,000,000)");
            assertThat(r.out()).isEmpty();
        }
    }

    @Test
    void searchBudgetsHaveASaneMaximumShownInTheHelp() {
        Run r = Run.of("simulate", "tokens", "--games", "1", "--players", "mcts:iterations=100000000,random");
        assertThat(r.code()).as(r.err()).isEqualTo(Main.USAGE);
        assertThat(r.err()).contains("iterations must be between 1 and 1000000");
        Run ms = Run.of("play", "tokens", "--players", "mcts:ms=86400000,random");
        assertThat(ms.code()).as(ms.err()).isEqualTo(Main.USAGE);
        for (String command : new String[] {"play", "simulate", "tournament"}) {
            Run help = Run.of(command, "--help");
            assertThat(help.out().replaceAll("\\s+", " ")).as(command).contains("iterations=N (1 to 1,000,000 per decision")
                    .contains("ms=N (a time budget per decision");
        }
    }

    @Test
    void outOfMemoryIsOneLineOnOneThreadAndOnMany() {
        for (String threads : new String[] {"1", "2"}) {
            Run r = Run.of("simulate", "tokens", "--games", "4", "--players", "hog,random", "--threads", threads);
            assertThat(r.code()).as(r.err()).isEqualTo(Main.ERROR);
            assertThat(r.err()).as(threads).startsWith("agon: out of memory").doesNotContain("\tat ");
            assertThat(r.err().strip()).doesNotContain("\n");
        }
    }

    @Test
    void anOutputFileThatCannotBeWrittenIsFoundBeforeTheRun() {
        org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.isDirectory(java.nio.file.Path.of("/proc/self")));
        Run r = Run.of("simulate", "tokens", "--games", "5", "--json", "/proc/agon-results.json");
        assertThat(r.code()).as(r.err()).isEqualTo(Main.USAGE);
        assertThat(r.err()).startsWith("agon: cannot write /proc/agon-results.json: cannot create files in /proc");
        assertThat(r.out()).as("nothing was played").isEmpty();
    }
}
