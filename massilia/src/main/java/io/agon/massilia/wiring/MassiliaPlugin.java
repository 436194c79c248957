package io.agon.massilia.wiring;

import com.google.inject.Module;
import io.agon.core.spi.GamePlugin;

/** The service the launcher finds through {@code META-INF/services}: hands over {@link MassiliaModule}. */
public final class MassiliaPlugin implements GamePlugin {

    @Override
    public Module module() {
        return new MassiliaModule();
    }
}
