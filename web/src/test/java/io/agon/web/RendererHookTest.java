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

    @Test
    void aGameWithItsOwnRendererIsDrawnByIt() throws Exception {
        Browser.assumeAvailable();
        Game<?> architekton = GameCatalog.load().get("architekton").game();
        GameCatalog catalog = GameCatalog.fromModules(List.of(binder -> GameEntry.bind(binder,
                new GameEntry(Renamed.of(architekton, "rendered"), "", Map.of()))));
        try (WebServer server = new WebServer(catalog, WebConfig.defaults(saves).withPort(0)
                .withBotDelay(Duration.ZERO)).start(); Browser browser = new Browser(1280, 800)) {
            Api api = new Api(server.port());
            assertThat(api.get("/api/catalog").json().get("games").get(0).get("renderer").asText())
                    .isEqualTo("/renderers/rendered/render.js");
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
}
