package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Records written by the launcher before the rule changes of rules version 1.1 (Polis D64: the start player is
 * drawn by lot; Massilia D62: the temple dice are first rolled in Phase II) still replay to the game they recorded.
 * The files in {@code old-records/} were written by the build of main at 461f7b8 ({@code agon play ... --save});
 * the outcomes below are what that build printed at the end of each game.
 */
class OldRecordsTest {

    private static String resource(String name) throws Exception {
        return Paths.get(OldRecordsTest.class.getResource("/old-records/" + name).toURI()).toString();
    }

    @Test
    void aPolisRecordOfRules10ReplaysWithSeatOneStarting() throws Exception {
        Run r = Run.of("replay", resource("polis-1.0-seed5.json"));
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("options {start=1}", "P1 is the start player",
                "P1 26 VP (tokens 8, cards 6, money 0, culture 4 x history 3, city 11 cards); P2 49 VP (tokens 2,"
                        + " cards 11, money 0, culture 6 x history 6, city 10 cards); P3 25 VP (tokens 0, cards 3,"
                        + " money 10, culture 4 x history 3, city 10 cards)");
        Run draft = Run.of("replay", "--quiet", resource("polis-1.0-draft-seed8.json"));
        assertThat(draft.code()).as(draft.err()).isZero();
        assertThat(draft.out()).contains("P1 18 VP (tokens 0, cards 9, money 1, culture 4 x history 2, city 7 cards);"
                + " P2 21 VP");
    }

    @Test
    void aMassiliaRecordOfRules10ReplaysWithTheTempleRolledAtSetUp() throws Exception {
        Run r = Run.of("replay", "--quiet", resource("massilia-1.0-seed5.json"));
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("P1 -9 = prestige 0 + 0 for 1 stall + 0 for 2 sesterces - 9 for 5 penalty"
                + " stones; P2 -14 = prestige 0 + 0 for 1 stall + 1 for 3 sesterces - 15 for 19 penalty stones; P3 -5");
    }

    @Test
    void oldRecordsReplayTogetherInOneRun(@TempDir Path dir) throws Exception {
        Path all = Files.createDirectory(dir.resolve("all"));
        for (String name : new String[] {"polis-1.0-seed5.json", "polis-1.0-draft-seed8.json",
                "massilia-1.0-seed5.json"}) {
            Files.copy(Path.of(resource(name)), all.resolve(name));
        }
        Run many = Run.of("replay", all.toString());
        assertThat(many.code()).as(many.out() + many.err()).isZero();
        assertThat(many.out()).contains("3 records checked");
    }
}
