package io.agon.architekton.rules;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Board;
import io.agon.architekton.model.Dir;
import io.agon.architekton.model.Step;
import io.agon.architekton.model.TileSet;
import io.agon.architekton.rules.ArchitektonAction.KeepHouse;
import io.agon.architekton.rules.ArchitektonAction.MoveHouseFrom;
import io.agon.architekton.rules.ArchitektonAction.Place;
import io.agon.architekton.rules.ArchitektonAction.WithdrawHouse;
import io.agon.architekton.rules.ArchitektonView.Enclosed;
import io.agon.architekton.rules.ArchitektonView.Option;
import io.agon.core.Action;
import java.util.ArrayList;
import java.util.List;

/**
 * The deciding seat's legal actions as data for a picture ({@link ArchitektonView#options()}), with what each
 * placement would enclose (spec 5, scored perfect and houseless buildings first, D9). Reads the state only; only
 * the view calls it, never play.
 */
final class ViewOptions {

    private ViewOptions() {
    }

    static List<Option> of(TileSet tiles, ArchitektonState s, List<Action> legal) {
        List<Option> out = new ArrayList<>(legal.size());
        for (Action a : legal) {
            if (a instanceof Place p) {
                int r = tiles.isBuilding(p.tile()) ? p.rotation() & 3 : 0;
                out.add(new Option("place", tiles.id(p.tile()), p.x(), p.y(), r, 0,
                        encloses(tiles, s, p.tile(), p.x(), p.y(), r)));
            } else if (a instanceof MoveHouseFrom m) {
                out.add(new Option("move", "", m.x(), m.y(), 0, 0, List.of()));
            } else if ((a instanceof KeepHouse || a instanceof WithdrawHouse)
                    && s.steps.peek() instanceof Step.OwnerChoice c) {
                boolean keep = a instanceof KeepHouse;
                out.add(new Option(keep ? "keep" : "withdraw", "", c.x(), c.y(), 0,
                        keep ? c.wrongEdges() : c.wrongEdges() - 1, List.of()));
            } else {
                out.add(new Option("other", "", 0, 0, 0, 0, List.of()));
            }
        }
        return out;
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
