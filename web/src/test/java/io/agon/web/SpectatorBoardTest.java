package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 53: a spectator sees the board while the game runs, drawn by the game's own renderer from the game's
 * public view, and no card a seat holds.
 */
class SpectatorBoardTest extends ChromiumPageTest {

    private static void watch(String id, String renderer) {
        browser.open(base + "/play/" + id);
        browser.waitFor(d -> browser.find("#who").getText().equals("Spectator") ? true : null);
        browser.waitFor(d -> renderer.equals(browser.find("#board").getAttribute("data-renderer")) ? true : null);
        assertThat(browser.bodyAttribute("over")).isEqualTo("false");
        assertThat(browser.find("#board").getText()).doesNotContain("Spectators see the public narration only");
    }

    @Test
    void aSpectatorSeesThePolisBoardButNoHand() throws Exception {
        JsonNode made = api.create("polis", List.of("human", "random", "random"), 31);
        String id = made.get("id").asText();
        String p1 = Api.token(made, 0);
        JsonNode s = api.awaitTurn(id, p1);
        assertThat(api.act(id, p1, s.get("version").asInt(), 2).status()).isEqualTo(200);
        JsonNode mine = api.awaitTurn(id, p1);
        List<String> hand = new ArrayList<>();
        mine.get("view").get("players").get(0).get("hand").get("known").forEach(c -> hand.add(c.asText()));
        assertThat(hand).isNotEmpty();
        watch(id, "game");
        String page = browser.driver().getPageSource();
        for (String card : hand) {
            assertThat(page).doesNotContain(card);
        }
        assertThat(browser.find("#board").getText()).contains("P1").contains("P2").contains("P3");
        browser.screenshot("polis-spectator");
    }

    @Test
    void aSpectatorSeesTheMassiliaAndArchitektonBoards() throws Exception {
        JsonNode massilia = api.create("massilia", List.of("human", "random"), 5);
        api.awaitTurn(massilia.get("id").asText(), Api.token(massilia, 0));
        watch(massilia.get("id").asText(), "game");
        assertThat(browser.find("#board").getText()).doesNotContain("Your dice and cards");
        browser.screenshot("massilia-spectator");
        JsonNode architekton = api.create("architekton", List.of("human", "random"), 5);
        api.awaitTurn(architekton.get("id").asText(), Api.token(architekton, 0));
        watch(architekton.get("id").asText(), "game");
        browser.screenshot("architekton-spectator");
    }

    @Test
    void aSpectatorOfAnExampleGameSeesItsPublicPanel() {
        JsonNode made = api.create("sealed-lots", List.of("human", "random", "random"), 8);
        api.awaitTurn(made.get("id").asText(), Api.token(made, 0));
        watch(made.get("id").asText(), "generic");
        JsonNode tic = api.create("tictactoe", List.of("human", "random"), 8);
        api.awaitTurn(tic.get("id").asText(), Api.token(tic, 0));
        watch(tic.get("id").asText(), "generic");
    }

    @Test
    void aSpectatorOfAFinishedGameIsNobodysYou() {
        JsonNode made = api.create("architekton", List.of("human", "random"), 9);
        String id = made.get("id").asText();
        String p1 = Api.token(made, 0);
        JsonNode s = api.awaitTurn(id, p1);
        while (!s.get("over").asBoolean()) {
            assertThat(api.act(id, p1, s.get("version").asInt(), 0).status()).isEqualTo(200);
            s = api.awaitTurn(id, p1);
        }
        browser.open(base + "/play/" + id);
        browser.waitFor(d -> "game".equals(browser.find("#board").getAttribute("data-renderer")) ? true : null);
        assertThat(browser.bodyAttribute("over")).isEqualTo("true");
        assertThat(browser.find("#board").getText().toLowerCase()).doesNotContain("(you)").doesNotContain("you (");
    }
}
