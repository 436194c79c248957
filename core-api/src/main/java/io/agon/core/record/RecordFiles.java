package io.agon.core.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;

/**
 * Safe file handling for records and results.
 *
 * <p>Writing: a write goes to a temporary file in the target's folder that is then moved over the target, so a
 * failure never leaves a half-written or damaged file behind. An existing file keeps its permissions; a new
 * file gets the permissions any new file gets (the umask decides, as for other tools). A symbolic link is
 * followed: the link stays and its target is replaced, still atomically.
 *
 * <p>Reading: only regular files of at most {@link #MAX_BYTES} bytes are read, so a device such as
 * {@code /dev/zero}, a folder or a huge file is refused at once with one line.
 */
public final class RecordFiles {

    /** The largest record or data file read, in bytes (16 MiB; a long game's record is a few hundred KiB). */
    public static final int MAX_BYTES = 16 * 1024 * 1024;

    /** The permissions of a new file under this process's umask, learnt once (see {@link #newFilePermissions}). */
    private static volatile Set<PosixFilePermission> umaskPermissions;

    private RecordFiles() {
    }

    /**
     * Writes {@code text} to {@code target} atomically (the old file stays intact on failure), keeping an
     * existing file's permissions and writing through a symbolic link to its target.
     */
    public static void writeAtomically(Path target, String text) throws IOException {
        Path real = resolveLinks(target);
        Path dir = real.toAbsolutePath().getParent();
        Set<PosixFilePermission> keep = existingPermissions(real);
        Path tmp = Files.createTempFile(dir, "." + real.getFileName(), ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            setPermissions(tmp, keep != null ? keep : newFilePermissions(dir));
            try {
                Files.move(tmp, real, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, real, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Checks, before a long run, that {@code target} can be written later: its folder exists and is writable,
     * and it is not a folder, a device or a read-only file. Nothing is created or changed.
     *
     * @return null when it can be written, otherwise why not (one line)
     */
    public static String whyNotWritable(Path target) {
        Path real;
        try {
            real = resolveLinks(target);
        } catch (IOException e) {
            return "cannot follow the link " + target + " (" + e.getMessage() + ")";
        }
        Path dir = real.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            return "folder " + dir + " does not exist";
        }
        if (Files.isDirectory(real)) {
            return "it is a folder";
        }
        if (Files.exists(real) && !Files.isRegularFile(real)) {
            return "it is not a regular file";
        }
        if (Files.exists(real) && !Files.isWritable(real)) {
            return "the file is read-only";
        }
        // a temporary file in the folder is what a write needs: try one (this also catches /proc and full or
        // read-only file systems, which isWritable on the folder does not)
        try {
            Path probe = Files.createTempFile(dir, "." + real.getFileName(), ".probe");
            Files.delete(probe);
        } catch (IOException | SecurityException e) {
            return "cannot create files in " + dir + reason(e);
        }
        return null;
    }

    private static String reason(Exception e) {
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return " (" + f.getReason() + ")";
        }
        return e.getMessage() == null ? "" : " (" + e.getClass().getSimpleName() + ")";
    }

    /** The file a chain of symbolic links ends at (the path itself when it is no link). */
    private static Path resolveLinks(Path target) throws IOException {
        Path p = target;
        for (int i = 0; i < 40 && Files.isSymbolicLink(p); i++) {
            Path link = Files.readSymbolicLink(p);
            Path parent = p.toAbsolutePath().getParent();
            p = parent == null ? link : parent.resolve(link);
        }
        if (Files.isSymbolicLink(p)) {
            throw new FileSystemException(target.toString(), null, "too many levels of symbolic links");
        }
        return p;
    }

    private static Set<PosixFilePermission> existingPermissions(Path file) {
        try {
            if (Files.isRegularFile(file) && Files.getFileAttributeView(file, PosixFileAttributeView.class) != null) {
                return Files.getPosixFilePermissions(file);
            }
        } catch (IOException | UnsupportedOperationException e) {
            return null;
        }
        return null;
    }

    /**
     * The permissions a new file gets in {@code dir} under the process's umask: learnt from a file created the
     * ordinary way, since Java cannot ask for the umask directly.
     */
    private static Set<PosixFilePermission> newFilePermissions(Path dir) {
        if (Files.getFileAttributeView(dir, PosixFileAttributeView.class) == null) {
            return null;
        }
        Set<PosixFilePermission> known = umaskPermissions;
        if (known != null) {
            return known;
        }
        Path probe = dir.resolve(".agon-umask-" + ProcessHandle.current().pid() + "-" + System.nanoTime());
        try {
            Files.newOutputStream(probe).close(); // created with 0666 & ~umask, like any tool's new file
            Set<PosixFilePermission> perms = Files.getPosixFilePermissions(probe, LinkOption.NOFOLLOW_LINKS);
            umaskPermissions = perms;
            return perms;
        } catch (IOException | UnsupportedOperationException e) {
            return EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        } finally {
            try {
                Files.deleteIfExists(probe);
            } catch (IOException ignored) {
                // a probe that cannot be deleted is harmless: hidden and empty
            }
        }
    }

    private static void setPermissions(Path file, Set<PosixFilePermission> perms) {
        if (perms == null) {
            return;
        }
        try {
            Files.setPosixFilePermissions(file, perms);
        } catch (IOException | UnsupportedOperationException e) {
            // not a POSIX file system: the file keeps the defaults
        }
    }

    /**
     * Reads a whole text file.
     *
     * @throws RecordFormatException when it is missing, not a regular file, larger than {@link #MAX_BYTES},
     *     cannot be read or is not UTF-8 text
     */
    public static String read(Path file) {
        if (!Files.exists(file)) {
            throw new RecordFormatException(file + ": no such file");
        }
        if (Files.isDirectory(file)) {
            throw new RecordFormatException(file + ": is a folder, not a file");
        }
        if (!Files.isRegularFile(file)) {
            throw new RecordFormatException(file + ": not a regular file (a device, pipe or socket cannot be read"
                    + " as a record)");
        }
        try {
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                throw new RecordFormatException(file + ": too large (" + size + " bytes; a record may have at most "
                        + MAX_BYTES + ")");
            }
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
