package io.agon.core.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.agon.core.Action;
import io.agon.core.GameInfo;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hand-edited and hostile record files: one clear line naming the field, never a crash or Jackson's internals. */
class HostileRecordTest {

    enum Paint { RED, GREEN }

    record Brush(Paint colour, int amount) implements Action {
    }

    record Rest() implements Action {
    }

    private final RecordCodec codec = new RecordCodec(new GameInfo("brushes", "Brushes", 2, 2, "1", "test",
            List.of(), List.of(Brush.class, Rest.class)));

    private static String record(String action) {
        return "{\"game\":\"brushes\",\"rulesVersion\":\"1\",\"setup\":{\"players\":2,\"seed\":1,\"options\":{}},"
                + "\"actions\":[{\"type\":\"Rest\"}," + action + "]}";
    }

    private AbstractThrowableAssert<?, ? extends Throwable> refused(String json) {
        return assertThatThrownBy(() -> codec.read(json, "f.json")).isInstanceOf(RecordFormatException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("com.fasterxml")
                        .doesNotContain("Source:").doesNotContain("known properties").doesNotContain("`"));
    }

    @Test
    void aGoodRecordReads() {
        GameRecord r = codec.read(record("{\"type\":\"Brush\",\"colour\":\"GREEN\",\"amount\":2}"), "f.json");
        assertThat(r.actions()).containsExactly(new Rest(), new Brush(Paint.GREEN, 2));
    }

    @Test
    void aMissingOrNullFieldIsNamed() {
        refused(record("{\"type\":\"Brush\",\"amount\":2}"))
                .hasMessage("f.json: action 2: bad Brush action (field 'colour' is missing)");
        refused(record("{\"type\":\"Brush\",\"colour\":null,\"amount\":2}"))
                .hasMessage("f.json: action 2: bad Brush action (field 'colour' is null)");
        refused(record("{\"type\":\"Brush\",\"colour\":\"RED\"}"))
                .hasMessage("f.json: action 2: bad Brush action (field 'amount' is missing)");
        refused(record("{\"type\":\"Brush\",\"colour\":\"RED\",\"amount\":null}")).hasMessageContaining("'amount'");
    }

    @Test
    void anEnumGivenAsANumberIsRefused() {
        refused(record("{\"type\":\"Brush\",\"colour\":1,\"amount\":2}")).hasMessageContaining("field 'colour'")
                .hasMessageContaining("RED, GREEN");
        refused(record("{\"type\":\"Brush\",\"colour\":\"BLUE\",\"amount\":2}")).hasMessageContaining("'colour'")
                .hasMessageContaining("RED, GREEN");
        refused(record("{\"type\":\"Brush\",\"colour\":\"RED\",\"amount\":\"x\"}")).hasMessageContaining("'amount'");
        refused(record("{\"type\":\"Brush\",\"colour\":\"RED\",\"amount\":1.5}"))
                .hasMessageContaining("field 'amount' cannot be 1.5 (expected a whole number)");
        refused(record("{\"type\":\"Brush\",\"colour\":\"RED\",\"amount\":\"2\"}")).hasMessageContaining("'amount'");
    }

    @Test
    void anUnknownFieldIsNamedWithTheKnownOnes() {
        refused(record("{\"type\":\"Brush\",\"colour\":\"RED\",\"amount\":1,\"evil\":1}"))
                .hasMessageContaining("unknown field 'evil'");
        refused(record("{\"type\":\"Rest\",\"evil\":1}")).hasMessageContaining("unknown field 'evil'");
    }

    @Test
    void deepNestingAndHugeStringsFailFastWithOneLine() {
        String deep = "[".repeat(200_000);
        refused(record(deep)).hasMessageContaining("nested more than " + RecordCodec.MAX_NESTING);
        refused(deep).hasMessageContaining("nested more than");
        String big = "x".repeat(RecordCodec.MAX_STRING + 1);
        refused(record("{\"type\":\"" + big + "\"}")).hasMessageContaining("text longer than");
        assertThatThrownBy(() -> RecordCodec.gameOf(deep, "d.json")).isInstanceOf(RecordFormatException.class)
                .hasMessageContaining("nested more than");
        refused(record("{\"type\":\"Brush\",\"colour\":\"RED\",\"amount\":" + "9".repeat(5000) + "}"))
                .hasMessageContaining("too many digits");
    }

    @Test
    void truncatedJsonSaysSoWithoutInternals() {
        String json = record("{\"type\":\"Rest\"}");
        refused(json.substring(0, json.length() - 5)).hasMessageStartingWith("f.json: not valid JSON");
    }

    @Test
    void aFileAboveTheSizeLimitIsRefusedBeforeReading(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("huge.json");
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            raf.setLength(RecordFiles.MAX_BYTES + 1L); // sparse: costs no disk and, if read, 16 MiB of zeros
        }
        assertThatThrownBy(() -> RecordFiles.read(f)).isInstanceOf(RecordFormatException.class)
                .hasMessageContaining("too large");
    }

    @Test
    void foldersAndDevicesAreRefused(@TempDir Path dir) {
        assertThatThrownBy(() -> RecordFiles.read(dir)).isInstanceOf(RecordFormatException.class)
                .hasMessageContaining("is a folder");
        Path zero = Path.of("/dev/zero");
        assumeThat(Files.exists(zero)).isTrue();
        assertThatThrownBy(() -> RecordFiles.read(zero)).isInstanceOf(RecordFormatException.class)
                .hasMessage("/dev/zero: not a regular file (a device, pipe or socket cannot be read as a record)");
    }

    @Test
    void aKeyGivenTwiceIsRefusedNotOverwritten() {
        refused("{\"game\":\"chess\",\"rulesVersion\":\"1\",\"game\":\"brushes\",\"setup\":{\"players\":2,"
                + "\"seed\":1,\"options\":{}},\"actions\":[]}").hasMessageContaining("field 'game' is given twice");
        refused(record("{\"type\":\"Rest\"}").replace("\"actions\":[", "\"actions\":[],\"actions\":["))
                .hasMessageContaining("field 'actions' is given twice");
        refused(record("{\"type\":\"Brush\",\"colour\":\"RED\",\"amount\":1,\"amount\":2}"))
                .hasMessageContaining("'amount' is given twice");
        assertThatThrownBy(() -> RecordCodec.gameOf("{\"game\":\"chess\",\"game\":\"brushes\"}", "f.json"))
                .hasMessageContaining("field 'game' is given twice");
    }

    @Test
    void anUnknownTopLevelOrSetupFieldIsNamed() {
        refused(record("{\"type\":\"Rest\"}").replace("{\"game\"", "{\"comment\":\"hi\",\"game\""))
                .hasMessage("f.json: unknown field 'comment' (a record has game, rulesVersion, setup, agents,"
                        + " actions)");
        refused(record("{\"type\":\"Rest\"}").replace("\"seed\":1", "\"seed\":1,\"speed\":2"))
                .hasMessageContaining("unknown field 'setup.speed'");
    }

    @Test
    void trailingTextIsToldInWords() {
        refused(record("{\"type\":\"Rest\"}") + "{}").hasMessageContaining("more text after the end")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("DeserializationFeature")
                        .doesNotContain("FAIL_ON"));
    }
}
