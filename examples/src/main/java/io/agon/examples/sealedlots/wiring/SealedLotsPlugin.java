package io.agon.examples.sealedlots.wiring;

import com.google.inject.Module;
import io.agon.core.spi.GamePlugin;

/** The service entry ({@code META-INF/services/io.agon.core.spi.GamePlugin}) that makes Sealed Lots findable. */
// tutorial:begin plugin
public final class SealedLotsPlugin implements GamePlugin {

    @Override
    public Module module() {
        return new SealedLotsModule();
    }
}
// tutorial:end plugin
