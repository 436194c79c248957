package io.agon.core;

import java.util.List;
import java.util.Set;

/**
 * An optional hook a {@link Game} implements so that {@code agon analyze} can say more about its design: who
 * started, who leads while the game runs, and which features each seat's finished game had (the cards it built,
 * the gods it played). A game without it still gets every figure that needs none of these.
 *
 * @param <S> the game's state type
 */
public interface GameStats<S extends GameState<S>> {

    /** The seat that plays first in {@code start}, the state {@link Game#newGame} returned (default: seat 0). */
    default int startPlayer(S start) {
        return 0;
    }

    /**
     * Each seat's standing now as every player could see it (for example the visible score), higher is better; or
     * null when the game has no such figure (then the lead is read from the game's {@code heuristic} agent when it is
     * an {@link io.agon.core.agent.Evaluator}, else no lead changes are counted). Called when the turn passes and at
     * the end.
     */
    default int[] standing(S state) {
        return null;
    }

    /**
     * The features of each seat's finished game, as short names a reader knows ("built Temple of Apollo",
     * "played Minerva"); one set per seat. The analysis counts how often each appears and how often a seat that had
     * it won.
     */
    default List<Set<String>> features(S finished) {
        return List.of();
    }
}
