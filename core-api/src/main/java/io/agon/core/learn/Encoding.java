package io.agon.core.learn;

import io.agon.core.Action;
import io.agon.core.GameState;

/**
 * How a learning agent sees one game: a fixed number of distinct action ids, both ways between an id and its action,
 * and a fixed-shape observation per seat built only from what that seat may see. The framework derives the legal
 * mask from the legal list ({@link Encoded#mask}); a plug-in binds a game's encoding next to the game
 * ({@link io.agon.core.spi.EncodingEntry}), and {@link io.agon.core.spi.GameCatalog#encoding} finds it.
 *
 * <p>Ids are fixed in meaning: id {@code i} always means the same move, so a policy's output unit {@code i} does too
 * (OpenSpiel's "distinct actions"). The meaning may point into the position ("the third card of the display at
 * this cell"), so both directions are given the state; in a simple game an id names the whole action and the state
 * is not needed. The observation of a seat must not change when only what that seat cannot see changes (the
 * contract kit re-deals the hidden parts with {@code determinize} and compares).
 *
 * @param <S> the game's state type
 */
public interface Encoding<S extends GameState<S>> {

    /** The number of distinct action ids at {@code players} seats: the ids are {@code 0..actionCount-1}. */
    int actionCount(int players);

    /** The id of {@code action}, legal in {@code state}, in {@code 0..actionCount(players)-1}. */
    int id(S state, Action action);

    /**
     * The ids of every action of {@code legal}, listed in {@code state}, written to {@code out} from {@code offset} on
     * in the list's order. The default asks {@link #id} for each; a game may override it to share work between the
     * actions of one list (Architekton looks up each cell once for all the tiles and turns laid on it). It must give
     * exactly what {@link #id} gives, which the contract kit checks.
     */
    default void ids(S state, java.util.List<Action> legal, int[] out, int offset) {
        for (int i = 0, n = legal.size(); i < n; i++) {
            out[offset + i] = id(state, legal.get(i));
        }
    }

    /** The action whose id is {@code id} in {@code state} (the inverse of {@link #id}). */
    Action action(S state, int id);

    /**
     * The shape of one seat's observation at {@code players} seats, e.g. {@code {3, 3, 3}}: three planes of a 3x3
     * board. The observation is written flat, in row-major order, as {@code product(shape)} floats.
     */
    int[] shape(int players);

    /**
     * Writes what {@code seat} sees of {@code state} into {@code out} from {@code offset} on ({@code product(shape)}
     * floats, every one of them written): only what the seat's view shows, never a hidden card. Allocates nothing.
     */
    void observe(S state, int seat, float[] out, int offset);

    /** A few lines on what each plane or slice of the observation means, for the game's README and {@code agon env}. */
    String describe(int players);
}
