package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.agon.core.spi.GameCatalog;
import io.agon.massilia.model.Ids;
import io.agon.massilia.rules.MassiliaEvent;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What players read: English counts and articles, no rule-book citations, no Java record dumps, a favicon. */
class WordsTest {

    /** "1 sesterces", "a orange", "(spec 6)", "(D20)", "(5.1)", "Declare[player=0, ...". */
    static final List<Pattern> WRONG = List.of(Pattern.compile("\\b1 sesterces\\b"),
            Pattern.compile("\\ba [aeiou]\\w* cube"), Pattern.compile("\\(spec "), Pattern.compile("\\(D\\d+"),
            Pattern.compile("\\(\\d+\\.\\d+"), Pattern.compile("\\b[A-Z]\\w*\\[\\w+="), Pattern.compile("\\b1 stones\\b"));

    @TempDir
    static Path saves;
    static WebServer server;
    static Api api;

    @BeforeAll
    static void start() {
        server = new WebServer(GameCatalog.load(), WebConfig.defaults(saves).withPort(0)
                .withBotDelay(Duration.ZERO)).start();
        api = new Api(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static void assertReadable(String where, String text) {
        for (Pattern p : WRONG) {
            assertThat(p.matcher(text).find()).as(where + " has " + p + ": " + text).isFalse();
        }
    }

    @Test
    @DisplayName("Massilia's words: one sesterce, an orange cube")
    void massiliaCountsAndArticles() {
        assertThat(new MassiliaEvent.DieKept(0, 0, 3, 1).text()).endsWith("for 1 sesterce");
        assertThat(new MassiliaEvent.Passed(0, 1).text()).contains("(+1 sesterce)");
        assertThat(new MassiliaEvent.PrestigeBought(1, 1, 1).text()).endsWith("1 prestige for 1 sesterce");
        assertThat(new MassiliaEvent.PrestigeBought(1, 2, 8).text()).endsWith("for 8 sesterces");
        assertThat(Ids.aGoods(1)).isEqualTo("an orange");
        assertThat(Ids.aGoods(0)).isEqualTo("a violet");
    }

    @Test
    @DisplayName("the catalogue, narration, prompts, labels, results and views of whole games read as words")
    void wholeGamesReadAsWords() {
        assertReadable("the catalogue", api.get("/api/catalog").body());
        for (String game : List.of("massilia", "architekton", "polis")) {
            List<String> players = new ArrayList<>(List.of("human", "random"));
            if (game.equals("polis")) {
                players.add("random");
            }
            JsonNode made = api.create(game, players, 7);
            String id = made.get("id").asText();
            String token = Api.token(made, 0);
            JsonNode s = api.awaitTurn(id, token);
            int moves = 0;
            java.util.Random random = new java.util.Random(7);
            while (!s.get("over").asBoolean()) {
                assertReadable(game + " view at version " + s.get("version"), s.get("view").toString());
                assertReadable(game + " prompt", s.get("decision").get("prompt").asText());
                assertReadable(game + " labels", s.get("legal").toString());
                Api.Answer a = api.act(id, token, s.get("version").asInt(), random.nextInt(s.get("legal").size()));
                assertThat(a.status()).as(a.body()).isEqualTo(200);
                s = api.awaitTurn(id, token);
                assertThat(++moves).isLessThan(5000);
            }
            JsonNode end = api.state(id, token).json();
            assertReadable(game + " narration", end.get("log").toString());
            assertReadable(game + " result", end.get("outcome").toString());
            assertReadable(game + " spectator narration", api.state(id, null).json().get("log").toString());
        }
    }

    @Test
    @DisplayName("every page names a favicon, and it is served")
    void favicon() {
        for (String page : List.of("/", "/replay", "/play/0123456789abcdef")) {
            assertThat(api.get(page).body()).as(page).contains("rel=\"icon\"").contains("/static/favicon.svg");
        }
        for (String path : List.of("/favicon.ico", "/static/favicon.svg")) {
            Api.Answer a = api.get(path);
            assertThat(a.status()).as(path).isEqualTo(200);
            assertThat(a.body()).startsWith("<svg");
        }
    }
}
