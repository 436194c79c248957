package io.agon.core.learn;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import java.util.Arrays;
import java.util.List;

/**
 * A game with its encoding at one player count: the sizes a learner needs and the legal mask, derived from the
 * game's legal list so that the mask and the list can never disagree.
 *
 * @param <S> the game's state type
 */
public final class Encoded<S extends GameState<S>> {

    private final Game<S> game;
    private final Encoding<S> encoding;
    private final int players;
    private final int actions;
    private final int[] shape;
    private final int size;

    private Encoded(Game<S> game, Encoding<S> encoding, int players) {
        this.game = game;
        this.encoding = encoding;
        this.players = players;
        this.actions = encoding.actionCount(players);
        this.shape = encoding.shape(players).clone();
        int n = 1;
        for (int d : shape) {
            if (d < 1) {
                throw new IllegalArgumentException(game.info().name() + ": an observation dimension of " + d);
            }
            n = Math.multiplyExact(n, d);
        }
        this.size = n;
        if (actions < 1) {
            throw new IllegalArgumentException(game.info().name() + ": " + actions + " action ids");
        }
    }

    /**
     * {@code game} seen through {@code encoding} at {@code players} seats.
     *
     * @throws IllegalArgumentException when the player count is not the game's, or the encoding gives no ids or an
     *     empty observation
     */
    public static <S extends GameState<S>> Encoded<S> of(Game<S> game, Encoding<S> encoding, int players) {
        if (players < game.info().minPlayers() || players > game.info().maxPlayers()) {
            throw new IllegalArgumentException(game.info().name() + " is for " + game.info().minPlayers() + "-"
                    + game.info().maxPlayers() + " players, not " + players);
        }
        return new Encoded<>(game, java.util.Objects.requireNonNull(encoding, "encoding"), players);
    }

    /** The game. */
    public Game<S> game() {
        return game;
    }

    /** The game's encoding. */
    public Encoding<S> encoding() {
        return encoding;
    }

    /** The player count. */
    public int players() {
        return players;
    }

    /** The number of distinct action ids. */
    public int actionCount() {
        return actions;
    }

    /** The observation's shape (a copy). */
    public int[] shape() {
        return shape.clone();
    }

    /** The number of floats in one observation. */
    public int observationSize() {
        return size;
    }

    /**
     * Sets {@code mask[offset + id]} to 1 for the id of every action in {@code legal} (listed in {@code state}), and to
     * 0 for every other id.
     *
     * @throws IllegalStateException when an id is out of range or two legal actions share one (a broken encoding)
     */
    public void mask(S state, List<Action> legal, byte[] mask, int offset) {
        mask(state, legal, mask, offset, null, 0);
    }

    /**
     * Writes the mask as {@link #mask(GameState, List, byte[], int)} does and, when {@code ids} is not null, the legal
     * ids themselves in the legal list's order from {@code idsOffset} on (at most {@link #actionCount} of them): a
     * learner that samples among the legal ids need not scan the mask.
     *
     * @return the number of legal ids
     * @throws IllegalStateException when an id is out of range or two legal actions share one (a broken encoding)
     */
    public int mask(S state, List<Action> legal, byte[] mask, int offset, int[] ids, int idsOffset) {
        int n = legal.size();
        if (n > actions) {
            throw new IllegalStateException(game.info().name() + ": " + n + " legal actions for " + actions + " ids");
        }
        int[] out = ids != null ? ids : new int[n];   // a caller that keeps no ids is off the hot path
        int at = ids != null ? idsOffset : 0;
        encoding.ids(state, legal, out, at);
        Arrays.fill(mask, offset, offset + actions, (byte) 0);
        for (int i = 0; i < n; i++) {
            int id = out[at + i];
            if (id < 0 || id >= actions) {
                throw new IllegalStateException(game.info().name() + ": action " + legal.get(i) + " has id " + id
                        + ", outside 0.." + (actions - 1));
            }
            if (mask[offset + id] != 0) {
                throw new IllegalStateException(game.info().name() + ": two legal actions share the id " + id);
            }
            mask[offset + id] = 1;
        }
        return n;
    }


    /** Writes {@code seat}'s observation of {@code state} into {@code out} from {@code offset} on. */
    public void observe(S state, int seat, float[] out, int offset) {
        encoding.observe(state, seat, out, offset);
    }

    /** The action with id {@code id} in {@code state}. */
    public Action action(S state, int id) {
        return encoding.action(state, id);
    }

    /** The id of {@code action} in {@code state}. */
    public int id(S state, Action action) {
        return encoding.id(state, action);
    }
}
