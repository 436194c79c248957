package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hand-edited and hostile record files given to {@code replay}: a missing, null or numeric field, deep nesting, a
 * device. Each gets one line (exit 1), never a crash, a hang or Jackson's internals.
 */
class HostileFilesTest {

    @TempDir
    Path dir;

    private String polis;

    @BeforeEach
    void savePolis() throws IOException {
        Path f = dir.resolve("polis.json");
        Run r = Run.of("play", "polis", "--players", "random,random,random", "--seed", "3", "--save", f.toString());
        assertThat(r.code()).as(r.err()).isZero();
        polis = Files.readString(f);
        assertThat(polis).contains("\"type\" : \"Draw\",\n    \"colour\" : \"");
    }

    private Run replay(String text) throws IOException {
        Path f = dir.resolve("edited.json");
        Files.writeString(f, text);
        return Run.of("replay", f.toString());
    }

    private static void oneLine(Run r, String... parts) {
        assertThat(r.code()).as(r.err()).isEqualTo(1);
        assertThat(r.oneLineError()).as(r.err()).isTrue();
        assertThat(r.err()).contains(parts).doesNotContain("internal error").doesNotContain("known properties")
                .doesNotContain("Source:").doesNotContain("fasterxml");
    }

    @Test
    void aMissingColourIsNamed() throws IOException {
        oneLine(replay(polis.replaceFirst("\"type\" : \"Draw\",\n    \"colour\" : \"[A-Z]+\"", "\"type\" : \"Draw\"")),
                "bad Draw action (field 'colour' is missing)");
    }

    @Test
    void aNullColourIsNamed() throws IOException {
        oneLine(replay(polis.replaceFirst("\"colour\" : \"[A-Z]+\"", "\"colour\" : null")),
                "field 'colour' is null");
    }

    @Test
    void aColourGivenAsANumberIsRefused() throws IOException {
        oneLine(replay(polis.replaceFirst("\"colour\" : \"[A-Z]+\"", "\"colour\" : 3")),
                "field 'colour' cannot be 3", "RED, GREEN, BLUE, YELLOW");
    }

    @Test
    void deepNestingIsOneLine() throws IOException {
        oneLine(replay("[".repeat(100_000)), "nested more than");
        oneLine(replay(polis.replaceFirst("\"actions\" : \\[", "\"actions\" : [" + "[".repeat(50_000))),
                "nested more than");
    }

    @Test
    void aDeviceIsRefusedAtOnce() {
        assumeThat(Files.exists(Path.of("/dev/zero"))).isTrue();
        oneLine(Run.of("replay", "/dev/zero"), "/dev/zero: not a regular file");
    }
}
