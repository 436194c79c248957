package io.agon.massilia.rules;

import io.agon.core.EventSink;
import io.agon.core.flow.Control;
import io.agon.core.flow.TurnOrder;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step.RoundEnd;

/** End of round (spec 4.4): the new order by round tile, kept dice go behind the screens; after round 7, the end. */
final class RoundEndRule extends AutoRule<RoundEnd> {

    RoundEndRule(MassiliaData data) {
        super(data);
    }

    @Override
    public boolean resolve(MassiliaState s, RoundEnd step, Control<MassiliaState> flow, EventSink events) {
        // from the smallest round tile up; the last passer took none (value 0) and goes first (4.4)
        TurnOrder.byTrackAscending(s.roundTile, s.passOrder, s.order);
        for (int p = 0; p < s.players; p++) {
            for (int code = 0; code < Ids.DIE_CODES; code++) {
                int n = s.supplyDice[p * Ids.DIE_CODES + code];
                if (n > 0) {
                    s.screen[p * 4 + Ids.dieColour(code)] += n;
                    s.supplyDice[p * Ids.DIE_CODES + code] = 0;
                }
            }
        }
        java.util.Arrays.fill(s.roundTile, 0);
        if (events.enabled()) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < s.players; i++) {
                b.append(i > 0 ? ", " : "").append(Ids.player(s.order[i]));
            }
            events.emit(new MassiliaEvent.RoundEnded(s.round, b.toString()));
        }
        if (s.round >= data.rounds) {
            s.over = true; // 7: the round's end hook begins no other round
            flow.done(s, events);
            if (events.enabled()) {
                events.emit(new MassiliaEvent.GameEnded(Scoring.summary(data, s)));
            }
        } else {
            s.round++;
            flow.done(s, events); // the next round begins
        }
        return true;
    }
}
