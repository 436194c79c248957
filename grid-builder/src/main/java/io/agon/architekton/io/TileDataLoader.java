package io.agon.architekton.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agon.architekton.model.Terrain;
import io.agon.architekton.model.TileSet;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the tile tables of spec 11 ({@code io/agon/architekton/tiles.json}) with Jackson and checks them: the
 * component counts of spec 2.1 (24 landscapes, 6 per terrain; 22 buildings; 2 players; 2 start landscapes),
 * known terrains, four sides per building, unique ids. Every error names the file and the entry.
 */
public final class TileDataLoader {

    /** The class-path resource holding the standard tiles. */
    public static final String RESOURCE = "/io/agon/architekton/tiles.json";

    private static final String[] SIDES = {"N", "E", "S", "W"};
    private static final int LANDSCAPES = 24;
    private static final int PER_TERRAIN = 6;
    private static final int BUILDINGS = 22;

    private TileDataLoader() {
    }

    /** The standard tiles from the module's resource. */
    public static TileSet load() {
        try (InputStream in = TileDataLoader.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new TileDataException("tile data " + RESOURCE + " is missing from the class path");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "tiles.json");
        } catch (IOException e) {
            throw new TileDataException("cannot read " + RESOURCE + ": " + e.getMessage());
        }
    }

    /**
     * Parses and checks tile data.
     *
     * @param json   the JSON text
     * @param source a name for messages, e.g. "tiles.json"
     * @throws TileDataException naming the bad entry
     */
    public static TileSet parse(String json, String source) {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(json);
        } catch (JsonProcessingException e) {
            throw new TileDataException(source + ": not valid JSON: " + e.getOriginalMessage());
        }
        if (root == null || !root.isObject()) {
            throw new TileDataException(source + ": the top level must be a JSON object");
        }
        checkTerrains(root, source);
        TileSet.Constants constants = constants(root, source);
        Set<String> ids = new HashSet<>();
        List<TileSet.Landscape> landscapes = landscapes(root, source, ids);
        List<TileSet.Building> buildings = buildings(root, source, ids);
        int needL = constants.reserveSize() + constants.displaySize() + 2;
        int needB = constants.reserveSize() + constants.displaySize();
        if (needL > LANDSCAPES || needB > BUILDINGS) {
            throw new TileDataException(source + ": constants: reserve + display (+ 2 start landscapes) need more"
                    + " tiles than there are");
        }
        return new TileSet(constants, landscapes, buildings);
    }

    private static void checkTerrains(JsonNode root, String source) {
        JsonNode t = root.get("terrains");
        if (t == null) {
            return;
        }
        Set<String> expected = new HashSet<>();
        for (Terrain x : Terrain.values()) {
            expected.add(x.name());
        }
        Set<String> got = new HashSet<>();
        if (t.isArray()) {
            t.forEach(n -> got.add(n.asText()));
        }
        if (!got.equals(expected)) {
            throw new TileDataException(source + ": terrains must be " + expected + ", not " + t);
        }
    }

    private static TileSet.Constants constants(JsonNode root, String source) {
        JsonNode c = root.get("constants");
        if (c == null || !c.isObject()) {
            throw new TileDataException(source + ": missing object 'constants'");
        }
        intField(c, "PLAYERS", source, 2, 2);
        intField(c, "START_LANDSCAPES", source, 2, 2);
        return new TileSet.Constants(
                intField(c, "HOUSES_PER_PLAYER", source, 1, 60),
                intField(c, "STARTING_CHIPS_PER_PLAYER", source, 0, 1000),
                intField(c, "RESERVE_SIZE_PER_KIND", source, 1, 20),
                intField(c, "DISPLAY_SIZE_PER_KIND", source, 1, 10),
                intField(c, "PLACEMENTS_PER_TURN", source, 1, 10));
    }

    private static int intField(JsonNode obj, String name, String source, int min, int max) {
        JsonNode n = obj.get(name);
        if (n == null || !n.isInt()) {
            throw new TileDataException(source + ": constants." + name + " must be a whole number");
        }
        int v = n.asInt();
        if (v < min || v > max) {
            throw new TileDataException(source + ": constants." + name + " = " + v + " is not supported ("
                    + (min == max ? "must be " + min : "must be " + min + "-" + max) + ")");
        }
        return v;
    }

    private static List<TileSet.Landscape> landscapes(JsonNode root, String source, Set<String> ids) {
        JsonNode arr = array(root, "landscapeTiles", source);
        List<TileSet.Landscape> out = new ArrayList<>();
        Map<Terrain, Integer> perTerrain = new EnumMap<>(Terrain.class);
        for (int i = 0; i < arr.size(); i++) {
            JsonNode n = arr.get(i);
            String where = source + ": landscapeTiles[" + i + "]";
            String id = id(n, where, ids);
            where += " (" + id + ")";
            Terrain t = terrain(n.get("terrain"), where + ": terrain");
            perTerrain.merge(t, 1, Integer::sum);
            out.add(new TileSet.Landscape(id, t));
        }
        if (out.size() != LANDSCAPES) {
            throw new TileDataException(source + ": landscapeTiles has " + out.size() + " tiles, the game has "
                    + LANDSCAPES + " (spec 2.1)");
        }
        for (Terrain t : Terrain.values()) {
            int n = perTerrain.getOrDefault(t, 0);
            if (n != PER_TERRAIN) {
                throw new TileDataException(source + ": landscapeTiles has " + n + " " + t + " tiles, the game has "
                        + PER_TERRAIN + " of each terrain (spec 2.1)");
            }
        }
        return out;
    }

    private static List<TileSet.Building> buildings(JsonNode root, String source, Set<String> ids) {
        JsonNode arr = array(root, "buildingTiles", source);
        List<TileSet.Building> out = new ArrayList<>();
        for (int i = 0; i < arr.size(); i++) {
            JsonNode n = arr.get(i);
            String where = source + ": buildingTiles[" + i + "]";
            String id = id(n, where, ids);
            where += " (" + id + ")";
            JsonNode sides = n.get("sides");
            if (sides == null || !sides.isObject()) {
                throw new TileDataException(where + ": missing object 'sides' with N, E, S and W");
            }
            List<Terrain> list = new ArrayList<>();
            for (String d : SIDES) {
                list.add(terrain(sides.get(d), where + ": side " + d));
            }
            if (sides.size() != 4) {
                throw new TileDataException(where + ": 'sides' must have exactly N, E, S and W");
            }
            JsonNode pattern = n.get("pattern");
            out.add(new TileSet.Building(id, pattern == null ? "" : pattern.asText(), list));
        }
        if (out.size() != BUILDINGS) {
            throw new TileDataException(source + ": buildingTiles has " + out.size() + " tiles, the game has "
                    + BUILDINGS + " (spec 2.1)");
        }
        return out;
    }

    private static JsonNode array(JsonNode root, String name, String source) {
        JsonNode arr = root.get(name);
        if (arr == null || !arr.isArray()) {
            throw new TileDataException(source + ": missing array '" + name + "'");
        }
        return arr;
    }

    private static String id(JsonNode n, String where, Set<String> ids) {
        if (n == null || !n.isObject()) {
            throw new TileDataException(where + ": must be an object");
        }
        JsonNode id = n.get("id");
        if (id == null || !id.isTextual() || id.asText().isBlank()) {
            throw new TileDataException(where + ": missing 'id'");
        }
        if (!ids.add(id.asText())) {
            throw new TileDataException(where + ": duplicate id " + id.asText());
        }
        return id.asText();
    }

    private static Terrain terrain(JsonNode n, String where) {
        if (n == null || !n.isTextual()) {
            throw new TileDataException(where + " is missing");
        }
        try {
            return Terrain.valueOf(n.asText());
        } catch (IllegalArgumentException e) {
            throw new TileDataException(where + ": unknown terrain '" + n.asText()
                    + "' (terrains: SEA, MEADOW, FOREST, EARTH)");
        }
    }
}
