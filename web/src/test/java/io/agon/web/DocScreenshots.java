package io.agon.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Not a test (the name keeps it out of the suite): the screenshots of docs/img, each game mid-game and at the end
 * at 1280x800 and 390x844. Run it with {@code -Dtest=DocScreenshots}; the pictures go to target/screenshots/doc-*.
 */
class DocScreenshots extends ChromiumPageTest {

    private static JsonNode play(String game, List<String> players, long seed, int moves) {
        JsonNode made = api.create(game, players, seed);
        String id = made.get("id").asText();
        String token = Api.token(made, 0);
        Random random = new Random(seed);
        JsonNode s = api.awaitTurn(id, token);
        for (int i = 0; (moves < 0 || i < moves) && !s.get("over").asBoolean(); i++) {
            api.act(id, token, s.get("version").asInt(), random.nextInt(s.get("legal").size()));
            s = api.awaitTurn(id, token);
        }
        return made;
    }

    private static void shoot(JsonNode made, String name) throws Exception {
        for (int[] size : new int[][] {{1280, 800}, {390, 844}}) {
            browser.viewport(size[0], size[1]);
            browser.open(base + made.get("seats").get(0).get("link").asText());
            browser.waitFor(d -> version() >= 0 ? true : null);
            browser.waitVisible("#board > *");
            Thread.sleep(300); // let the highlight of the newest lines fade
            browser.screenshot("doc-" + name + (size[0] == 390 ? "-phone" : ""));
        }
    }

    @Test
    void screenshots() throws Exception {
        Map<String, List<String>> games = Map.of("architekton", List.of("human", "heuristic"),
                "polis", List.of("human", "heuristic", "heuristic"), "massilia", List.of("human", "heuristic"));
        for (Map.Entry<String, List<String>> g : games.entrySet()) {
            JsonNode mid = play(g.getKey(), g.getValue(), 11, 6);
            api.post("/api/tables/" + mid.get("id").asText() + "/name", "{\"token\":\"" + Api.token(mid, 0)
                    + "\",\"name\":\"Ann\"}");
            shoot(mid, g.getKey() + "-mid");
            JsonNode end = null;
            for (long seed = 2024; end == null; seed++) { // a game scored in full, not ended by a bankruptcy
                JsonNode made = play(g.getKey(), g.getValue(), seed, -1);
                if (!api.state(made.get("id").asText(), null).json().get("outcome").get("summary").asText()
                        .contains("could not pay")) {
                    end = made;
                }
            }
            shoot(end, g.getKey() + "-end");
        }
        browser.viewport(1280, 800);
        browser.open(base + "/");
        browser.waitFor(d -> "true".equals(browser.bodyAttribute("ready")) ? true : null);
        browser.screenshot("doc-lobby");
        browser.open(base + "/replay");
        browser.waitFor(d -> "true".equals(browser.bodyAttribute("ready")) ? true : null);
        browser.waitVisible("#saved button");
        browser.screenshot("doc-replay-list");
        // the replay viewer: a finished Polis game of Ann and two bots, as the second seat, with an explanation
        JsonNode polis = play("polis", List.of("human", "heuristic", "heuristic"), 2024, -1);
        api.post("/api/tables/" + polis.get("id").asText() + "/name", "{\"token\":\"" + Api.token(polis, 0)
                + "\",\"name\":\"Ann\"}");
        String rid = api.post("/api/replays", "{\"saved\":\"" + polis.get("id").asText() + "\"}").json().get("id")
                .asText();
        browser.open("about:blank"); // from /replay a new fragment alone would not load the page again
        browser.open(base + "/replay#id=" + rid + "&step=12&seat=1");
        browser.waitFor(d -> "12".equals(browser.bodyAttribute("step")) ? true : null);
        browser.find("#explain").click();
        browser.waitVisible("#explanation h3");
        browser.screenshot("doc-replay");
    }
}
