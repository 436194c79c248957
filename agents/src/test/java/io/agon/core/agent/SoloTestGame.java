package io.agon.core.agent;

import io.agon.core.Decision;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.Setup;

/**
 * What the small test games of the search agents share: two seats, only P1 ever decides, nothing is hidden.
 * A game gives its {@link GameInfo}, a fresh state, and says when a state is over.
 */
abstract class SoloTestGame<S extends GameState<S>> implements Game<S> {

    private final GameInfo info;
    private final String question;

    SoloTestGame(GameInfo info, String question) {
        this.info = info;
        this.question = question;
    }

    /** A state at the start. */
    abstract S start();

    /** Whether {@code s} is finished. */
    abstract boolean over(S s);

    @Override
    public final GameInfo info() {
        return info;
    }

    @Override
    public final S newGame(Setup setup) {
        setup.validate(info);
        return start();
    }

    @Override
    public final int currentPlayer(S s) {
        return over(s) ? -1 : 0;
    }

    @Override
    public final Decision decision(S s) {
        return over(s) ? Decision.GAME_OVER : new Decision(0, 0, question);
    }

    @Override
    public final S determinize(S s, int observer, Rng rng) {
        return s.copy();
    }
}
