package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayCommandTest {

    @TempDir
    Path dir;

    private static String lines(String line, int times) {
        return (line + "\n").repeat(times);
    }

    @Test
    void aScriptedHumanGameAgainstABotIsPlayedSavedAndReplayed() throws IOException {
        Path record = dir.resolve("game.json");
        String input = "abc\n0\n99\n" + lines("1", 40);
        Run r = Run.withInput(input, "play", "tokens", "--players", "human,random", "--seed", "5", "--save",
                record.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("Tokens, 2 players (P1 human, P2 random), seed 5");
        // set-up events are narrated before the first decision (issue 43)
        assertThat(r.out().indexOf("  * The pile holds ")).as(r.out()).isPositive()
                .isLessThan(r.out().indexOf("---- P1 sees ----"));
        assertThat(r.out()).contains("---- P1 sees ----", "Your secret bonus:", "   1. Take 1 token");
        assertThat(r.out()).contains("No choice matches 'abc': type a number (1-3)",
                "'0' is not a choice", "'99' is not a choice");
        assertThat(r.out()).doesNotContain("---- P2 sees");
        assertThat(r.out()).contains("P1: Take 1 token", "P2 (random): ", "  * P1 takes 1");
        assertThat(r.out()).contains("Game over.", "P1 human", "P2 random");
        assertThat(r.out()).contains("Record saved to " + record);
        assertThat(r.err()).isEmpty();
        assertThat(Files.readString(record)).contains("\"game\" : \"tokens\"", "\"seed\" : 5",
                "\"agents\" : [ \"human\", \"random\" ]");

        Run replay = Run.of("replay", record.toString());
        assertThat(replay.code()).as(replay.err()).isZero();
        assertThat(replay.out().indexOf("        * The pile holds ")).as(replay.out()).isPositive()
                .isLessThan(replay.out().indexOf("   1. P1: Take 1 token"));
        assertThat(replay.out()).contains("Tokens, 2 players (P1 human, P2 random), seed 5", "   1. P1: Take 1 token",
                "* P1 takes 1", "Game over.", "P2 random score");
        Run quiet = Run.of("replay", "--quiet", record.toString());
        assertThat(quiet.code()).isZero();
        assertThat(quiet.out()).doesNotContain("P1: Take").contains("Game over.");
        // the outcome printed by replay is the one the game ended with
        String replayScores = quiet.out().substring(quiet.out().indexOf("Game over."));
        assertThat(replay.out()).contains(replayScores.strip());
    }

    /** Issue 43: play names a bot by its spec, as the record keeps it and replay shows it. */
    @Test
    void playLabelsBotsByTheirSpecAsReplayDoes() throws IOException {
        Path record = dir.resolve("spec.json");
        Run r = Run.withInput(lines("1", 40), "play", "tokens", "--players", "human,mcts:iterations=30", "--seed",
                "5", "--save", record.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("Tokens, 2 players (P1 human, P2 mcts:iterations=30), seed 5",
                "P2 (mcts:iterations=30): ").doesNotContain("ismcts(");
        assertThat(r.out()).contains("Record saved to " + record + " (agon replay " + record + ")");
        Run replay = Run.of("replay", record.toString());
        assertThat(replay.out()).contains("Tokens, 2 players (P1 human, P2 mcts:iterations=30), seed 5");
    }

    @Test
    void otherPlayersMovesAreNarratedWithoutTheirSecrets() {
        Run r = Run.withInput(lines("1", 40), "play", "tokens", "--players", "human,random", "--seed", "5");
        assertThat(r.code()).as(r.err()).isZero();
        // the human's own choices show his secret; the bot's moves are told as the human may see them
        assertThat(r.out()).contains("   1. Take 1 token (your bonus card: ");
        assertThat(r.out().lines().filter(l -> l.startsWith("P2 (random): "))).as(r.out()).isNotEmpty()
                .noneMatch(l -> l.contains("bonus card"));
        Run two = Run.withInput(lines("1", 80), "play", "tokens", "--players", "human,human", "--seed", "5");
        assertThat(two.out().lines().filter(l -> l.matches(".*P[12]: Take.*"))).as(two.out() + two.err()).isNotEmpty()
                .noneMatch(l -> l.contains("bonus card"));
    }

    @Test
    void anInterruptDecisionIsAskedOfThePlayerWhoIsNotOnTurn() {
        // the heuristic always takes 3, so the human in seat 2 must decide whether to block
        Run r = Run.withInput(lines("1", 40), "play", "tokens", "--players", "heuristic,human", "--seed", "1",
                "--explain");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("P1 (heuristic): Take 3 tokens", "greedy: the most tokens");
        assertThat(r.out()).contains("---- P2: Block P1's take of 3? (P1 is on turn) ----", "1. Block P1's take",
                "2. Allow the take", "P2 blocks: P1 puts a token back");
    }

    @Test
    void severalHumansGetAPassScreen() {
        Run r = Run.withInput(lines("1", 60), "play", "tokens", "--players", "human,human", "--seed", "2");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("==== Pass to P1, then press Enter", "==== Pass to P2, then press Enter",
                "---- P2 sees ----", "Game over.");
    }

    @Test
    void quittingSavesThePartialRecordWhichReplaysToAnUnfinishedGame() {
        Path record = dir.resolve("partial.json");
        Run r = Run.withInput("1\nq\n", "play", "tokens", "--players", "human,random", "--seed", "3", "--save",
                record.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Game abandoned after", "record saved to " + record);
        assertThat(record).exists();
        Run replay = Run.of("replay", record.toString());
        assertThat(replay.code()).as(replay.err()).isZero();
        assertThat(replay.out()).contains("The record ends before the game does");
    }

    @Test
    void inputEndingEarlyIsAnErrorOfOneLine() {
        Run r = Run.withInput("1\n", "play", "tokens", "--players", "human,random", "--seed", "3");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.oneLineError()).as(r.err()).isTrue();
        assertThat(r.err()).contains("input ended before the game did");
    }

    @Test
    void botsOnlyGameNeedsNoInputAndDefaultsWork() {
        Run r = Run.of("play", "tokens", "--players", "random,heuristic,random", "--option", "pile=12");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("3 players", "options {pile=12}", "Game over.");
        Run defaults = Run.withInput(lines("1", 40), "play", "tokens", "--seed", "4");
        assertThat(defaults.code()).as(defaults.err()).isZero();
        assertThat(defaults.out()).contains("(P1 human, P2 heuristic)");
    }

    @Test
    void badSetUpsAreUsageErrorsOfOneLineAndWriteNothing() throws IOException {
        Path record = dir.resolve("keep.json");
        Files.writeString(record, "old");
        String[][] cases = {
            {"play", "tokens", "--players", "human"},
            {"play", "tokens", "--players", "human,random,random,random"},
            {"play", "tokens", "--players", "human,nobody"},
            {"play", "tokens", "--players", "human,random:depth=2"},
            {"play", "tokens", "--players", "human:x=1,random"},
            {"play", "tokens", "--players", "human,random", "--option", "pile=7"},
            {"play", "tokens", "--players", "human,random", "--option", "colour=red"},
            {"play", "tokens", "--players", "human,random", "--option", "pile"},
            {"play", "tokens", "--players", "human,random", "--seed", "x"},
            {"play", "tokens", "--players", "human,random", "--save", dir.resolve("no/such/dir/x.json").toString()},
        };
        for (String[] args : cases) {
            String[] withSave = args;
            if (!String.join(" ", args).contains("--save")) {
                withSave = java.util.Arrays.copyOf(args, args.length + 2);
                withSave[args.length] = "--save";
                withSave[args.length + 1] = record.toString();
            }
            Run r = Run.withInput(lines("1", 40), withSave);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.oneLineError()).as(String.join(" ", args) + ": " + r.err()).isTrue();
            assertThat(r.out()).doesNotContain("Game over");
        }
        assertThat(Files.readString(record)).isEqualTo("old");
        assertThat(Run.of("play", "tokens", "--players", "human").err()).contains("2-3 players, not 1");
        assertThat(Run.of("play", "tokens", "--players", "human,random", "--option", "pile=7").err())
                .contains("option pile must be one of [6, 9, 12]");
    }

    @Test
    void undoTakesBackOnlyOwnMovesThatRevealedNothing() {
        // Massilia: a turn is several decisions of the same seat; P2's moves come between turns
        Run r = Run.withInput("u\n1\nu\n1\nu\n1\nq\n", "play", "massilia", "--players", "human,random", "--seed",
                "5");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("Cannot take back: nothing has been played yet.");
        assertThat(r.out()).contains("Cannot take back: the last move is P2's action; only your own last decision"
                + " can be taken back, before anyone else acts.");
        assertThat(r.out()).doesNotContain("Cannot take back: you cannot take back");
        // keeping a rolled die shows nothing new: it may be taken back, and chosen again
        assertThat(r.out()).contains("P1: Keep beige 3 for 2 sesterces\n", "P1 took back the last move (2 actions"
                + " played).");
        assertThat(r.out().split("P1: Keep beige 3 for 2 sesterces", -1)).hasSize(3);
        assertThat(r.out()).contains("Game abandoned after 3 actions");
    }
}
