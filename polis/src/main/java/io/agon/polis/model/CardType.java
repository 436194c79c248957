package io.agon.polis.model;

/** The type marker of a development card: counted by the *_PER_BUILDING symbols and targeted by ASSASSIN. */
public enum CardType {
    BUILDING, PERSON, NONE
}
