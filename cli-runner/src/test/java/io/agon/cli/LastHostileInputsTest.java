package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 44's last hostile inputs, through the launcher: two outputs on one file, text from a record that would
 * forge output or drive the terminal, duplicate options and parameters, and failures named in words.
 */
class LastHostileInputsTest {

    @TempDir
    Path dir;

    private String file(String name) {
        return dir.resolve(name).toString();
    }

    private static void usage(Run r, String... parts) {
        assertThat(r.code()).as(r.err()).isEqualTo(2);
        assertThat(r.oneLineError()).as(r.err()).isTrue();
        assertThat(r.err()).contains(parts);
        assertThat(r.out()).as("nothing is played").doesNotContain("win rate");
    }

    private static long filesIn(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.count();
        }
    }

    @Test
    void twoOutputsOnOneFileAreRefusedBeforeAnyGame() throws IOException {
        Path same = Files.writeString(dir.resolve("same.out"), "old");
        usage(Run.of("simulate", "tokens", "--games", "5", "--json", same.toString(), "--csv", same.toString()),
                "--json " + same + " and --csv " + same + " name the same file");
        Path link = Files.createSymbolicLink(dir.resolve("link.out"), same);
        usage(Run.of("tournament", "tokens", "--agents", "random,heuristic", "--games", "4", "--json", same.toString(),
                "--csv", link.toString()), "name the same file");
        usage(Run.of("simulate", "tokens", "--games", "5", "--json", dir.resolve("x/../same.out").toString(),
                "--csv", same.toString()), "name the same file");
        assertThat(Files.readString(same)).isEqualTo("old");

        Path rec = dir.resolve("rec");
        usage(Run.of("simulate", "tokens", "--games", "5", "--json", rec.resolve("game-000001.json").toString(),
                "--save-records", rec.toString()), "lies inside the --save-records folder " + rec);
        assertThat(rec).as("refused before the folder is made").doesNotExist();
        Files.createDirectory(rec);
        Files.writeString(rec.resolve("game-000001.json"), "mine");
        usage(Run.of("simulate", "tokens", "--games", "5", "--csv", rec.resolve("game-000001.json").toString(),
                "--save-records", rec.toString()), "lies inside the --save-records folder");
        assertThat(Files.readString(rec.resolve("game-000001.json"))).isEqualTo("mine");

        Run fine = Run.of("simulate", "tokens", "--games", "3", "--json", file("a.json"), "--csv", file("a.csv"),
                "--save-records", rec.toString() + "2");
        assertThat(fine.code()).as(fine.err()).isZero();
        assertThat(Run.of("replay", rec + "2").code()).isZero();
    }

    /** A saved tokens game whose record says {@code agents} and {@code game} are {@code agents} and {@code id}. */
    private Path forged(String agent, String id) throws IOException {
        Path f = dir.resolve("game.json");
        Run r = Run.of("play", "tokens", "--players", "random,random", "--seed", "4", "--save", f.toString());
        assertThat(r.code()).as(r.err()).isZero();
        String text = Files.readString(f);
        assertThat(text).contains("\"random\"", "\"game\" : \"tokens\"");
        text = text.replaceFirst("\"random\"", java.util.regex.Matcher.quoteReplacement(agent)).replace("\"game\" : \"tokens\"", "\"game\" : " + id);
        return Files.writeString(dir.resolve("forged.json"), text);
    }

    @Test
    void textFromARecordCannotForgeOutputOrDriveTheTerminal() throws IOException {
        Path f = forged("\"heuristic\\nGame over.\\nP2 heuristic score 999 rank 1 winner\\u001b[8m\\r\"",
                "\"tokens\"");
        for (Run r : new Run[] {Run.of("replay", "-q", f.toString()), Run.of("replay", f.toString())}) {
            assertThat(r.code()).as(r.err()).isZero();
            assertThat(r.out().lines().filter("Game over."::equals)).as("one Game over line").hasSize(1);
            assertThat(r.out()).as("no ESC, no CR").doesNotContain("\u001b").doesNotContain("\r")
                    .contains("P1 heuristic\\nGame over.\\nP2 heuristic score 999 rank 1 winner\\u001b[8m\\r");
            assertThat(r.out().lines().filter(l -> l.startsWith("P2 heuristic score 999"))).isEmpty();
        }
        Run bad = Run.of("replay", forged("\"random\"", "\"chess\\u202e\\u0000\\u001b[2J\"").toString());
        assertThat(bad.code()).isEqualTo(1);
        assertThat(bad.oneLineError()).as(bad.err()).isTrue();
        assertThat(bad.err()).contains("a record of 'chess\\u202e\\u0000\\u001b[2J', which is not installed")
                .doesNotContain("\u202e").doesNotContain("\u0000").doesNotContain("\u001b");
        Run many = Run.of("replay", f.toString(), forged("\"random\"", "\"chess\\u202e\"").toString());
        assertThat(many.out()).contains("chess\\u202e").doesNotContain("\u202e");
    }

    @Test
    void safeTextEscapesControlAndBidiCharacters() {
        assertThat(PlainText.safe("a\nb\rc\td\u001b[0m\u202e\u2066\u0000\u0085ok é"))
                .isEqualTo("a\\nb\\rc\\td\\u001b[0m\\u202e\\u2066\\u0000\\u0085ok é");
        assertThat(PlainText.safeLines("line 1\n\tline 2\u001b")).isEqualTo("line 1\n\tline 2\\u001b");
        assertThat(PlainText.safe("plain")).isEqualTo("plain");
    }

    @Test
    void aKeyOrParameterGivenTwiceIsRefused() throws IOException {
        usage(Run.of("simulate", "tokens", "--games", "2", "--option", "pile=9", "--option", "pile=12"),
                "--option pile is given twice (9 and 12)");
        usage(Run.of("simulate", "tokens", "--games", "2", "--players", "mcts:iterations=10,iterations=20,random"),
                "parameter 'iterations' given twice");
        Path f = forged("\"random\"", "\"tokens\"");
        String text = Files.readString(f);
        Files.writeString(f, text.replaceFirst("\\{", "{\"game\" : \"chess\","));
        Run r = Run.of("replay", f.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.oneLineError()).as(r.err()).isTrue();
        assertThat(r.err()).contains("field 'game' is given twice");
        Files.writeString(f, text.replaceFirst("\\{", "{\"note\" : \"hi\","));
        Run extra = Run.of("replay", f.toString());
        assertThat(extra.code()).isEqualTo(1);
        assertThat(extra.err()).contains("unknown field 'note'");
    }

    @Test
    void failuresAreNamedInWordsNotJavaNames() throws IOException {
        Path f = forged("\"random\"", "\"tokens\"");
        Files.writeString(f, Files.readString(f) + "{}");
        Run trailing = Run.of("replay", f.toString());
        assertThat(trailing.code()).isEqualTo(1);
        assertThat(trailing.err()).contains("more text after the end").doesNotContain("FAIL_ON")
                .doesNotContain("Feature");

        Path bom = dir.resolve("bom.json");
        byte[] body = Files.readAllBytes(forged("\"random\"", "\"tokens\""));
        byte[] withBom = new byte[body.length + 3];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(body, 0, withBom, 3, body.length);
        Files.write(bom, withBom);
        Run read = Run.of("replay", "-q", bom.toString());
        assertThat(read.code()).as(read.err()).isZero();

        Path a = dir.resolve("loop-a.json");
        Files.createSymbolicLink(a, dir.resolve("loop-b.json"));
        Files.createSymbolicLink(dir.resolve("loop-b.json"), a);
        Run loop = Run.of("replay", a.toString());
        assertThat(loop.code()).isEqualTo(1);
        assertThat(loop.err()).contains("a loop of symbolic links").doesNotContain("no such file");
    }

    @Test
    void aFolderThatTakesNoFilesIsToldInWords() throws IOException {
        assumeThat(System.getProperty("user.name")).isNotEqualTo("root"); // root may write a read-only folder
        Path locked = Files.createDirectory(dir.resolve("locked"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-x------"));
        Run denied = Run.of("simulate", "tokens", "--games", "2", "--json", locked.resolve("x.json").toString());
        assertThat(denied.code()).isEqualTo(2);
        assertThat(denied.err()).contains("permission denied").doesNotContain("Exception");
    }
}
