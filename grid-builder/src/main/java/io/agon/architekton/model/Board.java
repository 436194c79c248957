package io.agon.architekton.model;

import io.agon.core.component.SparseGrid;

/**
 * The table (spec 2.2): the laid tiles in a core-api {@link SparseGrid}, plus two {@link Frontier}s of the empty
 * cells where a landscape or a building could go. Coordinates follow the spec: N is {@code y + 1}.
 *
 * <p>Each laid tile is one int in the grid:
 * <pre>
 *   bits 0-5   tile number
 *   bit  6     1 for a building
 *   bits 7-8   rotation (buildings)
 *   bits 9-10  house: 0 none, 1 = P1, 2 = P2 (buildings)
 *   bits 11-13 number of landscapes on the four sides (buildings)
 * </pre>
 * Frontier information: for an empty landscape cell, a bit set of the terrains that the neighbouring buildings
 * show towards it (bit {@code t} = terrain ordinal {@code t}); for an empty building cell, 4 bits per direction
 * {@code d}: bit {@code 4d + t} is set when the landscape on side {@code d} has terrain {@code t} (no bit when
 * that side is empty).
 */
public final class Board {

    /** The value {@link #cell} returns for an empty cell. */
    public static final int EMPTY = -1;
    /** Largest |x| or |y| the board accepts (a packed key holds 16 bits per coordinate). */
    public static final int LIMIT = 30_000;

    private static final int BUILDING_BIT = 1 << 6;
    /** Side of the dense window around the start cell; a power of two. */
    private static final int WINDOW = 16;
    private static final int HALF = WINDOW / 2;

    private final SparseGrid tiles;
    /**
     * A dense index of the cells with {@code -8 <= x, y < 8}, at {@code (y + 8) * 16 + x + 8}, for the hot path:
     * a laid tile's value + 1; for an empty frontier cell -1 - its position in the frontier of its kind; 0
     * otherwise. Cells outside this window are found in {@link #tiles} and by the frontiers' linear search. A
     * 16 x 16 window holds every tile and frontier cell of about 97% of random games (their tiles stay within 6
     * of the start) and keeps {@link #copy} cheap (512 bytes to clone; a 32 x 32 window made a copy about 140 ns
     * slower).
     */
    private final short[] near;
    private final Frontier landscapeCells;
    private final Frontier buildingCells;

    /** An empty table. */
    public Board() {
        tiles = new SparseGrid(64);
        near = new short[WINDOW * WINDOW];
        landscapeCells = new Frontier(32);
        buildingCells = new Frontier(32);
    }

    private Board(Board o) {
        tiles = o.tiles.copy();
        near = o.near.clone();
        landscapeCells = o.landscapeCells.copy();
        buildingCells = o.buildingCells.copy();
    }

    // ---- decoding a cell value ------------------------------------------------------------------------------

    /** The tile number of a laid tile's value. */
    public static int tileOf(int v) {
        return v & 63;
    }

    /** True when a laid tile's value is a building. */
    public static boolean isBuilding(int v) {
        return (v & BUILDING_BIT) != 0;
    }

    /** The rotation of a building's value. */
    public static int rotationOf(int v) {
        return (v >>> 7) & 3;
    }

    /** The seat whose house stands on the building, or -1. */
    public static int houseOf(int v) {
        return ((v >>> 9) & 3) - 1;
    }

    /** How many of a building's four sides hold a landscape. */
    public static int landscapesAround(int v) {
        return (v >>> 11) & 7;
    }

    // ---- queries --------------------------------------------------------------------------------------------

    /** True when the coordinates are within the board's limits. */
    public static boolean inRange(int x, int y) {
        return x >= -LIMIT && x <= LIMIT && y >= -LIMIT && y <= LIMIT;
    }

    /** The value of the tile at {@code (x, y)}, or {@link #EMPTY}. */
    public int cell(int x, int y) {
        return inRange(x, y) ? get(x, y) : EMPTY;
    }

    /**
     * The position of {@code (x, y)} in the frontier of {@code kind} ({@link #frontier}), or -1 when that cell is
     * not in it.
     */
    public int frontierIndexOf(int kind, int x, int y) {
        if (!inRange(x, y) || ((x ^ y) & 1) != kind) {
            return -1; // a frontier only holds cells of its own kind
        }
        return frontierIndex(frontier(kind), x, y, SparseGrid.key(x, y));
    }

    /** The index of {@code (x, y)} in {@link #near}, or -1 outside the window. */
    private static int nearIndex(int x, int y) {
        int i = x + HALF;
        int j = y + HALF;
        return ((i | j) & -WINDOW) == 0 ? j * WINDOW + i : -1;
    }

    private int get(int x, int y) {
        int n = nearIndex(x, y);
        if (n < 0) {
            return tiles.get(x, y, EMPTY);
        }
        int v = near[n];
        return v > 0 ? v - 1 : EMPTY;
    }

    /** The position of the empty cell {@code (x, y)} in frontier {@code f} (of its kind), or -1. */
    private int frontierIndex(Frontier f, int x, int y, int key) {
        int n = nearIndex(x, y);
        if (n < 0) {
            return f.indexOf(key);
        }
        int v = near[n];
        return v < 0 ? -1 - v : -1;
    }

    private void frontierAdd(Frontier f, int x, int y, int key, int info) {
        int at = f.add(key, info);
        int n = nearIndex(x, y);
        if (n >= 0) {
            near[n] = (short) (-1 - at);
        }
    }

    /** Removes the cell at {@code at} from {@code f}; the caller then lays a tile on it. */
    private void frontierRemove(Frontier f, int at) {
        f.removeAt(at);
        if (at < f.size()) { // the last cell moved to position at
            int k = f.keyAt(at);
            int n = nearIndex(SparseGrid.keyX(k), SparseGrid.keyY(k));
            if (n >= 0) {
                near[n] = (short) (-1 - at);
            }
        }
    }

    private void put(int x, int y, int v) {
        tiles.put(x, y, v);
        int n = nearIndex(x, y);
        if (n >= 0) {
            near[n] = (short) (v + 1);
        }
    }

    /** The laid tiles (read only: change them only through this class). */
    public SparseGrid tiles() {
        return tiles;
    }

    /** Number of laid tiles. */
    public int size() {
        return tiles.size();
    }

    /** The frontier of {@code kind} ({@link Kind}). */
    public Frontier frontier(int kind) {
        return kind == Kind.LANDSCAPE ? landscapeCells : buildingCells;
    }

    // ---- changes --------------------------------------------------------------------------------------------

    /**
     * Lays landscape {@code tile} of {@code terrain} on the empty landscape cell {@code (x, y)}.
     *
     * @return the directions (bit d) of the neighbouring buildings that now have four landscapes around them,
     *     i.e. that this landscape has just enclosed
     */
    public int placeLandscape(int x, int y, int tile, int terrain) {
        int key = SparseGrid.key(x, y);
        int at = frontierIndex(landscapeCells, x, y, key);
        if (at >= 0) {
            frontierRemove(landscapeCells, at);
        }
        put(x, y, tile);
        int enclosed = 0;
        for (int d = 0; d < 4; d++) {
            int nx = x + Dir.DX[d];
            int ny = y + Dir.DY[d];
            int v = get(nx, ny);
            if (v != EMPTY) {
                v += 1 << 11; // one more landscape around that building
                put(nx, ny, v);
                if (landscapesAround(v) == 4) {
                    enclosed |= 1 << d;
                }
            } else {
                int side = Dir.opposite(d); // the neighbour sees this landscape on that side
                int nkey = SparseGrid.key(nx, ny);
                int i = frontierIndex(buildingCells, nx, ny, nkey);
                int bits = 1 << (4 * side + terrain);
                if (i >= 0) {
                    buildingCells.setInfo(i, buildingCells.infoAt(i) | bits);
                } else {
                    frontierAdd(buildingCells, nx, ny, nkey, bits);
                }
            }
        }
        return enclosed;
    }

    /**
     * Lays building {@code tile} with {@code rotation} on the empty building cell {@code (x, y)}.
     *
     * @param facing   the terrain ordinal the building shows towards N, E, S, W
     * @param house        the seat whose house goes on it, or -1 for none (yet)
     * @return the number of landscapes around it (4: laid into a hole, enclosed at once)
     */
    public int placeBuilding(int x, int y, int tile, int rotation, int[] facing, int house) {
        int key = SparseGrid.key(x, y);
        int at = frontierIndex(buildingCells, x, y, key);
        if (at >= 0) {
            frontierRemove(buildingCells, at);
        }
        int around = 0;
        for (int d = 0; d < 4; d++) {
            int nx = x + Dir.DX[d];
            int ny = y + Dir.DY[d];
            if (get(nx, ny) != EMPTY) {
                around++;
            } else {
                int nkey = SparseGrid.key(nx, ny);
                int i = frontierIndex(landscapeCells, nx, ny, nkey);
                int bit = 1 << facing[d];
                if (i >= 0) {
                    landscapeCells.setInfo(i, landscapeCells.infoAt(i) | bit);
                } else {
                    frontierAdd(landscapeCells, nx, ny, nkey, bit);
                }
            }
        }
        put(x, y, tile | BUILDING_BIT | (rotation << 7) | ((house + 1) << 9) | (around << 11));
        return around;
    }

    /** Puts the house of {@code seat} on the building at {@code (x, y)}, or takes it off with -1. */
    public void setHouse(int x, int y, int seat) {
        int v = get(x, y);
        put(x, y, (v & ~(3 << 9)) | ((seat + 1) << 9));
    }

    /** Number of houses of {@code seat} on the table. */
    public int houses(int seat) {
        int n = 0;
        for (int i = 0; i < tiles.size(); i++) {
            int v = tiles.valueAt(i);
            if (isBuilding(v) && houseOf(v) == seat) {
                n++;
            }
        }
        return n;
    }

    /** An independent copy. */
    public Board copy() {
        return new Board(this);
    }

    /** Makes this table equal to {@code other}, reusing its arrays where they are large enough. */
    public void copyFrom(Board other) {
        tiles.copyFrom(other.tiles);
        System.arraycopy(other.near, 0, near, 0, near.length);
        landscapeCells.copyFrom(other.landscapeCells);
        buildingCells.copyFrom(other.buildingCells);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && tiles.equals(b.tiles) && landscapeCells.equals(b.landscapeCells)
                && buildingCells.equals(b.buildingCells);
    }

    @Override
    public int hashCode() {
        return (tiles.hashCode() * 31 + landscapeCells.hashCode()) * 31 + buildingCells.hashCode();
    }
}
