package io.agon.architekton.rules;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Step;
import io.agon.architekton.rules.ArchitektonAction.KeepHouse;
import io.agon.architekton.rules.ArchitektonAction.MoveHouseFrom;
import io.agon.architekton.rules.ArchitektonAction.Place;
import io.agon.architekton.rules.ArchitektonAction.WithdrawHouse;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.core.Words;
import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Actions;
import io.agon.core.flow.Control;
import io.agon.core.flow.StepRule;
import java.util.List;

/**
 * Step {@code OwnerChoice}, an interrupt decided by the building's owner, who may be the player not on turn
 * (spec 5, D7): the building has just been enclosed with wrong edges; keep the house and pay one chip per wrong
 * edge, or withdraw it and pay one less (D8). A payment larger than the owner's chips ends the game (spec 6, D10);
 * when even withdrawing is unaffordable the owner is not asked (the step resolves itself).
 */
final class OwnerChoiceRule implements StepRule<ArchitektonState, Step.OwnerChoice> {

    @Override
    public int decider(ArchitektonState s, Step.OwnerChoice c) {
        return c.owner();
    }

    @Override
    public void legal(ArchitektonState s, Step.OwnerChoice c, List<Action> out) {
        out.add(KeepHouse.INSTANCE);
        out.add(WithdrawHouse.INSTANCE);
    }

    /** Announces the enclosure when its choice comes up (README decision 5); D10: bankrupt if not even withdrawing is affordable. */
    @Override
    public boolean resolve(ArchitektonState s, Step.OwnerChoice c, Control<ArchitektonState> flow,
                           EventSink events) {
        if (events.enabled()) {
            events.emit(new ArchitektonEvent.BuildingEnclosed(c.owner(), c.x(), c.y(), c.wrongEdges()));
        }
        if (c.wrongEdges() - 1 > s.chips[c.owner()]) {
            Enclosure.bankrupt(s, c.owner(), c.wrongEdges() - 1, flow, events); // D10: not even withdrawing
            return true;
        }
        return false;
    }

    /** The refusal of keeping or withdrawing a house when no owner's choice is pending (spec 5). */
    static IllegalActionException noChoice() {
        return new IllegalActionException("5", "there is no enclosed building to keep or withdraw a house from now");
    }

    /** The refusal of an action of another game. */
    static IllegalActionException notArchitekton(Action a) {
        return IllegalActionException.notNow(a, "an Architekton action");
    }

    /** Keep or withdraw the house; laying a tile or moving a house waits until the owner has chosen (D7). */
    private final ActionHandlers<ArchitektonState, Step.OwnerChoice> actions =
            Actions.table(ArchitektonState.class, Step.OwnerChoice.class, on -> on
                    .on(KeepHouse.class, (ctx, a) -> choose(ctx.state(), ctx.step(), false, ctx.control(),
                            ctx.events()))
                    .words(KeepHouse.class, (ctx, a, observer) -> words(ctx.state(), ctx.step(), false))
                    .on(WithdrawHouse.class, (ctx, a) -> choose(ctx.state(), ctx.step(), true, ctx.control(),
                            ctx.events()))
                    .words(WithdrawHouse.class, (ctx, a, observer) -> words(ctx.state(), ctx.step(), true))
                    .refuse(Place.class, (ctx, a) -> new IllegalActionException("D7", waiting(ctx.step())
                            + " before laying another tile"))
                    .refuse(MoveHouseFrom.class, (ctx, a) -> new IllegalActionException("L7", "BAD_HOUSE_SOURCE: "
                            + waiting(ctx.step())))
                    .otherwise((ctx, a) -> notArchitekton(a)));

    @Override
    public ActionHandlers<ArchitektonState, Step.OwnerChoice> actions() {
        return actions;
    }

    private static String waiting(Step.OwnerChoice c) {
        return "first P" + (c.owner() + 1) + " must keep or withdraw the house on the building at " + Placement.where(c.x(), c.y());
    }

    private static void choose(ArchitektonState s, Step.OwnerChoice c, boolean withdraw,
                               Control<ArchitektonState> flow, EventSink events) {
        int owner = c.owner();
        int cost = withdraw ? c.wrongEdges() - 1 : c.wrongEdges();
        if (cost > s.chips[owner]) {
            Enclosure.bankrupt(s, owner, cost, flow, events); // spec 6: the game ends at once
            return;
        }
        flow.done(s, events);
        s.chips[owner] -= cost;
        if (withdraw) {
            s.supply[owner]++;
            s.board.setHouse(c.x(), c.y(), -1);
        }
        if (events.enabled()) {
            events.emit(new ArchitektonEvent.OwnerChose(owner, c.x(), c.y(), withdraw, cost, s.chips[owner]));
        }
    }

    @Override
    public String prompt(ArchitektonState s, Step.OwnerChoice c) {
        return "your building at " + Placement.where(c.x(),
                c.y()) + " is enclosed with "
                + Words.count(c.wrongEdges(), "wrong edge") + ": keep the house (pay " + c.wrongEdges()
                + ") or withdraw it (pay " + (c.wrongEdges() - 1) + ")";
    }

    /** Keeping or withdrawing in words, with its price (and the loss, when the owner cannot pay). */
    private static String words(ArchitektonState s, Step.OwnerChoice c, boolean w) {
        int cost = w ? c.wrongEdges() - 1 : c.wrongEdges();
        return (w ? "Withdraw the house from the building at " : "Keep the house on the building at ") + Placement.where(c.x(), c.y()) + " and pay "
                + Words.count(cost, "chip") + (cost > s.chips[c.owner()]
                ? " (you have only " + s.chips[c.owner()] + ": you lose)" : "");
    }
}
