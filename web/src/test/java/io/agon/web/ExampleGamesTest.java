package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;

/**
 * The learner examples in the browser: a game without a renderer of its own is played through the generic page,
 * by clicking its moves, to the end screen.
 */
class ExampleGamesTest extends ChromiumPageTest {

    /** Clicks the move labelled {@code label} on the page (the generic page lists every legal move). */
    private static void click(String label, int after) {
        browser.waitFor(d -> "true".equals(browser.bodyAttribute("mine")) && version() > after ? true : null);
        openMoves();
        List<WebElement> buttons = browser.findAll("#actions button.action");
        WebElement chosen = buttons.stream().filter(b -> b.getText().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no move '" + label + "' among "
                        + buttons.stream().map(WebElement::getText).toList()));
        chosen.click();
    }

    /** Plays {@code label} for the seat of {@code token} over HTTP, as the other person at the table would. */
    private static void other(String id, String token, String label) {
        JsonNode s = api.awaitTurn(id, token);
        for (JsonNode a : s.get("legal")) {
            if (a.get("label").asText().equals(label)) {
                assertThat(api.act(id, token, s.get("version").asInt(), a.get("index").asInt()).status())
                        .isEqualTo(200);
                return;
            }
        }
        throw new AssertionError("no move '" + label + "' for the other seat");
    }

    @Test
    @DisplayName("tic-tac-toe, two people: X takes the top row by clicking, the end screen names the winner")
    void ticTacToeToTheEnd() throws Exception {
        JsonNode made = api.create("tictactoe", List.of("human", "human"), 3);
        String id = made.get("id").asText();
        String o = Api.token(made, 1);
        browser.open(base + made.get("seats").get(0).get("link").asText());
        browser.waitFor(d -> browser.find("#title").getText().equals("Tic-tac-toe") ? true : null);
        assertThat(browser.find("#prompt").getText()).isEqualTo("Place your X");
        click("top left", -1);
        other(id, o, "centre");
        click("top", 1);
        other(id, o, "bottom");
        click("top right", 3);
        browser.waitVisible("#result");
        assertThat(browser.find("#result").getText()).contains("P1 wins");
        assertThat(browser.find("#status").getText()).isEqualTo("Game over");
        assertThat(browser.find("#board").getText()).contains("X X X");
        JsonNode end = api.state(id, null).json();
        assertThat(end.get("outcome").get("scores").get(0).asInt()).isEqualTo(1);
        assertThat(end.get("outcome").get("scores").get(1).asInt()).isZero();
    }

    @Test
    @DisplayName("Sealed Lots and Auction House against bots: the first decisions are made by clicking")
    void auctionExamplesPlay() throws Exception {
        for (String game : List.of("sealed-lots", "auction-house")) {
            JsonNode made = api.create(game, List.of("human", "random"), 8);
            browser.open(base + made.get("seats").get(0).get("link").asText());
            int last = -1;
            for (int decision = 0; decision < 4; decision++) {
                int after = last;
                Object state = browser.waitFor(d -> "true".equals(browser.bodyAttribute("over")) ? "over"
                        : "true".equals(browser.bodyAttribute("mine")) && version() > after
                        && !browser.findAll("#actions button.action").isEmpty() ? "mine" : null);
                if (state.equals("over")) {
                    break;
                }
                last = version();
                openMoves();
                browser.findAll("#actions button.action").get(0).click();
                int clicked = last;
                browser.waitFor(d -> version() > clicked ? true : null);
            }
            assertThat(last).as(game + ": the person decided at least once").isGreaterThanOrEqualTo(0);
            assertThat(browser.find("#log").getText()).as(game).contains("P1: ");
        }
    }
}
