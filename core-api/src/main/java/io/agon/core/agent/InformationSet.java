package io.agon.core.agent;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.View;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Everything an agent may know when it must decide: its seat, its {@link View}, the legal actions, and
 * {@link #sample(Rng)}, which deals a full state consistent with what the seat has seen (the game's
 * {@link Game#determinize}). The true state stays private.
 *
 * @param <S> the game's state type
 */
public final class InformationSet<S extends GameState<S>> {

    private final Game<S> game;
    private final S state;
    private final int player;
    private final List<Action> legal;

    /**
     * @param game  the game
     * @param state the true state (kept private; never handed to the agent)
     */
    public InformationSet(Game<S> game, S state) {
        this.game = game;
        this.state = state;
        this.player = game.currentPlayer(state);
        if (player < 0) {
            throw new IllegalStateException("the game is over: nobody decides");
        }
        // listed once into a list of its own and handed out read-only (not listed and then copied: a match
        // builds one of these per decision, and the copy was a third of what a simulated game allocated)
        List<Action> out = new ArrayList<>(32);
        game.legalActions(state, out);
        this.legal = Collections.unmodifiableList(out);
    }

    /** The deciding seat. */
    public int player() {
        return player;
    }

    /** What the deciding seat sees. */
    public View view() {
        return game.view(state, player);
    }

    /** The legal actions of the deciding seat (immutable). */
    public List<Action> legalActions() {
        return legal;
    }

    /** A new full state consistent with what the deciding seat has seen; hidden parts drawn from {@code rng}. */
    public S sample(Rng rng) {
        return game.determinize(state, player, rng);
    }

    /**
     * {@link #sample(Rng)} written into {@code reuse} where the game can ({@link Game#determinize(GameState, int,
     * Rng, GameState)}): the same state from the same draws. {@code reuse} is null or an earlier sample the caller
     * no longer needs; a state of another type is ignored. Always go on with the returned state.
     */
    @SuppressWarnings("unchecked")
    public S sample(Rng rng, GameState<?> reuse) {
        S into = reuse != null && reuse != state && reuse.getClass() == state.getClass() ? (S) reuse : null;
        return game.determinize(state, player, rng, into);
    }
}
