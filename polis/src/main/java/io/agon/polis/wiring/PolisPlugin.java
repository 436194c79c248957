package io.agon.polis.wiring;

import com.google.inject.Module;
import io.agon.core.spi.GamePlugin;

/** The service the launcher finds with {@link java.util.ServiceLoader}. */
public final class PolisPlugin implements GamePlugin {

    @Override
    public Module module() {
        return new PolisModule();
    }
}
