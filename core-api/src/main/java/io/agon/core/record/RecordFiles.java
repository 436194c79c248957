package io.agon.core.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Safe file handling for records: a write goes to a temporary file that is then moved over the target, so a
 * failure never leaves a half-written or damaged file behind.
 */
public final class RecordFiles {

    private RecordFiles() {
    }

    /** Writes {@code text} to {@code target} atomically (the old file stays intact on failure). */
    public static void writeAtomically(Path target, String text) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Path tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Reads a whole text file.
     *
     * @throws RecordFormatException when it cannot be read or is not UTF-8 text
     */
    public static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new RecordFormatException(file + ": no such file");
        } catch (java.nio.charset.MalformedInputException e) {
            throw new RecordFormatException(file + ": not a UTF-8 text file");
        } catch (IOException e) {
            throw new RecordFormatException(file + ": cannot read (" + e.getMessage() + ")", e);
        }
    }
}
