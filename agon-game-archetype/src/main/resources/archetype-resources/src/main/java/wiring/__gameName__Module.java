package ${package}.wiring;

import ${package}.agents.HoldAtAgent;
import ${package}.io.${gameName}SettingsLoader;
import ${package}.rules.${gameName}Game;
import com.google.inject.AbstractModule;
import io.agon.core.agent.AgentFactory;
import io.agon.core.spi.GameEntry;

/**
 * The game's one Guice module: binds its {@link GameEntry} (the game, its rules text, its own agent kinds) into the
 * launcher's set of games. Guice appears only here and in the plug-in.
 */
public final class ${gameName}Module extends AbstractModule {

    @Override
    protected void configure() {
        AgentFactory heuristic = (spec, seed) -> new HoldAtAgent((int) spec.longParam("hold", 20, 1, 1000));
        GameEntry.bind(binder(), GameEntry.of(new ${gameName}Game(${gameName}SettingsLoader.load()))
                .rules(${gameName}SettingsLoader.rules())
                .agent("heuristic", heuristic, "rolls until its turn total reaches hold=N (default 20) or would win,"
                        + " then holds")
                .build());
    }
}
