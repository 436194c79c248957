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
import io.agon.core.flow.Flow;
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
    public boolean resolve(ArchitektonState s, Step.OwnerChoice c, Flow<ArchitektonState, ?> flow,
                           EventSink events) {
        if (events.enabled()) {
            events.emit(new ArchitektonEvent.BuildingEnclosed(c.owner(), c.x(), c.y(), c.wrongEdges()));
        }
        if (c.wrongEdges() - 1 > s.chips[c.owner()]) {
            Enclosure.bankrupt(s, c.owner(), c.wrongEdges() - 1, events); // D10: not even withdrawing
            return true;
        }
        return false;
    }

    @Override
    public void apply(ArchitektonState s, Step.OwnerChoice c, int seat, Action action,
                      Flow<ArchitektonState, ?> flow, EventSink events) {
        boolean withdraw = action instanceof WithdrawHouse;
        if (!withdraw && !(action instanceof KeepHouse)) {
            String waiting = "first P" + (c.owner() + 1) + " must keep or withdraw the house on (" + c.x() + ","
                    + c.y() + ")";
            if (action instanceof Place) {
                throw new IllegalActionException("D7", waiting + " before laying another tile");
            }
            if (action instanceof MoveHouseFrom) {
                throw new IllegalActionException("L7", "BAD_HOUSE_SOURCE: " + waiting);
            }
            throw IllegalActionException.notNow(action, "an Architekton action");
        }
        int owner = c.owner();
        int cost = withdraw ? c.wrongEdges() - 1 : c.wrongEdges();
        if (cost > s.chips[owner]) {
            Enclosure.bankrupt(s, owner, cost, events); // spec 6: the game ends at once
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

    /**
     * The refusal of {@code action} in a step that is not an owner's choice: keeping or withdrawing needs an
     * enclosed building (spec 5); any other action is not an Architekton action.
     */
    static IllegalActionException noChoice(Action action) {
        if (action instanceof KeepHouse || action instanceof WithdrawHouse) {
            return new IllegalActionException("5", "there is no enclosed building to keep or withdraw a house"
                    + " from now");
        }
        return IllegalActionException.notNow(action, "an Architekton action");
    }

    @Override
    public String prompt(ArchitektonState s, Step.OwnerChoice c) {
        return "your building at (" + c.x() + "," + c.y() + ") is enclosed with " + c.wrongEdges() + " wrong edge"
                + (c.wrongEdges() == 1 ? "" : "s") + ": keep the house (pay " + c.wrongEdges()
                + ") or withdraw it (pay " + (c.wrongEdges() - 1) + ")";
    }

    @Override
    public String describe(ArchitektonState s, Step.OwnerChoice c, Action action, int observer) {
        boolean w = action instanceof WithdrawHouse;
        if (!w && !(action instanceof KeepHouse)) {
            return action.toString();
        }
        int cost = w ? c.wrongEdges() - 1 : c.wrongEdges();
        return (w ? "Withdraw the house from (" : "Keep the house on (") + c.x() + "," + c.y() + ") and pay "
                + cost + " chip" + (cost == 1 ? "" : "s") + (cost > s.chips[c.owner()]
                ? " (you have only " + s.chips[c.owner()] + ": you lose)" : "");
    }
}
