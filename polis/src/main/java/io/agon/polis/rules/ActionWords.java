package io.agon.polis.rules;

import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;

/**
 * What the words of an action may depend on ({@link PolisAction#words}): the card data, the symbol counts, the
 * state and the seat that acts.
 *
 * @param cat   the card data
 * @param sym   the symbol counts
 * @param s     the state
 * @param actor the seat that acts
 */
record ActionWords(Catalogue cat, Symbols sym, PolisState s, int actor) {

    /** A card's name, or "card #N" for an id that names no card. */
    String card(int card) {
        return card >= 0 && card < Catalogue.CARDS ? cat.name(card) : "card #" + card;
    }

    /** A seat as "P2". */
    String seat(int p) {
        return PolisEvent.seat(p);
    }

    /** A colour's name. */
    String colour(int c) {
        return io.agon.polis.model.Colour.of(c).label();
    }
}
