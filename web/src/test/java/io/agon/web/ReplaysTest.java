package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.agon.core.spi.GameCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The replay viewer's API: open a saved or uploaded record, positions, seats' views, recomputed explanations. */
class ReplaysTest {

    @TempDir
    static Path saves;
    static WebServer server;
    static Api api;

    @BeforeAll
    static void start() {
        server = new WebServer(GameCatalog.load(), WebConfig.defaults(saves).withPort(0).withBotDelay(Duration.ZERO))
                .start();
        api = new Api(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** Polis draws its start player by lot (D64); these tests name P1 as the start player. */
    private static final String START_P1 = "{\"start\":\"1\"}";

    private static JsonNode position(String replay, int step, int seat) {
        Api.Answer a = api.get("/api/replays/" + replay + "?step=" + step + "&seat=" + seat);
        assertThat(a.status()).as(a.body()).isEqualTo(200);
        return a.json();
    }

    @Test
    void aFinishedGameIsShownStepByStepAsAnySeat() {
        JsonNode made = api.create("polis", List.of("random", "random", "random"), 4, START_P1);
        String id = made.get("id").asText();
        api.awaitTurn(id, null); // a spectator never decides: until the game is over
        Api.Answer opened = api.post("/api/replays", "{\"saved\":\"" + id + "\"}");
        assertThat(opened.status()).as(opened.body()).isEqualTo(201);
        String replay = opened.json().get("id").asText();
        JsonNode start = position(replay, 0, -1);
        assertThat(start.get("finished").asBoolean()).isTrue();
        assertThat(start.get("view").isNull()).isTrue();
        assertThat(start.get("move").isNull()).isTrue();
        int length = start.get("length").asInt();
        assertThat(length).isGreaterThan(20);
        JsonNode one = position(replay, 1, 0);
        assertThat(one.get("move").get("label").asText()).startsWith("P1: ");
        assertThat(one.get("view").isObject()).isTrue();
        assertThat(one.get("flow").size()).isPositive();
        JsonNode end = position(replay, length, 2);
        assertThat(end.get("outcome").get("scores").size()).isEqualTo(3);
        assertThat(api.get("/api/replays/" + replay + "?step=" + (length + 1)).status()).isEqualTo(400);
        assertThat(api.get("/api/replays/" + replay + "?step=1&seat=3").status()).isEqualTo(400);
        Api.Answer why = api.post("/api/replays/" + replay + "/explain", "{\"step\":3,\"iterations\":20}");
        assertThat(why.status()).as(why.body()).isEqualTo(200);
        assertThat(why.json().get("moves").size()).isPositive();
        assertThat(why.json().get("iterations").asInt()).isEqualTo(20);
        assertThat(api.post("/api/replays/" + replay + "/explain", "{\"step\":3,\"iterations\":0}").status())
                .isEqualTo(400);
    }

    @Test
    void anUnfinishedUploadedGameShowsOnlyThePublicNarration() throws Exception {
        JsonNode made = api.create("polis", List.of("human", "human", "human"), 9, START_P1);
        String id = made.get("id").asText();
        String token = Api.token(made, 0);
        assertThat(api.act(id, token, 0, 0).status()).isEqualTo(200);
        String record = Files.readString(server.tables().recordFile(id));
        Api.Answer opened = api.post("/api/replays", "{\"record\":" + record + "}");
        assertThat(opened.status()).as(opened.body()).isEqualTo(201);
        String replay = opened.json().get("id").asText();
        JsonNode last = position(replay, 1, -1);
        assertThat(last.get("finished").asBoolean()).isFalse();
        assertThat(last.get("move").get("label").asText()).startsWith("P1: ");
        Api.Answer seat = api.get("/api/replays/" + replay + "?step=1&seat=1");
        assertThat(seat.status()).isEqualTo(403);
        assertThat(seat.json().get("error").asText()).contains("not finished");
        assertThat(api.post("/api/replays/" + replay + "/explain", "{\"step\":0}").status()).isEqualTo(403);
        // the same through the launcher's entry point
        assertThat(server.openReplay(record, "test")).startsWith("/replay#id=");
    }

    @Test
    void badRecordsAndUnknownReplaysAreOneLineErrors() {
        Api.Answer foreign = api.post("/api/replays", "{\"record\":{\"game\":\"chess\",\"actions\":[]}}");
        assertThat(foreign.status()).isEqualTo(400);
        assertThat(foreign.json().get("error").asText()).doesNotContain("\n").doesNotContain("Exception");
        Api.Answer broken = api.post("/api/replays", "{\"record\":{\"game\":\"polis\",\"rulesVersion\":1,"
                + "\"setup\":{\"players\":3,\"seed\":1,\"options\":{}},\"actions\":[{\"type\":\"nope\"}]}}");
        assertThat(broken.status()).as(broken.body()).isEqualTo(400);
        assertThat(api.post("/api/replays", "{}").status()).isEqualTo(400);
        assertThat(api.post("/api/replays", "{\"saved\":\"0123456789abcdef\"}").status()).isEqualTo(404);
        assertThat(api.get("/api/replays/0123456789abcdef?step=0").status()).isEqualTo(404);
    }
}
