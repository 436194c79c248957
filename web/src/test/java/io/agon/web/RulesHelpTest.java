package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * Issue 53: every card, god and tile a player sees on the board has its rule text, from the game's own glossary,
 * on keyboard focus (a focusable element described by the text) and on hover.
 */
class RulesHelpTest extends ChromiumPageTest {

    /** The game's glossary text of {@code term} as the server gives it (case aside). */
    private static String glossary(String game, String term) {
        JsonNode terms = api.get("/api/games/" + game + "/glossary").json().get("terms");
        for (var it = terms.fields(); it.hasNext(); ) {
            var e = it.next();
            if (e.getKey().equalsIgnoreCase(term)) {
                return e.getValue().asText();
            }
        }
        throw new AssertionError("no glossary text for " + term);
    }

    private static void openSeat(JsonNode made) {
        browser.open(base + made.get("seats").get(0).get("link").asText());
        browser.waitFor(d -> "true".equals(browser.bodyAttribute("mine")) ? true : null);
    }

    /** Focuses the first element matching {@code css} that has help, as the keyboard would; returns it. */
    private static WebElement focusFirst(String css) {
        browser.waitFor(d -> !browser.findAll(css + ".has-help").isEmpty() ? true : null);
        WebElement e = browser.findAll(css + ".has-help").get(0);
        browser.script("arguments[0].focus()", e);
        assertThat(browser.script("return document.activeElement === arguments[0]", e))
                .as("the element takes the keyboard focus").isEqualTo(true);
        return e;
    }

    private static void assertHelpShown(WebElement e, String text) {
        WebElement pop = browser.waitVisible("#help-pop");
        assertThat(pop.getText()).contains(text);
        String described = e.getAttribute("aria-describedby");
        assertThat(described).as("described by its rule text").isNotBlank();
        Object description = browser.script("return arguments[0].split(' ').map(id => document.getElementById(id))"
                + ".filter(Boolean).map(n => n.textContent).join(' ')", described);
        assertThat(String.valueOf(description)).contains(text);
    }

    @Test
    void aPolisCardAndSymbolShowTheirRuleOnFocusAndHover() throws Exception {
        JsonNode made = api.create("polis", List.of("human", "random", "random"), 31);
        String id = made.get("id").asText();
        String p1 = Api.token(made, 0);
        JsonNode s = api.awaitTurn(id, p1);
        assertThat(api.act(id, p1, s.get("version").asInt(), 2).status()).isEqualTo(200); // a card in hand
        api.awaitTurn(id, p1);
        openSeat(made);
        WebElement card = focusFirst(".pl-card[data-card]");
        String name = card.getAttribute("data-card");
        assertHelpShown(card, glossary("polis", name));
        browser.screenshot("polis-rules-help");
        browser.script("document.activeElement.blur()");
        browser.waitFor(d -> !browser.find("#help-pop").isDisplayed() ? true : null);
        WebElement symbol = browser.findAll(".pl-sym.has-help").get(0);
        new Actions(browser.driver()).moveToElement(symbol).perform();
        assertThat(browser.waitVisible("#help-pop").getText())
                .contains(glossary("polis", symbol.getAttribute("data-term")));
    }

    @Test
    void aMassiliaGodShowsItsRuleOnFocus() throws Exception {
        JsonNode made = api.create("massilia", List.of("human", "random"), 12);
        openSeat(made);
        WebElement god = focusFirst(".ms-god[data-name]");
        assertHelpShown(god, glossary("massilia", god.getAttribute("data-name")));
        assertThat(browser.find("#help-pop").getText()).contains("god card");
    }

    @Test
    void anArchitektonTileShowsItsRuleOnFocus() throws Exception {
        JsonNode made = api.create("architekton", List.of("human", "random"), 12);
        openSeat(made);
        WebElement tile = focusFirst(".ak-pick[data-name]");
        assertHelpShown(tile, glossary("architekton", tile.getAttribute("data-name")));
    }
}
