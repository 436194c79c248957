package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.record.GameRecord;
import io.agon.core.session.Session;
import io.agon.core.spi.GameCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Taking back moves (issue 14): a player may take back their own last decision while nobody else has acted since
 * and it revealed nothing hidden to them. In the core session over every game, and through the server.
 */
class UndoTest {

    static final GameCatalog CATALOG = GameCatalog.load();

    @TempDir
    static Path saves;
    static WebServer server;
    static Api api;

    @BeforeAll
    static void start() {
        server = new WebServer(CATALOG, WebConfig.defaults(saves).withPort(0).withBotDelay(Duration.ZERO)).start();
        api = new Api(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @ParameterizedTest(name = "{0}, {1} players")
    @CsvSource({"polis, 3", "massilia, 2", "architekton, 2"})
    void theSessionTakesBackOnlyOwnMovesThatRevealedNothing(String gameId, int players) {
        counts = new int[3];
        check(CATALOG.get(gameId).game(), players);
        assertThat(counts[0]).as("allowed take-backs").isPositive();
        assertThat(counts[1]).as("refused: another seat acted").isPositive();
        if (!gameId.equals("massilia")) { // Massilia's dice are rolled between turns, after another seat acted
            assertThat(counts[2]).as("refused: something hidden was revealed").isPositive();
        }
    }

    private int[] counts;

    private <S extends GameState<S>> void check(Game<S> game, int players) {
        for (long seed = 1; seed <= 1; seed++) {
            Session<S> session = Session.start(game, Setup.of(players, seed));
            Rng rng = new Rng(seed);
            while (!session.isOver() && session.length() < 150) {
                int seat = session.currentPlayer();
                View before = session.view(seat);
                List<Action> legal = session.legalActions();
                session.apply(seat, legal.get(rng.nextInt(legal.size())));
                if (session.isOver()) {
                    break;
                }
                int other = (seat + 1) % players;
                String refusedToOther = session.undoRefusal(other);
                assertThat(refusedToOther).as("P%d cannot take back P%d's action", other + 1, seat + 1)
                        .contains("P" + (seat + 1) + "'s action");
                counts[1]++;
                String refusal = session.undoRefusal(seat);
                if (refusal == null) {
                    GameRecord kept = GameRecord.of(session);
                    session.undo(seat);
                    assertThat(session.view(seat)).as("the exact earlier view").isEqualTo(before);
                    assertThat(session.length()).isEqualTo(kept.actions().size() - 1);
                    counts[0]++;
                    session.apply(seat, kept.actions().get(kept.actions().size() - 1)); // play on as before
                } else {
                    assertThat(refusal).contains("revealed hidden information");
                    int length = session.length();
                    assertThatThrownBy(() -> session.undo(seat)).isInstanceOf(IllegalActionException.class)
                            .hasMessageContaining("revealed hidden information");
                    assertThat(session.length()).isEqualTo(length);
                    counts[2]++;
                }
            }
        }
    }

    @Test
    void theServerTakesBackAnAllowedMoveAndRefusesTheOthersWithAMessage() throws Exception {
        JsonNode made = api.create("polis", List.of("human", "human", "human"), 5);
        String id = made.get("id").asText();
        String[] tokens = {Api.token(made, 0), Api.token(made, 1), Api.token(made, 2)};
        Rng rng = new Rng(11);
        boolean allowed = false;
        boolean revealed = false;
        boolean another = false;
        for (int i = 0; i < 300 && !(allowed && revealed && another); i++) {
            JsonNode any = api.state(id, null).json();
            int seat = any.get("decision").get("player").asInt();
            JsonNode before = api.state(id, tokens[seat]).json();
            int version = before.get("version").asInt();
            int count = before.get("legal").size();
            JsonNode after = api.act(id, tokens[seat], version, rng.nextInt(count)).json();
            if (after.get("over").asBoolean()) {
                break;
            }
            int next = after.get("decision").get("player").asInt();
            if (next != seat && !another) {
                Api.Answer refused = undo(id, tokens[next], version + 1);
                assertThat(refused.status()).isEqualTo(409);
                assertThat(refused.json().get("error").asText()).contains("P" + (seat + 1) + "'s action");
                another = true;
            }
            if (after.get("canUndo").asBoolean() && !allowed) {
                String record = Files.readString(server.tables().recordFile(id));
                Api.Answer taken = undo(id, tokens[seat], version + 1);
                assertThat(taken.status()).isEqualTo(200);
                JsonNode back = taken.json();
                assertThat(back.get("version").asInt()).isEqualTo(version);
                assertThat(back.get("view")).as("the exact earlier view").isEqualTo(before.get("view"));
                assertThat(back.get("legal")).isEqualTo(before.get("legal"));
                assertThat(back.get("revision").asInt()).isGreaterThan(after.get("revision").asInt());
                assertThat(Files.readString(server.tables().recordFile(id))).isNotEqualTo(record);
                assertThat(api.state(id, tokens[seat]).json().get("view")).isEqualTo(before.get("view"));
                allowed = true;
            } else if (!after.get("canUndo").asBoolean() && next == seat && !revealed) {
                String record = Files.readString(server.tables().recordFile(id));
                Api.Answer refused = undo(id, tokens[seat], version + 1);
                assertThat(refused.status()).isEqualTo(409);
                assertThat(refused.json().get("error").asText()).contains("revealed hidden information");
                assertThat(Files.readString(server.tables().recordFile(id))).isEqualTo(record);
                assertThat(api.state(id, tokens[seat]).json().get("version").asInt()).isEqualTo(version + 1);
                revealed = true;
            }
        }
        assertThat(allowed).as("an allowed undo").isTrue();
        assertThat(another).as("an undo past another seat's action").isTrue();
        assertThat(revealed).as("an undo past a card draw").isTrue();
        // a stale version and a spectator are refused too
        int now = api.state(id, null).json().get("version").asInt();
        assertThat(undo(id, tokens[0], now - 1).status()).isEqualTo(409);
        assertThat(undo(id, null, now).status()).isEqualTo(403);
    }

    private static Api.Answer undo(String id, String token, int version) {
        return api.post("/api/tables/" + id + "/undo", "{\"token\":" + (token == null ? "null" : "\"" + token + "\"")
                + ",\"version\":" + version + "}");
    }
}
