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
import io.agon.core.Words;
import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Actions;
import io.agon.core.flow.StepContext;
import io.agon.core.flow.Control;
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

    /** Laying a tile is this step's one action; a house move or an owner's choice must wait for its step. */
    private final ActionHandlers<ArchitektonState, Step.PlaceTile> actions =
            Actions.table(ArchitektonState.class, Step.PlaceTile.class, on -> on
                    .on(Place.class, this::place)
                    .words(Place.class, this::words)
                    .refuse(MoveHouseFrom.class, (ctx, a) -> new IllegalActionException("L7",
                            "BAD_HOUSE_SOURCE: a house is only moved right after laying a building with an empty"
                                    + " supply (you have " + ctx.state().supply[ctx.state()
                                            .onTurn] + " in your supply)"))
                    .refuse(ArchitektonAction.KeepHouse.class, (ctx, a) -> OwnerChoiceRule.noChoice())
                    .refuse(ArchitektonAction.WithdrawHouse.class, (ctx, a) -> OwnerChoiceRule.noChoice())
                    .otherwise((ctx, a) -> OwnerChoiceRule.notArchitekton(a)));

    @Override
    public ActionHandlers<ArchitektonState, Step.PlaceTile> actions() {
        return actions;
    }

    private void place(StepContext<ArchitektonState, Step, Step.PlaceTile> ctx, Place p) {
        ArchitektonState s = ctx.state();
        Placement.check(tiles, s, p.tile(), p.x(), p.y(), p.rotation());
        next(s, ctx.step(), ctx.control(), ctx.events());
        Placement.lay(tiles, s, ctx.seat(), p.tile(), p.x(), p.y(), tiles.isBuilding(p.tile()) ? p.rotation() : 0,
                ctx.control(), ctx.events());
    }

    /** The turn's next placement, or (after the last) the end of the turn. */
    private void next(ArchitektonState s, Step.PlaceTile step, Control<ArchitektonState> flow, EventSink events) {
        if (step.number() < placements) {
            flow.replace(s, Step.PlaceTile.of(step.number() + 1));
        } else {
            flow.done(s, events);
        }
    }

    /**
     * D12: while nothing in the display fits anywhere, flush a row (landscapes first) and look again; when no row
     * can be flushed the rest of the turn is lost.
     */
    @Override
    public boolean resolve(ArchitektonState s, Step.PlaceTile step, Control<ArchitektonState> flow,
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

    /**
     * A placement in words: the tile, the cell, the rotation of a building and the edges it shows then, how well it
     * matches ("Lay the sea-earth-meadow-forest building at column 0, row 1, turned 90°: north forest, east sea,
     * south earth, west meadow; matches 1 of 2 neighbours").
     */
    private String words(StepContext<ArchitektonState, Step, Step.PlaceTile> ctx, Place p, int observer) {
        ArchitektonState s = ctx.state();
        if (!tiles.isTile(p.tile())) {
            return p.toString();
        }
        int t = p.tile();
        String at = "Lay " + tiles.named(t) + " at " + Placement.where(p.x(), p.y());
        if (!tiles.isBuilding(t)) {
            return at + matchNote(s, t, p.x(), p.y(), 0);
        }
        int r = p.rotation() & 3;
        return at + ", " + Placement.turned(tiles, t, r) + ";" + matchNote(s, t, p.x(), p.y(), r).substring(1);
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
        return ", matches " + match + " of " + Words.count(sides, "neighbour");
    }
}
