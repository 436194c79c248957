package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReplayCommandTest {

    @TempDir
    Path dir;

    private String good;

    @BeforeEach
    void saveAGame() throws IOException {
        Path f = dir.resolve("good.json");
        Run r = Run.of("play", "tokens", "--players", "heuristic,random", "--seed", "8", "--save", f.toString());
        assertThat(r.code()).as(r.err()).isZero();
        good = Files.readString(f);
    }

    private Run replay(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        Run r = Run.of("replay", f.toString());
        assertThat(Files.readString(f)).as("a replay never changes its file").isEqualTo(text);
        return r;
    }

    private void assertOneLineError(Run r, String... parts) {
        assertThat(r.code()).as(r.err()).isEqualTo(1);
        assertThat(r.oneLineError()).as(r.err()).isTrue();
        assertThat(r.err()).contains(parts);
    }

    @Test
    void aGoodRecordReplays() throws IOException {
        Run r = replay("again.json", good);
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("P1: Take 3 tokens", "Game over.");
    }

    @Test
    void aMissingFileIsOneLine() {
        assertOneLineError(Run.of("replay", dir.resolve("nothing.json").toString()), "no such file");
    }

    @Test
    void aTruncatedRecordIsOneLine() throws IOException {
        assertOneLineError(replay("cut.json", good.substring(0, good.length() / 2)), "cut.json");
    }

    @Test
    void aFileThatIsNotJsonIsOneLine() throws IOException {
        assertOneLineError(replay("notes.txt", "hello, world\n"), "not a game record");
        assertOneLineError(replay("array.json", "[1, 2]"), "not a game record");
    }

    @Test
    void aRecordOfAnotherGameIsOneLine() throws IOException {
        assertOneLineError(replay("chess.json", good.replace("\"tokens\"", "\"chess\"")), "'chess'",
                "not installed");
    }

    @Test
    void anotherRulesVersionIsOneLine() throws IOException {
        assertOneLineError(replay("old.json", good.replace("\"rulesVersion\" : \"1\"", "\"rulesVersion\" : \"0\"")),
                "rules version 0");
    }

    @Test
    void anUnknownActionTypeIsOneLine() throws IOException {
        assertOneLineError(replay("hack.json", good.replaceFirst("\"Take\"", "\"java.lang.Runtime\"")),
                "unknown action type");
    }

    @Test
    void anIllegalActionIsOneLineNamingItsNumber() throws IOException {
        assertOneLineError(replay("bad.json", good.replaceFirst("\"n\" : 3", "\"n\" : 7")), "action 1 of",
                "not legal");
    }

    @Test
    void aBadSetUpIsOneLine() throws IOException {
        assertOneLineError(replay("one.json", good.replace("\"players\" : 2", "\"players\" : 9")), "bad set-up");
    }
}
