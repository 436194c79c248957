package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.agon.core.spi.GameCatalog;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A search bot's explanation reaches a seat during the game only when the bot knew nothing that seat does not:
 * at once in Architekton (nothing the bot sees is hidden from its opponent), not in Polis while the bot holds
 * cards the human cannot see, never to a spectator during the game, and to everyone once the game is over.
 */
class ExplanationTest {

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

    @Test
    void aPerfectInformationBotExplainsItselfToItsOpponentAtOnce() {
        JsonNode made = api.create("architekton", List.of("human", "mcts:iterations=30"), 3);
        String id = made.get("id").asText();
        String token = Api.token(made, 0);
        JsonNode after = api.awaitTurn(id, token);
        for (int i = 0; i < 6 && after.get("explanation").isNull(); i++) { // P1 lays two tiles, then the bot moves
            assertThat(api.act(id, token, after.get("version").asInt(), after.get("legal").size() - 1).status())
                    .isEqualTo(200);
            after = api.awaitTurn(id, token);
        }
        JsonNode why = after.get("explanation");
        assertThat(why.isObject()).as(after.toString()).isTrue();
        assertThat(why.get("seat").asInt()).isEqualTo(1);
        assertThat(why.get("iterations").asInt()).isEqualTo(30);
        assertThat(why.get("moves").size()).isPositive();
        assertThat(api.state(id, null).json().get("explanation").isNull()).as("a spectator, during the game").isTrue();
    }

    @Test
    void aBotWithAHiddenHandKeepsItsExplanationUntilTheGameIsOver() {
        JsonNode made = api.create("polis", List.of("human", "mcts:iterations=10", "mcts:iterations=10"), 6);
        String id = made.get("id").asText();
        String token = Api.token(made, 0);
        int withheld = 0;
        int lastVersion = 0;
        for (int i = 0; i < 400; i++) {
            JsonNode s = api.awaitTurn(id, token);
            if (s.get("over").asBoolean()) {
                break;
            }
            if (s.get("version").asInt() > lastVersion + 1 && s.get("explanation").isNull()) {
                withheld++; // a bot moved, and it held something P1 cannot see
            }
            assertThat(api.state(id, null).json().get("explanation").isNull()).as("a spectator, during the game")
                    .isTrue();
            lastVersion = s.get("version").asInt();
            api.act(id, token, lastVersion, 0); // the first listed action always makes progress (contract kit)
        }
        assertThat(withheld).as("explanations withheld while hands were hidden").isPositive();
        JsonNode end = api.state(id, null).json();
        assertThat(end.get("over").asBoolean()).as("the game ended").isTrue();
        assertThat(end.get("explanation").isObject()).as("after the game, even a spectator").isTrue();
    }
}
