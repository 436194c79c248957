package io.agon.polis.model;

/** The card-text abilities of spec section 7 (the keys of the summary table 7.22). */
public enum Ability {
    ALEXANDER, ARCHIMEDES, ARISTOTLE, DIOGENES, EUCLID, HARBOUR, HERODOTUS, HIPPOCRATES, HOMER, MERCENARY,
    ASSASSIN, CORINTH_CANAL, CAPTAIN, COLONY, PHIDIAS, PLATO, PRIESTESS, STATUE_OF_ZEUS, TEMPLE, TROY, LIGHTHOUSE
}
