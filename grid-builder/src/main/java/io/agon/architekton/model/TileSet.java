package io.agon.architekton.model;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The game's component data, as loaded from {@code tiles.json} (spec 11): every tile with its id, and the
 * numbers of section 2.1. Tiles are numbered 0..n-1, landscapes first, then buildings; the engine refers to a
 * tile by this number everywhere (actions, piles, the board).
 *
 * <p>Immutable and shared by every state of a game.
 */
public final class TileSet {

    /** At most this many tiles (a tile number must fit in 6 bits of a board cell). */
    public static final int MAX_TILES = 64;
    /** Most display slots per row (legal listing packs 4 rotation bits per display building into a long). */
    public static final int MAX_DISPLAY = 16;

    /** One landscape: an id and the terrain on its whole face. */
    public record Landscape(String id, Terrain terrain) {
    }

    /**
     * One building: an id, its pattern name (no rules effect) and the terrain along each edge in the base
     * orientation, in the order N, E, S, W.
     */
    public record Building(String id, String pattern, List<Terrain> sides) {
        /** Copies the sides and checks there are four. */
        public Building {
            sides = List.copyOf(sides);
            if (sides.size() != 4) {
                throw new IllegalArgumentException("building " + id + " needs 4 sides, has " + sides.size());
            }
        }
    }

    /**
     * The numbers of spec 2.1 that the engine reads from the data.
     *
     * @param housesPerPlayer  houses each player owns (12)
     * @param startingChips    chips each player starts with (1)
     * @param reserveSize      tiles of each kind set aside as the reserve (4)
     * @param displaySize      tiles of each kind in the open display (3)
     * @param placementsPerTurn tiles laid per turn (2)
     */
    public record Constants(int housesPerPlayer, int startingChips, int reserveSize, int displaySize,
                            int placementsPerTurn) {
    }

    private final Constants constants;
    private final String[] ids;
    private final int landscapes;
    private final int[] terrain;          // landscapes: terrain ordinal; buildings: -1
    private final int[][][] facing;       // buildings: [tile][rotation][direction] -> terrain ordinal
    private final int[][] facingMask;     // buildings: [tile][rotation] -> bit 4d + terrain for each direction d
    private final int[] anyRotationMask;  // buildings: OR of facingMask over the four rotations
    private final long[] rotationLanes;   // buildings: facingMask of rotation r in bits 16r..16r+15
    private final String[] pattern;
    private final int[] first;            // the lowest tile number with the same rules effect (see #firstTwin)
    private final long[] lowerTwins;      // bit u: tile u < t is identical to t (see #lowerTwins)
    private final Map<String, Integer> byId = new HashMap<>();

    /**
     * @throws IllegalArgumentException for duplicate ids or too many tiles (the loader reports these first,
     *     naming the entry)
     */
    public TileSet(Constants constants, List<Landscape> landscapeTiles, List<Building> buildingTiles) {
        this.constants = constants;
        int n = landscapeTiles.size() + buildingTiles.size();
        if (n > MAX_TILES) {
            throw new IllegalArgumentException("at most " + MAX_TILES + " tiles, not " + n);
        }
        if (constants.displaySize() > MAX_DISPLAY) {
            throw new IllegalArgumentException("at most " + MAX_DISPLAY + " display slots per row, not "
                    + constants.displaySize());
        }
        landscapes = landscapeTiles.size();
        ids = new String[n];
        terrain = new int[n];
        pattern = new String[n];
        facing = new int[n][][];
        facingMask = new int[n][];
        anyRotationMask = new int[n];
        rotationLanes = new long[n];
        Arrays.fill(terrain, -1);
        for (int i = 0; i < landscapes; i++) {
            Landscape l = landscapeTiles.get(i);
            ids[i] = l.id();
            terrain[i] = l.terrain().ordinal();
        }
        for (int j = 0; j < buildingTiles.size(); j++) {
            Building b = buildingTiles.get(j);
            int t = landscapes + j;
            ids[t] = b.id();
            pattern[t] = b.pattern();
            facing[t] = new int[4][4];
            facingMask[t] = new int[4];
            for (int r = 0; r < 4; r++) {
                for (int d = 0; d < 4; d++) {
                    // spec 2.3: facing(tile, r, d) = base[(d - r) mod 4], r quarter turns clockwise
                    int f = b.sides().get((d - r) & 3).ordinal();
                    facing[t][r][d] = f;
                    facingMask[t][r] |= 1 << (4 * d + f);
                    anyRotationMask[t] |= 1 << (4 * d + f);
                    rotationLanes[t] |= 1L << (16 * r + 4 * d + f);
                }
            }
        }
        first = new int[n];
        lowerTwins = new long[n];
        for (int t = 0; t < n; t++) {
            first[t] = t;
            for (int u = t - 1; u >= 0; u--) {
                boolean same = t < landscapes ? u < landscapes && terrain[u] == terrain[t]
                        : u >= landscapes && facingMask[u][0] == facingMask[t][0];
                if (same) {
                    first[t] = u;
                    lowerTwins[t] |= 1L << u;
                }
            }
        }
        for (int t = 0; t < n; t++) {
            if (byId.put(ids[t], t) != null) {
                throw new IllegalArgumentException("duplicate tile id " + ids[t]);
            }
        }
    }

    /** The numbers of spec 2.1. */
    public Constants constants() {
        return constants;
    }

    /** Number of tiles of both kinds. */
    public int size() {
        return ids.length;
    }

    /** Number of landscape tiles (they are numbered {@code 0..landscapes()-1}). */
    public int landscapes() {
        return landscapes;
    }

    /** Number of building tiles (numbered {@code landscapes()..size()-1}). */
    public int buildings() {
        return ids.length - landscapes;
    }

    /** The first tile number of {@code kind}. */
    public int first(int kind) {
        return kind == Kind.LANDSCAPE ? 0 : landscapes;
    }

    /** Number of tiles of {@code kind}. */
    public int count(int kind) {
        return kind == Kind.LANDSCAPE ? landscapes : buildings();
    }

    /** True when {@code tile} is a valid tile number. */
    public boolean isTile(int tile) {
        return tile >= 0 && tile < ids.length;
    }

    /** {@link Kind#LANDSCAPE} or {@link Kind#BUILDING}. */
    public int kind(int tile) {
        return tile < landscapes ? Kind.LANDSCAPE : Kind.BUILDING;
    }

    /** True for a building tile. */
    public boolean isBuilding(int tile) {
        return tile >= landscapes;
    }

    /** The tile's id, e.g. {@code LANDSCAPE_SEA_03} or {@code BUILDING_05}. */
    public String id(int tile) {
        return ids[tile];
    }

    /**
     * The tile as a person names it: a landscape by its terrain ("forest"), a building by the terrains its edges
     * ask for, north, east, south, west before turning ("sea-earth-meadow-forest building"). Identical tiles share
     * a name. The data id ({@link #id}) stays in records and data files only.
     */
    public String label(int tile) {
        if (!isBuilding(tile)) {
            return terrainWord(terrain[tile]);
        }
        StringBuilder b = new StringBuilder();
        for (int d = 0; d < 4; d++) {
            b.append(d == 0 ? "" : "-").append(terrainWord(facing(tile, 0, d)));
        }
        return b.append(" building").toString();
    }

    /** The tile with its article, as narration names it: "the forest landscape", "the sea-earth-meadow-forest building". */
    public String named(int tile) {
        return "the " + label(tile) + (isBuilding(tile) ? "" : " landscape");
    }

    /** "forest" for the forest terrain. */
    public static String terrainWord(int terrain) {
        return Terrain.of(terrain).name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The tile number of {@code id}, or -1. */
    public int byId(String id) {
        Integer t = byId.get(id);
        return t == null ? -1 : t;
    }

    /** The terrain ordinal of a landscape tile. */
    public int terrain(int tile) {
        return terrain[tile];
    }

    /**
     * The lowest tile number whose tile is identical in play to {@code tile}: a landscape of the same terrain, or
     * a building with the same edges in the same order. Two display tiles with the same twin are one choice.
     */
    public int firstTwin(int tile) {
        return first[tile];
    }

    /**
     * The lower-numbered tiles identical in play to {@code tile} ({@link #firstTwin}) as a bit set (bit u = tile
     * u): a display tile is one choice with its twins and is named by the lowest number, so it is listed when
     * {@code lowerTwins(tile) & (the display's tiles)} is empty.
     */
    public long lowerTwins(int tile) {
        return lowerTwins[tile];
    }

    /** The pattern name of a building tile (no rules effect). */
    public String pattern(int tile) {
        return pattern[tile];
    }

    /** The terrain ordinals a building laid with {@code rotation} shows towards N, E, S, W (do not modify). */
    public int[] facings(int tile, int rotation) {
        return facing[tile][rotation];
    }

    /** The terrain ordinal a building laid with {@code rotation} shows towards direction {@code d} (spec 2.3). */
    public int facing(int tile, int rotation, int d) {
        return facing[tile][rotation][d];
    }

    /**
     * The four facings of a building with {@code rotation} as a 16-bit mask: bit {@code 4d + t} is set when it
     * shows terrain {@code t} towards direction {@code d}. A building fits a cell when this mask shares a bit with
     * the cell's wanted mask ({@link Board}).
     */
    public int facingMask(int tile, int rotation) {
        return facingMask[tile][rotation];
    }

    /** The four {@link #facingMask}s of a building in one long: rotation r in bits {@code 16r..16r+15}. */
    public long rotationLanes(int tile) {
        return rotationLanes[tile];
    }

    /** The union of {@link #facingMask} over the four rotations of a building. */
    public int anyRotationMask(int tile) {
        return anyRotationMask[tile];
    }

    /**
     * The rotations of a building that match at least one landscape of an empty building cell, as a 4-bit set
     * (bit r = rotation r), given the cell's wanted mask ({@link Board}: bit {@code 4d + t} = terrain t on side
     * d). The same as testing {@code wanted & facingMask(tile, r)} for each r, but all four at once: the four
     * facing masks lie in the four 16-bit lanes of one long ({@link #rotationLanes}), {@code wanted} is copied
     * into every lane, and one AND leaves lane r non-zero exactly when rotation r matches.
     */
    public int matchingRotations(int tile, int wanted) {
        return matchingRotationsSpread(tile, spread(wanted));
    }

    /** A cell's wanted mask ({@link Board}) copied into the four 16-bit lanes of a long, for the method below. */
    public static long spread(int wanted) {
        return (wanted & 0xFFFFL) * 0x0001_0001_0001_0001L;
    }

    /**
     * {@link #matchingRotations} with the wanted mask already {@link #spread}: a search over many buildings for one
     * cell spreads it once.
     */
    public int matchingRotationsSpread(int tile, long wantedLanes) {
        long lanes = rotationLanes[tile] & wantedLanes;
        // bit 15 of each lane := (lane != 0): adding 0x7FFF to the low 15 bits carries into bit 15 unless they
        // are all 0, and OR-ing the lane back catches its own bit 15
        long low = 0x7FFF_7FFF_7FFF_7FFFL;
        long nonZero = (((lanes & low) + low) | lanes) & ~low;
        // gather bits 0, 16, 32, 48 of (nonZero >>> 15) into bits 45-48 with one multiply (no carries collide)
        return (int) (((nonZero >>> 15) * 0x0000_2000_4000_8001L) >>> 45) & 15;
    }
}
