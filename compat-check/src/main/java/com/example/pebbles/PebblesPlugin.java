package com.example.pebbles;

import com.google.inject.Module;
import io.agon.core.spi.GamePlugin;

/** Listed in META-INF/services so that the launcher finds Pebbles. */
public final class PebblesPlugin implements GamePlugin {

    @Override
    public Module module() {
        return new PebblesModule();
    }
}
