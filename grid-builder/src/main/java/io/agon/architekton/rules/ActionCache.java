package io.agon.architekton.rules;

import io.agon.architekton.model.Kind;
import io.agon.architekton.model.TileSet;
import io.agon.architekton.rules.ArchitektonAction.Place;

/**
 * Shared {@link Place} instances, so listing legal placements in a playout allocates nothing once a cell has
 * been seen. Each cell within {@code WINDOW} (24) of the start layout gets one row holding every placement on
 * it, created at once (so they lie together in memory): for a landscape cell one per landscape tile, for a
 * building cell one per building tile and rotation. The small window keeps the look-up table in the fastest
 * cache; the rare cells outside it (a long thin arm of tiles) get fresh actions.
 *
 * <p>Thread safety: a benign race. Two threads may both create the same row and one may overwrite the other's;
 * both hold equal values, and a record's final fields make a published instance fully visible. A row seen
 * before its entries (possible without a happens-before edge) only yields nulls, which are replaced by fresh
 * actions.
 */
final class ActionCache {

    private static final int WINDOW = 24;
    private static final int SIDE = 2 * WINDOW;

    private final TileSet tiles;
    private final Place[][] byCell = new Place[SIDE * SIDE][];

    ActionCache(TileSet tiles) {
        this.tiles = tiles;
    }

    /** The row of cell {@code (x, y)}, or null for a cell outside the window. */
    Place[] row(int x, int y) {
        int cx = x + WINDOW;
        int cy = y + WINDOW;
        if (cx < 0 || cx >= SIDE || cy < 0 || cy >= SIDE) {
            return null;
        }
        int c = cx * SIDE + cy;
        Place[] row = byCell[c];
        if (row == null) {
            row = newRow(x, y);
            byCell[c] = row;
        }
        return row;
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

    /** The action laying landscape {@code tile} on {@code (x, y)}, whose row is {@code row}. */
    Place landscape(Place[] row, int tile, int x, int y) {
        Place p = row == null ? null : row[tile];
        // null also when another thread's row is seen before its entries (no happens-before): build one
        return p != null ? p : new Place(tile, x, y, 0);
    }

    /** The action laying building {@code tile} with {@code rotation} on {@code (x, y)}, whose row is {@code row}. */
    Place building(Place[] row, int tile, int x, int y, int rotation) {
        Place p = row == null ? null : row[(tile - tiles.landscapes()) * 4 + rotation];
        return p != null ? p : new Place(tile, x, y, rotation);
    }
}
