package org.example.noughts.wiring;

import com.google.inject.Module;
import io.agon.core.spi.GameEntry;
import io.agon.core.spi.GamePlugin;
import org.example.noughts.Noughts;

/** Makes noughts and crosses findable: named in {@code META-INF/services/io.agon.core.spi.GamePlugin}. */
public final class NoughtsPlugin implements GamePlugin {

    @Override
    public Module module() {
        return binder -> GameEntry.bind(binder, GameEntry.of(new Noughts()).rules("Two players mark the cells of a"
                + " 3x3 board in turn, X first. Three in a row wins; a full board without one is a draw.").build());
    }
}
