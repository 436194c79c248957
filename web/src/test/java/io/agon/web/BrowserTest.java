package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.spi.GameCatalog;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pages in real headless Chromium: the lobby, full games by clicking, hidden hands, stale clicks. */
class BrowserTest {

    @TempDir
    static Path saves;
    static WebServer server;
    static Browser browser;
    static String base;

    @BeforeAll
    static void start() throws Exception {
        Browser.assumeAvailable();
        server = new WebServer(GameCatalog.load(), WebConfig.defaults(saves).withPort(0)
                .withBotDelay(Duration.ZERO)).start();
        base = "http://127.0.0.1:" + server.port();
        browser = new Browser(1280, 800);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void explore() throws Exception {
        browser.open(base + "/");
        browser.waitFor(d -> "true".equals(browser.bodyAttribute("ready")) ? true : null);
        browser.screenshot("lobby");
        browser.find("#create").click();
        browser.waitVisible("#created .seat-link");
        browser.screenshot("lobby-created");
        String link = browser.find("#created .seat-link").getAttribute("href");
        browser.open(link);
        Thread.sleep(2000);
        browser.screenshot("game");
        System.err.println(browser.console());
        assertThat(link).contains("#token=");
    }
}
