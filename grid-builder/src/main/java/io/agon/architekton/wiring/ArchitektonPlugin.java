package io.agon.architekton.wiring;

import com.google.inject.Module;
import io.agon.core.spi.GamePlugin;

/** The service entry ({@code META-INF/services/io.agon.core.spi.GamePlugin}) that makes Architekton findable. */
public final class ArchitektonPlugin implements GamePlugin {

    @Override
    public Module module() {
        return new ArchitektonModule();
    }
}
