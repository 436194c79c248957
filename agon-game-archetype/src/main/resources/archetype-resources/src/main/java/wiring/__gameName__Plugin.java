package ${package}.wiring;

import io.agon.core.spi.GamePlugin;

/**
 * What the launcher finds with {@link java.util.ServiceLoader}: named in
 * {@code META-INF/services/io.agon.core.spi.GamePlugin}, it hands over the game's Guice module.
 */
public final class ${gameName}Plugin implements GamePlugin {

    @Override
    public com.google.inject.Module module() {
        return new ${gameName}Module();
    }
}
