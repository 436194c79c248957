package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/** Players' names: given in the lobby or on opening a seat link, shown instead of P1, P2 everywhere. */
class NamesTest extends ChromiumPageTest {

    @Test
    @DisplayName("names given at creation are kept, shown in every message and saved; bad names are refused")
    void namesOverHttp() throws Exception {
        Api.Answer made = api.post("/api/tables", "{\"game\":\"polis\",\"players\":[\"human\",\"human\",\"random\"],"
                + "\"names\":[\"Ann\",\"  Bob   Smith \",null],\"seed\":3}");
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        JsonNode created = made.json();
        assertThat(created.get("seats").findValuesAsText("name")).containsExactly("Ann", "Bob Smith", "P3");
        String id = created.get("id").asText();
        JsonNode state = api.state(id, null).json();
        assertThat(state.get("seats").findValuesAsText("name")).containsExactly("Ann", "Bob Smith", "P3");
        assertThat(state.get("seats").get(2).get("named").asBoolean()).isFalse();
        assertThat(Files.readString(saves.resolve(id + ".table.json"))).contains("\"name\" : \"Bob Smith\"");
        for (String bad : List.of("\"<b>Ann</b>\"", "\"" + "x".repeat(25) + "\"")) {
            Api.Answer refused = api.post("/api/tables", "{\"game\":\"polis\",\"players\":[\"human\",\"human\","
                    + "\"random\"],\"names\":[" + bad + "]}");
            assertThat(refused.status()).isEqualTo(400);
            assertThat(refused.json().get("error").asText()).contains("name is 1 to 24 letters");
        }
        for (String[] bad : List.of(new String[] {"\"P2\"", "is how the game calls a seat"},
                new String[] {"\"p 3\"", "is how the game calls a seat"},
                new String[] {"\"Ann\",\"ann\"", "is already another player's name at this table"})) {
            Api.Answer refused = api.post("/api/tables", "{\"game\":\"polis\",\"players\":[\"human\",\"human\","
                    + "\"random\"],\"names\":[" + bad[0] + "]}");
            assertThat(refused.status()).isEqualTo(400);
            assertThat(refused.json().get("error").asText()).contains(bad[1]);
        }
        Api.Answer taken = api.post("/api/tables/" + id + "/name", "{\"token\":\"" + Api.token(created, 1)
                + "\",\"name\":\"ANN\"}");
        assertThat(taken.status()).isEqualTo(400);
        assertThat(taken.json().get("error").asText()).isEqualTo("'ANN' is already another player's name at this"
                + " table: each player's name is their own");
        assertThat(api.post("/api/tables/" + id + "/name", "{\"token\":\"" + Api.token(created, 1)
                + "\",\"name\":\"P1\"}").status()).isEqualTo(400);
        Api.Answer spectator = api.post("/api/tables/" + id + "/name", "{\"name\":\"Eve\"}");
        assertThat(spectator.status()).isEqualTo(403);
        Api.Answer renamed = api.post("/api/tables/" + id + "/name", "{\"token\":\"" + Api.token(created, 1)
                + "\",\"name\":\"Bea\"}");
        assertThat(renamed.status()).as(renamed.body()).isEqualTo(200);
        assertThat(api.state(id, null).json().get("seats").get(1).get("name").asText()).isEqualTo("Bea");
        assertThat(Files.readString(saves.resolve(id + ".table.json"))).contains("\"name\" : \"Bea\"");
    }

    @Test
    @DisplayName("a name typed in the lobby and one given on opening a seat link replace P1 and P2 on the pages")
    void namesInTheBrowser() throws Exception {
        browser.open(base + "/");
        browser.waitFor(d -> "true".equals(browser.bodyAttribute("ready")) ? true : null);
        new Select(browser.find("#game")).selectByValue("architekton");
        new Select(browser.find("#seat-0")).selectByValue("human");
        new Select(browser.find("#seat-1")).selectByValue("human");
        browser.find("#seat-name-0").sendKeys("Ann");
        browser.find("#create").click();
        browser.waitVisible("#created .seat-link");
        assertThat(browser.find("#created").getText()).contains("Play as Ann").contains("Play as P2");
        List<WebElement> links = browser.findAll("#created .seat-link");
        String annLink = links.get(0).getAttribute("href");
        String p2Link = links.get(1).getAttribute("href");
        String id = annLink.replaceAll(".*/play/([0-9a-f]{16}).*", "$1");
        String annToken = annLink.substring(annLink.indexOf("#token=") + 7);

        browser.open(p2Link);
        WebElement form = browser.waitVisible("#name-form");
        assertThat(browser.find("#who").getText()).isEqualTo("You are P2");
        browser.find("#name-input").sendKeys("Bob");
        form.findElement(org.openqa.selenium.By.cssSelector("button[type=submit]")).click();
        browser.waitFor(d -> browser.find("#who").getText().equals("You are Bob") ? true : null);
        assertThat(browser.find("#name-form").isDisplayed()).isFalse();
        assertThat(browser.find("#status").getText()).contains("Ann");

        JsonNode s = api.awaitTurn(id, annToken);
        assertThat(api.act(id, annToken, s.get("version").asInt(), 0).status()).isEqualTo(200);
        browser.waitFor(d -> browser.find("#log").getText().contains("Ann: ") ? true : null);
        assertThat(browser.find("#log").getText()).doesNotContain("P1: ");
        browser.screenshot("names");
    }

    @Test
    @DisplayName("the board and the engine panel read the chosen names, never P1, P2 for a named seat")
    void namesOnTheBoard() throws Exception {
        Api.Answer made = api.post("/api/tables", "{\"game\":\"polis\",\"players\":[\"human\",\"human\","
                + "\"mcts:iterations=30\"],\"names\":[\"Ann\",\"Bea\",null],\"seed\":4}");
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        JsonNode created = made.json();
        String id = created.get("id").asText();
        browser.open(base + "/play/" + id + "#token=" + Api.token(created, 0));
        browser.waitFor(d -> "game".equals(browser.find("#board").getAttribute("data-renderer"))
                && browser.find("#board").getText().contains("Bea") ? true : null);
        String board = browser.find("#board").getText();
        assertThat(board).as("the board").doesNotContainPattern("\\bP[12]\\b").contains("Ann", "Bea", "P3");
        Object labels = browser.script("return [...document.querySelectorAll('#board [aria-label], #board [title]')]"
                + ".map(e => (e.getAttribute('aria-label') || '') + ' ' + (e.getAttribute('title') || '')).join('|')");
        assertThat(String.valueOf(labels)).as("labels and titles").doesNotContainPattern("\\bP[12]\\b");
        // the replay viewer of the saved game names the seats too
        Api.Answer replay = api.post("/api/replays", "{\"saved\":\"" + id + "\"}");
        assertThat(replay.status()).as(replay.body()).isEqualTo(201);
        String rid = replay.json().get("id").asText();
        JsonNode position = api.get("/api/replays/" + rid + "?step=0").json();
        assertThat(position.get("names").toString()).isEqualTo("[\"Ann\",\"Bea\",null]");
        browser.open(base + "/replay#id=" + rid);
        browser.waitFor(d -> "true".equals(browser.bodyAttribute("ready")) ? true : null);
        assertThat(browser.find("#seat").getText()).contains("Ann", "Bea", "P3").doesNotContain("P1", "P2");
    }
}
