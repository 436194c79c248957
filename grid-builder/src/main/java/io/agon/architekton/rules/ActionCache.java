package io.agon.architekton.rules;

import io.agon.architekton.rules.ArchitektonAction.Place;

/**
 * Shared {@link Place} instances, so listing legal placements in a playout allocates nothing once a cell has
 * been seen. Each cell within {@code WINDOW} of the start layout has one row of actions (46 tiles never reach
 * further); cells outside get fresh actions. A row holds {@code tile * 4 + rotation} entries for every tile.
 *
 * <p>Thread safety: a benign race. Two threads may both create the same row or action and one may overwrite
 * the other's; both are equal values, and a record's final fields make a published instance fully visible.
 */
final class ActionCache {

    private static final int WINDOW = 64;
    private static final int SIDE = 2 * WINDOW;

    private final int tiles;
    private final Place[][] byCell = new Place[SIDE * SIDE][];

    ActionCache(int tiles) {
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
            row = new Place[tiles * 4];
            byCell[c] = row;
        }
        return row;
    }

    /** The action laying {@code tile} with {@code rotation} on {@code (x, y)}, whose row is {@code row}. */
    static Place place(Place[] row, int tile, int x, int y, int rotation) {
        if (row == null) {
            return new Place(tile, x, y, rotation);
        }
        int i = tile * 4 + rotation;
        Place p = row[i];
        if (p == null) {
            p = new Place(tile, x, y, rotation);
            row[i] = p;
        }
        return p;
    }
}
