package io.agon.architekton.rules;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Board;
import io.agon.architekton.model.Dir;
import io.agon.architekton.model.Step;
import io.agon.architekton.model.TileSet;
import io.agon.architekton.rules.ArchitektonView.Enclosed;
import io.agon.architekton.rules.ArchitektonView.Option;
import java.util.ArrayList;
import java.util.List;

/**
 * What each action shows in a picture ({@link ArchitektonAction#option}): the tile, cell and rotation of a placement
 * with what it would enclose (spec 5, scored perfect and houseless buildings first, D9), a house move, an owner's
 * choice with its price. Reads the state only; only the view asks, never play.
 */
final class ActionOptions {

    private ActionOptions() {
    }

    /**
     * What an action's option may depend on: the tiles, the state and the owner's choice pending on top (or null).
     */
    record Where(TileSet tiles, ArchitektonState s, Step.OwnerChoice choice) {
    }

    /** Laying {@code tile} at {@code (x, y)}: the tile, the cell, the rotation and what it would enclose. */
    static Option place(Where w, int tile, int x, int y, int rotation) {
        int r = w.tiles().isBuilding(tile) ? rotation & 3 : 0;
        return new Option("place", w.tiles().id(tile), x, y, r, 0, encloses(w.tiles(), w.s(), tile, x, y, r));
    }

    /** Keeping ({@code keep}) or withdrawing the house of the pending owner's choice, with its price. */
    static Option choice(Where w, boolean keep) {
        Step.OwnerChoice c = w.choice();
        if (c == null) {
            return new Option("other", "", 0, 0, 0, 0, List.of());
        }
        return new Option(keep ? "keep" : "withdraw", "", c.x(), c.y(), 0, keep ? c.wrongEdges() : c.wrongEdges() - 1,
                List.of());
    }

    /** The buildings enclosed by laying {@code tile} at {@code (x, y)}: its neighbours, or itself in a hole. */
    private static List<Enclosed> encloses(TileSet tiles, ArchitektonState s, int tile, int x, int y, int r) {
        List<Enclosed> perfect = new ArrayList<>();
        List<Enclosed> imperfect = new ArrayList<>();
        if (tiles.isBuilding(tile)) {
            int wrong = 0;
            for (int d = 0; d < 4; d++) {
                int n = s.board.cell(x + Dir.DX[d], y + Dir.DY[d]);
                if (n == Board.EMPTY) {
                    return List.of();
                }
                if (tiles.terrain(Board.tileOf(n)) != tiles.facing(tile, r, d)) {
                    wrong++;
                }
            }
            return List.of(new Enclosed(x, y, s.onTurn, wrong));
        }
        for (int d = 0; d < 4; d++) {
            int bx = x + Dir.DX[d];
            int by = y + Dir.DY[d];
            int v = s.board.cell(bx, by);
            if (v == Board.EMPTY || !Board.isBuilding(v) || Board.landscapesAround(v) != 3) {
                continue;
            }
            int b = Board.tileOf(v);
            int br = Board.rotationOf(v);
            int wrong = 0;
            for (int e = 0; e < 4; e++) {
                int nx = bx + Dir.DX[e];
                int ny = by + Dir.DY[e];
                int terrain = nx == x && ny == y ? tiles.terrain(tile) : tiles.terrain(Board.tileOf(s.board.cell(nx, ny)));
                if (terrain != tiles.facing(b, br, e)) {
                    wrong++;
                }
            }
            Enclosed e = new Enclosed(bx, by, Board.houseOf(v), wrong);
            (wrong == 0 || e.owner() < 0 ? perfect : imperfect).add(e);
        }
        perfect.addAll(imperfect);
        return perfect;
    }
}
