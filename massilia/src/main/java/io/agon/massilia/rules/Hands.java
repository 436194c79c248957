package io.agon.massilia.rules;

import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaState;

/** God cards in hands, the deck and the discard pile (spec 5.4, 6.1, D14, D33). */
final class Hands {

    private Hands() {
    }

    /** True when {@code seat} may still play {@code god} this turn (one card per god per turn, D14, D29). */
    static boolean godFree(MassiliaState s, int seat, int used, int god) {
        return ((s.godsThisTurn | used) & (1 << god)) == 0 && playable(s, seat, god);
    }

    /** True when {@code seat} holds a copy of {@code god} taken before its current step (D14). */
    static boolean playable(MassiliaState s, int seat, int god) {
        return slotOf(s, seat, god) >= 0;
    }

    /**
     * True when {@code seat} holds some card taken before its current step (D14). Which cards these are is
     * hidden, but when each card was taken is public, so a flow that depends on this reveals nothing (D16).
     */
    static boolean anyPlayable(MassiliaState s, int seat) {
        int b = seat * 3;
        for (int i = 0, n = s.handSize[seat]; i < n; i++) {
            if (s.handAt[b + i] < s.stepCounter[seat]) {
                return true;
            }
        }
        return false;
    }

    /** The first hand slot of a playable {@code god}, or -1. */
    static int slotOf(MassiliaState s, int seat, int god) {
        int b = seat * 3;
        int n = s.handSize[seat];
        for (int i = 0; i < n; i++) {
            if (s.hand[b + i] == god && s.handAt[b + i] < s.stepCounter[seat]) {
                return i;
            }
        }
        return -1;
    }

    /** Moves a playable {@code god} from the hand to the discard pile. */
    static void discard(MassiliaState s, int seat, int god) {
        int i = slotOf(s, seat, god);
        if (i < 0) {
            throw new IllegalStateException("no playable " + god);
        }
        int b = seat * 3;
        int last = s.handSize[seat] - 1;
        for (int j = i; j < last; j++) {
            s.hand[b + j] = s.hand[b + j + 1];
            s.handAt[b + j] = s.handAt[b + j + 1];
        }
        s.hand[b + last] = 0;
        s.handAt[b + last] = 0;
        s.handSize[seat] = last;
        s.gods.discard(god);
        s.godsPlayed |= 1L << (seat * Ids.GODS + god);
    }

    /** True when a card can come from the deck, reshuffling the discard pile if needed (D33). */
    static boolean deckAvailable(MassiliaState s) {
        return s.gods.canDraw();
    }

    /** Draws the top card, first shuffling the discard pile into a new deck when the deck is empty; -1 if none. */
    static int draw(MassiliaState s) {
        return s.gods.draw(s.rng);
    }

    /** Adds {@code god} to {@code seat}'s hand, not playable before the seat's next step (D14). */
    static void addToHand(MassiliaState s, int seat, int god) {
        int i = seat * 3 + s.handSize[seat];
        s.hand[i] = god;
        s.handAt[i] = s.stepCounter[seat];
        s.handSize[seat]++;
    }

    /** Fills empty face-up slots from the deck (README: empty slots are refilled at every take). */
    static void refill(MassiliaState s) {
        for (int i = 0; i < s.faceUp.length; i++) {
            if (s.faceUp[i] < 0) {
                s.faceUp[i] = draw(s);
            }
        }
    }

    /** True when some card can be obtained: a face-up card or the deck (with the discard pile). */
    static boolean anyObtainable(MassiliaState s) {
        return s.faceUp[0] >= 0 || s.faceUp[1] >= 0 || deckAvailable(s);
    }
}
