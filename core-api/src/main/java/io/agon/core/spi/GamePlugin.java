package io.agon.core.spi;

import com.google.inject.Module;

/**
 * The service a game module lists in {@code META-INF/services/io.agon.core.spi.GamePlugin} so the launcher finds
 * it at run time with {@link java.util.ServiceLoader}. It hands over the game's one Guice module, which binds a
 * {@link GameEntry} into the set with {@link GameEntry#bind}.
 */
public interface GamePlugin {

    /** The game's Guice module (its only Guice-aware class besides this plug-in). */
    Module module();
}
