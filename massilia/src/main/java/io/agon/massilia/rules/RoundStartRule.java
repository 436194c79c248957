package io.agon.massilia.rules;

import io.agon.core.EventSink;
import io.agon.core.flow.Control;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step.RoundStart;

/**
 * Phase I, the price change (spec 4.1, not in round 1), and the temple roll of Phase II (4.2.1); then the round's
 * phases are laid out: the rolls, the actions, the round end.
 */
final class RoundStartRule extends AutoRule<RoundStart> {

    RoundStartRule(MassiliaData data) {
        super(data);
    }

    @Override
    public boolean resolve(MassiliaState s, RoundStart step, Control<MassiliaState> flow, EventSink events) {
        if (s.round > 1) {
            int last = s.price[3]; // TEMPLE -> VIOLET -> ORANGE -> PINK -> TEMPLE (4.1): each moves one on
            System.arraycopy(s.price, 0, s.price, 1, 3);
            s.price[0] = last;
        }
        long perColour = 0; // the temple's dice per colour, 16 bits each (no array per round)
        int inTemple = 0;
        for (int code = 0; code < Ids.DIE_CODES; code++) {
            perColour += (long) s.temple[code] << (16 * Ids.dieColour(code));
            inTemple += s.temple[code];
            s.temple[code] = 0;
        }
        if (s.round == 1 && inTemple == 0) {
            // D62: the temple dice placed at set-up are rolled for the first time now (4.2.1)
            perColour = 0;
            for (int c = 0; c < Ids.DIE_COLOURS; c++) {
                perColour |= (long) data.templeDicePerColour << (16 * c);
            }
        }
        for (int c = 0; c < Ids.DIE_COLOURS; c++) {
            int dice = (int) (perColour >>> (16 * c)) & 0xFFFF;
            for (int i = 0; i < dice; i++) {
                s.temple[Ids.die(c, 1 + s.rng.nextInt(6))]++;
            }
        }
        s.passedCount = 0;
        s.passedMask = 0;
        java.util.Arrays.fill(s.roundTile, 0);
        s.turnPos = s.players - 1;
        flow.done(s, events); // on to Phase II, the rolls
        if (events.enabled()) {
            events.emit(new MassiliaEvent.RoundStarted(s.round, Describer.prices(s), Describer.dice(s.temple)));
        }
        return true;
    }
}
