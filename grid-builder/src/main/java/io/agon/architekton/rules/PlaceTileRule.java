package io.agon.architekton.rules;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Board;
import io.agon.architekton.model.Dir;
import io.agon.architekton.model.Step;
import io.agon.architekton.model.TileSet;
import io.agon.architekton.rules.ArchitektonAction.MoveHouseFrom;
import io.agon.architekton.rules.ArchitektonAction.Place;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.core.flow.Flow;
import io.agon.core.flow.StepRule;
import java.util.List;

/**
 * Step {@code PlaceTile(n)}: the player on turn lays a display tile (spec 4.2, 4.3), placement {@code n} of the
 * turn. When nothing in the display fits anywhere, the step resolves itself by the flush rule (D12): flush a row
 * and try again, or lose the rest of the turn.
 */
final class PlaceTileRule implements StepRule<ArchitektonState, Step.PlaceTile> {

    private final TileSet tiles;
    private final ActionCache cache;
    private final int placements;

    PlaceTileRule(TileSet tiles, ActionCache cache) {
        this.tiles = tiles;
        this.cache = cache;
        this.placements = tiles.constants().placementsPerTurn();
    }

    @Override
    public int decider(ArchitektonState s, Step.PlaceTile step) {
        return s.onTurn;
    }

    @Override
    public void legal(ArchitektonState s, Step.PlaceTile step, List<Action> out) {
        Placement.legal(tiles, s, cache, out);
    }

    @Override
    public void apply(ArchitektonState s, Step.PlaceTile step, int seat, Action action,
                      Flow<ArchitektonState, ?> flow, EventSink events) {
        if (!(action instanceof Place p)) {
            throw notNow(s, seat, action);
        }
        Placement.check(tiles, s, p.tile(), p.x(), p.y(), p.rotation());
        next(s, step, flow, events);
        Placement.lay(tiles, s, seat, p.tile(), p.x(), p.y(), tiles.isBuilding(p.tile()) ? p.rotation() : 0,
                events);
    }

    /** The turn's next placement, or (after the last) the end of the turn. */
    private void next(ArchitektonState s, Step.PlaceTile step, Flow<ArchitektonState, ?> flow, EventSink events) {
        if (step.number() < placements) {
            s.steps.replaceTop(Step.PlaceTile.of(step.number() + 1));
        } else {
            flow.done(s, events);
        }
    }

    /** Another player's question, or a house move, is not pending: say what the action would need (4.3, 5). */
    private static IllegalActionException notNow(ArchitektonState s, int seat, Action action) {
        if (action instanceof MoveHouseFrom) {
            return new IllegalActionException("L7", "BAD_HOUSE_SOURCE: a house is only moved right after laying"
                    + " a building with an empty supply (you have " + s.supply[seat] + " in your supply)");
        }
        return OwnerChoiceRule.noChoice(action);
    }

    /**
     * D12: while nothing in the display fits anywhere, flush a row (landscapes first) and look again; when no row
     * can be flushed the rest of the turn is lost.
     */
    @Override
    public boolean resolve(ArchitektonState s, Step.PlaceTile step, Flow<ArchitektonState, ?> flow,
                           EventSink events) {
        if (Placement.anyLegal(tiles, s)) {
            return false;
        }
        if (!Refill.flushOnce(tiles, s, events)) {
            if (events.enabled()) {
                events.emit(new ArchitektonEvent.TurnLost(s.onTurn));
            }
            flow.done(s, events); // the turn's remaining placements are lost: on to its end
        }
        return true;
    }

    @Override
    public String prompt(ArchitektonState s, Step.PlaceTile step) {
        return "lay a tile from the display (placement " + step.number() + " of " + placements + ")";
    }

    @Override
    public String describe(ArchitektonState s, Step.PlaceTile step, Action action, int observer) {
        if (!(action instanceof Place p) || !tiles.isTile(p.tile())) {
            return action.toString();
        }
        int t = p.tile();
        if (!tiles.isBuilding(t)) {
            return "Lay " + tiles.label(t) + " at (" + p.x() + "," + p.y() + ")"
                    + matchNote(s, t, p.x(), p.y(), 0);
        }
        int r = p.rotation() & 3;
        return "Lay " + tiles.label(t) + " at (" + p.x() + "," + p.y() + ") r" + r + " ["
                + Placement.edges(tiles, t, r) + "]" + matchNote(s, t, p.x(), p.y(), r);
    }

    /** ", matches 2 of 3 neighbours" for a placement, from the tiles around the cell. */
    private String matchNote(ArchitektonState s, int tile, int x, int y, int rotation) {
        int sides = 0;
        int match = 0;
        for (int d = 0; d < 4; d++) {
            int v = s.board.cell(x + Dir.DX[d], y + Dir.DY[d]);
            if (v == Board.EMPTY) {
                continue;
            }
            sides++;
            int n = Board.tileOf(v);
            int mine = tiles.isBuilding(tile) ? tiles.facing(tile, rotation, d) : tiles.terrain(tile);
            int theirs = tiles.isBuilding(tile) ? tiles.terrain(n)
                    : tiles.facing(n, Board.rotationOf(v), Dir.opposite(d));
            if (mine == theirs) {
                match++;
            }
        }
        return ", matches " + match + " of " + sides + " neighbour" + (sides == 1 ? "" : "s");
    }
}
