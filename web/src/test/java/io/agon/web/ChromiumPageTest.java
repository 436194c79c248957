package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.spi.GameCatalog;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fixture of the browser tests: one server on a free loopback port with every installed game and bots that
 * move without delay, one headless Chromium at 1280 x 800 for the test class, and after every test a check that
 * the page threw no script error.
 */
abstract class ChromiumPageTest {

    @TempDir
    static Path saves;
    static WebServer server;
    static Browser browser;
    static Api api;
    static String base;

    @BeforeAll
    static void start() throws Exception {
        Browser.assumeAvailable();
        server = new WebServer(GameCatalog.load(), WebConfig.defaults(saves).withPort(0)
                .withBotDelay(Duration.ZERO)).start();
        base = "http://127.0.0.1:" + server.port();
        api = new Api(server.port());
        browser = new Browser(1280, 800);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
            browser = null;
        }
        if (server != null) {
            server.close();
            server = null;
        }
    }

    @BeforeEach
    void desktop() {
        browser.viewport(1280, 800);
    }

    @AfterEach
    void noScriptErrors() {
        String console = browser.console(); // read once: reading empties the browser's log
        for (String error : scriptErrors()) {
            assertThat(console).as("browser console").doesNotContain(error);
        }
    }

    /** What must not appear in the browser console after a test. */
    List<String> scriptErrors() {
        return List.of("Uncaught", "SyntaxError");
    }

    /** Opens the "All moves" drawer (closed under a game's own board) so that its buttons can be clicked. */
    static void openMoves() {
        browser.script("const m = document.getElementById('moves'); if (m) { m.open = true; }");
    }

    /** The version of the view the page shows (its body's {@code data-version}), or -1 before the first. */
    static int version() {
        String v = browser.bodyAttribute("version");
        return v == null ? -1 : Integer.parseInt(v);
    }
}
