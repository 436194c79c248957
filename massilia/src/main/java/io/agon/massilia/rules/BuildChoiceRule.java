package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.core.flow.Flow;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step.BuildChoice;
import io.agon.massilia.model.Step.Relocate;
import java.util.List;

/** The consul left a field empty (spec 5.2.2 cases 1 and 2, D43): the mover may build a stall there for 5. */
final class BuildChoiceRule extends MassiliaRule<BuildChoice> {

    BuildChoiceRule(MassiliaData data) {
        super(data);
    }

    @Override
    public int decider(MassiliaState s, BuildChoice b) {
        return b.player();
    }

    @Override
    public void legal(MassiliaState s, BuildChoice b, List<Action> out) {
        out.add(Acts.BUILD);
        out.add(Acts.DECLINE_BUILD);
    }

    @Override
    void act(MassiliaState s, BuildChoice b, MassiliaAction a, EventSink events) {
        switch (a.actionKind()) {
            case BUILD -> {
                s.money[b.player()] -= data.buildCost;
                s.reserve[b.player()]--;
                s.stallOwner[b.field()] = b.player();
                s.steps.replaceTop(new Relocate(b.player(), b.field()));
                if (events.enabled()) {
                    events.emit(new MassiliaEvent.StallBuilt(b.player(), b.field()));
                }
            }
            case DECLINE_BUILD -> s.steps.pop();
            default -> throw new IllegalActionException("D43", "build a stall here or decline (5.2.2, D43)");
        }
    }

    /** Nothing to decide when the mover cannot build (no money or no stall left). */
    @Override
    public boolean resolve(MassiliaState s, BuildChoice b, Flow<MassiliaState, ?> flow, EventSink events) {
        if (s.stallOwner[b.field()] < 0 && s.money[b.player()] >= data.buildCost && s.reserve[b.player()] > 0) {
            return false;
        }
        s.steps.pop();
        return true;
    }

    @Override
    public String prompt(MassiliaState s, BuildChoice b) {
        return Ids.player(b.player()) + ": build a stall on field " + b.field() + " for 5?";
    }
}
