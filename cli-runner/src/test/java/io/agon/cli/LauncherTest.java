package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LauncherTest {

    @Test
    void withoutACommandPrintsUsage() {
        Run r = Run.of();
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Usage: agon", "play", "simulate", "tournament", "bench", "replay");
    }

    @Test
    void listShowsEveryGameWithPlayersOptionsAndAgents() {
        Run r = Run.of("list");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("tokens  Tokens  (2-3 players)", "pile=6|9|12 (default 9)", "    agents:\n");
        assertThat(r.out()).containsPattern("(?m)^      heuristic$").containsPattern("(?m)^      random +plays any");
    }

    @Test
    void rulesPrintsTheGamesText() {
        Run r = Run.of("rules", "tokens");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Take 1-3 tokens");
        assertThat(Run.of("rules", "TOKENS").code()).isZero();
    }

    @Test
    void anUnknownGameIsAUsageErrorOfOneLine() {
        for (String cmd : new String[] {"rules", "play", "simulate", "bench"}) {
            Run r = Run.of(cmd, "nosuchgame");
            assertThat(r.code()).as(cmd).isEqualTo(2);
            assertThat(r.oneLineError()).as(cmd + ": " + r.err()).isTrue();
            assertThat(r.err()).contains("unknown game 'nosuchgame'", "tokens");
        }
    }

    @Test
    void anUnknownCommandNamesTheCommandsThereAre() {
        Run r = Run.of("frobnicate", "polis");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("agon: unknown command 'frobnicate' (commands: list, rules, flow,"
                + " play, simulate, analyze, replay, tournament, bench, serve, env, help) (see: agon --help)");
    }

    @Test
    void commandLineMistakesAreUsageErrorsOfOneLine() {
        String[][] cases = {
            {"frobnicate"},
            {"play"},
            {"simulate", "tokens", "--games", "many"},
            {"simulate", "tokens", "--bogus"},
            {"tournament", "tokens"},
            {"tournament", "tokens", "--agents", "random,random", "--table", "swiss"},
        };
        for (String[] args : cases) {
            Run r = Run.of(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.oneLineError()).as(String.join(" ", args) + ": " + r.err()).isTrue();
            assertThat(r.err()).startsWith("agon: ").contains("--help");
        }
    }
}
