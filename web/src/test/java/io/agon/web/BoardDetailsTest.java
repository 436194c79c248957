package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 53's smaller board items: seat colours the same on the board and the end screen, Architekton's house
 * numbers readable at phone width, the narration's heading over (never on) its first line, and the generic panel
 * with names and without unknown values.
 */
class BoardDetailsTest extends ChromiumPageTest {

    private static JsonNode finishedArchitekton() {
        JsonNode made = api.create("architekton", List.of("random", "random"), 4);
        api.awaitTurn(made.get("id").asText(), null); // a spectator never decides: until it is over
        return made;
    }

    @Test
    void theEndScreenRepeatsEachSeatsColourOnTheBoard() {
        JsonNode made = finishedArchitekton();
        browser.open(base + "/play/" + made.get("id").asText());
        browser.waitVisible("#result");
        browser.waitFor(d -> !browser.findAll(".score-table .seat-dot").isEmpty() ? true : null);
        for (int seat = 0; seat < 2; seat++) {
            Object dot = browser.script("return getComputedStyle(document.querySelector("
                    + "'.score-table .seat-dot[data-seat=\"" + seat + "\"]')).backgroundColor");
            Object house = browser.script("const h = document.querySelector('.ak-board .house.seat-" + seat
                    + " path'); return h ? getComputedStyle(h).fill : null");
            assertThat(house).as("a house of seat %d on the final board", seat).isNotNull();
            assertThat(dot).as("seat %d", seat).isEqualTo(house);
        }
    }

    @Test
    void architektonHouseNumbersAreReadableAtPhoneWidth() throws Exception {
        JsonNode made = finishedArchitekton();
        browser.viewport(390, 844);
        browser.open(base + "/play/" + made.get("id").asText());
        browser.waitFor(d -> !browser.findAll(".ak-board .house text").isEmpty() ? true : null);
        Object smallest = browser.script("return Math.min(...[...document.querySelectorAll('.ak-board .house text')]"
                + ".map(t => parseFloat(t.getAttribute('font-size')) * t.getScreenCTM().a))");
        assertThat(((Number) smallest).doubleValue()).as("house numbers in CSS pixels").isGreaterThanOrEqualTo(11);
        browser.screenshot("architekton-390-houses");
    }

    @Test
    void theNarrationHeadingNeverCoversALine() {
        JsonNode made = api.create("polis", List.of("human", "random", "random"), 5);
        browser.open(base + made.get("seats").get(0).get("link").asText());
        browser.waitFor(d -> browser.findAll("#log li").size() > 3 ? true : null);
        for (String where : new String[] {"0", "1e9"}) {
            browser.script("document.getElementById('log').scrollTop = " + where);
            Object covered = browser.script("const h = document.getElementById('log-title').getBoundingClientRect();"
                    + " const list = document.getElementById('log');"
                    + " const first = [...list.children].find(li => li.getBoundingClientRect().bottom"
                    + " > list.getBoundingClientRect().top);"
                    + " return !list.contains(document.getElementById('log-title'))"
                    + " && h.bottom <= first.getBoundingClientRect().top + 0.5 ? 'clear' : 'covered'");
            assertThat(covered).as("scrolled to " + where).isEqualTo("clear");
        }
    }

    @Test
    void theGenericPanelNamesSeatsAndLeavesOutUnknownValues() {
        JsonNode made = api.create("auction-house", List.of("human", "random", "random"), 3);
        browser.open(base + made.get("seats").get(0).get("link").asText());
        browser.waitFor(d -> "generic".equals(browser.find("#board").getAttribute("data-renderer")) ? true : null);
        String board = browser.find("#board").getText();
        assertThat(board).doesNotContainPattern("(^|\\s)-1(\\s|$)").doesNotContain("My bid");
        assertThat(board).doesNotContainPattern("Seller\\s+\\d");
        JsonNode lots = api.create("sealed-lots", List.of("human", "random", "random"), 3);
        browser.open(base + lots.get("seats").get(0).get("link").asText());
        browser.waitFor(d -> "generic".equals(browser.find("#board").getAttribute("data-renderer")) ? true : null);
        assertThat(browser.find("#board").getText()).doesNotContainPattern("(^|\\s)-1(\\s|$)")
                .doesNotContain("Peeked");
    }
}
