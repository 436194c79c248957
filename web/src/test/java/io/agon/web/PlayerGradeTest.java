package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.agon.core.spi.GameCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Year;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The defects of issue 41 that show in the browser: the replay list, the phone layout, a lost connection, the
 * take-back button. Headless Chromium at 1280x800 and 390x844.
 */
class PlayerGradeTest extends ChromiumPageTest {

    private static void open(JsonNode made, int seat) {
        browser.open(base + made.get("seats").get(seat).get("link").asText());
        browser.waitFor(d -> version() >= 0 ? Boolean.TRUE : null);
    }

    private static void awaitMine() {
        browser.waitFor(d -> "true".equals(browser.bodyAttribute("mine"))
                && !browser.findAll("#actions button.action").isEmpty() ? true : null);
    }

    /** The element's box in page coordinates: [left, top, right, bottom]. */
    @SuppressWarnings("unchecked")
    private static List<Number> box(String css) {
        return (List<Number>) browser.script("const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                + " return [r.left + scrollX, r.top + scrollY, r.right + scrollX, r.bottom + scrollY];", css);
    }

    private static double top(String css) {
        return box(css).get(1).doubleValue();
    }

    @Test
    @DisplayName("the replay list shows no viewer controls, and dates, game names and players instead of raw ids")
    void replayList() throws Exception {
        JsonNode made = api.create("architekton", List.of("random", "random"), 8);
        String id = made.get("id").asText();
        api.awaitTurn(id, null); // a spectator never decides: this waits until the game is over
        browser.open(base + "/replay");
        browser.waitFor(d -> "true".equals(browser.bodyAttribute("ready")) ? true : null);
        WebElement entry = browser.waitVisible("#saved button[data-id='" + id + "']");
        for (String control : List.of("#viewer", "#forward", "#slider", "#seat", "#explain")) {
            assertThat(browser.find(control).isDisplayed()).as(control + " on the list page").isFalse();
        }
        String text = entry.getText();
        assertThat(text).contains("Architekton").contains("P1 (random)").contains("P2 (random)")
                .contains(String.valueOf(Year.now().getValue())).contains("finished")
                .doesNotContain(id).doesNotContainPattern("\\d{4}-\\d\\d-\\d\\dT");
        entry.click();
        browser.waitFor(d -> "0".equals(browser.bodyAttribute("step")) ? true : null);
        assertThat(browser.find("#open").isDisplayed()).isFalse();
        browser.find("#forward").click();
        browser.waitFor(d -> "1".equals(browser.bodyAttribute("step")) ? true : null);
        assertThat(browser.find("#message").isDisplayed()).isFalse();
    }

    @Test
    @DisplayName("at 390 px the board comes before the decision and the engine panel, in every game")
    void phoneOrder() throws Exception {
        browser.viewport(390, 844);
        Map<String, List<String>> games = Map.of("architekton", List.of("human", "random"),
                "polis", List.of("human", "random", "random"), "massilia", List.of("human", "random"));
        for (Map.Entry<String, List<String>> g : games.entrySet()) {
            open(api.create(g.getKey(), g.getValue(), 12), 0);
            awaitMine();
            browser.waitVisible("#board > *");
            double board = top("#board");
            assertThat(board).as(g.getKey() + ": board above the decision").isLessThan(top("#decision"));
            if (browser.find("#learn").isDisplayed()) {
                assertThat(board).as(g.getKey() + ": board above the engine panel").isLessThan(top("#learn"));
            }
            assertThat(top("#decision")).as(g.getKey() + ": decision above the narration").isLessThan(top("#log-panel"));
            assertThat((Boolean) browser.script("return document.documentElement.scrollWidth <= innerWidth + 1"))
                    .as(g.getKey() + ": no sideways scrolling").isTrue();
        }
    }

    @Test
    @DisplayName("Massilia's ring numbers and harbour labels are readable at 390 px, and the gods line stays off the ring")
    void massiliaLabels() throws Exception {
        open(api.create("massilia", List.of("human", "random"), 5), 0);
        awaitMine();
        for (int width : new int[] {1280, 390}) {
            browser.viewport(width, width == 390 ? 844 : 800);
            browser.waitVisible(".ms-board");
            double smallest = ((Number) browser.script("const svg = document.querySelector('.ms-board');"
                    + " const k = svg.getScreenCTM().a;"
                    + " return Math.min(...[...document.querySelectorAll('.ms-num, .ms-goods .ms-small')]"
                    + "   .map(t => parseFloat(getComputedStyle(t).fontSize) * k));")).doubleValue();
            assertThat(smallest).as("smallest ring or harbour label at " + width + " px, in CSS px")
                    .isGreaterThanOrEqualTo(10);
            Boolean overlaps = (Boolean) browser.script("const gods = [...document.querySelectorAll('#board *')]"
                    + "  .find(e => e.children.length === 0 && e.textContent.startsWith('Gods on display'));"
                    + " const a = gods.getBoundingClientRect();"
                    + " return [...document.querySelectorAll('.ms-field')].some(f => { const b = f.getBoundingClientRect();"
                    + "   return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom; });");
            assertThat(overlaps).as("the gods line overlaps a ring field at " + width + " px").isFalse();
        }
    }

    @Test
    @DisplayName("the take-back button shows only when the server allows one, and a refusal shows next to it on a phone")
    void takeBackButton() throws Exception {
        browser.viewport(390, 844);
        JsonNode made = api.create("polis", List.of("human", "human", "human"), 5);
        String id = made.get("id").asText();
        open(made, 0);
        boolean checkedOtherSeat = false;
        for (int i = 0; i < 200; i++) {
            JsonNode s = api.state(id, null).json();
            int decider = s.get("decision").get("player").asInt();
            int v = s.get("version").asInt();
            if (decider != 0) {
                if (!checkedOtherSeat && v > 0) {
                    // another seat's first decision: it has nothing of its own to take back
                    open(made, decider);
                    browser.waitFor(d -> version() == v && "true".equals(browser.bodyAttribute("mine")) ? true : null);
                    assertThat(browser.find("#undo-row").isDisplayed()).as("P" + (decider + 1) + "'s first decision")
                            .isFalse();
                    checkedOtherSeat = true;
                    open(made, 0);
                }
                assertThat(api.act(id, Api.token(made, decider), v, 0).status()).isEqualTo(200);
                continue;
            }
            browser.waitFor(d -> version() == v && "true".equals(browser.bodyAttribute("mine")) ? true : null);
            assertThat(browser.find("#undo-row").isDisplayed()).as("the button while P1 decides")
                    .isEqualTo("true".equals(browser.bodyAttribute("can-undo")));
            openMoves();
            browser.findAll("#actions button.action").get(0).click();
            browser.waitFor(d -> version() == v + 1 ? true : null);
            boolean can = "true".equals(browser.bodyAttribute("can-undo"));
            assertThat(browser.find("#undo-row").isDisplayed()).as("the button shows exactly when allowed").isEqualTo(can);
            if (can && checkedOtherSeat) {
                browser.script("window.agonTest.freeze()"); // a slow network: the page still offers the take-back
                int next = api.state(id, null).json().get("decision").get("player").asInt();
                assertThat(api.act(id, Api.token(made, next), v + 1, 0).status()).isEqualTo(200);
                List<Number> button = box("#undo");
                browser.find("#undo").click();
                WebElement why = browser.waitVisible("#undo-message");
                assertThat(why.getText()).contains("stale undo");
                assertThat(browser.find("#message").isDisplayed()).isFalse();
                double gap = top("#undo-message") - button.get(3).doubleValue();
                assertThat(gap).as("the reason just under where the button was (the prompt above it may have grown), in px").isBetween(-1.0, 150.0);
                browser.screenshot("undo-refused-phone");
                return;
            }
        }
        throw new AssertionError("no allowed take-back came up");
    }

    @Test
    @DisplayName("the moves are a closed, searchable drawer beside a drawn board; each seat's last move stands out")
    void movesDrawerAndLastMove() throws Exception {
        JsonNode made = api.create("architekton", List.of("human", "random"), 17);
        open(made, 0);
        awaitMine();
        WebElement moves = browser.find("#moves");
        assertThat(moves.getAttribute("open")).as("closed under the board").isNull();
        assertThat(browser.find("#actions").isDisplayed()).isFalse();
        int count = browser.findAll("#actions button.action").size();
        assertThat(browser.find("#moves-summary").getText()).isEqualTo("All moves (" + count + ")");
        browser.find("#moves-summary").click();
        browser.waitVisible("#actions button.action");
        String first = browser.find("#actions button.action").getText();
        String word = first.split(" ")[0];
        if (count > 6) {
            browser.find("#filter").sendKeys(first);
            browser.waitFor(d -> browser.findAll("#actions button.action").stream().filter(WebElement::isDisplayed)
                    .count() < count ? true : null);
            assertThat(browser.findAll("#actions button.action").stream().filter(WebElement::isDisplayed))
                    .allMatch(b -> b.getText().toLowerCase().contains(word.toLowerCase()));
            browser.find("#filter").clear();
        }
        int v = version();
        browser.find("#actions button.action").click();
        browser.waitFor(d -> version() > v ? true : null);
        browser.waitFor(d -> browser.findAll("#log li.move.last").size() >= 1 ? true : null);
        assertThat(browser.find("#last-move").getText()).startsWith("Last move: P");
        for (int i = 0; i < 50 && browser.findAll("#log li.move.last").size() < 2; i++) {
            awaitMine(); // P1 may decide several times before the bot's turn (a tile, then its place)
            int w = version();
            openMoves();
            browser.find("#actions button.action").click();
            browser.waitFor(d -> version() > w ? true : null);
        }
        assertThat(browser.findAll("#log li.move.last").stream().map(e -> e.getAttribute("data-seat")))
                .containsExactlyInAnyOrder("0", "1");
    }

    @Test
    @DisplayName("the end screen: the score of each seat broken down by the game's own categories, and who won how")
    void endScreen() throws Exception {
        Map<String, String> category = Map.of("architekton", "largest group", "massilia", "prestige");
        for (Map.Entry<String, String> g : category.entrySet()) {
            JsonNode made = null;
            for (long seed = 2024; made == null; seed++) { // a game scored in full, not ended by a bankruptcy
                JsonNode m = api.create(g.getKey(), List.of("human", "random"), seed);
                String id = m.get("id").asText();
                String token = Api.token(m, 0);
                JsonNode s = api.awaitTurn(id, token);
                for (; !s.get("over").asBoolean(); s = api.awaitTurn(id, token)) {
                    assertThat(api.act(id, token, s.get("version").asInt(), 0).status()).isEqualTo(200);
                }
                if (!s.get("outcome").get("summary").asText().contains("could not pay")) {
                    made = m;
                }
                assertThat(seed).isLessThan(2060);
            }
            open(made, 0);
            WebElement result = browser.waitVisible("#result");
            assertThat(result.getText()).contains("Game over").contains("How it was counted");
            List<WebElement> rows = browser.findAll("#result tbody tr");
            assertThat(rows).hasSize(2);
            assertThat(rows).allMatch(r -> r.findElement(By.cssSelector("td.how")).getText().contains(g.getValue()));
            assertThat(browser.find("#board").getText()).as("the final board stays").isNotBlank();
            if (g.getKey().equals("architekton")) {
                // each seat's row says its houses left and removed; the line under the table who won and how
                assertThat(rows).allMatch(r -> r.findElement(By.cssSelector("td.how")).getText()
                        .matches("(?s).*\\d+ houses? left, \\d+ removed.*"));
                assertThat(browser.find("#result .tie-break").getText()).containsAnyOf("wins", "draw");
            }
            browser.screenshot("end-" + g.getKey());
        }
    }

    @Test
    @DisplayName("a spectator of a finished game sees the final board and the score table, also after a reload and on a phone")
    void spectatorAtTheEnd() throws Exception {
        Map<String, List<String>> games = Map.of("architekton", List.of("random", "random"),
                "polis", List.of("random", "random", "random"), "massilia", List.of("random", "random"));
        int width = 1280;
        for (Map.Entry<String, List<String>> g : new java.util.TreeMap<>(games).entrySet()) {
            browser.viewport(width, width == 390 ? 844 : 800);
            JsonNode made = api.create(g.getKey(), g.getValue(), 31);
            String id = made.get("id").asText();
            assertThat(api.awaitTurn(id, null).get("over").asBoolean()).isTrue();
            browser.open(base + made.get("spectate").asText());
            for (int visit = 0; visit < 2; visit++) {
                String what = g.getKey() + " at " + width + " px" + (visit == 1 ? ", reloaded" : "");
                browser.waitVisible("#result");
                browser.waitFor(d -> "game".equals(browser.find("#board").getAttribute("data-renderer")) ? true : null);
                assertThat(browser.find("#who").getText()).isEqualTo("Spectator");
                assertThat(browser.find("#status").getText()).isEqualTo("Game over");
                assertThat(browser.find("#board").getText()).as(what + ": the final board, not the spectator's note")
                        .isNotBlank().doesNotContain("public narration only");
                List<WebElement> rows = browser.findAll("#result tbody tr");
                assertThat(rows).as(what).hasSize(g.getValue().size());
                assertThat(browser.findAll("#result tbody tr.winner")).as(what + ": the winner marked").isNotEmpty();
                assertThat(browser.find("#result .headline").getText()).as(what).containsAnyOf("wins", "Shared win");
                assertThat(browser.find("#result").getText()).as(what).doesNotContain("(you)");
                assertThat(browser.find("#decision").isDisplayed()).isFalse();
                assertThat((Boolean) browser.script("return document.documentElement.scrollWidth <= innerWidth + 1"))
                        .as(what + ": no sideways scrolling; too wide: " + browser.script("return [...document"
                                + ".querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > innerWidth + 1)"
                                + ".slice(0, 6).map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right)).join(', ');"))
                        .isTrue();
                if (visit == 0) {
                    browser.screenshot("spectator-end-" + g.getKey() + "-" + width);
                    // any seat's final board can be chosen: the last seat's, drawn by the renderer
                    String lastSeat = String.valueOf(g.getValue().size() - 1);
                    assertThat(browser.bodyAttribute("view-seat")).as(what).isEqualTo("0");
                    new org.openqa.selenium.support.ui.Select(browser.find("#final-seat")).selectByValue(lastSeat);
                    browser.waitFor(d -> lastSeat.equals(browser.bodyAttribute("view-seat")) ? true : null);
                    assertThat(browser.find("#final-seat").getAttribute("value")).isEqualTo(lastSeat);
                    assertThat(browser.find("#board").getAttribute("data-renderer")).isEqualTo("game");
                    browser.driver().navigate().refresh();
                }
            }
            width = width == 1280 ? 390 : 1280;
        }
    }

    @Test
    @DisplayName("Polis: the hand is a tray apart from the city, its cards drawn unlike city cards")
    void polisHandApartFromTheCity() throws Exception {
        JsonNode made = api.create("polis", List.of("human", "random", "random"), 8);
        String id = made.get("id").asText();
        String token = Api.token(made, 0);
        open(made, 0);
        for (int i = 0; i < 60 && browser.findAll(".pl-hand .hand-card").isEmpty(); i++) { // play until a card is held
            JsonNode s = api.awaitTurn(id, token);
            assertThat(s.get("over").asBoolean()).isFalse();
            api.act(id, token, s.get("version").asInt(), 0);
            browser.waitFor(d -> version() > s.get("version").asInt() ? true : null);
        }
        browser.waitVisible(".pl-hand .hand-card");
        String styles = (String) browser.script("const hand = document.querySelector('.pl-hand .hand-card');"
                + " const city = document.querySelector('.pl-tableau .pl-card');"
                + " const tray = document.querySelector('.pl-hand');"
                + " return [getComputedStyle(hand).borderTopStyle, city ? getComputedStyle(city).borderTopStyle"
                + " : 'solid', getComputedStyle(tray).borderTopStyle, String(!!hand.closest('.pl-tableau'))].join(' ');");
        assertThat(styles).as("hand card edge, city card edge, tray edge, hand card in the tableau")
                .isEqualTo("dashed solid dashed false");
        assertThat(browser.find(".pl-hand .pl-zone").getText()).isEqualTo("In hand");
    }

    @Test
    @DisplayName("no unstyled board; focus stays on the same board control when another player's change redraws it")
    void focusKeptAcrossRedraws() throws Exception {
        for (String game : List.of("architekton", "polis", "massilia")) {
            List<String> seats = game.equals("polis") ? List.of("human", "human", "human") : List.of("human", "human");
            JsonNode made = api.create(game, seats, 21);
            open(made, 0);
            awaitMine();
            browser.waitVisible("#board > *");
            assertThat(browser.find("#board").getAttribute("data-styled")).as(game + ": the board is first drawn"
                    + " with its stylesheet, never unstyled").isEqualTo("true");
            String focused = (String) browser.script("const e = [...document.querySelectorAll('#board button,"
                    + " #board [tabindex=\"0\"]')].find(x => !x.disabled && !x.id); if (!e) return null; e.focus();"
                    + " return e.tagName + ' ' + (e.getAttribute('aria-label') || e.textContent).trim();");
            assertThat(focused).as(game + ": a board control to focus").isNotNull();
            String id = made.get("id").asText();
            Api.Answer renamed = api.post("/api/tables/" + id + "/name", "{\"token\":\"" + Api.token(made, 1)
                    + "\",\"name\":\"Bob\"}");
            assertThat(renamed.status()).as(renamed.body()).isEqualTo(200);
            browser.waitFor(d -> String.valueOf(browser.bodyAttribute("names")).contains("Bob") ? true : null);
            String now = (String) browser.script("const e = document.activeElement; return e === document.body"
                    + " ? 'BODY' : e.tagName + ' ' + (e.getAttribute('aria-label') || e.textContent).trim();");
            assertThat(now).as(game + ": the focus after another seat's change").isEqualTo(focused);
        }
    }

    @Test
    @DisplayName("keyboard play: on every board a lit thing is reached with Tab and used with Enter, up to a move")
    void keyboardPlay() throws Exception {
        Map<String, List<String>> games = Map.of("architekton", List.of("human", "random"),
                "polis", List.of("human", "random", "random"), "massilia", List.of("human", "random"));
        for (Map.Entry<String, List<String>> g : games.entrySet()) {
            open(api.create(g.getKey(), g.getValue(), 12), 0);
            awaitMine();
            browser.waitVisible("#board > *");
            int before = version();
            boolean moved = false;
            // Tab through the board's controls, Enter on one (a confirming button first, then a lit cell not yet
            // chosen, else the first); again, until the seat's move is made
            for (int step = 0; step < 12 && !moved; step++) {
                String html = (String) browser.script("return document.getElementById('board').innerHTML;");
                int target = -1;
                for (int round = 0; round < 2; round++) { // first round: mark the controls; second: go to one
                    browser.script("document.querySelector('.top a.home').focus();"); // the same start each round
                    for (int tab = 1; tab <= 200; tab++) {
                        new org.openqa.selenium.interactions.Actions(browser.driver())
                                .sendKeys(org.openqa.selenium.Keys.TAB).perform();
                        Object mark = browser.script("const a = document.activeElement;"
                                + " if (!a || !a.closest('#board') || !a.matches('.lit, [role=button], button')"
                                + "   || a.disabled || a.getAttribute('aria-disabled') === 'true') { return null; }"
                                + " if (!a.dataset.kb) { a.dataset.kb = String(arguments[0]); }"
                                + " return Number(a.dataset.kb);", tab);
                        if (round == 0 && mark != null && ((Number) mark).intValue() != tab) {
                            break; // the cycle came round
                        }
                        if (round == 1 && tab == target) {
                            assertThat(mark).as(g.getKey() + ": Tab reaches the same control again").isNotNull();
                            assertThat(((Number) mark).intValue()).isEqualTo(target);
                            break;
                        }
                    }
                    if (round == 0) {
                        Object chosen = browser.script("const all = [...document.querySelectorAll('#board [data-kb]')];"
                                + " for (const sel of ['.ak-confirm', '.target:not(.chosen)', '*']) {"
                                + "   const e = all.find(x => x.matches(sel)); if (e) { return Number(e.dataset.kb); } }"
                                + " return -1;");
                        target = ((Number) chosen).intValue();
                        assertThat(target).as(g.getKey() + ": a board control reached with Tab").isPositive();
                    }
                }
                new org.openqa.selenium.interactions.Actions(browser.driver())
                        .sendKeys(org.openqa.selenium.Keys.ENTER).perform();
                browser.waitFor(d -> version() != before
                        || !html.equals(browser.script("return document.getElementById('board').innerHTML;"))
                        ? true : null);
                moved = version() != before;
            }
            assertThat(moved).as(g.getKey() + ": a move made with the keyboard only").isTrue();
        }
    }

    @Test
    @DisplayName("a lost connection is shown, and the page comes back by itself when the server does")
    void connectionLostAndBack() throws Exception {
        Path dir = Files.createTempDirectory(saves, "restart");
        WebConfig config = WebConfig.defaults(dir).withPort(0).withBotDelay(Duration.ZERO);
        WebServer first = new WebServer(GameCatalog.load(), config).start();
        int port = first.port();
        JsonNode made;
        try {
            made = new Api(port).create("architekton", List.of("human", "human"), 4);
            browser.open("http://127.0.0.1:" + port + made.get("seats").get(0).get("link").asText());
            awaitMine();
            assertThat(browser.find("#status").getText()).isEqualTo("Your turn");
            assertThat(browser.find("#connection").isDisplayed()).isFalse();
        } finally {
            first.close();
        }
        browser.waitFor(d -> "lost".equals(browser.bodyAttribute("connection")) ? true : null);
        assertThat(browser.find("#connection").getText()).contains("lost").contains("reconnecting");
        assertThat(browser.find("#status").getText()).isEqualTo("Connection lost");
        assertThat((Boolean) browser.script("const b = [...document.querySelectorAll('#actions button.action')];"
                + " return b.length > 0 && b.every(x => x.disabled);")).as("moves cannot be sent").isTrue();
        assertThat((Boolean) browser.script("return document.getElementById('board').inert;"))
                .as("the board is inert: no click or key reaches it").isTrue();
        browser.screenshot("connection-lost");
        try (WebServer second = new WebServer(GameCatalog.load(), config.withPort(port)).start()) {
            browser.waitFor(d -> !"lost".equals(browser.bodyAttribute("connection")) ? true : null);
            browser.waitFor(d -> "Your turn".equals(browser.find("#status").getText()) ? true : null);
            assertThat((Boolean) browser.script("const b = [...document.querySelectorAll('#actions button.action')];"
                    + " return b.length > 0 && b.every(x => !x.disabled);")).as("moves can be sent again").isTrue();
            assertThat((Boolean) browser.script("return document.getElementById('board').inert;")).isFalse();
            String banner = (String) browser.script("const c = document.getElementById('connection');"
                    + " return c.hidden ? '' : c.textContent;");
            assertThat(banner).satisfiesAnyOf(t -> assertThat(t).isEmpty(), t -> assertThat(t).contains("Connected again"));
        }
        assertThat(browser.driver().findElements(By.cssSelector("#message"))).allMatch(m -> !m.isDisplayed());
    }
}
