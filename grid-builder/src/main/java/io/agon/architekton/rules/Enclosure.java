package io.agon.architekton.rules;

import io.agon.core.flow.Control;
import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Board;
import io.agon.architekton.model.Dir;
import io.agon.architekton.model.Step;
import io.agon.architekton.model.TileSet;
import io.agon.core.EventSink;

/**
 * Spec 5: scoring a building the moment its fourth side is filled. A perfect building earns its owner a chip;
 * otherwise the owner chooses (the interrupt step {@code OwnerChoice}, D7, answered in {@link OwnerChoiceRule}) to keep the house and pay one chip per wrong edge, or to
 * withdraw it and pay one less. Several enclosures by one landscape are resolved perfect ones first, then the
 * others in N, E, S, W order around the new tile (D9).
 */
final class Enclosure {

    private Enclosure() {
    }

    /**
     * After a landscape was laid at {@code (x, y)}: score the neighbouring buildings it encloses.
     *
     * @param found bit d set when the neighbour in direction d was just enclosed (from {@code Board})
     */
    static void afterLandscape(TileSet tiles, ArchitektonState s, int x, int y, int found, Control<ArchitektonState> flow,
                               EventSink events) {
        if (found != 0) {
            resolve(tiles, s, x, y, found, flow, events);
        }
    }

    /** After a building at {@code (x, y)} got its house: score it if it was laid into a hole. */
    static void afterBuilding(TileSet tiles, ArchitektonState s, int x, int y, Control<ArchitektonState> flow,
                              EventSink events) {
        int v = s.board.cell(x, y);
        if (Board.landscapesAround(v) == 4) {
            // a building enclosed at once: treat it as the "neighbour" in no direction
            score(tiles, s, x, y, flow, events, true);
        }
    }

    private static void resolve(TileSet tiles, ArchitektonState s, int x, int y, int found, Control<ArchitektonState> flow,
                                EventSink events) {
        // D9 step 1: buildings without a choice (perfect, or houseless) first, in N, E, S, W order
        int imperfect = 0;
        for (int d = 0; d < 4; d++) {
            if ((found & (1 << d)) != 0 && !score(tiles, s, x + Dir.DX[d], y + Dir.DY[d], flow, events, false)) {
                imperfect |= 1 << d;
            }
        }
        // D9 step 2: the owners' choices, N first: push W..N so that the first one is on top
        for (int d = 3; d >= 0; d--) {
            if ((imperfect & (1 << d)) != 0) {
                int bx = x + Dir.DX[d];
                int by = y + Dir.DY[d];
                int v = s.board.cell(bx, by);
                flow.push(s, new Step.OwnerChoice(bx, by, Board.houseOf(v), wrongEdges(tiles, s, bx, by)));
            }
        }
    }

    /**
     * Scores an enclosed building if no choice is needed (houseless: nothing, D6; perfect: +1 chip).
     *
     * @param pushChoice when true, an imperfect building's choice is pushed at once
     * @return true when done, false when the owner has to choose
     */
    private static boolean score(TileSet tiles, ArchitektonState s, int x, int y, Control<ArchitektonState> flow, EventSink events,
                                 boolean pushChoice) {
        int v = s.board.cell(x, y);
        int owner = Board.houseOf(v);
        int wrong = wrongEdges(tiles, s, x, y);
        if (owner < 0 || wrong == 0) {
            if (owner >= 0) {
                s.chips[owner]++;
            }
            if (events.enabled()) {
                events.emit(new ArchitektonEvent.BuildingEnclosed(owner, x, y, wrong));
            }
            return true;
        }
        if (pushChoice) {
            flow.push(s, new Step.OwnerChoice(x, y, owner, wrong));
        }
        return false;
    }

    /** The number of sides of the building at {@code (x, y)} whose landscape differs from what it shows. */
    static int wrongEdges(TileSet tiles, ArchitektonState s, int x, int y) {
        int v = s.board.cell(x, y);
        int tile = Board.tileOf(v);
        int r = Board.rotationOf(v);
        int wrong = 0;
        for (int d = 0; d < 4; d++) {
            int n = s.board.cell(x + Dir.DX[d], y + Dir.DY[d]);
            if (n != Board.EMPTY && tiles.terrain(Board.tileOf(n)) != tiles.facing(tile, r, d)) {
                wrong++;
            }
        }
        return wrong;
    }

    /** Spec 6: {@code loser} cannot pay {@code cost}; the game ends at once and the other player wins. */
    static void bankrupt(ArchitektonState s, int loser, int cost, Control<ArchitektonState> flow, EventSink events) {
        if (events.enabled()) {
            events.emit(new ArchitektonEvent.Bankrupt(loser, cost, s.chips[loser]));
        }
        flow.endGame(s);
        s.over = true;
        s.bankrupt = loser;
    }
}
