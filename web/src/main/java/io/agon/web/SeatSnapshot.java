package io.agon.web;

import io.agon.core.View;
import java.util.List;

/**
 * What one observer may see of a game at one version, before it is turned into JSON: never the true state.
 *
 * @param observer the seat, or -1 for a spectator
 * @param version  actions applied so far
 * @param decider  the deciding seat, -1 when the game is over
 * @param onTurn   the seat on turn, -1 when the game is over
 * @param prompt   what is being decided, given only to the deciding seat (else empty)
 * @param view     the observer's view; for a spectator the game's public view while the game runs (null when
 *                 it has none), and the first seat's view of the final position once it is over (a finished game
 *                 keeps no secrets)
 * @param legal    the labels of the legal actions, in order, only for the deciding seat (else empty)
 * @param viewSeat the seat whose view {@code view} is, -1 when there is none or it is the public view
 */
public record SeatSnapshot(int observer, int version, int decider, int onTurn, String prompt, View view,
                           List<String> legal, int viewSeat) {

    /** Copies the labels. */
    public SeatSnapshot {
        legal = List.copyOf(legal);
    }

    /** A snapshot whose view (if any) is the observer's own. */
    public SeatSnapshot(int observer, int version, int decider, int onTurn, String prompt, View view,
                        List<String> legal) {
        this(observer, version, decider, onTurn, prompt, view, legal, view == null ? -1 : observer);
    }
}
