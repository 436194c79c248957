package io.agon.architekton.rules;

import io.agon.core.flow.Control;
import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Board;
import io.agon.architekton.model.Frontier;
import io.agon.architekton.model.Kind;
import io.agon.architekton.model.Step;
import io.agon.architekton.model.TileSet;
import io.agon.architekton.rules.ArchitektonAction.Place;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.core.component.SparseGrid;
import java.util.List;

/**
 * Spec 4.2 and 4.3: which placements are legal, listing them from the frontier, and laying a tile with its
 * house.
 */
final class Placement {

    private Placement() {
    }

    /**
     * Checks L1-L6 for laying {@code tile} on {@code (x, y)} with {@code rotation}, in the reporting order of
     * spec 4.2 (L1, L2, L3, L4, L6, L5). A refusal's rule id is the spec's rule number ("L1"-"L6") and its
     * message starts with the spec's reason code (e.g. {@code NOT_ADJACENT}).
     *
     * @throws IllegalActionException naming the first rule broken
     */
    static void check(TileSet tiles, ArchitektonState s, int tile, int x, int y, int rotation) {
        if (!tiles.isTile(tile)) {
            throw new IllegalActionException("L1", "TILE_NOT_IN_DISPLAY: there is no tile number " + tile);
        }
        int kind = tiles.kind(tile);
        if (s.displaySlot(kind, tile) < 0) {
            throw new IllegalActionException("L1", "TILE_NOT_IN_DISPLAY: " + tiles.id(tile)
                    + " is not in the display");
        }
        Frontier f = s.board.frontier(kind);
        // a frontier cell is empty and touches the table (L2 and L4 hold); only otherwise look at the table
        int i = s.board.frontierIndexOf(kind, x, y);
        int v = i >= 0 ? Board.EMPTY : s.board.cell(x, y);
        if (v != Board.EMPTY) {
            throw new IllegalActionException("L2", "CELL_OCCUPIED: " + at(x, y) + " already holds "
                    + tiles.id(Board.tileOf(v)));
        }
        if (((x ^ y) & 1) != kind) {
            throw new IllegalActionException("L3", "WRONG_CELL_KIND: " + at(x, y) + " is a " + Kind.name(1 - kind)
                    + " cell (x + y " + (kind == Kind.LANDSCAPE ? "odd" : "even") + "), not a " + Kind.name(kind)
                    + " cell");
        }
        if (i < 0) {
            throw new IllegalActionException("L4", "NOT_ADJACENT: " + at(x, y)
                    + " does not touch any tile along an edge");
        }
        // a landscape's rotation 0-3 is ignored (D2), but no tile has a rotation outside 0-3 (issue 44)
        if (rotation < 0 || rotation > 3) {
            throw new IllegalActionException("L6", "BAD_ROTATION: rotation must be 0-3 quarter turns"
                    + (kind == Kind.LANDSCAPE ? " (a landscape's is ignored)" : "") + ", not " + rotation);
        }
        boolean ok = kind == Kind.LANDSCAPE
                ? (f.infoAt(i) & (1 << tiles.terrain(tile))) != 0
                : (f.infoAt(i) & tiles.facingMask(tile, rotation)) != 0;
        if (!ok) {
            throw new IllegalActionException("L5", "NO_MATCHING_EDGE: " + tiles.id(tile)
                    + (kind == Kind.BUILDING ? " r" + rotation : "") + " at " + at(x, y)
                    + " matches none of its neighbours");
        }
        int twin = lowerTwin(tiles, s, kind, tile);
        if (twin >= 0) {
            throw new IllegalActionException("L1", "TILE_NOT_IN_DISPLAY: " + tiles.id(tile) + " is identical to "
                    + tiles.id(twin) + " in the display: identical display tiles are one choice, named by the lower"
                    + " number, " + tiles.id(twin));
        }
    }

    /**
     * A display tile of {@code kind} identical in play to {@code tile} ({@link TileSet#firstTwin}) with a lower
     * number, or -1. Identical display tiles are one choice: only the lowest-numbered one is listed and may be
     * named (so an action listed once stays listed, or is refused, as long as its cell and tile stay available).
     */
    static int lowerTwin(TileSet tiles, ArchitektonState s, int kind, int tile) {
        int twin = tiles.firstTwin(tile);
        for (int i = s.displayStart(kind); i < s.displayEnd(kind); i++) {
            int t = s.display[i];
            if (t >= 0 && t < tile && tiles.firstTwin(t) == twin) {
                return t;
            }
        }
        return -1;
    }

    /**
     * The display slots whose placements are listed, as a bit set (bit i = display slot i, both rows): the
     * non-empty slots whose tile has no lower-numbered identical tile in the display ({@link #lowerTwin}; twins are
     * always of one kind, so both rows are done in one pass).
     */
    private static int listedSlots(TileSet tiles, ArchitektonState s) {
        int[] display = s.display;
        long inDisplay = 0; // the display's tiles as a bit set, so that the twin test below is one AND per slot
        for (int t : display) {
            if (t >= 0) {
                inDisplay |= 1L << t;
            }
        }
        int keep = 0;
        for (int i = 0; i < display.length; i++) {
            int t = display[i];
            if (t >= 0 && (tiles.lowerTwins(t) & inDisplay) == 0) {
                keep |= 1 << i;
            }
        }
        return keep;
    }

    /**
     * Appends every legal placement of the display tiles (spec 4.2), identical tiles once (the lowest-numbered):
     * for each landscape cell (in frontier order) each fitting landscape in terrain order, then for each building
     * cell each fitting building (in display order) with each matching rotation. Each cell's fitting choices are
     * one bit set, so the inner loops run once per listed action.
     */
    static void legal(TileSet tiles, ArchitektonState s, ActionCache cache, List<Action> out) {
        int[] display = s.display;
        int ls = s.displayStart(Kind.LANDSCAPE);
        int bs = s.displayStart(Kind.BUILDING);
        // the display slots to list (identical tiles once: the lowest-numbered); after that each listed landscape
        // has its own terrain, so a landscape cell's fitting tiles are the bits of (cell's terrains & listed)
        int keep = listedSlots(tiles, s);
        int keepL = (keep >>> ls) & ((1 << s.displaySize) - 1);
        int keepB = keep >>> bs;
        int byTerrain = 0; // 6 bits per terrain: the listed landscape of that terrain
        int anyBit = 0;
        for (int k = keepL; k != 0; k &= k - 1) {
            int t = display[ls + Integer.numberOfTrailingZeros(k)];
            byTerrain |= t << (6 * tiles.terrain(t));
            anyBit |= 1 << tiles.terrain(t);
        }
        Frontier lf = s.board.frontier(Kind.LANDSCAPE);
        for (int c = 0; c < lf.size(); c++) {
            int fit = lf.infoAt(c) & anyBit;
            if (fit == 0) {
                continue;
            }
            int key = lf.keyAt(c);
            int x = SparseGrid.keyX(key);
            int y = SparseGrid.keyY(key);
            Place[] row = cache.row(x, y);
            for (; fit != 0; fit &= fit - 1) {
                out.add(cache.landscape(row, (byTerrain >>> (6 * Integer.numberOfTrailingZeros(fit))) & 63, x, y));
            }
        }
        Frontier bf = s.board.frontier(Kind.BUILDING);
        for (int c = 0; c < bf.size(); c++) {
            // the cell's wanted mask in each 16-bit lane, once for all the listed buildings
            long wanted = TileSet.spread(bf.infoAt(c));
            // bits 4i + r: the building in slot bs + i fits with rotation r
            long fit = 0;
            for (int k = keepB; k != 0; k &= k - 1) {
                int i = Integer.numberOfTrailingZeros(k);
                fit |= (long) tiles.matchingRotationsSpread(display[bs + i], wanted) << (4 * i);
            }
            if (fit == 0) {
                continue;
            }
            int key = bf.keyAt(c);
            int x = SparseGrid.keyX(key);
            int y = SparseGrid.keyY(key);
            Place[] row = cache.row(x, y);
            for (; fit != 0; fit &= fit - 1) {
                int b = Long.numberOfTrailingZeros(fit);
                out.add(cache.building(row, display[bs + (b >>> 2)], x, y, b & 3));
            }
        }
    }

    /** True when at least one display tile can be laid somewhere (else D12 applies). */
    static boolean anyLegal(TileSet tiles, ArchitektonState s) {
        // a building fits a cell when some rotation shows a terrain the cell wants on that side: one AND with the
        // union of all rotations of all display buildings answers it for every display building at once
        int fits = 0;
        for (int slot = s.displayStart(Kind.BUILDING); slot < s.displayEnd(Kind.BUILDING); slot++) {
            int t = s.display[slot];
            if (t >= 0) {
                fits |= tiles.anyRotationMask(t);
            }
        }
        Frontier bf = s.board.frontier(Kind.BUILDING);
        for (int i = 0; i < bf.size(); i++) {
            if ((bf.infoAt(i) & fits) != 0) {
                return true;
            }
        }
        int terrains = 0;
        for (int slot = s.displayStart(Kind.LANDSCAPE); slot < s.displayEnd(Kind.LANDSCAPE); slot++) {
            int t = s.display[slot];
            if (t >= 0) {
                terrains |= 1 << tiles.terrain(t);
            }
        }
        Frontier lf = s.board.frontier(Kind.LANDSCAPE);
        for (int i = 0; i < lf.size(); i++) {
            if ((lf.infoAt(i) & terrains) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Lays a checked tile for the player on turn (the caller has moved its {@code PlaceTile} step on): takes it
     * from the display, puts it on the table with a house
     * from the supply (or asks for a house to move, spec 4.3), then scores what it encloses (spec 4.4).
     */
    static void lay(TileSet tiles, ArchitektonState s, int player, int tile, int x, int y, int rotation,
                    Control<ArchitektonState> flow, EventSink events) {
        int kind = tiles.kind(tile);
        s.display[s.displaySlot(kind, tile)] = -1;
        if (kind == Kind.LANDSCAPE) {
            int enclosed = s.board.placeLandscape(x, y, tile, tiles.terrain(tile));
            if (events.enabled()) {
                events.emit(new ArchitektonEvent.TileLaid(player, tiles.named(tile), x, y, ""));
            }
            Enclosure.afterLandscape(tiles, s, x, y, enclosed, flow, events);
            return;
        }
        boolean fromSupply = s.supply[player] > 0;
        if (fromSupply) {
            s.supply[player]--;
        }
        int around = s.board.placeBuilding(x, y, tile, rotation, tiles.facings(tile, rotation),
                fromSupply ? player : -1);
        if (events.enabled()) {
            events.emit(new ArchitektonEvent.TileLaid(player, tiles.named(tile), x, y, turned(tiles, tile, rotation)
                    + (fromSupply ? "; house from the supply" : "; supply empty: a house must be moved onto it")));
        }
        if (fromSupply) {
            if (around == 4) {
                Enclosure.afterBuilding(tiles, s, x, y, flow, events);
            }
        } else {
            flow.push(s, new Step.MoveHouse(x, y));
        }
    }

    /** "north forest, east earth, south meadow, west sea" for a building with {@code rotation}. */
    static String edges(TileSet tiles, int tile, int rotation) {
        StringBuilder b = new StringBuilder();
        String[] sides = {"north ", "east ", "south ", "west "};
        for (int d = 0; d < 4; d++) {
            b.append(d == 0 ? "" : ", ").append(sides[d]).append(TileSet.terrainWord(tiles.facing(tile, rotation, d)));
        }
        return b.toString();
    }

    /** "turned 90°, north forest, ..." : a building's rotation and the edges it shows then. */
    static String turned(TileSet tiles, int tile, int rotation) {
        return "turned " + rotation * 90 + "\u00b0: " + edges(tiles, tile, rotation);
    }

    /** A cell in the words of the board and the narration: "column 2, row -1" (columns grow east, rows north). */
    static String where(int x, int y) {
        return ArchitektonEvent.at(x, y);
    }

    static String at(int x, int y) {
        return "(" + x + "," + y + ")";
    }
}
