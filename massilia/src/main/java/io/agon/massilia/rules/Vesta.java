package io.agon.massilia.rules;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.core.Words;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import java.util.List;

/**
 * Vesta (spec 6.2, D31, D41, D47): return 1 or 2 penalty stones to the supply, once per turn, before a die use
 * ({@link TurnRule}) or after it ({@link TurnEndRule}). Everything Vesta does is here; those steps consult it.
 */
final class Vesta {

    private Vesta() {
    }

    /** Appends the Vesta plays open to {@code p} now. */
    static void legal(MassiliaData data, MassiliaState s, int p, List<Action> out) {
        if (s.stones[p] > 0 && Hands.godFree(s, p, 0, Ids.VESTA)) {
            for (int n = 1; n <= Math.min(data.vestaMaxReturn, s.stones[p]); n++) {
                out.add(Acts.VESTA[n]);
            }
        }
    }

    /** Refuses a Vesta play returning {@code n} stones that is not open to {@code p} now. */
    static void check(MassiliaData data, MassiliaState s, int p, int n) {
        if (!Hands.godFree(s, p, 0, Ids.VESTA)) {
            throw new IllegalActionException("D29", "you have no playable Vesta, or played one this turn (6.2, D14,"
                    + " D29)");
        }
        if (n < 1 || n > data.vestaMaxReturn) {
            throw new IllegalActionException("D41", "Vesta returns 1 or 2 penalty stones (6.2, D41)");
        }
        if (n > s.stones[p]) {
            throw new IllegalActionException("D31", "you hold only " + s.stones[p] + " penalty stones (D31)");
        }
    }

    /** Plays a checked Vesta. */
    static void play(MassiliaState s, int p, int n, EventSink events) {
        Hands.discard(s, p, Ids.VESTA);
        s.godsThisTurn |= 1 << Ids.VESTA;
        s.stones[p] -= n;
        s.supply += n;
        if (events.enabled()) {
            events.emit(new MassiliaEvent.GodPlayed(p, Ids.VESTA, "returns "
                    + Words.count(n, "penalty stone")));
        }
    }

    /**
     * True when {@code p} must still be asked about Vesta once the die use is done (D31). Asked on public facts
     * only (D16): stones held (every transfer is announced), Vesta not yet played this turn, and some card in
     * hand old enough to play (D14). Asking only when the hand really holds a Vesta would tell everyone that it
     * does.
     */
    static boolean mayStillPlay(MassiliaState s, int p) {
        return s.stones[p] > 0 && (s.godsThisTurn & (1 << Ids.VESTA)) == 0 && Hands.anyPlayable(s, p);
    }
}
