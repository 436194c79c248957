package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The renderer hook: a game that ships {@code agon-web/renderers/ID/render.js} (here a test module for a renamed
 * Architekton) is drawn by it, and its {@code send(index)} plays; the generic buttons stay beside it.
 */
class RendererHookTest {

    @TempDir
    Path saves;

    /** A game under another id: the same rules, so that the test renderer's resources apply to it alone. */
    record Renamed<S extends GameState<S>>(Game<S> inner, GameInfo info) implements Game<S> {
        static <S extends GameState<S>> Renamed<S> of(Game<S> inner, String id) {
            GameInfo i = inner.info();
            return new Renamed<>(inner, new GameInfo(id, "Rendered " + i.name(), i.minPlayers(), i.maxPlayers(),
                    i.rulesVersion(), i.summary(), i.options(), i.actionTypes()));
        }

        @Override
        public S newGame(Setup setup) {
            return inner.newGame(setup);
        }

        @Override
        public int currentPlayer(S state) {
            return inner.currentPlayer(state);
        }

        @Override
        public Decision decision(S state) {
            return inner.decision(state);
        }

        @Override
        public void legalActions(S state, List<Action> out) {
            inner.legalActions(state, out);
        }

        @Override
        public void apply(S state, int player, Action action, EventSink events) {
            inner.apply(state, player, action, events);
        }

        @Override
        public Outcome outcome(S state) {
            return inner.outcome(state);
        }

        @Override
        public View view(S state, int player) {
            return inner.view(state, player);
        }

        @Override
        public S determinize(S state, int observer, Rng rng) {
            return inner.determinize(state, observer, rng);
        }

        @Override
        public String describe(S state, Action action) {
            return inner.describe(state, action);
        }

        @Override
        public String describe(S state, Action action, int observer) {
            return inner.describe(state, action, observer);
        }
    }

    /**
     * A server with Architekton under the ids of the two test renderers: {@code rendered} (with {@code focus}) and
     * {@code plain} (without).
     */
    private WebServer server() {
        Game<?> architekton = GameCatalog.load().get("architekton").game();
        GameCatalog catalog = GameCatalog.fromModules(List.of(binder -> {
            GameEntry.bind(binder, new GameEntry(Renamed.of(architekton, "rendered"), "", Map.of()));
            GameEntry.bind(binder, new GameEntry(Renamed.of(architekton, "plain"), "", Map.of()));
        }));
        return new WebServer(catalog, WebConfig.defaults(saves).withPort(0).withBotDelay(Duration.ZERO)).start();
    }

    /** Creates a game of {@code game} whose seats have the given names (null: none). */
    private static JsonNode create(Api api, String game, List<String> players, List<String> names, long seed) {
        Api.Answer a = api.post("/api/tables", "{\"game\":\"" + game + "\",\"players\":" + Api.toJson(players)
                + ",\"names\":" + Api.toJson(names) + ",\"seed\":" + seed + "}");
        assertThat(a.status()).as(a.body()).isEqualTo(201);
        return a.json();
    }

    /** The most recent move line of each seat in a state message's narration, newest first: [{seat, text}]. */
    private static List<Map<String, Object>> lastMoves(JsonNode state) {
        List<Map<String, Object>> last = new java.util.ArrayList<>();
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        JsonNode lines = state.get("log").get("lines");
        for (int i = lines.size() - 1; i >= 0; i--) {
            int seat = lines.get(i).get("seat").asInt();
            if (seat >= 0 && seen.add(seat)) {
                last.add(Map.of("seat", (long) seat, "text", lines.get(i).get("text").asText()));
            }
        }
        return last;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> context(Browser browser) {
        return (Map<String, Object>) browser.script("return window.agonRendered.context;");
    }

    @Test
    void aGameWithItsOwnRendererIsDrawnByIt() throws Exception {
        Browser.assumeAvailable();
        try (WebServer server = server(); Browser browser = new Browser(1280, 800)) {
            Api api = new Api(server.port());
            JsonNode games = api.get("/api/catalog").json().get("games");
            for (JsonNode g : games) {
                assertThat(g.get("renderer").asText()).isEqualTo("/renderers/" + g.get("id").asText() + "/render.js");
            }
            JsonNode made = api.create("rendered", List.of("human", "random"), 3);
            browser.open("http://127.0.0.1:" + server.port() + made.get("seats").get(0).get("link").asText());
            browser.waitVisible(".test-board .test-move");
            assertThat(browser.find("#board").getAttribute("data-renderer")).isEqualTo("game");
            assertThat(browser.find(".test-board").getCssValue("border-top-color")).contains("47, 93, 138");
            assertThat(browser.findAll("#actions button.action")).isNotEmpty();
            int before = Integer.parseInt(browser.bodyAttribute("version"));
            browser.find(".test-board .test-move").click();
            browser.waitFor(d -> Integer.parseInt(browser.bodyAttribute("version")) > before ? true : null);
            browser.screenshot("renderer-hook");
        }
    }

    @Test
    void theRendererGetsTheContextAndTheNarrationLeadsToTheBoard() throws Exception {
        Browser.assumeAvailable();
        try (WebServer server = server(); Browser browser = new Browser(1280, 800)) {
            Api api = new Api(server.port());
            JsonNode made = create(api, "rendered", List.of("human", "random"), java.util.Arrays.asList("Ann", null), 3);
            String id = made.get("id").asText();
            String token = Api.token(made, 0);
            browser.open("http://127.0.0.1:" + server.port() + made.get("seats").get(0).get("link").asText());
            // play until both seats have moved and it is P1's turn again
            JsonNode state = api.awaitTurn(id, token);
            for (int i = 0; i < 40 && lastMoves(state).size() < 2; i++) {
                int v = state.get("version").asInt();
                browser.waitFor(d -> String.valueOf(v).equals(browser.bodyAttribute("version"))
                        && !browser.findAll(".test-board .test-move").isEmpty() ? true : null);
                browser.find(".test-board .test-move").click();
                browser.waitFor(d -> api.state(id, token).json().get("version").asInt() > v ? true : null);
                state = api.awaitTurn(id, token);
            }
            JsonNode now = state;
            browser.waitFor(d -> now.get("version").asText().equals(browser.bodyAttribute("version")) ? true : null);
            Map<String, Object> context = context(browser);
            assertThat(context.get("seat")).isEqualTo(0L);
            assertThat(context.get("names")).isEqualTo(List.of("Ann", "P2"));
            assertThat(context.get("over")).isEqualTo(false);
            List<Map<String, Object>> expected = lastMoves(now);
            assertThat(expected).hasSize(2);
            assertThat(context.get("last")).as("each seat's last move, newest first, as the narration words it")
                    .isEqualTo(expected);
            assertThat(browser.find(".test-last").getText()).startsWith(
                    (expected.get(0).get("seat").equals(0L) ? "Ann" : "P2") + " - P");

            // the narration's lines are buttons that lead to the board
            List<org.openqa.selenium.WebElement> lines = browser.findAll("#log li");
            assertThat(browser.findAll("#log li > button.log-link")).hasSameSizeAs(lines);
            org.openqa.selenium.WebElement mine = browser.findAll("#log li.move[data-seat='0'] button.log-link")
                    .stream().reduce((a, b) -> b).orElseThrow();
            assertThat(mine.getText()).startsWith("Ann: ");
            browser.script("arguments[0].scrollIntoView({block: 'center'});", mine);
            mine.click();
            browser.waitFor(d -> "true".equals(browser.bodyAttribute("focused")) ? true : null);
            @SuppressWarnings("unchecked")
            List<String> focused = (List<String>) browser.script("return window.agonRendered.focused;");
            Object ownLast = expected.stream().filter(m -> m.get("seat").equals(0L)).findFirst().orElseThrow()
                    .get("text");
            assertThat(focused).as("focus gets the line's own text, seats as P1, P2...").containsExactly((String) ownLast);
            assertThat(browser.find(".test-board").getAttribute("class")).contains("test-focused");
            // the keyboard: Enter on a line
            org.openqa.selenium.WebElement other = browser.findAll("#log li.move[data-seat='1'] button.log-link").get(0);
            browser.script("arguments[0].focus();", other);
            new org.openqa.selenium.interactions.Actions(browser.driver()).sendKeys(org.openqa.selenium.Keys.ENTER)
                    .perform();
            browser.waitFor(d -> ((List<?>) browser.script("return window.agonRendered.focused;")).size() == 2
                    ? true : null);
            List<org.openqa.selenium.WebElement> events = browser.findAll("#log li.event button.log-link");
            if (!events.isEmpty()) { // nothing of an event line on this board: the renderer says so, no scrolling
                browser.script("arguments[0].scrollIntoView({block: 'center'});", events.get(0));
                events.get(0).click();
                browser.waitFor(d -> "false".equals(browser.bodyAttribute("focused")) ? true : null);
            }
        }
    }

    @Test
    void withoutFocusTheNarrationIsPlainText() throws Exception {
        Browser.assumeAvailable();
        try (WebServer server = server(); Browser browser = new Browser(1280, 800)) {
            Api api = new Api(server.port());
            JsonNode made = create(api, "plain", List.of("human", "random"), java.util.Arrays.asList("Bo", null), 5);
            String id = made.get("id").asText();
            String token = Api.token(made, 0);
            JsonNode s = api.awaitTurn(id, token);
            assertThat(api.act(id, token, s.get("version").asInt(), 0).status()).isEqualTo(200);
            browser.open("http://127.0.0.1:" + server.port() + made.get("seats").get(0).get("link").asText());
            browser.waitFor(d -> browser.find(".test-board").getText().contains("for Bo") ? true : null);
            browser.waitFor(d -> !browser.findAll("#log li.move").isEmpty() ? true : null);
            assertThat(browser.findAll("#log li button")).isEmpty();
        }
    }

    @Test
    void aSpectatorOfAFinishedGameSeesTheFinalBoardDrawnByTheRenderer() throws Exception {
        Browser.assumeAvailable();
        try (WebServer server = server(); Browser browser = new Browser(390, 844)) {
            Api api = new Api(server.port());
            JsonNode made = create(api, "rendered", List.of("random", "random"), java.util.Arrays.asList("Ann", "Bo"), 7);
            String id = made.get("id").asText();
            JsonNode end = api.awaitTurn(id, null);
            assertThat(end.get("over").asBoolean()).isTrue();
            assertThat(end.get("view").isObject()).as("a spectator's view of the final position").isTrue();
            assertThat(end.get("viewSeat").asInt()).isZero();
            browser.open("http://127.0.0.1:" + server.port() + made.get("spectate").asText());
            browser.waitVisible(".test-board");
            Map<String, Object> context = context(browser);
            assertThat(context.get("seat")).isEqualTo(-1L);
            assertThat(context.get("over")).isEqualTo(true);
            assertThat(context.get("names")).isEqualTo(List.of("Ann", "Bo"));
            assertThat(context.get("last")).isEqualTo(lastMoves(end));
            assertThat(browser.find("#result").isDisplayed()).isTrue();
            assertThat(browser.findAll(".test-board .test-move")).as("a finished game's board offers nothing").isEmpty();
        }
    }
}
