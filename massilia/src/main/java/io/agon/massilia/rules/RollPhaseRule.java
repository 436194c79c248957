package io.agon.massilia.rules;

import io.agon.core.EventSink;
import io.agon.core.flow.Control;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step.Keep;
import io.agon.massilia.model.Step.RollPhase;

/** Phase II (spec 4.2.2): in turn order each player rolls the dice behind the screen, then splits them. */
final class RollPhaseRule extends AutoRule<RollPhase> {

    RollPhaseRule(MassiliaData data) {
        super(data);
    }

    @Override
    public boolean resolve(MassiliaState s, RollPhase r, Control<MassiliaState> flow, EventSink events) {
        int pos = r.pos();
        if (pos >= s.players) {
            flow.done(s, events);
            return true;
        }
        int p = s.order[pos];
        s.stepCounter[p]++;
        flow.replace(s, RollPhase.of(pos + 1));
        boolean any = false;
        for (int c = 0; c < Ids.DIE_COLOURS; c++) {
            int n = s.screen[p * 4 + c];
            s.screen[p * 4 + c] = 0;
            for (int i = 0; i < n; i++) {
                s.rolled[Ids.die(c, 1 + s.rng.nextInt(6))]++;
                any = true;
            }
        }
        if (any) {
            flow.push(s, Keep.of(p, 0, false)); // D51: nothing to roll, nothing to decide
        }
        return true;
    }
}
