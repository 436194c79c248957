package io.agon.polis.io;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.polis.model.BoardSide;
import io.agon.polis.model.CardDesign;
import io.agon.polis.model.Catalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bundled catalogue compared entry by entry with the tables of spec section 11 (copied here from the spec:
 * id, colour, count, type marker, symbols with the protectable {@code *}, ability; board sides with their
 * symbols and first-game player count).
 */
class CatalogueTablesTest {

    /** Spec 11.1, in table order. */
    static final List<String> CARDS = List.of(
            "HOPLITE RED x2 PERSON [WAR] -",
            "ARMOURER RED x1 PERSON [WAR, DISCOUNT:RED:2*] -",
            "ARCHERS RED x2 PERSON [WAR, MONEY:1*] -",
            "CAVALRY RED x2 PERSON [WAR, WAR*] -",
            "FORTRESS RED x1 BUILDING [WAR, WAR, VP_PER:RED*] -",
            "LEADER RED x1 PERSON [WAR*, VP:2] -",
            "STRATEGOS RED x1 PERSON [WAR, POINTS:1*] -",
            "MERCENARY RED x1 PERSON [MERCENARY, WAR*] MERCENARY",
            "ASSASSIN RED x2 PERSON [WAR*] ASSASSIN",
            "TROY RED x1 BUILDING [WAR, WAR, WAR, CULTURE*] TROY",
            "COLONY RED x2 NONE [VASE, MONEY:1*] COLONY",
            "TEMPLE_OF_APOLLO GREEN x1 BUILDING [DISCOUNT:BLUE:3, VP:2*] TEMPLE:BLUE",
            "TEMPLE_OF_ATHENA GREEN x1 BUILDING [DISCOUNT:GREEN:3, VP:2*] TEMPLE:GREEN",
            "TEMPLE_OF_ARES GREEN x1 BUILDING [DISCOUNT:RED:3, VP:2*] TEMPLE:RED",
            "TEMPLE_OF_ZEUS GREEN x1 BUILDING [DISCOUNT:YELLOW:3, VP:2*] TEMPLE:YELLOW",
            "ACROPOLIS GREEN x1 BUILDING [VP:4, CULTURE*] -",
            "THEATRE GREEN x1 BUILDING [MONEY:2, CULTURE*] -",
            "HARBOUR GREEN x2 BUILDING [VASE, VASE*] HARBOUR",
            "CORINTH_CANAL GREEN x1 BUILDING [VASE, VP:1*] CORINTH_CANAL",
            "AGORA GREEN x2 BUILDING [VASE, DISCOUNT_ANY:1*] -",
            "WORKSHOP GREEN x2 BUILDING [DISCOUNT_ANY:1, MONEY:1*] -",
            "GYMNASIUM GREEN x1 BUILDING [DISCOUNT_ANY:2, WAR*] -",
            "LIBRARY GREEN x1 BUILDING [CULTURE, POINTS:1*] -",
            "STOA GREEN x1 BUILDING [MONEY_PER_BUILDING, VP:1*] -",
            "POTTER BLUE x2 PERSON [VASE, CULTURE*] -",
            "TRAGEDIAN BLUE x1 PERSON [CULTURE, POINTS:1*] -",
            "COMEDIAN BLUE x1 PERSON [CULTURE, MONEY:2*] -",
            "PRIESTESS BLUE x1 PERSON [CULTURE*] PRIESTESS",
            "CAPTAIN BLUE x1 PERSON [VASE*] CAPTAIN",
            "SHIP BLUE x2 NONE [VASE, VASE*] -",
            "FARMER BLUE x2 PERSON [MONEY:2, VP:1*] -",
            "MERCHANT BLUE x2 PERSON [VASE, MONEY:1*] -",
            "SMITH BLUE x1 PERSON [WAR, MONEY:1*] -",
            "VINTNER BLUE x1 PERSON [VASE, MONEY_PER:BLUE*] -",
            "SCULPTOR BLUE x1 PERSON [CULTURE, VP_PER:GREEN*] -",
            "MASON BLUE x1 PERSON [DISCOUNT:GREEN:2, MONEY:1*] -",
            "ALEXANDER YELLOW x1 PERSON [WAR, VP:2*] ALEXANDER",
            "ARCHIMEDES YELLOW x1 PERSON [VP:2, CULTURE*] ARCHIMEDES",
            "ARISTOTLE YELLOW x1 PERSON [CULTURE, VP:2*] ARISTOTLE",
            "DIOGENES YELLOW x1 PERSON [CULTURE, VP:3*] DIOGENES",
            "EUCLID YELLOW x1 PERSON [VP:2, CULTURE*] EUCLID",
            "HERODOTUS YELLOW x1 PERSON [CULTURE, VP:2*] HERODOTUS",
            "HIPPOCRATES YELLOW x1 PERSON [VP:2, CULTURE*] HIPPOCRATES",
            "HOMER YELLOW x1 PERSON [CULTURE, CULTURE*] HOMER",
            "PHIDIAS YELLOW x1 PERSON [DISCOUNT:YELLOW:2, VP:2*] PHIDIAS",
            "PLATO YELLOW x1 PERSON [CULTURE, VP:2*] PLATO",
            "PERICLES YELLOW x1 PERSON [VP_PER_BUILDING, CULTURE*] -",
            "LEONIDAS YELLOW x1 PERSON [WAR, WAR, VP:2*] -",
            "SOCRATES YELLOW x1 PERSON [CULTURE, POINTS:1, VP:2*] -",
            "STATUE_OF_ZEUS YELLOW x1 BUILDING [VP:4, CULTURE] STATUE_OF_ZEUS",
            "LIGHTHOUSE YELLOW x1 BUILDING [VASE, VP:2*] LIGHTHOUSE",
            "COLOSSUS YELLOW x1 BUILDING [MONEY:2, VP:3*] -");

    /** Spec 11.2 (first game: smallest player count using the side, 0 = never). */
    static final List<String> BOARDS = List.of(
            "ATHINA_A [CULTURE, VASE, MONEY:3] first-game 3",
            "ATHINA_B [CULTURE, VASE, CULTURE] first-game 0",
            "DELFOI_A [CULTURE, VASE, POINTS:1] first-game 3",
            "DELFOI_B [CULTURE, VASE, DISCOUNT:YELLOW:2] first-game 0",
            "ALEXANDREIA_A [CULTURE, VASE, START_MONEY:10] first-game 3",
            "ALEXANDREIA_B [CULTURE, VASE, VASE, VASE] first-game 0",
            "OLYMPIA_A [CULTURE, VASE, DISCOUNT_ANY:1] first-game 4",
            "OLYMPIA_B [CULTURE, VASE, MONEY_PER:YELLOW] first-game 0",
            "KORINTHOS_A [CULTURE, VASE, DISCOUNT:GREEN:2] first-game 5",
            "KORINTHOS_B [CULTURE, VASE, MONEY_PER:BLUE] first-game 0",
            "SPARTI_A [CULTURE, VASE, WAR, WAR] first-game 0",
            "SPARTI_B [CULTURE, VASE, DISCOUNT:RED:2] first-game 0");

    @Test
    @DisplayName("11.1 every development card design as in the spec tables (colour, count, type, symbols, *, ability)")
    void cards() {
        Catalogue c = CatalogueLoader.load();
        List<String> actual = new ArrayList<>();
        for (CardDesign d : c.designs()) {
            String symbols = d.symbols().stream().map(Object::toString).collect(Collectors.joining(", "));
            String ability = d.ability() == null ? "-"
                    : d.ability() + (d.abilityColour() == null ? "" : ":" + d.abilityColour());
            actual.add(d.id() + " " + d.colour() + " x" + d.count() + " " + d.type() + " [" + symbols + "] "
                    + ability);
        }
        assertThat(actual).containsExactlyElementsOf(CARDS);
    }

    @Test
    @DisplayName("11.2 every city board side as in the spec table (shared and particular symbols, first game)")
    void boards() {
        Catalogue c = CatalogueLoader.load();
        List<String> actual = new ArrayList<>();
        for (BoardSide b : c.sides()) {
            String symbols = b.symbols().stream().map(Object::toString).collect(Collectors.joining(", "));
            actual.add(b.id() + " [" + symbols + "] first-game " + b.firstGamePlayers());
        }
        assertThat(actual).containsExactlyElementsOf(BOARDS);
    }

    @Test
    @DisplayName("7.22 every ability has the frequency of the summary table (D27 for Plato and Hippocrates)")
    void frequencies() {
        Catalogue c = CatalogueLoader.load();
        java.util.Map<String, String> actual = new java.util.TreeMap<>();
        for (CardDesign d : c.designs()) {
            if (d.ability() != null) {
                actual.put(d.ability().name(), d.frequency().name());
            }
        }
        assertThat(actual).containsExactlyInAnyOrderEntriesOf(java.util.Map.ofEntries(
                java.util.Map.entry("ALEXANDER", "ONCE_PER_TURN"), java.util.Map.entry("ARCHIMEDES", "ONCE_PER_TURN"),
                java.util.Map.entry("ARISTOTLE", "ONCE_PER_TURN"), java.util.Map.entry("DIOGENES", "ALWAYS"),
                java.util.Map.entry("EUCLID", "UNLIMITED"), java.util.Map.entry("HARBOUR", "UNTIL_TARGET_TRADED"),
                java.util.Map.entry("HERODOTUS", "ONCE_PER_GAME"), java.util.Map.entry("HIPPOCRATES", "ONCE_PER_GAME"),
                java.util.Map.entry("HOMER", "ONCE_PER_TURN"), java.util.Map.entry("MERCENARY", "UNLIMITED"),
                java.util.Map.entry("ASSASSIN", "ONCE_PER_GAME"), java.util.Map.entry("CORINTH_CANAL", "ALWAYS"),
                java.util.Map.entry("CAPTAIN", "ALWAYS"), java.util.Map.entry("COLONY", "OPTIONAL"),
                java.util.Map.entry("PHIDIAS", "MANDATORY"), java.util.Map.entry("PLATO", "ONCE_PER_TURN"),
                java.util.Map.entry("PRIESTESS", "ONCE_PER_TURN"), java.util.Map.entry("STATUE_OF_ZEUS", "ALWAYS"),
                java.util.Map.entry("TEMPLE", "MANDATORY"), java.util.Map.entry("TROY", "ALWAYS"),
                java.util.Map.entry("LIGHTHOUSE", "ONCE_PER_TURN")));
    }

    @Test
    @DisplayName("11.2/D50 the sixth board is Spárti (name ASSUMED, data only): two sides, never in the first game")
    void sixthBoardIsSparti() {
        Catalogue c = CatalogueLoader.load();
        List<String> cities = c.sides().stream().map(BoardSide::cityName).distinct().toList();
        assertThat(cities).containsExactly("Athína", "Delfoí", "Alexándreia", "Olympía", "Kórinthos",
                "Spárti");
        List<BoardSide> sparti = c.sides().stream().filter(b -> b.city().equals("SPARTI")).toList();
        assertThat(sparti).extracting(BoardSide::id).containsExactly("SPARTI_A", "SPARTI_B");
        assertThat(sparti).allMatch(b -> b.firstGamePlayers() == 0);
    }
}
