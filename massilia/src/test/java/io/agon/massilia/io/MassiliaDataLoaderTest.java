package io.agon.massilia.io;

import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MassiliaDataLoaderTest {

    private static String json() throws IOException {
        try (InputStream in = MassiliaDataLoader.class.getResourceAsStream(MassiliaDataLoader.RESOURCE)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    @DisplayName("the bundled data matches spec section 10 (D1 ring of 24, corners 0/6/12/18, middles 3/9/15/21; D20 round tiles; D21 temple dice; D23 start money; D25 price tiles; D32 god copies, 42 cards)")
    void bundled() {
        MassiliaData d = MassiliaDataLoader.load();
        assertThat(d.rounds).isEqualTo(7);
        assertThat(d.ringSize).isEqualTo(24);
        assertThat(d.corners).containsExactly(0, 6, 12, 18);
        assertThat(d.middles).containsExactly(3, 9, 15, 21);
        assertThat(d.templeDicePerColour).isEqualTo(1);
        assertThat(d.playerDicePerColour).isEqualTo(1);
        assertThat(d.startPrices).containsExactly(2, 2, 3, 1);
        assertThat(d.roundTiles(2)).containsExactly(3);
        assertThat(d.roundTiles(3)).containsExactly(3, 2);
        assertThat(d.roundTiles(4)).containsExactly(3, 2, 1);
        assertThat(d.startMoney).containsExactly(5, 6, 7, 8);
        assertThat(d.godCopies).containsExactly(4, 4, 5, 5, 6, 6, 6, 6);
        assertThat(d.deckSize()).isEqualTo(42);
        assertThat(d.cubesPerGoods).containsExactly(16, 16, 16, 16);
        assertThat(d.stallScore).containsExactly(0, 0, 4, 9, 16, 25);
        assertThat(d.deduction(9)).isEqualTo(15);
        assertThat(d.deduction(40)).isEqualTo(15);
        assertThat(Ids.GOD_IDS).hasSize(d.godCopies.length);
    }

    @Test
    @DisplayName("a god card with 0 copies is refused naming the entry")
    void badCopies() throws IOException {
        String bad = json().replace("\"GOD_PLUTO\",     \"name\": \"Pluto\",     \"copies\": 5",
                "\"GOD_PLUTO\",     \"name\": \"Pluto\",     \"copies\": 0");
        assertThatThrownBy(() -> MassiliaDataLoader.parse(bad)).isInstanceOf(MassiliaDataLoader.DataException.class)
                .hasMessageContaining("godCards[3].copies");
    }

    @Test
    @DisplayName("god cards in the wrong order, a price out of range, a bad corner and broken JSON are refused")
    void otherErrors() throws IOException {
        String swapped = json().replace("GOD_JUPITER", "GOD_XXX");
        assertThatThrownBy(() -> MassiliaDataLoader.parse(swapped)).hasMessageContaining("godCards[0].id")
                .hasMessageContaining("GOD_XXX");
        String price = json().replace("\"value\": 3, \"startPosition\": \"ORANGE\"",
                "\"value\": 7, \"startPosition\": \"ORANGE\"");
        assertThatThrownBy(() -> MassiliaDataLoader.parse(price)).hasMessageContaining("priceTiles[3].value");
        String corner = json().replace("\"CORNER_FIELDS\": [0, 6, 12, 18]", "\"CORNER_FIELDS\": [0, 6, 12, 30]");
        assertThatThrownBy(() -> MassiliaDataLoader.parse(corner)).hasMessageContaining("CORNER_FIELDS[3]");
        assertThatThrownBy(() -> MassiliaDataLoader.parse("{ nope")).hasMessageContaining("not valid JSON");
        String missing = json().replace("\"STALL_CAPACITY\": 6,", "");
        assertThatThrownBy(() -> MassiliaDataLoader.parse(missing)).hasMessageContaining("constants.STALL_CAPACITY");
        String gap = json().replace("{\"minStones\": 3, \"maxStones\": 4,", "{\"minStones\": 4, \"maxStones\": 4,");
        assertThatThrownBy(() -> MassiliaDataLoader.parse(gap)).hasMessageContaining("penaltyDeduction[2].minStones");
    }
    @Test
    @DisplayName("spec 10.3-10.10: entries the rules carry in code are checked against the file, naming the entry")
    void fixedTables() throws IOException {
        String j = json();
        assertThatThrownBy(() -> MassiliaDataLoader.parse(j.replace("\"ORANGE\": \"PINK\", \"PINK\": \"TEMPLE\"",
                "\"ORANGE\": \"TEMPLE\", \"PINK\": \"PINK\""))).hasMessageContaining("priceRotationNext.ORANGE");
        assertThatThrownBy(() -> MassiliaDataLoader.parse(j.replace("{\"dieColour\": \"BLACK\", \"action\": \"BUY_PRESTIGE\"}",
                "{\"dieColour\": \"BLACK\", \"action\": \"SACRIFICE\"}"))).hasMessageContaining("dieActions[2].action");
        assertThatThrownBy(() -> MassiliaDataLoader.parse(j.replace("\"CUSTOMER_PINK\",   \"kind\": \"CUSTOMER\", \"buysGoods\": \"PINK\"",
                "\"CUSTOMER_PINK\",   \"kind\": \"CUSTOMER\", \"buysGoods\": \"BEIGE\""))).hasMessageContaining("persons[2].buysGoods");
        assertThatThrownBy(() -> MassiliaDataLoader.parse(j.replace("{\"index\": 9,  \"side\": \"RIGHT\",  \"x\": 6, \"y\": 3, \"corner\": false, \"middle\": true}",
                "{\"index\": 9,  \"side\": \"RIGHT\",  \"x\": 6, \"y\": 3, \"corner\": false, \"middle\": false}")))
                .hasMessageContaining("marketFields[9].middle");
        assertThatThrownBy(() -> MassiliaDataLoader.parse(j.replace("\"priceRotationSkippedInRound\": [1]",
                "\"priceRotationSkippedInRound\": [2]"))).hasMessageContaining("priceRotationSkippedInRound");
        assertThatThrownBy(() -> MassiliaDataLoader.parse(j.replace("\"MOST_SESTERCES\", \"FEWEST_PENALTY_STONES\"",
                "\"FEWEST_PENALTY_STONES\", \"MOST_SESTERCES\""))).hasMessageContaining("tieBreakers[1]");
        assertThatThrownBy(() -> MassiliaDataLoader.parse(j.replace("\"hasPointsMarker\": false, \"fixedPrice\": 1",
                "\"hasPointsMarker\": false, \"fixedPrice\": 2"))).hasMessageContaining("harbourGoods[3].fixedPrice");
        assertThatThrownBy(() -> MassiliaDataLoader.parse(j.replace("\"effect\": \"FREE_RECOLOUR\"",
                "\"effect\": \"FREE_PIP_STEP\""))).hasMessageContaining("godCards[5].effect");
        assertThatThrownBy(() -> MassiliaDataLoader.parse(j.replace("\"STARTING_STALL_GOODS\": [\"PINK\", \"ORANGE\", \"VIOLET\"]",
                "\"STARTING_STALL_GOODS\": [\"PINK\", \"BEIGE\", \"VIOLET\"]"))).hasMessageContaining("STARTING_STALL_GOODS");
    }
}
