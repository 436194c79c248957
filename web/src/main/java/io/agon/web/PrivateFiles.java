package io.agon.web;

import io.agon.core.record.RecordFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Files readable by their owner only: the save folder (0700) and the files in it (0600), which hold the human
 * seats' tokens and the records (whose seed would tell the hidden cards). The permissions are given at creation,
 * whatever the umask, never widened afterwards; a file is replaced atomically (a temporary file, then a rename).
 * On a file system without POSIX permissions the files are written the ordinary way.
 */
final class PrivateFiles {

    private static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");

    private PrivateFiles() {
    }

    /** Creates {@code dir} and its missing parents, each readable by the owner only; an existing one is kept. */
    static void createFolder(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            return;
        }
        if (POSIX) {
            Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(
                    "rwx------")));
        } else {
            Files.createDirectories(dir);
        }
    }

    /** Replaces {@code target} by {@code text} (UTF-8) atomically; a file made here is 0600. */
    static void write(Path target, String text) throws IOException {
        if (!POSIX) {
            RecordFiles.writeAtomically(target, text);
            return;
        }
        Path dir = target.toAbsolutePath().getParent();
        Path tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
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
}
