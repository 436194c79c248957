package io.agon.examples.learn;

import com.google.inject.Module;
import io.agon.core.spi.EncodingEntry;
import io.agon.core.spi.GamePlugin;

/**
 * Tic-tac-toe for learning agents: its encoding, bound apart from the game (whose plug-in is the tutorial's first
 * page). Named in {@code META-INF/services/io.agon.core.spi.GamePlugin}.
 */
public final class LearningPlugin implements GamePlugin {

    @Override
    public Module module() {
        return binder -> EncodingEntry.bind(binder, "tictactoe", new TicTacToeEncoding());
    }
}
