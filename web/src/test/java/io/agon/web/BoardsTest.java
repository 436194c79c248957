package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;

/**
 * Each game's own picture (its renderer, shipped by the game module) in real headless Chromium: the board is
 * drawn by the game, and a move is made by clicking on the board, not on the generic buttons. Screenshots of each
 * board go to target/screenshots (a few are copied to docs/img).
 */
class BoardsTest extends ChromiumPageTest {

    @Override
    List<String> scriptErrors() {
        return List.of("Uncaught", "SyntaxError", "TypeError");
    }

    private static void open(JsonNode made, int seat) {
        browser.open(base + made.get("seats").get(seat).get("link").asText());
        browser.waitFor(d -> version() >= 0 ? Boolean.TRUE : null);
    }

    /** Waits until this page's seat decides at a version after {@code after}. */
    private static void awaitMine(int after) {
        browser.waitFor(d -> "true".equals(browser.bodyAttribute("mine")) && version() > after ? true : null);
    }

    private static void noSidewaysScroll() {
        assertThat((Boolean) browser.script("return document.documentElement.scrollWidth <= window.innerWidth + 1"))
                .as("no sideways scrolling").isTrue();
    }

    @Test
    @DisplayName("Architekton: choose a display tile, click a lit cell, place it")
    void architektonPlaceByClicking() throws Exception {
        JsonNode made = api.create("architekton", List.of("human", "random"), 2024);
        String id = made.get("id").asText();
        String token = Api.token(made, 0);
        // a few turns through the protocol first, so that the board has buildings, houses and enclosures to show
        for (int n = 0; api.state(id, token).json().get("view").get("table").size() < 14; n++) {
            JsonNode st = api.awaitTurn(id, token);
            assertThat(api.act(id, token, st.get("version").asInt(), (n * 7) % st.get("legal").size()).status())
                    .isEqualTo(200);
            assertThat(n).isLessThan(100);
        }
        api.awaitTurn(id, token);
        open(made, 0);
        for (int placed = 0; placed < 3; placed++) {
            awaitMine(-1);
            browser.waitVisible(".ak .ak-ask");
            assertThat(browser.find("#board").getAttribute("data-renderer")).isEqualTo("game");
            int before = version();
            int tiles = api.state(id, token).json().get("view").get("table").size();
            if (!browser.findAll(".ak-keep").isEmpty()) {
                browser.find(".ak-withdraw").click(); // the owner's question, answered on the board
            } else if (!browser.findAll(".ak-board .target.move").isEmpty()) {
                browser.find(".ak-board .target.move").click();
            } else {
                browser.waitVisible(".ak-pick:not([aria-disabled])").click();
                WebElement cell = browser.waitVisible(".ak-board .target rect");
                int lit = browser.findAll(".ak-board .target").size();
                assertThat(lit).as("cells where the chosen tile fits").isPositive();
                cell.click();
                browser.waitVisible(".ak-board .target.chosen");
                if (placed == 1) {
                    browser.screenshot("architekton-board-choosing");
                }
                browser.find(".ak-confirm").click();
                browser.waitFor(d -> version() > before ? true : null);
                assertThat(api.state(id, token).json().get("view").get("table").size()).isGreaterThan(tiles);
            }
            browser.waitFor(d -> version() > before ? true : null);
        }
        assertThat(browser.find("#log").getText()).contains("P1: Lay ");
        awaitMine(-1);
        for (int q = 0; q < 5 && browser.findAll(".ak-pick:not([aria-disabled])").isEmpty(); q++) {
            int before = version();
            if (!browser.findAll(".ak-keep").isEmpty()) {
                browser.screenshot("architekton-board-question");
                browser.find(".ak-withdraw").click();
            } else {
                openMoves();
                browser.find("#actions button.action").click();
            }
            browser.waitFor(d -> version() > before ? true : null);
            awaitMine(-1);
        }
        // the picture for the docs: a chosen tile, its lit cells, and if any a cell whose placement encloses
        List<WebElement> picks = browser.findAll(".ak-pick:not([aria-disabled])");
        for (int i = picks.size() - 1; i >= 0; i--) {
            browser.findAll(".ak-pick:not([aria-disabled])").get(i).click();
            browser.waitVisible(".ak-board .target rect");
            if (!browser.findAll(".ak-board .badge").isEmpty()) {
                break;
            }
        }
        browser.screenshot("architekton-board");
        browser.viewport(390, 844);
        browser.screenshot("architekton-board-phone");
        noSidewaysScroll();
    }

    @Test
    @DisplayName("Polis: win an auction by clicking the board's bid controls")
    void polisWinAnAuctionByClicking() throws Exception {
        JsonNode made = api.create("polis", List.of("human", "random", "random"), 77);
        String id = made.get("id").asText();
        String token = Api.token(made, 0);
        open(made, 0);
        boolean won = false;
        boolean shot = false;
        for (int i = 0; i < 300 && !won; i++) {
            awaitMine(-1);
            int before = version();
            browser.waitVisible(".pl .pl-head");
            assertThat(browser.find("#board").getAttribute("data-renderer")).isEqualTo("game");
            if (!browser.findAll(".pl-auction .pl-bid").isEmpty()) {
                assertThat(browser.find(".pl-auction").getText()).contains("Still in:").contains("sells a ");
                browser.find(".pl-auction .pl-max").click();
                String amount = browser.find(".pl-auction .pl-amount").getText();
                assertThat(browser.find(".pl-auction .pl-bid").getText()).isEqualTo("Bid " + amount);
                if (!shot) {
                    browser.screenshot("polis-board-auction");
                    shot = true;
                }
                browser.find(".pl-auction .pl-bid").click();
                browser.waitFor(d -> version() > before ? true : null);
                browser.waitFor(d -> browser.find("#log").getText().contains("P1: Bid " + amount) ? true : null);
                // the auction ends once the others pass (or the seller buys back)
                browser.waitFor(d -> api.state(id, token).json().get("view").get("lot").isNull()
                        || "true".equals(browser.bodyAttribute("mine")) ? true : null);
                won = browser.find("#log").getText().contains("P1 buys");
                continue;
            }
            if (!browser.findAll(".pl-auction .pl-sell").isEmpty()) {
                browser.find(".pl-auction .pl-sell").click();
            } else if (!browser.findAll(".pl-deck.pl-act").isEmpty()) {
                browser.find(".pl-deck.pl-act").click(); // draw or buy from a deck, on the board
                if (!browser.findAll(".pl-menu-item").isEmpty()) {
                    browser.find(".pl-menu-item").click();
                }
            } else {
                openMoves();
                browser.find("#actions button.action").click();
            }
            browser.waitFor(d -> version() > before ? true : null);
        }
        assertThat(won).as("P1 won an auction").isTrue();
        JsonNode me = api.state(id, token).json().get("view").get("players").get(0);
        assertThat(me.get("city").size() + me.get("hand").get("known").size()).isPositive();
        browser.screenshot("polis-board");
        assertThat(browser.findAll(".pl-city[data-seat='1'] .pl-hidden").size()
                + browser.findAll(".pl-city[data-seat='2'] .pl-hidden").size())
                .as("others' hidden cards are backs").isPositive();
        browser.viewport(390, 844);
        browser.screenshot("polis-board-phone");
        noSidewaysScroll();
    }

    /** Clicks the first visible element matching {@code css}, then the first item of a menu it opens; false if none. */
    private static boolean clickLit(String css) {
        for (WebElement e : browser.findAll(css)) {
            if (e.isDisplayed()) {
                e.click();
                if (!browser.findAll(".ms-menu .ms-menu-item").isEmpty()) {
                    browser.find(".ms-menu .ms-menu-item").click();
                }
                return true;
            }
        }
        return false;
    }

    @Test
    @DisplayName("Massilia: a die use built by clicking the die, a bend, then the target")
    void massiliaDieUseWithABendByClicking() throws Exception {
        JsonNode made = api.create("massilia", List.of("human", "random"), 5);
        open(made, 0);
        boolean bent = false;
        boolean used = false;
        for (int i = 0; i < 300 && !used; i++) {
            awaitMine(-1);
            int before = version();
            browser.waitVisible(".ms .ms-head");
            assertThat(browser.find("#board").getAttribute("data-renderer")).isEqualTo("game");
            if (!browser.findAll(".ms-use.active").isEmpty()) {
                if (!bent && clickLit(".ms-use .ms-pip.lit")) {
                    bent = true; // a bend: one pip up or down, with a penalty stone
                    browser.waitFor(d -> version() > before ? true : null);
                    browser.waitVisible(".ms-use.active .ms-was");
                    browser.screenshot("massilia-board-bend");
                    continue;
                }
                if (bent && (clickLit(".ms-board .ms-field.lit") || clickLit(".ms-board .ms-goods.lit")
                        || clickLit(".ms-use .ms-buy-prestige.lit") || clickLit(".ms-use .ms-sacrifice.lit"))) {
                    browser.waitFor(d -> version() > before ? true : null);
                    used = browser.find("#log").getText().matches("(?s).*P1: Use [^\\n]*[+-]\\d\\)[^\\n]*.*");
                    if (!used) {
                        bent = false;
                    }
                    continue;
                }
                clickLit(".ms-use .ms-cancel-die.lit");
                bent = false;
            } else if (!clickLit(".ms-die.lit[data-colour='1']") && !clickLit(".ms-board .ms-die.lit")
                    && !clickLit(".ms-own .ms-die.lit") && !clickLit(".ms-board .ms-field.lit")) {
                openMoves();
                browser.find("#actions button.action").click();
            }
            browser.waitFor(d -> version() > before ? true : null);
        }
        assertThat(used).as("P1 made a die use with a bend by clicking").isTrue();
        assertThat(browser.find("#log").getText()).contains("P1: Take ");
        browser.screenshot("massilia-board");
        browser.viewport(390, 844);
        browser.screenshot("massilia-board-phone");
        noSidewaysScroll();
    }
}
