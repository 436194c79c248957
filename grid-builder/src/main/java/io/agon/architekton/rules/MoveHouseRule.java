package io.agon.architekton.rules;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Board;
import io.agon.architekton.model.Step;
import io.agon.architekton.model.TileSet;
import io.agon.architekton.rules.ArchitektonAction.MoveHouseFrom;
import io.agon.architekton.rules.ArchitektonAction.Place;
import io.agon.core.Action;
import io.agon.core.IllegalActionException;
import io.agon.core.component.SparseGrid;
import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Actions;
import io.agon.core.flow.StepContext;
import io.agon.core.flow.StepRule;
import java.util.List;

/**
 * Step {@code MoveHouse(x, y)}, an interrupt of the player on turn: they laid the building at {@code (x, y)} with
 * an empty house supply and move one of their own houses onto it (spec 4.3, D5); then the new building is scored
 * if it is enclosed (spec 5).
 */
final class MoveHouseRule implements StepRule<ArchitektonState, Step.MoveHouse> {

    private final TileSet tiles;

    MoveHouseRule(TileSet tiles) {
        this.tiles = tiles;
    }

    @Override
    public int decider(ArchitektonState s, Step.MoveHouse step) {
        return s.onTurn;
    }

    @Override
    public void legal(ArchitektonState s, Step.MoveHouse step, List<Action> out) {
        SparseGrid grid = s.board.tiles();
        for (int i = 0; i < grid.size(); i++) {
            int v = grid.valueAt(i);
            if (Board.isBuilding(v) && Board.houseOf(v) == s.onTurn) {
                out.add(new MoveHouseFrom(grid.xAt(i), grid.yAt(i)));
            }
        }
    }

    /** Choosing the house to move is this step's one action; laying another tile waits for it. */
    private final ActionHandlers<ArchitektonState, Step.MoveHouse> actions =
            Actions.table(ArchitektonState.class, Step.MoveHouse.class, on -> on
                    .on(MoveHouseFrom.class, this::move)
                    .words(MoveHouseFrom.class, (ctx, m, observer) -> "Move your house from "
                            + Placement.where(m.x(), m.y()) + " onto the new building at "
                            + Placement.where(ctx.step().x(), ctx.step().y()))
                    .refuse(Place.class, (ctx, a) -> new IllegalActionException("4.3", "first choose the house to"
                            + " move onto (" + ctx.step().x() + "," + ctx.step().y() + ") before laying another tile"))
                    .refuse(ArchitektonAction.KeepHouse.class, (ctx, a) -> OwnerChoiceRule.noChoice())
                    .refuse(ArchitektonAction.WithdrawHouse.class, (ctx, a) -> OwnerChoiceRule.noChoice())
                    .otherwise((ctx, a) -> OwnerChoiceRule.notArchitekton(a)));

    @Override
    public ActionHandlers<ArchitektonState, Step.MoveHouse> actions() {
        return actions;
    }

    private void move(StepContext<ArchitektonState, Step, Step.MoveHouse> ctx, MoveHouseFrom m) {
        ArchitektonState s = ctx.state();
        Step.MoveHouse step = ctx.step();
        int seat = ctx.seat();
        int fx = m.x();
        int fy = m.y();
        int v = s.board.cell(fx, fy);
        if (v == Board.EMPTY || !Board.isBuilding(v)) {
            throw new IllegalActionException("L7", "BAD_HOUSE_SOURCE: " + Placement.at(fx, fy)
                    + " holds no building");
        }
        int owner = Board.houseOf(v);
        if (owner != seat) {
            throw new IllegalActionException("L7", "BAD_HOUSE_SOURCE: " + (owner < 0 ? "the building at "
                    + Placement.at(fx, fy) + " has no house" : "the house on " + Placement.at(fx, fy) + " is P"
                    + (owner + 1) + "'s; you may only move your own"));
        }
        s.board.setHouse(fx, fy, -1);
        s.board.setHouse(step.x(), step.y(), seat);
        ctx.done();
        if (ctx.events().enabled()) {
            ctx.events().emit(new ArchitektonEvent.HouseMoved(seat, fx, fy, step.x(), step.y()));
        }
        Enclosure.afterBuilding(tiles, s, step.x(), step.y(), ctx.control(), ctx.events());
    }

    @Override
    public String prompt(ArchitektonState s, Step.MoveHouse step) {
        return "your supply is empty: choose one of your houses to move onto the new building at "
                + Placement.where(step.x(), step.y());
    }

}
