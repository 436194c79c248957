package io.agon.massilia.rules;

import io.agon.core.flow.Control;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step.Keep;
import java.util.List;

/** Mars (spec 6.2, D40): during the own roll step, keep up to two dice free. Consulted by {@link KeepRule}. */
final class Mars {

    private Mars() {
    }

    /** Appends the Mars play when it is open at {@code k}. */
    static void legal(MassiliaState s, Keep k, List<Action> out) {
        if (!k.mars() && Hands.playable(s, k.player(), Ids.MARS)) {
            out.add(Acts.PLAY_MARS);
        }
    }

    /** Refuses a Mars play that is not open at {@code k}. */
    static void check(MassiliaState s, Keep k) {
        if (k.mars()) {
            throw new IllegalActionException("6.1", "Mars was already played in this roll step (6.1)");
        }
        if (!Hands.playable(s, k.player(), Ids.MARS)) {
            throw new IllegalActionException("6.2", "you have no playable Mars (6.2, D14)");
        }
    }

    /** Plays a checked Mars: the roll step gets its free keeps. */
    static void play(MassiliaData data, MassiliaState s, Keep k, Control<MassiliaState> flow, EventSink events) {
        int p = k.player();
        Hands.discard(s, p, Ids.MARS);
        flow.replace(s, Keep.of(p, k.free() + data.marsFreeKeeps, true));
        if (events.enabled()) {
            events.emit(new MassiliaEvent.GodPlayed(p, Ids.MARS, "two dice may be kept free"));
        }
    }
}
