package io.agon.core.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileStore;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;

/**
 * Safe file handling for records and results.
 *
 * <p>Writing: a write goes to a temporary file in the target's folder that is then moved over the target, so a
 * failure never leaves a half-written or damaged file behind. An existing file keeps its permissions, and its
 * owner and group where this user may set them (root may give any; an owner may keep any group it belongs to); a
 * new file gets the permissions any new file gets (the umask decides, as for other tools). A symbolic link is
 * followed: the link stays and its target is replaced, still atomically. The target is replaced by a new file:
 * another hard link to the old file keeps the old content.
 *
 * <p>Reading: only regular files of at most {@link #MAX_BYTES} bytes are read, so a device such as
 * {@code /dev/zero}, a folder or a huge file is refused at once with one line.
 */
public final class RecordFiles {

    /** The largest record or data file read, in bytes (16 MiB; a long game's record is a few hundred KiB). */
    public static final int MAX_BYTES = 16 * 1024 * 1024;

    private RecordFiles() {
    }

    /**
     * Writes {@code text} to {@code target} atomically (the old file stays intact on failure), keeping an
     * existing file's permissions, owner and group (as far as this user may set them) and writing through a
     * symbolic link to its target. The file is replaced by a new one, so other hard links to the old file keep
     * the old content.
     */
    public static void writeAtomically(Path target, String text) throws IOException {
        Path real = resolveLinks(target);
        Path dir = real.toAbsolutePath().getParent();
        PosixFileAttributes keep = existingAttributes(real);
        Path tmp = newTempFile(dir, real.getFileName().toString());
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            if (keep != null) {
                keepOwnerAndGroup(tmp, keep);
                setPermissions(tmp, keep.permissions());
            }
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
     * A new empty hidden file in {@code dir}, created the ordinary way, so it gets the permissions any new file
     * gets under the umask (Java cannot ask for the umask; {@code createTempFile} would give 0600).
     */
    private static Path newTempFile(Path dir, String name) throws IOException {
        for (int i = 0; ; i++) {
            Path tmp = dir.resolve("." + name + "." + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".tmp");
            try {
                Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return tmp;
            } catch (FileAlreadyExistsException e) {
                if (i > 100) {
                    throw e;
                }
            }
        }
    }

    /** Gives {@code file} the owner and group of {@code old}, where this user may; otherwise leaves them. */
    private static void keepOwnerAndGroup(Path file, PosixFileAttributes old) {
        PosixFileAttributeView view = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        if (view == null) {
            return;
        }
        try {
            PosixFileAttributes now = view.readAttributes();
            if (!now.owner().equals(old.owner())) {
                view.setOwner(old.owner()); // only root may give a file away
            }
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            // not permitted: the file stays this user's
        }
        try {
            PosixFileAttributes now = view.readAttributes();
            if (!now.group().equals(old.group())) {
                view.setGroup(old.group()); // an owner may choose any group it belongs to
            }
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            // not permitted: the file keeps this user's group
        }
    }

    /**
     * Checks, before a long run, that {@code target} can be written later: its folder exists and is writable,
     * and it is not a folder, a device or a read-only file. Nothing is created or changed, not even for a moment
     * (a run killed with SIGKILL leaves no file behind).
     *
     * @return null when it can be written, otherwise why not (one line)
     */
    public static String whyNotWritable(Path target) {
        Path real;
        try {
            real = resolveLinks(target);
        } catch (IOException e) {
            return "cannot follow the link " + target + " (" + why(e) + ")";
        }
        Path dir = real.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            String file = fileOnTheWay(dir);
            return file != null ? file : "folder " + dir + " does not exist";
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
        if (!Files.isWritable(dir)) {
            return "cannot create files in " + dir + " (permission denied)";
        }
        // the checks above pass for root in /proc and on read-only or full file systems: ask the file system
        try {
            FileStore store = Files.getFileStore(dir);
            if (store.isReadOnly()) {
                return "cannot create files in " + dir + " (read-only file system)";
            }
            if (PSEUDO_FILE_SYSTEMS.contains(store.type())) {
                return "cannot create files in " + dir + " (a " + store.type() + " file system holds no files)";
            }
            if (store.getUsableSpace() == 0 && store.getTotalSpace() > 0) {
                return "cannot create files in " + dir + " (no space left on the device)";
            }
        } catch (IOException | SecurityException | UnsupportedOperationException e) {
            return "cannot create files in " + dir + " (" + (e instanceof IOException io ? why(io) : "not allowed")
                    + ")";
        }
        return null;
    }

    /** Kernel file systems that show information as files but take no new files. */
    private static final Set<String> PSEUDO_FILE_SYSTEMS = Set.of("proc", "sysfs", "cgroup", "cgroup2", "debugfs",
            "tracefs", "securityfs", "configfs", "pstore", "bpf", "efivarfs", "fusectl", "devpts", "mqueue");

    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    /**
     * Why the folder {@code dir} could not be created, in a person's words: a file standing where a folder of its
     * path should be, else what the file system said.
     */
    public static String whyNoFolder(Path dir, IOException e) {
        String file = fileOnTheWay(dir.toAbsolutePath());
        return file != null ? file : why(e);
    }

    /** "X is a file, not a folder" for the first part of {@code path} that is a file, or null when none is. */
    private static String fileOnTheWay(Path path) {
        for (Path up = path; up != null; up = up.getParent()) {
            if (Files.exists(up) && !Files.isDirectory(up)) {
                return up + " is a file, not a folder";
            }
        }
        return null;
    }

    /**
     * An I/O failure in a person's words ("permission denied", "no such file or folder", "a loop of symbolic
     * links"), without Java's exception names.
     */
    public static String why(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "it exists already";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "the folder is not empty";
        }
        if (e instanceof NotDirectoryException) {
            return "not a folder";
        }
        if (e instanceof FileSystemException f) {
            String reason = f.getReason();
            if (reason != null && reason.toLowerCase(java.util.Locale.ROOT).contains("too many levels")) {
                return "a loop of symbolic links";
            }
            return reason != null ? lowerFirst(reason) : "cannot be used";
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? "input or output failed" : lowerFirst(firstLine(m));
    }

    private static String lowerFirst(String s) {
        return s.isEmpty() || (s.length() > 1 && Character.isUpperCase(s.charAt(1))) ? s
                : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
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

    /**
     * The file {@code target} names after following links, as an absolute, normalized path (its folder's real
     * path when the file does not exist yet), so that two names of one file compare equal.
     */
    public static Path identity(Path target) {
        try {
            Path real = resolveLinks(target).toAbsolutePath().normalize();
            if (Files.exists(real)) {
                return real.toRealPath();
            }
            Path dir = real.getParent();
            return dir != null && Files.isDirectory(dir) ? dir.toRealPath().resolve(real.getFileName()) : real;
        } catch (IOException e) {
            return target.toAbsolutePath().normalize();
        }
    }

    private static PosixFileAttributes existingAttributes(Path file) {
        try {
            if (Files.isRegularFile(file) && Files.getFileAttributeView(file, PosixFileAttributeView.class) != null) {
                return Files.readAttributes(file, PosixFileAttributes.class);
            }
        } catch (IOException | UnsupportedOperationException e) {
            return null;
        }
        return null;
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
            if (Files.isSymbolicLink(file)) {
                try {
                    file.toRealPath();
                } catch (IOException e) {
                    String why = why(e);
                    throw new RecordFormatException(file + ": " + (why.equals("a loop of symbolic links") ? why
                            : "a symbolic link to a file that does not exist"));
                }
            }
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
            String text = Files.readString(file, StandardCharsets.UTF_8);
            // a UTF-8 byte order mark, as some editors save, is no part of the text
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (java.nio.file.NoSuchFileException e) {
            throw new RecordFormatException(file + ": no such file");
        } catch (java.nio.charset.MalformedInputException e) {
            throw new RecordFormatException(file + ": not a UTF-8 text file");
        } catch (IOException e) {
            throw new RecordFormatException(file + ": cannot read (" + why(e) + ")", e);
        }
    }
}
