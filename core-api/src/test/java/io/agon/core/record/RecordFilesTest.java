package io.agon.core.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Record files are written atomically and read with one-line errors (codec tests: examples module); written files
 * keep their permissions, new ones follow the umask, and a symbolic link is written through.
 */
class RecordFilesTest {

    @TempDir
    Path dir;

    @BeforeEach
    void posixOnly() {
        assumeThat(dir.getFileSystem().supportedFileAttributeViews()).contains("posix");
    }

    @Test
    void atomicWriteReplacesWholeFiles() throws Exception {
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

    @Test
    void anExistingFileKeepsItsPermissions() throws Exception {
        Path f = dir.resolve("shared.json");
        Files.writeString(f, "old");
        Set<PosixFilePermission> shared = PosixFilePermissions.fromString("rw-rw-r--");
        Files.setPosixFilePermissions(f, shared);
        RecordFiles.writeAtomically(f, "new");
        assertThat(Files.readString(f)).isEqualTo("new");
        assertThat(Files.getPosixFilePermissions(f)).isEqualTo(shared);
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-------"));
        RecordFiles.writeAtomically(f, "newer");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(f))).isEqualTo("rw-------");
    }

    @Test
    void aNewFileGetsWhatAnyNewFileGets() throws Exception {
        Path plain = dir.resolve("plain.txt");
        Files.newOutputStream(plain).close(); // the umask decides
        Path f = dir.resolve("record.json");
        RecordFiles.writeAtomically(f, "{}");
        assertThat(Files.getPosixFilePermissions(f)).isEqualTo(Files.getPosixFilePermissions(plain));
        try (var files = Files.list(dir)) {
            assertThat(files).hasSize(2); // no temporary or probe file left behind
        }
    }

    @Test
    void aSymbolicLinkIsWrittenThroughAtomically() throws Exception {
        Path real = Files.createDirectory(dir.resolve("keep")).resolve("game.json");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("latest.json"), Path.of("keep", "game.json"));
        RecordFiles.writeAtomically(link, "new");
        assertThat(Files.isSymbolicLink(link)).as("the link stays a link").isTrue();
        assertThat(Files.readString(real)).isEqualTo("new");
        Path dangling = Files.createSymbolicLink(dir.resolve("next.json"), Path.of("keep", "next.json"));
        RecordFiles.writeAtomically(dangling, "first");
        assertThat(Files.isSymbolicLink(dangling)).isTrue();
        assertThat(Files.readString(dir.resolve("keep").resolve("next.json"))).isEqualTo("first");
    }

    @Test
    void writabilityIsKnownBeforeARun() throws Exception {
        assertThat(RecordFiles.whyNotWritable(dir.resolve("fine.json"))).isNull();
        assertThat(RecordFiles.whyNotWritable(dir)).isEqualTo("it is a folder");
        assertThat(RecordFiles.whyNotWritable(dir.resolve("none").resolve("x.json"))).contains("does not exist");
        if (Files.isDirectory(Path.of("/proc/self"))) {
            assertThat(RecordFiles.whyNotWritable(Path.of("/proc/agon-results.json"))).startsWith("cannot create");
        }
        try (var files = Files.list(dir)) {
            assertThat(files).as("checking creates nothing").isEmpty();
        }
    }

    @Test
    void anExistingFileKeepsItsOwnerAndGroupWhereAllowed() throws Exception {
        Path f = dir.resolve("theirs.json");
        Files.writeString(f, "old");
        var names = f.getFileSystem().getUserPrincipalLookupService();
        java.nio.file.attribute.UserPrincipal nobody;
        java.nio.file.attribute.GroupPrincipal nogroup;
        try {
            nobody = names.lookupPrincipalByName("nobody");
            nogroup = names.lookupPrincipalByGroupName("nogroup");
            Files.setOwner(f, nobody);
            Files.getFileAttributeView(f, java.nio.file.attribute.PosixFileAttributeView.class).setGroup(nogroup);
        } catch (java.io.IOException | UnsupportedOperationException e) {
            assumeThat(e).as("only root may give a file away: skipped").isNull();
            return;
        }
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r-----"));
        RecordFiles.writeAtomically(f, "new");
        var attrs = Files.readAttributes(f, java.nio.file.attribute.PosixFileAttributes.class);
        assertThat(Files.readString(f)).isEqualTo("new");
        assertThat(attrs.owner()).isEqualTo(nobody);
        assertThat(attrs.group()).isEqualTo(nogroup);
        assertThat(PosixFilePermissions.toString(attrs.permissions())).isEqualTo("rw-r-----");
    }

    @Test
    void aHardLinkKeepsTheOldContentAsDocumented() throws Exception {
        Path f = Files.writeString(dir.resolve("a.json"), "old");
        Path other = Files.createLink(dir.resolve("b.json"), f);
        RecordFiles.writeAtomically(f, "new");
        assertThat(Files.readString(f)).isEqualTo("new");
        assertThat(Files.readString(other)).as("atomic replacement: the other name keeps the old file")
                .isEqualTo("old");
    }

    @Test
    void checkingWritabilityCreatesNoFileEvenForAMoment() throws Exception {
        try (var watch = dir.getFileSystem().newWatchService()) {
            dir.register(watch, java.nio.file.StandardWatchEventKinds.ENTRY_CREATE);
            assertThat(RecordFiles.whyNotWritable(dir.resolve("results.json"))).isNull();
            // a probe file, even if deleted at once, is seen by the watch (a SIGKILL between the two leaves it)
            var key = watch.poll(2, java.util.concurrent.TimeUnit.SECONDS);
            assertThat(key == null ? java.util.List.of() : key.pollEvents()).as("files created while checking")
                    .isEmpty();
        }
    }

    @Test
    void aByteOrderMarkIsNoPartOfTheText() throws Exception {
        Path f = dir.resolve("bom.json");
        Files.write(f, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '{', '}'});
        assertThat(RecordFiles.read(f)).isEqualTo("{}");
    }

    @Test
    void aLinkLoopIsNotCalledAMissingFile() throws Exception {
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        Files.createSymbolicLink(a, b);
        Files.createSymbolicLink(b, a);
        assertThatThrownBy(() -> RecordFiles.read(a)).hasMessageEndingWith("a.json: a loop of symbolic links");
        Path dangling = Files.createSymbolicLink(dir.resolve("c.json"), dir.resolve("gone.json"));
        assertThatThrownBy(() -> RecordFiles.read(dangling))
                .hasMessageEndingWith("c.json: a symbolic link to a file that does not exist");
    }

    @Test
    void ioFailuresAreToldInWords() {
        assertThat(RecordFiles.why(new java.nio.file.AccessDeniedException("/x"))).isEqualTo("permission denied");
        assertThat(RecordFiles.why(new java.nio.file.NoSuchFileException("/x"))).isEqualTo("no such file or folder");
        assertThat(RecordFiles.why(new java.nio.file.FileSystemException("/x", null, "Too many levels of symbolic"
                + " links"))).isEqualTo("a loop of symbolic links");
    }
}
