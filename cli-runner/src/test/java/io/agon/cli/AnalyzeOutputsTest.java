package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 54, item 5: {@code analyze} checks every output before its first game, writes its report files as every
 * other output is written (mode, owner and links kept), caps a run over all its player counts, and its replay hint
 * names the plug-in folders.
 */
class AnalyzeOutputsTest {

    @TempDir
    Path dir;

    private static void refusedBeforeTheFirstGame(Run r, String words) {
        assertThat(r.code()).as(r.err()).isEqualTo(2);
        assertThat(r.oneLineError()).as(r.err()).isTrue();
        assertThat(r.err()).contains(words);
        assertThat(r.out()).as("no game was played").isEmpty();
    }

    @Test
    void aRecordsFolderThatIsAFileIsFoundBeforeTheFirstGame() throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        Files.writeString(out.resolve("games"), "a file");
        refusedBeforeTheFirstGame(Run.of("analyze", "tictactoe", "--games", "4", "--save-records", "--out",
                out.toString(), "--no-progress"), "games: it is not a folder");
        assertThat(out.resolve("report.json")).doesNotExist();
        assertThat(Files.readString(out.resolve("games"))).isEqualTo("a file");
    }

    @Test
    void aReportPageThatIsAFolderIsFoundBeforeTheFirstGameAndNothingIsWritten() throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        Files.createDirectory(out.resolve("report.html"));
        refusedBeforeTheFirstGame(Run.of("analyze", "tictactoe", "--games", "4", "--out", out.toString(),
                "--no-progress"), "report.html: it is a folder");
        assertThat(out.resolve("report.json")).doesNotExist();
    }

    @Test
    void anOutputThatIsAFileIsRefused() throws Exception {
        Path file = Files.writeString(dir.resolve("file"), "x");
        refusedBeforeTheFirstGame(Run.of("analyze", "tictactoe", "--games", "4", "--out", file.toString(),
                "--no-progress"), "it is not a folder");
        assertThat(Files.readString(file)).isEqualTo("x");
    }

    @Test
    void reportFilesKeepTheirModeAndLinksAndNewOnesGetTheModeOfAnyNewFile() throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        Path json = Files.writeString(out.resolve("report.json"), "old");
        Files.setPosixFilePermissions(json, PosixFilePermissions.fromString("rw-r-----"));
        Path target = Files.writeString(dir.resolve("page.html"), "old");
        Files.createSymbolicLink(out.resolve("report.html"), target);
        Run r = Run.of("analyze", "tictactoe", "--games", "4", "--out", out.toString(), "--no-progress");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(Files.getPosixFilePermissions(json)).isEqualTo(PosixFilePermissions.fromString("rw-r-----"));
        assertThat(Files.readString(json)).contains("\"game\" : \"tictactoe\"");
        assertThat(Files.isSymbolicLink(out.resolve("report.html"))).as("the link stays a link").isTrue();
        assertThat(Files.readString(target)).contains("echarts");

        Path fresh = dir.resolve("fresh");
        assertThat(Run.of("analyze", "tictactoe", "--games", "4", "--out", fresh.toString(), "--save-records",
                "--no-progress").code()).isZero();
        Path any = Files.createFile(dir.resolve("any-new-file")); // as a record is created
        for (Path p : new Path[] {fresh.resolve("report.json"), fresh.resolve("report.html"),
            fresh.resolve("games").resolve("longest-2p.json")}) {
            assertThat(Files.getPosixFilePermissions(p)).as(p.toString())
                    .isEqualTo(Files.getPosixFilePermissions(any));
        }
    }

    @Test
    void theRunCapHoldsOverEveryPlayerCount() {
        refusedBeforeTheFirstGame(Run.of("analyze", "sealed-lots", "--players", "all", "--games", "400000", "--out",
                dir.resolve("r").toString()), "at most 1,000,000");
        assertThat(dir.resolve("r")).doesNotExist();
    }

    @Test
    void theReplayHintNamesThePluginFolders() throws Exception {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        Run r = Run.of("--plugins", plugins.toString(), "analyze", "tictactoe", "--games", "4", "--save-records",
                "--out", dir.resolve("r").toString(), "--no-progress");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("agon --plugins " + plugins + " replay FILE");
    }

    @Test
    void aSummaryOfNoGamesShowsNoNaN() {
        java.io.StringWriter text = new java.io.StringWriter();
        io.agon.core.sim.Standings none = io.agon.core.sim.Standings.of(java.util.List.of("random", "heuristic"), 2,
                java.util.List.of());
        Reports.print(new java.io.PrintWriter(text, true), none, java.util.List.of(), false);
        assertThat(text.toString()).contains("random").doesNotContain("NaN");
    }
}
