package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing is lost: a server process is killed (SIGKILL, no shutdown hook runs) in the middle of two games, and a
 * new process on the same save folder resumes both: the human's game at the same position, byte for byte, the
 * bots' game from its last saved action.
 */
class ProcessRestartTest {

    @TempDir
    Path saves;

    private Process startServer(Path log) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                "io.agon.web.ServerMain", saves.toString(), "20");
        pb.redirectError(log.toFile());
        return pb.start();
    }

    private static int port(Process process) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8));
        String line;
        while ((line = out.readLine()) != null) {
            if (line.startsWith("PORT ")) {
                return Integer.parseInt(line.substring(5).strip());
            }
        }
        throw new AssertionError("the server process ended without listening");
    }

    @Test
    void killedServerResumesEveryGame() throws Exception {
        Process first = startServer(saves.resolve("first.log"));
        String id;
        String token;
        String before;
        String bots;
        int botsVersion;
        try {
            Api api = new Api(port(first));
            JsonNode made = api.create("polis", List.of("human", "random", "random"), 31);
            id = made.get("id").asText();
            token = Api.token(made, 0);
            for (int i = 0; i < 6; i++) {
                JsonNode s = api.awaitTurn(id, token);
                assertThat(api.act(id, token, s.get("version").asInt(), i % s.get("legal").size()).status())
                        .isEqualTo(200);
            }
            before = api.awaitTurn(id, token).toString();
            bots = api.create("massilia", List.of("random", "random", "random"), 32).get("id").asText();
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            do { // the bots play while the process dies (a loaded machine may take a while for their first move)
                Thread.sleep(100);
                botsVersion = api.state(bots, null).json().get("version").asInt();
            } while (botsVersion < 2 && System.nanoTime() < until);
            Thread.sleep(300); // their moves reach the disk a moment after they are played
        } finally {
            first.destroyForcibly(); // SIGKILL
            assertThat(first.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
        Process second = startServer(saves.resolve("second.log"));
        try {
            Api api = new Api(port(second));
            // a bot move not yet written when the process died is played again, identically (seeded bots)
            assertThat(api.awaitTurn(id, token).toString()).isEqualTo(before);
            JsonNode resumed = api.state(bots, null).json();
            assertThat(resumed.get("version").asInt()).isPositive();
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            int now = resumed.get("version").asInt();
            // (moves lost with the process are played again first: wait until the bots pass where they were)
            while (!resumed.get("over").asBoolean() && now <= botsVersion && System.nanoTime() < end) {
                Thread.sleep(50);
                now = api.state(bots, null).json().get("version").asInt();
            }
            assertThat(now).as("the bots play on after the restart").isGreaterThan(botsVersion);
            JsonNode s = api.awaitTurn(id, token);
            assertThat(api.act(id, token, s.get("version").asInt(), 0).status()).isEqualTo(200);
        } finally {
            second.destroyForcibly();
            second.waitFor(20, TimeUnit.SECONDS);
        }
    }
}
