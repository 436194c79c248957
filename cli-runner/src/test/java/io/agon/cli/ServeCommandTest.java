package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code agon serve}'s mistakes: one line, the right exit code (the server itself is tested in the web module). */
class ServeCommandTest {

    @TempDir
    Path saves;

    @Test
    void badOptionsAreUsageErrors() {
        for (String[] args : new String[][] {
            {"serve", "--port", "70000"},
            {"serve", "--port", "eighty"},
            {"serve", "--max-games", "0"},
            {"serve", "--bot-delay", "-1"},
            {"serve", "--bot-max-ms", "0"},
            {"serve", "--bot-max-threads", "0"},
            {"serve", "--bot-max-iterations", "-5"},
            {"serve", "--think-threads", "0"},
            {"serve", "--think-slice-ms", "0"},
            {"serve", "--game-limit-ms", "0"},
        }) {
            Run r = Run.of(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(Main.USAGE);
            assertThat(r.oneLineError()).as(r.err()).isTrue();
        }
    }

    @Test
    void aPortInUseIsOneLine() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            Run r = Run.of("serve", "--port", String.valueOf(taken.getLocalPort()), "--save-dir", saves.toString());
            assertThat(r.code()).isEqualTo(Main.ERROR);
            assertThat(r.oneLineError()).as(r.err()).isTrue();
            assertThat(r.err()).contains("cannot listen on 127.0.0.1:" + taken.getLocalPort());
        }
    }

    /** Issue 54, item 7: a save folder that cannot be made says why, once, in words. */
    @Test
    void aSaveFolderThatCannotBeMadeSaysWhy() throws Exception {
        java.nio.file.Path file = java.nio.file.Files.writeString(saves.resolve("a-file"), "mine");
        Run r = Run.of("serve", "--port", "0", "--save-dir", file.resolve("games").toString());
        assertThat(r.code()).isEqualTo(Main.ERROR);
        assertThat(r.oneLineError()).as(r.err()).isTrue();
        assertThat(r.err().strip()).isEqualTo("agon: cannot create the save folder " + file.resolve("games") + ": "
                + file + " is a file, not a folder");
    }
}
