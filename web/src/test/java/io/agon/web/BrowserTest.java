package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The pages in real headless Chromium (Debian's chromium and chromedriver): a game created from the lobby, a
 * complete Architekton game and a Polis round and a Massilia turn played by clicking, hidden hands, and a stale
 * click. Bots move without delay here. Screenshots go to target/screenshots.
 */
class BrowserTest extends ChromiumPageTest {

    /** Waits until it is this page's seat's turn (returns true) or the game is over (false). */
    private static boolean awaitMyTurn(int after) {
        return browser.waitFor(d -> {
            if ("true".equals(browser.bodyAttribute("over"))) {
                return "over";
            }
            return "true".equals(browser.bodyAttribute("mine")) && version() > after
                    && !browser.findAll("#actions button.action").isEmpty() ? "mine" : null;
        }).equals("mine");
    }

    /** Clicks the first action whose label passes {@code prefer}, else the first action; returns its label. */
    private static String click(Predicate<String> prefer) {
        openMoves();
        List<WebElement> buttons = browser.findAll("#actions button.action");
        WebElement chosen = buttons.get(0);
        for (WebElement b : buttons) {
            if (prefer.test(b.getText())) {
                chosen = b;
                break;
            }
        }
        String label = chosen.getText();
        chosen.click();
        return label;
    }

    private static void open(JsonNode made, int seat) {
        browser.open(base + made.get("seats").get(seat).get("link").asText());
        browser.waitFor(d -> version() >= 0 ? Boolean.TRUE : null);
    }

    @Test
    @DisplayName("a game is created from the lobby and its seat link opens the game")
    void createFromLobby() throws Exception {
        browser.open(base + "/");
        browser.waitFor(d -> "true".equals(browser.bodyAttribute("ready")) ? true : null);
        new Select(browser.find("#game")).selectByValue("polis");
        new Select(browser.find("#players")).selectByValue("3");
        new Select(browser.find("#seat-1")).selectByValue("random");
        new Select(browser.find("#seat-2")).selectByValue("mcts");
        browser.find("#seat-params-2").sendKeys("iterations=50");
        browser.find("#seed").sendKeys("42");
        browser.screenshot("lobby");
        browser.find("#create").click();
        WebElement link = browser.waitVisible("#created .seat-link");
        assertThat(browser.findAll("#created .seat-link")).hasSize(1);
        assertThat(browser.find("#created").getText()).contains("mcts:iterations=50").contains("seed 42");
        browser.screenshot("lobby-created");
        browser.waitFor(d -> browser.find("#unfinished").getText().contains("Polis") ? true : null);
        browser.open(link.getAttribute("href"));
        browser.waitFor(d -> browser.find("#title").getText().equals("Polis") ? true : null);
        assertThat(browser.find("#who").getText()).isEqualTo("You are P1");
        assertThat(awaitMyTurn(-1)).isTrue();
        assertThat(browser.find("#prompt").getText()).isNotBlank();
    }

    @Test
    @DisplayName("a complete Architekton game, human against random, by clicking")
    void completeArchitektonGame() throws Exception {
        JsonNode made = api.create("architekton", List.of("human", "random"), 2024);
        open(made, 0);
        int clicks = 0;
        int last = -1;
        while (awaitMyTurn(last)) {
            last = version();
            click(label -> false);
            clicks++;
            if (clicks == 12) {
                browser.screenshot("architekton");
            }
            assertThat(clicks).isLessThan(400);
        }
        browser.waitVisible("#result");
        assertThat(browser.find("#result").getText()).contains("Game over").contains("P1").contains("P2");
        assertThat(browser.find("#status").getText()).isEqualTo("Game over");
        assertThat(clicks).isGreaterThan(10);
        browser.screenshot("architekton-result");
        JsonNode end = api.state(made.get("id").asText(), null).json();
        assertThat(end.get("over").asBoolean()).isTrue();
        assertThat(end.get("outcome").get("scores").size()).isEqualTo(2);
    }

    @Test
    @DisplayName("a Polis round with a bid, by clicking")
    void polisRoundWithABid() throws Exception {
        JsonNode made = api.create("polis", List.of("human", "random", "random"), 77);
        String id = made.get("id").asText();
        String token = Api.token(made, 0);
        open(made, 0);
        boolean bid = false;
        int last = -1;
        for (int clicks = 0; clicks < 400; clicks++) {
            int turn = api.state(id, token).json().get("view").get("turn").asInt();
            if (bid && turn > 3) {
                break; // every seat has had a turn, and P1 has bid
            }
            assertThat(awaitMyTurn(last)).as("the game goes on").isTrue();
            last = version();
            String label = click(l -> l.startsWith("Bid "));
            if (label.startsWith("Bid ")) {
                bid = true;
                browser.waitFor(d -> browser.find("#log").getText().contains("P1: Bid ") ? true : null);
                browser.screenshot("polis-bid");
            }
        }
        assertThat(bid).as("P1 made a bid").isTrue();
        assertThat(api.state(id, token).json().get("view").get("turn").asInt()).isGreaterThan(3);
        browser.screenshot("polis");
        browser.viewport(390, 844);
        browser.screenshot("polis-phone");
        assertThat((Boolean) browser.script("return document.documentElement.scrollWidth <= window.innerWidth + 1"))
                .as("no sideways scrolling at phone width").isTrue();
    }

    @Test
    @DisplayName("a Massilia turn, by clicking, at phone width")
    void massiliaTurn() throws Exception {
        browser.viewport(390, 844);
        JsonNode made = api.create("massilia", List.of("human", "random"), 5);
        open(made, 0);
        int mine = 0;
        int handovers = 0;
        int last = -1;
        boolean wasMine = false;
        for (int i = 0; i < 300 && handovers < 2; i++) {
            assertThat(awaitMyTurn(last)).isTrue();
            int now = version();
            if (wasMine && now > last + 1) {
                handovers++; // the bot decided in between
            }
            last = now;
            click(label -> label.equals("End the turn"));
            mine++;
            wasMine = true;
            if (mine == 3) {
                browser.screenshot("massilia-phone");
            }
        }
        assertThat(handovers).isEqualTo(2);
        assertThat(browser.find("#log").getText()).contains("P1: ").contains("P2: ");
        browser.viewport(1280, 800);
        browser.screenshot("massilia");
    }

    @Test
    @DisplayName("seat 2's link cannot show seat 1's hand")
    void seatTwoCannotSeeSeatOnesHand() throws Exception {
        JsonNode made = api.create("polis", List.of("human", "human", "random"), 13);
        String id = made.get("id").asText();
        String p1 = Api.token(made, 0);
        JsonNode s = api.awaitTurn(id, p1); // the bot seat may decide first: act only once P1 has the decision
        Api.Answer acted = api.act(id, p1, s.get("version").asInt(), 2);
        assertThat(acted.status()).as(acted.toString()).isEqualTo(200);
        String card = api.state(id, p1).json().get("view").get("players").get(0).get("hand").get("known").get(0)
                .asText();
        open(made, 1);
        browser.waitFor(d -> browser.find("#log").getText().contains("P1: ") ? true : null);
        assertThat(browser.find("#who").getText()).isEqualTo("You are P2");
        assertThat(browser.driver().getPageSource()).doesNotContain(card);
        browser.screenshot("polis-seat2");
        // the same page with P1's link shows it
        open(made, 0);
        browser.waitFor(d -> browser.driver().getPageSource().contains(card) ? true : null);
        // a spectator sees no hand at all
        browser.open(base + "/play/" + id);
        browser.waitFor(d -> browser.find("#who").getText().equals("Spectator") ? true : null);
        assertThat(browser.driver().getPageSource()).doesNotContain(card);
    }

    @Test
    @DisplayName("a stale click after a bot's move gets a message, not an error page")
    void staleClick() throws Exception {
        JsonNode made = api.create("architekton", List.of("human", "random"), 99);
        String id = made.get("id").asText();
        String token = Api.token(made, 0);
        open(made, 0);
        assertThat(awaitMyTurn(-1)).isTrue();
        int shown = version();
        browser.script("window.agonTest.freeze()"); // as if the network were slow: no more live updates
        // the same seat moves from another tab; the bot answers at once
        JsonNode s = api.state(id, token).json();
        assertThat(api.act(id, token, s.get("version").asInt(), 0).status()).isEqualTo(200);
        api.awaitTurn(id, token);
        assertThat(version()).isEqualTo(shown);
        click(label -> false); // a click on the old position
        WebElement message = browser.waitVisible("#message");
        assertThat(message.getText()).contains("stale action");
        browser.waitFor(d -> version() > shown ? true : null);
        assertThat(browser.find("#title").getText()).isEqualTo("Architekton");
        assertThat(browser.findAll("#actions button.action")).isNotEmpty();
        browser.screenshot("stale-click");
    }

    @Test
    @DisplayName("the flow and explanation panels after a search bot's move")
    void panelsAfterABotMove() throws Exception {
        JsonNode made = api.create("architekton", List.of("human", "mcts:iterations=60"), 31);
        open(made, 0);
        int last = -1;
        for (int i = 0; i < 2; i++) { // the bot has moved in between
            assertThat(awaitMyTurn(last)).isTrue();
            last = version();
            click(label -> !label.contains("you lose"));
        }
        assertThat(awaitMyTurn(last)).isTrue();
        // Architekton hides nothing the bot knows from P1 (only the tile piles' order, hidden from both)
        WebElement why = browser.waitVisible("#explanation");
        assertThat(why.getText()).contains("P2 (mcts:iterations=60) thought").contains("iterations");
        assertThat(browser.findAll("#explanation tbody tr")).isNotEmpty();
        WebElement flow = browser.waitVisible("#flow");
        assertThat(flow.getText()).contains("Flow").contains("P1");
        browser.screenshot("panels");
    }

    @Test
    @DisplayName("an allowed take-back (a refused one: PlayerGradeTest.takeBackButton)")
    void undoAllowed() throws Exception {
        JsonNode made = api.create("polis", List.of("human", "human", "human"), 5);
        String id = made.get("id").asText();
        open(made, 0);
        boolean allowed = false;
        for (int i = 0; i < 200 && !allowed; i++) {
            JsonNode s = api.state(id, null).json();
            int decider = s.get("decision").get("player").asInt();
            int v = s.get("version").asInt();
            if (decider != 0) {
                api.act(id, Api.token(made, decider), v, 0);
                continue;
            }
            browser.waitFor(d -> version() == v && "true".equals(browser.bodyAttribute("mine")) ? true : null);
            String view = api.state(id, Api.token(made, 0)).json().get("view").toString();
            click(label -> false);
            browser.waitFor(d -> version() == v + 1 ? true : null);
            if (!allowed && "true".equals(browser.bodyAttribute("can-undo"))) {
                browser.find("#undo").click();
                browser.waitFor(d -> version() == v ? true : null);
                assertThat(api.state(id, Api.token(made, 0)).json().get("view").toString()).isEqualTo(view);
                assertThat(browser.find("#message").isDisplayed()).isFalse();
                allowed = true;
                click(label -> false); // and play on
                browser.waitFor(d -> version() == v + 1 ? true : null);
            }
        }
        assertThat(allowed).as("an allowed take-back").isTrue();
    }

    @Test
    @DisplayName("a replay is stepped back and forward, watched as a seat with the replayed move marked on the board, "
            + "and the bot's thinking recomputed")
    void replayBackAndForward() throws Exception {
        JsonNode made = api.create("architekton", List.of("random", "random"), 8);
        String id = made.get("id").asText();
        browser.open(base + "/replay");
        browser.waitFor(d -> "true".equals(browser.bodyAttribute("ready")) ? true : null);
        WebElement open = browser.waitFor(d -> {
            List<WebElement> b = d.findElements(By.cssSelector("#saved button[data-id='" + id + "']"));
            if (b.isEmpty()) {
                d.navigate().refresh(); // the bots are still playing: the list shows the game once it is saved
                return null;
            }
            return b.get(0);
        });
        api.awaitTurn(id, null); // spectators never decide: this waits until the game is over
        open.click();
        browser.waitFor(d -> "0".equals(browser.bodyAttribute("step")) ? true : null);
        assertThat(browser.find("#move").getText()).contains("set-up");
        browser.find("#forward").click();
        browser.waitFor(d -> "1".equals(browser.bodyAttribute("step")) ? true : null);
        String first = browser.find("#move").getText();
        assertThat(first).startsWith("P1: ");
        browser.find("#forward").click();
        browser.waitFor(d -> "2".equals(browser.bodyAttribute("step")) ? true : null);
        assertThat(browser.find("#move").getText()).startsWith("P").isNotEqualTo(first);
        browser.find("#back").click();
        browser.waitFor(d -> "1".equals(browser.bodyAttribute("step")) ? true : null);
        assertThat(browser.find("#move").getText()).isEqualTo(first);
        browser.find("#last").click();
        browser.waitFor(d -> browser.find("#result").isDisplayed() ? true : null);
        int length = Integer.parseInt(browser.bodyAttribute("step"));
        assertThat(length).isGreaterThan(10);
        // jump with the slider: the arrow key moves the range input one step
        browser.find("#slider").sendKeys(org.openqa.selenium.Keys.ARROW_LEFT);
        browser.waitFor(d -> String.valueOf(length - 1).equals(browser.bodyAttribute("step")) ? true : null);
        new Select(browser.find("#seat")).selectByValue("1");
        browser.waitFor(d -> browser.find("#who").getText().equals("as P2") ? true : null);
        browser.waitFor(d -> browser.findAll("#board *").isEmpty() ? null : true); // the board or the panels
        // the renderer is told the replayed move and marks it on the board, as the game page marks the last moves
        browser.waitFor(d -> browser.findAll("#board .ak-last").isEmpty() ? null : true);
        browser.find("#iterations").clear();
        browser.find("#iterations").sendKeys("50");
        browser.find("#explain").click();
        WebElement why = browser.waitVisible("#explanation");
        assertThat(why.getText()).contains("iterations");
        browser.screenshot("replay");
    }
}
