package io.agon.polis.rules;

import io.agon.core.flow.Control;
import io.agon.core.EventSink;
import io.agon.polis.model.PolisState;

/**
 * The turn frame of Polis: the phase number kept in the state, the end of the turn (spec 4.8) and the end of the
 * game (spec 5.2, D9: once the end is triggered, the game ends before phase 4, or as soon as the current effect
 * of phases 4-7 is done). The phase steps consult it; it knows no other rule class.
 */
final class Turn {

    /** Phase value during board choices. */
    static final int BOARDS = -2;
    /** Phase value during the opening draws. */
    static final int OPENING = -1;
    /** The phases of a turn (spec 4.0-4.7), by number. */
    static final String[] PHASES = {"0 Lighthouse", "1 Draw", "2 Auction", "3 Build", "4 Protect", "5 Income",
        "6 Trade", "7 War"};
    /** The name of the phase that starts a turn. */
    static final String FIRST_PHASE = PHASES[0];

    private Turn() {
    }

    /**
     * Enters phase {@code n}: false when the game is over or ends here (spec 5.2: a triggered end stops the game
     * before phase 4); otherwise records the phase number and returns true.
     */
    static boolean enter(PolisState s, int n) {
        if (s.over) {
            return false;
        }
        if (n >= 4 && s.endTriggered) {
            s.over = true; // a phase enters on an empty stack: nothing is left to remove (spec 5.2)
            return false;
        }
        s.phase = n;
        return true;
    }

    /** D9: the end was triggered during phases 4-7; a phase step on top ends the game. True when it did. */
    static boolean endsNow(PolisState s, Control<PolisState> flow) {
        if (s.endTriggered) {
            gameOver(s, flow);
            return true;
        }
        return false;
    }

    /** After phase 7: the game ends if triggered (spec 5.2), else the next seat's turn begins. */
    static void afterWar(PolisState s, Control<PolisState> flow, EventSink ev) {
        if (s.over) {
            return;
        }
        if (s.endTriggered) {
            gameOver(s, flow);
            return;
        }
        endTurn(s, flow, ev);
    }

    /** Spec 4.8: clear the per-turn state and give the turn to the next seat. */
    static void endTurn(PolisState s, Control<PolisState> flow, EventSink ev) {
        flow.endGame(s);
        s.builds = 0;
        s.purchased = false;
        s.incomeTaken = false;
        s.tradePartners = 0;
        s.usedTurn = 0;
        s.warDefender = -1;
        s.active = (s.active + 1) % s.players;
        s.turn++;
        flow.begin(s, FIRST_PHASE, ev);
    }

    /** Spec 5.2: the game is over; the stack empties. */
    static void gameOver(PolisState s, Control<PolisState> flow) {
        s.over = true;
        flow.endGame(s);
    }
}
