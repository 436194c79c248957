package io.agon.massilia.rules;

import io.agon.core.EventSink;
import io.agon.core.flow.Control;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step.ActionPhase;
import io.agon.massilia.model.Step.Turn;

/** Phase III (spec 4.3): in turn order, the next player who has not passed takes a turn, until all passed. */
final class ActionPhaseRule extends AutoRule<ActionPhase> {

    ActionPhaseRule(MassiliaData data) {
        super(data);
    }

    @Override
    public boolean resolve(MassiliaState s, ActionPhase step, Control<MassiliaState> flow, EventSink events) {
        if (s.passedCount >= s.players) {
            flow.done(s, events);
            return true;
        }
        int pos = s.turnPos;
        do {
            pos = (pos + 1) % s.players;
        } while (s.passed(s.order[pos]));
        s.turnPos = pos;
        int p = s.order[pos];
        s.stepCounter[p]++;
        s.godsThisTurn = 0;
        flow.push(s, Turn.of(p));
        return true;
    }
}
