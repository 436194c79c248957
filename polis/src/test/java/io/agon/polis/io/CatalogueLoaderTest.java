package io.agon.polis.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.polis.model.Ability;
import io.agon.polis.model.CardDesign;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.CatalogueException;
import io.agon.polis.model.Colour;
import io.agon.polis.model.SymbolKind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The catalogue data of spec section 11 and its validation. */
class CatalogueLoaderTest {

    static String bundled() throws IOException {
        try (InputStream in = CatalogueLoader.class.getResourceAsStream(CatalogueLoader.RESOURCE)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static Catalogue parse(String json) {
        return CatalogueLoader.parse(json.getBytes(StandardCharsets.UTF_8), "test.json");
    }

    @Test
    @DisplayName("11.1 16 cards per colour, 64 in all, 52 designs; Harbour and Assassin twice")
    void counts() {
        Catalogue c = CatalogueLoader.load();
        assertThat(c.designs()).hasSize(52);
        for (Colour colour : Colour.values()) {
            assertThat(c.designs().stream().filter(d -> d.colour() == colour).mapToInt(CardDesign::count).sum())
                    .isEqualTo(16);
        }
        for (int card = 0; card < 64; card++) {
            assertThat(c.design(card).colour().ordinal()).isEqualTo(Catalogue.colourOf(card));
        }
        assertThat(c.cards("HARBOUR")).hasSize(2);
        assertThat(c.cards("ASSASSIN")).hasSize(2);
        for (Ability a : Ability.values()) {
            assertThat(c.withAbility(a)).as(a.name()).isNotZero();
        }
        assertThat(c.sides()).hasSize(12);
    }

    @Test
    @DisplayName("11.1 consistency: TV-14 cards, Tragedian blue, Apollo's blue discount 3")
    void consistency() {
        Catalogue c = CatalogueLoader.load();
        CardDesign leader = c.design(c.firstCard("LEADER"));
        assertThat(leader.symbols()).anyMatch(s -> s.kind() == SymbolKind.VP && s.value() == 2)
                .noneMatch(s -> s.kind() == SymbolKind.CULTURE);
        assertThat(c.design(c.firstCard("TRAGEDIAN")).colour()).isEqualTo(Colour.BLUE);
        assertThat(c.design(c.firstCard("TEMPLE_OF_APOLLO")).symbols().get(0).toString()).isEqualTo("DISCOUNT:BLUE:3");
        assertThat(c.design(c.firstCard("THEATRE")).symbols().get(1).toString()).isEqualTo("CULTURE*");
        assertThat(c.design(c.firstCard("COLONY")).symbols()).noneMatch(s -> s.kind() == SymbolKind.VP
                || s.kind() == SymbolKind.CULTURE);
    }

    @Test
    @DisplayName("a colour with 15 cards fails naming the colour")
    void wrongCount() throws IOException {
        String json = bundled().replaceFirst("\"id\": \"HOPLITE\", (.*?)\"count\": 2", "\"id\": \"HOPLITE\", $1\"count\": 1");
        assertThatThrownBy(() -> parse(json)).isInstanceOf(CatalogueException.class)
                .hasMessageContaining("colour RED has 15 cards");
    }

    @Test
    @DisplayName("a missing special card fails naming it")
    void missingCard() throws IOException {
        String json = bundled().replace("\"id\": \"TROY\"", "\"id\": \"TROJA\"");
        assertThatThrownBy(() -> parse(json)).isInstanceOf(CatalogueException.class)
                .hasMessageContaining("card TROY is missing");
    }

    @Test
    @DisplayName("an unknown symbol kind fails naming the card")
    void badSymbol() throws IOException {
        String json = bundled().replaceFirst("\"kind\": \"WAR\"", "\"kind\": \"WARR\"");
        assertThatThrownBy(() -> parse(json)).isInstanceOf(CatalogueException.class)
                .hasMessageContaining("card HOPLITE: unknown symbol kind 'WARR'");
    }

    @Test
    @DisplayName("a coloured symbol without colour fails naming the card")
    void missingColour() throws IOException {
        String json = bundled().replaceFirst("\"kind\": \"DISCOUNT\", \"colour\": \"RED\"", "\"kind\": \"DISCOUNT\"");
        assertThatThrownBy(() -> parse(json)).isInstanceOf(CatalogueException.class)
                .hasMessageContaining("card ARMOURER: symbol DISCOUNT needs a colour");
    }

    @Test
    @DisplayName("malformed JSON fails with a clear message")
    void malformed() {
        assertThatThrownBy(() -> parse("{ \"cards\": [ }")).isInstanceOf(CatalogueException.class)
                .hasMessageContaining("test.json is not valid catalogue JSON");
    }
}
