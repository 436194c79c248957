package io.agon.polis.rules;

import io.agon.core.Action;
import io.agon.core.IllegalActionException;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;

/**
 * Human texts for the launcher: a label for each action, told as each seat may see it. The step rules add their
 * own labels for Done and for actions whose text depends on the step (their {@code label} methods).
 */
final class Labels {

    private final Catalogue cat;
    private final Symbols sym;

    Labels(Catalogue cat, Symbols sym) {
        this.cat = cat;
        this.sym = sym;
    }

    static String seat(int p) {
        return PolisEvent.seat(p);
    }

    static String colour(int c) {
        return Drawing.colour(c);
    }

    /** The refusal of an action that does not fit the pending step (the step's prompt is {@code pending}). */
    IllegalActionException notNow(String label, Action a, String pending) {
        When when = a instanceof PolisAction pa ? pa.when() : When.ANY_STEP; // the refusal path only
        return new IllegalActionException(when.rule(), label + " is not possible now: " + when.why() + ". Pending: "
                + pending);
    }

    String card(int card) {
        return card >= 0 && card < Catalogue.CARDS ? cat.name(card) : "card #" + card;
    }

    /**
     * The label {@code full} of {@code action} of seat {@code actor} as {@code observer} may see it (-1: every
     * player). A card that moves between hidden zones (hand, history pile, box, under Alexander, the face-down
     * auction lot) is named only to a seat that already knows it; anyone else learns its colour only (spec 4.2
     * step 1, D2). A build reveals its card, so builds are always named.
     */
    String hide(PolisState s, Action action, int observer, int actor, String full) {
        int card = action instanceof PolisAction pa ? pa.hiddenCard() : -1; // narration, not the hot path
        if (observer == actor || card < 0 || card >= Catalogue.CARDS || s.cityOwner(card) >= 0
                || (observer >= 0 && (s.known[observer] & (1L << card)) != 0)) {
            return full;
        }
        String secret = "a " + colour(Catalogue.colourOf(card)) + " card";
        if (action instanceof PolisAction.Offer) { // an offered card is told by its colour alone (spec 4.2)
            return "Auction " + secret;
        }
        return full.replace(cat.name(card), secret);
    }

    /**
     * The full label of {@code action} of seat {@code p} (legal now or not); the labels of Done and of actions
     * whose text depends on the pending step are the step rules'.
     */
    String describe(PolisState s, Action action, int p) {
        // narration only: an action from outside (a record, another game) is told as it is
        return action instanceof PolisAction pa ? pa.words(new ActionWords(cat, sym, s, p)) : String.valueOf(action);
    }
}
