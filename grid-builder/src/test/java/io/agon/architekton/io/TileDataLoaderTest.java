package io.agon.architekton.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.architekton.model.Dir;
import io.agon.architekton.model.Terrain;
import io.agon.architekton.model.TileSet;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The tile tables of spec 11 as data, and clear errors for malformed data. */
class TileDataLoaderTest {

    static String standard() throws IOException {
        try (InputStream in = TileDataLoader.class.getResourceAsStream(TileDataLoader.RESOURCE)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    @DisplayName("spec 11: 24 landscapes (6 per terrain), 22 buildings with the section 11.3 edges, constants")
    void standardTiles() {
        TileSet t = TileDataLoader.load();
        assertThat(t.size()).isEqualTo(46);
        assertThat(t.landscapes()).isEqualTo(24);
        assertThat(t.buildings()).isEqualTo(22);
        assertThat(t.id(0)).isEqualTo("LANDSCAPE_SEA_01");
        int b13 = t.byId("BUILDING_13");
        assertThat(t.pattern(b13)).isEqualTo("PATTERN_D");
        assertThat(t.facing(b13, 0, Dir.E)).isEqualTo(Terrain.FOREST.ordinal());
        assertThat(t.facing(b13, 0, Dir.W)).isEqualTo(Terrain.MEADOW.ordinal());
        assertThat(t.terrain(t.byId("LANDSCAPE_EARTH_06"))).isEqualTo(Terrain.EARTH.ordinal());
        TileSet.Constants c = t.constants();
        assertThat(c).isEqualTo(new TileSet.Constants(12, 1, 4, 3, 2));
    }

    private static String error(String json) {
        try {
            TileDataLoader.parse(json, "tiles.json");
        } catch (TileDataException e) {
            return e.getMessage();
        }
        throw new AssertionError("accepted bad data");
    }

    @Test
    @DisplayName("a building side with an unknown terrain names the entry and the side")
    void badTerrain() throws IOException {
        String json = standard().replace("{\"id\": \"BUILDING_05\", \"pattern\": \"PATTERN_B\", \"sides\": {\"N\": \"SEA\", "
                + "\"E\": \"EARTH\"", "{\"id\": \"BUILDING_05\", \"pattern\": \"PATTERN_B\", \"sides\": {\"N\": \"SEA\", "
                + "\"E\": \"SAND\"");
        assertThat(error(json)).isEqualTo("tiles.json: buildingTiles[4] (BUILDING_05): side E: unknown terrain 'SAND'"
                + " (terrains: SEA, MEADOW, FOREST, EARTH)");
    }

    @Test
    @DisplayName("a landscape with a bad terrain, a duplicate id, a missing side, wrong counts are refused")
    void otherErrors() throws IOException {
        String std = standard();
        assertThat(error(std.replace("{\"id\": \"LANDSCAPE_SEA_02\", \"terrain\": \"SEA\"}",
                "{\"id\": \"LANDSCAPE_SEA_02\", \"terrain\": \"LAVA\"}")))
                .startsWith("tiles.json: landscapeTiles[1] (LANDSCAPE_SEA_02): terrain: unknown terrain 'LAVA'");
        assertThat(error(std.replace("\"LANDSCAPE_SEA_02\"", "\"LANDSCAPE_SEA_01\"")))
                .isEqualTo("tiles.json: landscapeTiles[1]: duplicate id LANDSCAPE_SEA_01");
        assertThat(error(std.replace("\"W\": \"EARTH\"}},\n    {\"id\": \"BUILDING_02\"", "\"X\": \"EARTH\"}},\n"
                + "    {\"id\": \"BUILDING_02\""))).isEqualTo("tiles.json: buildingTiles[0] (BUILDING_01): side W is missing");
        assertThat(error(std.replace("{\"id\": \"LANDSCAPE_SEA_06\", \"terrain\": \"SEA\"},", "")))
                .contains("landscapeTiles has 23 tiles");
        assertThat(error(std.replace("{\"id\": \"LANDSCAPE_SEA_06\", \"terrain\": \"SEA\"}",
                "{\"id\": \"LANDSCAPE_SEA_06\", \"terrain\": \"MEADOW\"}"))).contains("has 5 SEA tiles");
        assertThat(error(std.replace("\"PLAYERS\": 2", "\"PLAYERS\": 3"))).contains("constants.PLAYERS = 3");
        assertThat(error(std.replace("\"DISPLAY_SIZE_PER_KIND\": 3", "\"DISPLAY_SIZE_PER_KIND\": \"three\"")))
                .contains("constants.DISPLAY_SIZE_PER_KIND must be a whole number");
        assertThat(error("{ not json")).startsWith("tiles.json: not valid JSON");
        assertThat(error("[]")).contains("top level must be a JSON object");
        assertThat(error("{\"constants\": {}}")).contains("constants.PLAYERS");
    }

    @Test
    @DisplayName("D3, D4 / spec 11: 6 landscapes per terrain; each building shows the four terrains once, as its pattern"
            + " row of 11.2, patterns A-D 4 tiles and E-F 3; other edge data loads without code changes")
    void tileDataDecisions() throws IOException {
        TileSet t = TileDataLoader.load();
        int[] perTerrain = new int[4];
        for (int i = t.first(0); i < t.first(0) + t.count(0); i++) {
            perTerrain[t.terrain(i)]++;
        }
        assertThat(perTerrain).containsExactly(6, 6, 6, 6);
        java.util.Map<String, String> rows = java.util.Map.of(
                "PATTERN_A", "SEA MEADOW FOREST EARTH", "PATTERN_B", "SEA EARTH FOREST MEADOW",
                "PATTERN_C", "SEA MEADOW EARTH FOREST", "PATTERN_D", "SEA FOREST EARTH MEADOW",
                "PATTERN_E", "SEA FOREST MEADOW EARTH", "PATTERN_F", "SEA EARTH MEADOW FOREST");
        java.util.Map<String, Integer> perPattern = new java.util.TreeMap<>();
        for (int b = t.first(1); b < t.first(1) + t.count(1); b++) {
            StringBuilder edges = new StringBuilder();
            int seen = 0;
            for (int d = Dir.N; d <= Dir.W; d++) {
                edges.append(d > 0 ? " " : "").append(Terrain.values()[t.facing(b, 0, d)]);
                seen |= 1 << t.facing(b, 0, d);
            }
            assertThat(seen).as(t.id(b) + " shows all four terrains").isEqualTo(0b1111);
            assertThat(edges.toString()).as(t.id(b)).isEqualTo(rows.get(t.pattern(b)));
            perPattern.merge(t.pattern(b), 1, Integer::sum);
        }
        assertThat(perPattern).containsExactly(java.util.Map.entry("PATTERN_A", 4), java.util.Map.entry("PATTERN_B", 4),
                java.util.Map.entry("PATTERN_C", 4), java.util.Map.entry("PATTERN_D", 4),
                java.util.Map.entry("PATTERN_E", 3), java.util.Map.entry("PATTERN_F", 3));
        // D3: the split is assumed data; a building with a repeated terrain still loads and is read as given
        String other = standard().replace(
                "{\"id\": \"BUILDING_01\", \"pattern\": \"PATTERN_A\", \"sides\": {\"N\": \"SEA\", \"E\": \"MEADOW\"",
                "{\"id\": \"BUILDING_01\", \"pattern\": \"PATTERN_A\", \"sides\": {\"N\": \"SEA\", \"E\": \"SEA\"");
        TileSet u = TileDataLoader.parse(other, "tiles.json");
        int b1 = u.byId("BUILDING_01");
        assertThat(u.facing(b1, 0, Dir.E)).isEqualTo(Terrain.SEA.ordinal());
        assertThat(u.facing(b1, 1, Dir.S)).isEqualTo(Terrain.SEA.ordinal());
    }
}
