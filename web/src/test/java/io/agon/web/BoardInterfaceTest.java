package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;

/**
 * Issue 41, the board as the interface, in real headless Chromium: each game played to several decisions with
 * board gestures only (never the "all moves" drawer), no internal id in anything a player reads, each seat's last
 * move marked on the board, narration lines that lead to the board ({@code focus}), and Polis hand cards drawn with
 * their colour and symbols.
 */
class BoardInterfaceTest extends ChromiumPageTest {

    /** What a player must never read: data ids (SEA_02, BUILDING_05), "B22", rotations as "r1 [". */
    private static final Pattern INTERNAL = Pattern.compile("\\b[A-Z]+_\\d+\\b|\\br\\d \\[|\\bB\\d+\\b");

    /** The board's things that act, best first: a confirming button, a menu's item, a lit cell, then anything lit. */
    private static final List<String> GESTURES = List.of(".ak-confirm", ".pl-menu-item, .ms-menu-item",
            ".ak-board .target:not(.chosen)", "[role=button][tabindex], .lit, .pl-act",
            "button[data-index]", ".ak-pick:not([aria-disabled]), .ak-keep, .ak-withdraw");

    @Override
    List<String> scriptErrors() {
        return List.of("Uncaught", "SyntaxError", "TypeError");
    }

    private static void open(JsonNode made, int seat) {
        browser.open(base + made.get("seats").get(seat).get("link").asText());
        browser.waitFor(d -> version() >= 0 ? Boolean.TRUE : null);
    }

    private static void awaitMine(int after) {
        browser.waitFor(d -> "true".equals(browser.bodyAttribute("mine")) && version() > after
                && "game".equals(browser.find("#board").getAttribute("data-renderer")) ? true : null);
    }

    /** Everything on the page a player reads: the board's text, titles and labels, the drawer and the narration. */
    private static String readable() {
        return (String) browser.script("const b = document.getElementById('board');"
                + " const parts = [b.innerText];"
                + " for (const e of b.querySelectorAll('[title], [aria-label]')) {"
                + "   parts.push(e.getAttribute('title') || '', e.getAttribute('aria-label') || ''); }"
                + " for (const t of b.querySelectorAll('title')) { parts.push(t.textContent); }"
                + " for (const a of document.querySelectorAll('#actions button')) { parts.push(a.textContent); }"
                + " parts.push(document.getElementById('log').innerText);"
                + " return parts.join('\\n');");
    }

    /**
     * Makes one decision of this page's seat with board gestures only: clicks lit things (a random one of the best
     * kind on the board) until the version moves. False if nothing on the board acted.
     */
    private static boolean decideOnBoard(Random random) {
        int before = version();
        for (int click = 0; click < 8; click++) {
            List<WebElement> shown = new ArrayList<>();
            for (String css : GESTURES) {
                for (WebElement e : browser.findAll("#board " + css.replace(", ", ", #board "))) {
                    if (e.isDisplayed() && e.isEnabled()) {
                        shown.add(e);
                    }
                }
                if (!shown.isEmpty()) {
                    break;
                }
            }
            if (shown.isEmpty()) {
                return false;
            }
            String html = (String) browser.script("return document.getElementById('board').innerHTML;");
            WebElement chosen = shown.get(random.nextInt(shown.size()));
            browser.script("arguments[0].scrollIntoView({block: 'center'});", chosen);
            chosen.click();
            browser.waitFor(d -> version() != before || !html.equals(
                    browser.script("return document.getElementById('board').innerHTML;")) ? true : null);
            if (version() != before) {
                return true;
            }
        }
        return false;
    }

    @Test
    @DisplayName("every game is played on its board alone, names no internal id, and marks each seat's last move")
    void boardOnly() throws Exception {
        Map<String, List<String>> games = Map.of("architekton", List.of("human", "random"),
                "polis", List.of("human", "random", "random"), "massilia", List.of("human", "random"));
        for (Map.Entry<String, List<String>> g : games.entrySet()) {
            Random random = new Random(7);
            int decided = 0;
            for (long seed = 31; decided < 12; seed++) { // a game that ends early (a bankruptcy) is followed by another
                JsonNode made = api.create(g.getKey(), g.getValue(), seed);
                String id = made.get("id").asText();
                open(made, 0);
                for (int i = 0; i < 12; i++) {
                    browser.waitFor(d -> "true".equals(browser.bodyAttribute("mine"))
                            && "game".equals(browser.find("#board").getAttribute("data-renderer"))
                            || api.state(id, null).json().get("over").asBoolean() ? true : null);
                    if (api.state(id, null).json().get("over").asBoolean()) {
                        break;
                    }
                    assertThat(readable()).as(g.getKey() + ": what a player reads").doesNotContainPattern(INTERNAL);
                    int before = version();
                    assertThat(decideOnBoard(random)).as(g.getKey() + ": a decision made on the board, #" + i).isTrue();
                    decided++;
                    browser.waitFor(d -> version() > before ? true : null);
                }
                assertThat(seed).isLessThan(40);
            }
            assertThat(browser.find("#moves").getAttribute("open")).as("the drawer stayed closed").isNull();
            String marked = g.getKey().equals("architekton") ? ".ak-last" : g.getKey().equals("polis") ? ".pl-last"
                    : ".ms-last";
            browser.waitFor(d -> !browser.findAll("#board " + marked + ".last-seat-0").isEmpty() ? true : null);
            assertThat(browser.findAll("#board " + marked)).as(g.getKey() + ": the last moves marked").isNotEmpty();
            browser.screenshot("board-only-" + g.getKey());
            browser.viewport(390, 844);
            assertThat(readable()).as(g.getKey() + " at 390 px").doesNotContainPattern(INTERNAL);
            assertThat((Boolean) browser.script("return document.documentElement.scrollWidth <= window.innerWidth + 1"))
                    .as(g.getKey() + ": no sideways scrolling at 390 px").isTrue();
            browser.viewport(1280, 800);
        }
    }

    @Test
    @DisplayName("Architekton: after a move its cell is ringed, and a narration line naming a cell is shown on the board")
    void architektonLastMoveAndFocus() throws Exception {
        JsonNode made = api.create("architekton", List.of("human", "random"), 9);
        open(made, 0);
        awaitMine(-1);
        Random random = new Random(3);
        assertThat(decideOnBoard(random)).isTrue();
        String line = (String) browser.waitFor(d -> browser.script("const l = [...document.querySelectorAll('#log li')]"
                + ".map(e => e.textContent).filter(t => /^P1: Lay .* at column -?\\d+, row -?\\d+/.test(t));"
                + " return l.length ? l[l.length - 1] : null;"));
        java.util.regex.Matcher m = Pattern.compile("column (-?\\d+), row (-?\\d+)").matcher(line);
        assertThat(m.find()).isTrue();
        String cell = ".ak-board .laid[data-x='" + m.group(1) + "'][data-y='" + m.group(2) + "']";
        browser.waitFor(d -> !browser.findAll(cell + ".ak-last.last-seat-0").isEmpty() ? true : null);
        assertThat(focus("architekton", line)).isTrue();
        assertThat(browser.findAll(cell + ".ak-focus")).hasSize(1);
        assertThat(focus("architekton", "The game is over. Nothing on the board")).isFalse();
    }

    @Test
    @DisplayName("Polis: hand cards show their colour and symbols; a narration line naming a card is shown on the board")
    void polisHandCardsAndFocus() throws Exception {
        JsonNode made = api.create("polis", List.of("human", "random", "random"), 40);
        String id = made.get("id").asText();
        String token = Api.token(made, 0);
        JsonNode st = api.awaitTurn(id, token);
        for (int n = 0; st.get("view").get("players").get(0).get("hand").get("known").size() < 2; n++) {
            assertThat(api.act(id, token, st.get("version").asInt(), 0).status()).isEqualTo(200);
            st = api.awaitTurn(id, token);
            assertThat(n).isLessThan(200);
        }
        JsonNode faces = st.get("view").get("players").get(0).get("hand").get("faces");
        open(made, 0);
        awaitMine(-1);
        for (int w : new int[] {1280, 390}) {
            browser.viewport(w, w == 390 ? 844 : 800);
            List<WebElement> hand = browser.findAll(".pl-city[data-seat='0'] .pl-hand .pl-card.hand-card");
            assertThat(hand).hasSize(faces.size());
            for (int i = 0; i < faces.size(); i++) {
                JsonNode f = faces.get(i);
                WebElement card = hand.get(i);
                assertThat(card.getAttribute("class")).contains(f.get("colour").asText());
                assertThat(card.getText()).contains(f.get("name").asText())
                        .contains(String.valueOf(Character.toUpperCase(f.get("colour").asText().charAt(0))));
                if (!f.get("symbols").asText().isEmpty()) {
                    assertThat(card.findElements(org.openqa.selenium.By.cssSelector(".pl-sym"))).as("symbols of "
                            + f.get("name").asText()).isNotEmpty();
                }
                double px = ((Number) browser.script("return Math.min(...[...arguments[0].querySelectorAll('*')]"
                        + ".filter(e => e.childNodes.length && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))"
                        + ".map(e => parseFloat(getComputedStyle(e).fontSize)));", card)).doubleValue();
                assertThat(px).as("smallest text on a hand card at " + w + " px").isGreaterThanOrEqualTo(10);
            }
            if (w == 390) {
                browser.screenshot("polis-hand-phone");
            }
        }
        browser.viewport(1280, 800);
        String name = faces.get(0).get("name").asText();
        assertThat(focus("polis", "P1: Build " + name + " for 3")).isTrue();
        assertThat(browser.findAll(".pl-city[data-seat='0'] .pl-focus")).isNotEmpty();
        assertThat(focus("polis", "Nothing here")).isFalse();
    }

    @Test
    @DisplayName("Massilia: a narration line naming a ring field is shown on the board")
    void massiliaFocus() throws Exception {
        JsonNode made = api.create("massilia", List.of("human", "random"), 5);
        open(made, 0);
        awaitMine(-1);
        assertThat(focus("massilia", "P2 opens a stall on field 6")).isTrue();
        assertThat(browser.findAll(".ms-field[data-field='6'].ms-focus")).hasSize(1);
        assertThat(focus("massilia", "P2 moves the violet customer from field 23 to 20")).isTrue();
        assertThat(browser.findAll(".ms-field[data-field='23'].ms-focus, .ms-field[data-field='20'].ms-focus"))
                .hasSize(2);
        assertThat(focus("massilia", "Round 2 begins")).isFalse();
    }

    /** Calls the game's renderer's {@code focus} on the page's board, as the page does for a narration line. */
    private static boolean focus(String game, String text) {
        Object found = ((org.openqa.selenium.JavascriptExecutor) browser.driver()).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + " import('/renderers/' + arguments[0] + '/render.js')"
                        + "   .then(m => done(m.focus(document.getElementById('board'), arguments[1])), e => done(String(e)));",
                game, text);
        return Boolean.TRUE.equals(found);
    }
}
