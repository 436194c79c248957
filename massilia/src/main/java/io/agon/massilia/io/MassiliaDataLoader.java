package io.agon.massilia.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Reads and validates {@code io/agon/massilia/massilia.json} (spec section 10). Every problem is reported as a
 * {@link DataException} naming the bad entry, e.g. {@code godCards[3].copies: must be >= 1, was 0}.
 */
public final class MassiliaDataLoader {

    /** The bundled resource. */
    public static final String RESOURCE = "/io/agon/massilia/massilia.json";

    /** A malformed data file. */
    public static final class DataException extends io.agon.core.AgonException {
        /** @param message names the bad entry */
        public DataException(String message) {
            super("massilia data: " + message);
        }
    }

    private MassiliaDataLoader() {
    }

    /** The bundled data. */
    public static MassiliaData load() {
        try (InputStream in = MassiliaDataLoader.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new DataException("resource " + RESOURCE + " is missing");
            }
            return parse(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new DataException("cannot read " + RESOURCE + ": " + e.getMessage());
        }
    }

    /** Parses and validates a data document. */
    public static MassiliaData parse(String json) {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(json);
        } catch (IOException e) {
            throw new DataException("not valid JSON: " + e.getMessage());
        }
        if (root == null || !root.isObject()) {
            throw new DataException("the document must be a JSON object");
        }
        JsonNode c = node(root, "constants", "");
        int min = num(c, "PLAYER_COUNT_MIN", "constants", 1, 4);
        int max = num(c, "PLAYER_COUNT_MAX", "constants", min, 4);
        int ring = num(c, "RING_SIZE", "constants", 24, 24);
        int[] corners = intArray(c, "CORNER_FIELDS", "constants", 4, 0, ring - 1);
        int[] middles = intArray(c, "MIDDLE_FIELDS", "constants", 4, 0, ring - 1);
        int capacity = num(c, "STALL_CAPACITY", "constants", 1, 15);
        int priceMin = num(c, "PRICE_MIN", "constants", 1, 9);
        int priceMax = num(c, "PRICE_MAX", "constants", priceMin, 9);
        int markerMin = num(c, "POINTS_MARKER_MIN", "constants", 0, 9);
        int markerMax = num(c, "POINTS_MARKER_MAX", "constants", markerMin, 9);
        int markerStart = num(c, "POINTS_MARKER_START", "constants", markerMin, markerMax);
        int hand = num(c, "HAND_LIMIT", "constants", 3, 3);

        // goods
        JsonNode goods = array(root, "harbourGoods", "", Ids.GOODS);
        int[] cubes = new int[Ids.GOODS];
        for (int g = 0; g < Ids.GOODS; g++) {
            String where = "harbourGoods[" + g + "]";
            JsonNode e = goods.get(g);
            expectId(e, where, Ids.GOODS_NAMES[g].toUpperCase());
            cubes[g] = num(e, "cubes", where, 6, 99);
        }
        // price tiles
        JsonNode tiles = array(root, "priceTiles", "", 4);
        int[] startPrices = new int[4];
        boolean[] seen = new boolean[4];
        for (int i = 0; i < 4; i++) {
            String where = "priceTiles[" + i + "]";
            JsonNode e = tiles.get(i);
            int value = num(e, "value", where, priceMin, priceMax);
            String pos = text(e, "startPosition", where);
            int p = Arrays.asList("TEMPLE", "VIOLET", "ORANGE", "PINK").indexOf(pos);
            if (p < 0 || seen[p]) {
                throw new DataException(where + ".startPosition: '" + pos
                        + "' must be a distinct one of TEMPLE, VIOLET, ORANGE, PINK");
            }
            seen[p] = true;
            startPrices[p] = value;
        }
        // round tiles
        JsonNode rt = array(root, "roundTiles", "", -1);
        int[] rtValues = new int[rt.size()];
        int[] rtMin = new int[rt.size()];
        for (int i = 0; i < rt.size(); i++) {
            String where = "roundTiles[" + i + "]";
            rtValues[i] = num(rt.get(i), "value", where, 0, 20);
            rtMin[i] = num(rt.get(i), "minPlayers", where, 1, 4);
            if (i > 0 && rtValues[i] > rtValues[i - 1]) {
                throw new DataException(where + ".value: round tiles must be listed highest first");
            }
        }
        // starting money and corners
        int[] money = new int[max];
        int[] defaultCorners = new int[max];
        JsonNode sm = node(root, "startingSestercesByOrderPosition", "");
        JsonNode sc = node(root, "startingCornerByOrderPositionDefault", "");
        for (int p = 1; p <= max; p++) {
            money[p - 1] = num(sm, String.valueOf(p), "startingSestercesByOrderPosition", 0, 99);
            defaultCorners[p - 1] = num(sc, String.valueOf(p), "startingCornerByOrderPositionDefault", 0, ring - 1);
        }
        // scoring
        JsonNode ss = array(root, "stallScore", "", -1);
        int[] stallScore = new int[ss.size()];
        for (int i = 0; i < ss.size(); i++) {
            String where = "stallScore[" + i + "]";
            JsonNode e = ss.get(i);
            int stalls = e.has("stalls") ? num(e, "stalls", where, 0, 99) : num(e, "stallsAtLeast", where, 0, 99);
            if (stalls != i) {
                throw new DataException(where + ": entries must count stalls 0, 1, 2, ... in order, found " + stalls);
            }
            stallScore[i] = num(e, "prestige", where, 0, 999);
        }
        JsonNode pd = array(root, "penaltyDeduction", "", -1);
        int[] deduction = new int[64];
        int next = 0;
        for (int i = 0; i < pd.size(); i++) {
            String where = "penaltyDeduction[" + i + "]";
            JsonNode e = pd.get(i);
            int lo = num(e, "minStones", where, 0, 63);
            if (lo != next) {
                throw new DataException(where + ".minStones: expected " + next + " (ranges must follow each other)");
            }
            int value = num(e, "deduction", where, 0, 999);
            JsonNode hi = e.get("maxStones");
            if (hi == null || hi.isNull()) {
                if (i != pd.size() - 1) {
                    throw new DataException(where + ".maxStones: only the last range may be open");
                }
                deduction = Arrays.copyOf(deduction, lo + 1);
                deduction[lo] = value;
                next = -1;
            } else {
                int h = num(e, "maxStones", where, lo, 62);
                for (int k = lo; k <= h; k++) {
                    deduction[k] = value;
                }
                next = h + 1;
            }
        }
        if (next != -1) {
            throw new DataException("penaltyDeduction: the last range must be open (maxStones null)");
        }
        // gods
        JsonNode gods = array(root, "godCards", "", Ids.GODS);
        int[] copies = new int[Ids.GODS];
        for (int g = 0; g < Ids.GODS; g++) {
            String where = "godCards[" + g + "]";
            expectId(gods.get(g), where, Ids.GOD_IDS[g]);
            copies[g] = num(gods.get(g), "copies", where, 1, 20);
        }
        checkFixedRules(root, c, ring, corners, middles, markerStart, num(c, "BEIGE_PRICE", "constants", 0, 9));
        return new MassiliaData(min, max, num(c, "ROUND_COUNT", "constants", 1, 20), ring, corners, middles,
                num(c, "STALLS_PER_PLAYER", "constants", 1, 6), capacity,
                num(c, "STALL_BUILD_COST", "constants", 0, 99), num(c, "CONSUL_TAX_PER_CUBE", "constants", 1, 9),
                num(c, "DIE_KEEP_COST", "constants", 0, 9), num(c, "MARS_FREE_KEEPS", "constants", 0, 9), hand,
                num(c, "JUPITER_MAX_CARDS", "constants", 1, 3), num(c, "VESTA_MAX_RETURN", "constants", 1, 9),
                num(c, "PENALTY_STONES_PER_PLAYER", "constants", 0, 99), priceMin, priceMax,
                num(c, "BEIGE_PRICE", "constants", 0, 9), markerMin, markerMax, markerStart,
                num(c, "SESTERCES_PER_FINAL_PRESTIGE", "constants", 1, 99), cubes,
                num(c, "TEMPLE_START_DICE_PER_COLOUR", "constants", 0, 5),
                num(c, "PLAYER_DICE_PER_COLOUR", "constants", 0, 5), num(c, "MAX_PIP_DELTA_PER_DIE", "constants", 1, 5),
                startPrices, rtValues, rtMin, money, defaultCorners, stallScore, deduction, copies);
    }

    /**
     * Entries of spec section 10 that the rules carry in code (the die actions, the persons, the market fields,
     * the price rotation, the tie-breakers, which goods have a price tile and a marker, the gods' effects): the
     * engine does not read them, so it refuses a file in which they differ from what it does, naming the entry.
     */
    private static void checkFixedRules(JsonNode root, JsonNode c, int ring, int[] corners, int[] middles,
                                        int markerStart, int beigePrice) {
        if (num(c, "SIDE_LENGTH", "constants", 1, ring) * 4 != ring) {
            throw new DataException("constants.SIDE_LENGTH: four sides must make the ring of " + ring);
        }
        JsonNode start = c.get("STARTING_STALL_GOODS");
        if (start == null || !start.isArray() || start.size() != 3
                || !sameSet(start, "VIOLET", "ORANGE", "PINK")) {
            throw new DataException("constants.STARTING_STALL_GOODS: the engine puts one violet, one orange and one"
                    + " pink cube on each first stall (spec 3.8)");
        }
        String[] dieColours = {"BEIGE", "BROWN", "BLACK", "GREY"};
        String[] actions = {"BUY_GOODS", "MOVE_PERSON", "BUY_PRESTIGE", "SACRIFICE"};
        JsonNode da = array(root, "dieActions", "", Ids.DIE_COLOURS);
        for (int i = 0; i < Ids.DIE_COLOURS; i++) {
            expectText(da.get(i), "dieColour", "dieActions[" + i + "]", dieColours[i]);
            expectText(da.get(i), "action", "dieActions[" + i + "]", actions[i]);
        }
        String[] goodsIds = {"VIOLET", "ORANGE", "PINK", "BEIGE"};
        String[] personIds = {"CUSTOMER_VIOLET", "CUSTOMER_ORANGE", "CUSTOMER_PINK", "CONSUL"};
        JsonNode ps = array(root, "persons", "", Ids.PERSONS);
        for (int i = 0; i < Ids.PERSONS; i++) {
            String where = "persons[" + i + "]";
            expectId(ps.get(i), where, personIds[i]);
            JsonNode buys = ps.get(i).get("buysGoods");
            boolean ok = i == Ids.CONSUL ? buys == null || buys.isNull()
                    : buys != null && goodsIds[i].equals(buys.asText());
            if (!ok) {
                throw new DataException(where + ".buysGoods: expected " + (i == Ids.CONSUL ? "null" : goodsIds[i]));
            }
        }
        String[] sides = {"TOP", "RIGHT", "BOTTOM", "LEFT"};
        JsonNode mf = array(root, "marketFields", "", ring);
        for (int i = 0; i < ring; i++) {
            String where = "marketFields[" + i + "]";
            JsonNode e = mf.get(i);
            num(e, "index", where, i, i);
            expectText(e, "side", where, sides[i / (ring / 4)]);
            expectFlag(e, "corner", where, contains(corners, i));
            expectFlag(e, "middle", where, contains(middles, i));
        }
        JsonNode rot = node(root, "priceRotationNext", "");
        String[] positions = {"TEMPLE", "VIOLET", "ORANGE", "PINK"};
        for (int i = 0; i < 4; i++) {
            expectText(rot, positions[i], "priceRotationNext", positions[(i + 1) % 4]);
        }
        JsonNode skipped = array(root, "priceRotationSkippedInRound", "", 1);
        if (!skipped.get(0).isInt() || skipped.get(0).intValue() != 1) {
            throw new DataException("priceRotationSkippedInRound: the engine skips the price change in round 1 only");
        }
        String[] ties = {"MOST_STALLS_ON_MARKET", "MOST_SESTERCES", "FEWEST_PENALTY_STONES", "SHARED_WIN"};
        JsonNode tb = array(root, "tieBreakers", "", ties.length);
        for (int i = 0; i < ties.length; i++) {
            if (!ties[i].equals(tb.get(i).asText())) {
                throw new DataException("tieBreakers[" + i + "]: expected " + ties[i] + " (spec 7)");
            }
        }
        JsonNode hg = array(root, "harbourGoods", "", Ids.GOODS);
        for (int g = 0; g < Ids.GOODS; g++) {
            String where = "harbourGoods[" + g + "]";
            JsonNode e = hg.get(g);
            boolean trade = g < Ids.TRADE_GOODS;
            expectFlag(e, "hasPointsMarker", where, trade);
            JsonNode pp = e.get("pricePosition");
            if (trade ? pp == null || !goodsIds[g].equals(pp.asText()) : pp != null && !pp.isNull()) {
                throw new DataException(where + ".pricePosition: expected " + (trade ? goodsIds[g] : "null"));
            }
            if (trade) {
                num(e, "pointsMarkerStart", where, markerStart, markerStart);
            } else {
                num(e, "fixedPrice", where, beigePrice, beigePrice);
            }
        }
        String[] effects = {"SACRIFICE_TAKE_UP_TO_TWO_CARDS", "KEEP_UP_TO_TWO_DICE_FREE",
            "PRICE_TILE_PLUS_OR_MINUS_ONE_FOR_ACTION", "CANCEL_CONSUL_EFFECT", "FREE_PIP_STEP", "FREE_RECOLOUR",
            "FREE_ADD_SAME_COLOUR_DIE", "RETURN_UP_TO_TWO_PENALTY_STONES"};
        JsonNode gods = array(root, "godCards", "", Ids.GODS);
        for (int g = 0; g < Ids.GODS; g++) {
            expectText(gods.get(g), "effect", "godCards[" + g + "]", effects[g]);
        }
    }

    private static boolean sameSet(JsonNode arr, String... ids) {
        java.util.Set<String> got = new java.util.TreeSet<>();
        arr.forEach(n -> got.add(n.asText()));
        return got.equals(new java.util.TreeSet<>(Arrays.asList(ids)));
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    private static void expectText(JsonNode e, String field, String where, String expected) {
        String got = text(e, field, where);
        if (!got.equals(expected)) {
            throw new DataException(where + "." + field + ": expected " + expected + ", found '" + got + "'");
        }
    }

    private static void expectFlag(JsonNode e, String field, String where, boolean expected) {
        JsonNode n = e.get(field);
        if (n == null || !n.isBoolean() || n.booleanValue() != expected) {
            throw new DataException(where + "." + field + ": expected " + expected);
        }
    }

    private static void expectId(JsonNode e, String where, String id) {
        String got = text(e, "id", where);
        if (!got.equals(id)) {
            throw new DataException(where + ".id: expected " + id + ", found '" + got + "'");
        }
    }

    private static JsonNode node(JsonNode parent, String field, String where) {
        JsonNode n = parent.get(field);
        if (n == null || !n.isObject()) {
            throw new DataException((where.isEmpty() ? "" : where + ".") + field + ": missing or not an object");
        }
        return n;
    }

    private static JsonNode array(JsonNode parent, String field, String where, int size) {
        JsonNode n = parent.get(field);
        if (n == null || !n.isArray()) {
            throw new DataException((where.isEmpty() ? "" : where + ".") + field + ": missing or not an array");
        }
        if (size >= 0 && n.size() != size) {
            throw new DataException(field + ": must have " + size + " entries, has " + n.size());
        }
        if (n.size() == 0) {
            throw new DataException(field + ": must not be empty");
        }
        return n;
    }

    private static int num(JsonNode parent, String field, String where, int min, int max) {
        JsonNode n = parent == null ? null : parent.get(field);
        String name = where + "." + field;
        if (n == null || !n.isInt()) {
            throw new DataException(name + ": missing or not an integer");
        }
        int v = n.intValue();
        if (v < min || v > max) {
            throw new DataException(name + ": must be in " + min + ".." + max + ", was " + v);
        }
        return v;
    }

    private static String text(JsonNode parent, String field, String where) {
        JsonNode n = parent == null ? null : parent.get(field);
        if (n == null || !n.isTextual()) {
            throw new DataException(where + "." + field + ": missing or not a string");
        }
        return n.textValue();
    }

    private static int[] intArray(JsonNode parent, String field, String where, int size, int min, int max) {
        JsonNode n = parent.get(field);
        String name = where + "." + field;
        if (n == null || !n.isArray() || n.size() != size) {
            throw new DataException(name + ": must be an array of " + size + " integers");
        }
        int[] out = new int[size];
        for (int i = 0; i < size; i++) {
            if (!n.get(i).isInt() || n.get(i).intValue() < min || n.get(i).intValue() > max) {
                throw new DataException(name + "[" + i + "]: must be an integer in " + min + ".." + max);
            }
            out[i] = n.get(i).intValue();
        }
        return out;
    }
}
