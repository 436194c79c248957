package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.agon.core.spi.GameCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The files that hold the seats' tokens (and the records) are readable by their owner only, whatever the umask. */
class PrivateFilesTest {

    @TempDir
    Path temp;

    private static String mode(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    @Test
    void tokenFilesAre0600InA0700Folder() throws Exception {
        Assumptions.assumeTrue(temp.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path dir = temp.resolve("agon").resolve("games"); // missing: the server creates both
        WebConfig config = WebConfig.defaults(dir).withPort(0).withBotDelay(Duration.ZERO);
        try (WebServer server = new WebServer(GameCatalog.load(), config).start()) {
            Api api = new Api(server.port());
            JsonNode made = api.create("architekton", List.of("human", "random"), 3);
            String id = made.get("id").asText();
            String token = Api.token(made, 0);
            JsonNode s = api.awaitTurn(id, token);
            assertThat(api.act(id, token, s.get("version").asInt(), 0).status()).isEqualTo(200);
            Path table = dir.resolve(id + ".table.json");
            Path record = dir.resolve(id + ".record.json");
            assertThat(Files.readString(table)).contains(token);
            assertThat(mode(dir)).isEqualTo("rwx------");
            assertThat(mode(dir.getParent())).isEqualTo("rwx------");
            assertThat(mode(table)).isEqualTo("rw-------");
            assertThat(mode(record)).isEqualTo("rw-------"); // rewritten after the action: still private
            try (var files = Files.list(dir)) {
                assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
            }
        }
    }
}
