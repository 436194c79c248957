package com.example.pebbles;

import com.google.inject.AbstractModule;
import io.agon.core.agent.AgentFactory;
import io.agon.core.spi.GameEntry;
import java.util.Map;

/** The game's Guice module: binds its entry, with the "heuristic" agent kind. */
public final class PebblesModule extends AbstractModule {

    @Override
    protected void configure() {
        AgentFactory heuristic = (spec, seed) -> new LeaveFourAgent();
        GameEntry.bind(binder(), new GameEntry(new Pebbles(), "PEBBLES\nTake 1 to 3; the last pebble wins.",
                Map.of("heuristic", heuristic)));
    }
}
