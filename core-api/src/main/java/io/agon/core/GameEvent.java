package io.agon.core;

/**
 * Something that happened during {@link Game#apply}: "Niki bought a red card for 5". Games declare their events
 * as records; the launcher prints {@link #text()} and a UI could animate them.
 */
public interface GameEvent {

    /** A one-line English narration; players are named "P1", "P2", ... (seat + 1). */
    String text();
}
