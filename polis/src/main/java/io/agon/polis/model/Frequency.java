package io.agon.polis.model;

/** How often an ability may be used (spec section 7 legend). The engine enforces the per-turn/per-game ones. */
public enum Frequency {
    ONCE_PER_TURN, ONCE_PER_GAME, UNLIMITED, ALWAYS, MANDATORY, OPTIONAL, UNTIL_TARGET_TRADED
}
