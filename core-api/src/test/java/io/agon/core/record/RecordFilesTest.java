package io.agon.core.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Record files are written atomically and read with one-line errors (codec tests: examples module). */
class RecordFilesTest {

    @Test
    void atomicWriteReplacesWholeFiles(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("r.json");
        RecordFiles.writeAtomically(f, "one");
        RecordFiles.writeAtomically(f, "two");
        assertThat(RecordFiles.read(f)).isEqualTo("two");
        try (var files = Files.list(dir)) {
            assertThat(files).hasSize(1);
        }
        assertThatThrownBy(() -> RecordFiles.read(dir.resolve("none.json")))
                .isInstanceOf(RecordFormatException.class).hasMessageEndingWith("none.json: no such file");
    }
}
