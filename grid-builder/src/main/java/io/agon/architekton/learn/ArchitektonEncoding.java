package io.agon.architekton.learn;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Board;
import io.agon.architekton.model.Dir;
import io.agon.architekton.model.Kind;
import io.agon.architekton.model.Step;
import io.agon.architekton.model.TileSet;
import io.agon.architekton.rules.ArchitektonAction;
import io.agon.core.Action;
import io.agon.core.component.SparseGrid;
import io.agon.core.learn.Encoding;
import java.util.Arrays;

/**
 * Architekton for learning agents. The table has no edge, so a cell is named by the tile it touches: the tiles on
 * the table are numbered in the order they were laid (0 and 1 are the start landscapes), and "the cell north of tile
 * 7" means the same cell for the rest of the game. A new tile's cell is named by the lowest-numbered tile beside it.
 * With {@code T} tiles in the set (46) and {@code D} display slots a row (3), the action ids are:
 * <ul>
 *   <li>{@code D x T x 4} landscape placements: display slot, tile beside, direction (N, E, S, W);</li>
 *   <li>{@code D x 4 x T x 4} building placements: display slot, rotation, tile beside, direction;</li>
 *   <li>{@code T} house moves: the tile the house leaves (spec 4.3);</li>
 *   <li>keep the house, withdraw it (spec 5).</li>
 * </ul>
 * The observation (floats, the observer first wherever seats appear) lists the same tiles in the same order, so a
 * policy can point from an action to the tile it names: for each of the {@code T} tiles {@value #PER_TILE} floats
 * (see {@link #describe}); then the display, both seats' supply and chips, the piles' sizes, the countdown, the
 * step and the tiles flushed out of the game. Everything in it is on the table for both players to see: the order
 * of the draw stacks and the reserves' contents (D14) are not in it.
 */
public final class ArchitektonEncoding implements Encoding<ArchitektonState> {

    /** Floats per tile on the table. */
    static final int PER_TILE = 26;
    /** Floats per display slot: present, then four terrains (a landscape) or sixteen (a building's four edges). */
    private static final int LAND_SLOT = 5;
    private static final int BUILD_SLOT = 17;
    /** Seat figures, piles, countdown, turn and step: see {@link #describe}. */
    private static final int FIGURES = 4 + 4 + 6 + 7;

    private final TileSet tiles;
    private final int t;
    private final int d;
    private final int landIds;
    private final int buildIds;
    private final int moveIds;
    private final int keep;
    private final int size;

    /** The encoding of the game played with {@code tiles}. */
    public ArchitektonEncoding(TileSet tiles) {
        this.tiles = tiles;
        this.t = tiles.size();
        this.d = tiles.constants().displaySize();
        this.landIds = 0;
        this.buildIds = d * t * 4;
        this.moveIds = buildIds + d * 16 * t;
        this.keep = moveIds + t;
        this.size = t * PER_TILE + d * (LAND_SLOT + BUILD_SLOT) + FIGURES + t;
    }

    @Override
    public int actionCount(int players) {
        return keep + 2;
    }

    @Override
    public int id(ArchitektonState s, Action action) {
        if (action instanceof ArchitektonAction.Place p) {
            return place(s, p, cell(s.board.tiles(), p.x(), p.y()));
        }
        if (action instanceof ArchitektonAction.MoveHouseFrom m) {
            return moveIds + index(s.board.tiles(), m.x(), m.y());
        }
        return action instanceof ArchitektonAction.KeepHouse ? keep : keep + 1;
    }

    /** The ids of a legal list: the tiles and turns laid on one cell come together, and the cell is looked up once. */
    @Override
    public void ids(ArchitektonState s, java.util.List<Action> legal, int[] out, int offset) {
        SparseGrid grid = s.board.tiles();
        int lastX = 0;
        int lastY = 0;
        int cell = -1;
        for (int i = 0, n = legal.size(); i < n; i++) {
            Action a = legal.get(i);
            if (a instanceof ArchitektonAction.Place p) {
                if (cell < 0 || p.x() != lastX || p.y() != lastY) {
                    lastX = p.x();
                    lastY = p.y();
                    cell = cell(grid, lastX, lastY);
                }
                out[offset + i] = place(s, p, cell);
            } else {
                out[offset + i] = id(s, a);
            }
        }
    }

    /**
     * The empty cell {@code (x, y)} named by the tile beside it: {@code 4 x tile + direction} from the lowest-numbered
     * tile beside it.
     */
    private static int cell(SparseGrid grid, int x, int y) {
        int beside = Integer.MAX_VALUE;
        int dir = -1;
        for (int k = 0; k < 4; k++) { // the tile beside, seen from the new cell, lies the other way
            int i = grid.indexOf(x - Dir.DX[k], y - Dir.DY[k]);
            if (i >= 0 && i < beside) {
                beside = i;
                dir = k;
            }
        }
        if (dir < 0) {
            throw new IllegalArgumentException("(" + x + ", " + y + ") touches no tile");
        }
        return 4 * beside + dir;
    }

    /** The id of laying {@code p} on the cell named {@code cell}. */
    private int place(ArchitektonState s, ArchitektonAction.Place p, int cell) {
        int kind = tiles.kind(p.tile());
        int slot = s.displaySlot(kind, p.tile()) - s.displayStart(kind);
        return kind == Kind.LANDSCAPE ? landIds + slot * t * 4 + cell
                : buildIds + (slot * 4 + p.rotation()) * t * 4 + cell;
    }

    /** The number of the tile on {@code (x, y)} in laying order. */
    private static int index(SparseGrid grid, int x, int y) {
        int i = grid.indexOf(x, y);
        if (i < 0) {
            throw new IllegalArgumentException("no tile at (" + x + ", " + y + ")");
        }
        return i;
    }

    @Override
    public Action action(ArchitektonState s, int id) {
        SparseGrid grid = s.board.tiles();
        if (id < buildIds) {
            int slot = id / (t * 4);
            int beside = id / 4 % t;
            int dir = id % 4;
            return new ArchitektonAction.Place(s.display[s.displayStart(Kind.LANDSCAPE) + slot],
                    grid.xAt(beside) + Dir.DX[dir], grid.yAt(beside) + Dir.DY[dir], 0);
        }
        if (id < moveIds) {
            int rest = id - buildIds;
            int dir = rest % 4;
            int beside = rest / 4 % t;
            int rotation = rest / (4 * t) % 4;
            int slot = rest / (16 * t);
            return new ArchitektonAction.Place(s.display[s.displayStart(Kind.BUILDING) + slot],
                    grid.xAt(beside) + Dir.DX[dir], grid.yAt(beside) + Dir.DY[dir], rotation);
        }
        if (id < keep) {
            return new ArchitektonAction.MoveHouseFrom(grid.xAt(id - moveIds), grid.yAt(id - moveIds));
        }
        return id == keep ? ArchitektonAction.KeepHouse.INSTANCE : ArchitektonAction.WithdrawHouse.INSTANCE;
    }

    @Override
    public int[] shape(int players) {
        return new int[] {size};
    }

    @Override
    public void observe(ArchitektonState s, int seat, float[] out, int offset) {
        Arrays.fill(out, offset, offset + size, 0f);
        SparseGrid grid = s.board.tiles();
        for (int i = 0; i < grid.size(); i++) {
            int at = offset + i * PER_TILE;
            int v = grid.valueAt(i);
            int tile = Board.tileOf(v);
            out[at] = 1f;
            out[at + 1] = grid.xAt(i);
            out[at + 2] = grid.yAt(i);
            if (Board.isBuilding(v)) {
                out[at + 3] = 1f;
                int rotation = Board.rotationOf(v);
                for (int k = 0; k < 4; k++) {
                    out[at + 8 + 4 * k + tiles.facing(tile, rotation, k)] = 1f;
                }
                int house = Board.houseOf(v);
                if (house >= 0) {
                    out[at + (house == seat ? 24 : 25)] = 1f;
                }
            } else {
                out[at + 4 + tiles.terrain(tile)] = 1f;
            }
        }
        int at = offset + t * PER_TILE;
        for (int slot = 0; slot < d; slot++, at += LAND_SLOT) {
            int tile = s.display[s.displayStart(Kind.LANDSCAPE) + slot];
            if (tile >= 0) {
                out[at] = 1f;
                out[at + 1 + tiles.terrain(tile)] = 1f;
            }
        }
        for (int slot = 0; slot < d; slot++, at += BUILD_SLOT) {
            int tile = s.display[s.displayStart(Kind.BUILDING) + slot];
            if (tile >= 0) {
                out[at] = 1f;
                for (int k = 0; k < 4; k++) {
                    out[at + 1 + 4 * k + tiles.facing(tile, 0, k)] = 1f;
                }
            }
        }
        int other = 1 - seat;
        out[at++] = s.supply[seat];
        out[at++] = s.chips[seat];
        out[at++] = s.supply[other];
        out[at++] = s.chips[other];
        for (int kind = 0; kind < 2; kind++) {
            out[at++] = s.stackCount[kind];
            out[at++] = s.reserveCount[kind];
        }
        out[at++] = s.reserveOpened ? 1f : 0f;
        out[at++] = s.finalTurnsLeft >= 0 ? 1f : 0f;
        out[at++] = Math.max(0, s.finalTurnsLeft);
        out[at++] = s.turn;
        out[at++] = s.onTurn == seat ? 1f : 0f;
        out[at++] = s.startPlayer == seat ? 1f : 0f;
        Step step = s.over ? null : s.steps.peek();
        if (step instanceof Step.PlaceTile p) {
            out[at + Math.min(p.number(), 2) - 1] = 1f;
        } else if (step instanceof Step.MoveHouse m) {
            out[at + 2] = 1f;
            out[at + 4] = m.x();
            out[at + 5] = m.y();
        } else if (step instanceof Step.OwnerChoice c) {
            out[at + 3] = 1f;
            out[at + 4] = c.x();
            out[at + 5] = c.y();
            out[at + 6] = c.wrongEdges();
        }
        at += 7;
        for (int tile = 0; tile < t; tile++) {
            out[at + tile] = (s.flushed >>> tile & 1L) != 0 ? 1f : 0f;
        }
    }

    @Override
    public String describe(int players) {
        return actionCount(players) + " action ids (T = " + t + " tiles, D = " + d + " display slots a row; a cell is"
                + " named by the lowest-numbered tile beside it, tiles numbered in laying order): D x T x 4 landscape"
                + " placements (slot, tile beside, direction N/E/S/W) from 0; D x 4 x T x 4 building placements (slot,"
                + " rotation, tile beside, direction) from " + buildIds + "; T house moves (the tile the house leaves)"
                + " from " + moveIds + "; keep the house " + keep + ", withdraw it " + (keep + 1) + ".\n"
                + "Observation " + size + " floats, the observer first wherever seats appear: per tile on the table"
                + " (T x " + PER_TILE + ", laying order) present, x, y, is a building, the landscape's terrain (4:"
                + " sea, meadow, forest, earth), the building's terrain facing N, E, S, W (4 x 4), the observer's"
                + " house, the other's house; the display's landscapes (D x 5: present, terrain) and buildings"
                + " (D x 17: present, the four edges unturned); supply and chips of the observer and the other; the"
                + " landscape stack and reserve, the building stack and reserve; the reserve is open; the countdown"
                + " has begun; final turns left; the turn; the observer is on turn; the observer began; the step (first"
                + " placement, second placement, house move, owner's choice) and its building's x, y and wrong"
                + " edges; the tiles flushed out of the game (T, by tile number).";
    }
}
