package io.agon.architekton.rules;

import io.agon.architekton.model.Kind;
import io.agon.architekton.model.TileSet;
import io.agon.architekton.rules.ArchitektonAction.Place;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Shared {@link Place} instances, so listing legal placements in a playout allocates nothing once a cell has
 * been seen. Each cell within {@code WINDOW} (24) of the start layout gets one row holding every placement on
 * it, created at once (so they lie together in memory): for a landscape cell one per landscape tile, for a
 * building cell one per building tile and rotation. The small window keeps the look-up table in the fastest
 * cache; the rare cells outside it (a long thin arm of tiles) get fresh actions.
 *
 * <p>Thread safety: a row is published with a release store and read with an acquire load, so a thread that
 * sees a row sees all its entries. Two threads may both create the same row and one may overwrite the other's;
 * both hold equal values. Each thread has its own scratch array.
 */
final class ActionCache {

    private static final int WINDOW = 24;
    private static final int SIDE = 2 * WINDOW;
    /** A row holds at most 2^ROW_BITS placements (one per landscape, or four per building). */
    private static final int ROW_BITS = 8;
    private static final VarHandle ROWS = MethodHandles.arrayElementVarHandle(Place[][].class);

    private final TileSet tiles;
    private final Place[][] byCell = new Place[SIDE * SIDE][];
    private final ThreadLocal<int[][]> scratch = ThreadLocal.withInitial(() -> new int[][] {new int[256]});

    ActionCache(TileSet tiles) {
        this.tiles = tiles;
    }

    /**
     * This thread's working array (contents meaningless between calls), with room for at least {@code size}
     * ints; reused so that listing legal placements allocates nothing.
     */
    int[] scratch(int size) {
        int[][] holder = scratch.get();
        if (holder[0].length < size) {
            holder[0] = new int[Math.max(size, 2 * holder[0].length)];
        }
        return holder[0];
    }

    /**
     * The code of cell {@code (x, y)}'s row (creating the row if needed), or -1 for a cell outside the window.
     * The placement at index {@code i} of that row is {@link #place}{@code (code + i)}.
     */
    int rowCode(int x, int y) {
        int cx = x + WINDOW;
        int cy = y + WINDOW;
        if (cx < 0 || cx >= SIDE || cy < 0 || cy >= SIDE) {
            return -1;
        }
        int c = cx * SIDE + cy;
        if (ROWS.getAcquire(byCell, c) == null) {
            ROWS.setRelease(byCell, c, newRow(x, y));
        }
        return c << ROW_BITS;
    }

    /** The placement with code {@code code} (see {@link #rowCode}). */
    Place place(int code) {
        return ((Place[]) ROWS.getAcquire(byCell, code >>> ROW_BITS))[code & ((1 << ROW_BITS) - 1)];
    }

    private Place[] newRow(int x, int y) {
        if (Kind.ofCell(x, y) == Kind.LANDSCAPE) {
            Place[] row = new Place[tiles.landscapes()];
            for (int t = 0; t < row.length; t++) {
                row[t] = new Place(t, x, y, 0);
            }
            return row;
        }
        Place[] row = new Place[tiles.buildings() * 4];
        for (int i = 0; i < row.length; i++) {
            row[i] = new Place(tiles.landscapes() + i / 4, x, y, i % 4);
        }
        return row;
    }
}
