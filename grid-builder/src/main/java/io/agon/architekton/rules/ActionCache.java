package io.agon.architekton.rules;

import io.agon.architekton.rules.ArchitektonAction.Place;

/**
 * Shared {@link Place} instances, so listing legal placements in a playout allocates nothing once a cell has
 * been seen. Cells within {@code WINDOW} of the start layout are cached (46 tiles never reach further); others
 * are built fresh.
 *
 * <p>Thread safety: a benign race. Two threads may both create the same action and one may overwrite the
 * other's; both are equal values, and a record's final fields make a published instance fully visible.
 */
final class ActionCache {

    private static final int WINDOW = 64;
    private static final int SIDE = 2 * WINDOW;

    private final int tiles;
    private final Place[][] byCell = new Place[SIDE * SIDE][];

    ActionCache(int tiles) {
        this.tiles = tiles;
    }

    Place place(int tile, int x, int y, int rotation) {
        int cx = x + WINDOW;
        int cy = y + WINDOW;
        if (cx < 0 || cx >= SIDE || cy < 0 || cy >= SIDE) {
            return new Place(tile, x, y, rotation);
        }
        int c = cx * SIDE + cy;
        Place[] row = byCell[c];
        if (row == null) {
            row = new Place[tiles * 4];
            byCell[c] = row;
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
