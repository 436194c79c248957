package io.agon.architekton.wiring;

import com.google.inject.AbstractModule;
import io.agon.architekton.agents.HeuristicAgent;
import io.agon.architekton.io.RulesText;
import io.agon.architekton.io.TileDataLoader;
import io.agon.architekton.learn.ArchitektonEncoding;
import io.agon.architekton.rules.ArchitektonGame;
import io.agon.core.spi.EncodingEntry;
import io.agon.core.spi.GameEntry;

/**
 * Binds Architekton into the launcher's set of games, with its rules text, its "heuristic" agent and its encoding for
 * learning agents.
 */
public final class ArchitektonModule extends AbstractModule {

    @Override
    protected void configure() {
        ArchitektonGame game = new ArchitektonGame(TileDataLoader.load());
        GameEntry.bind(binder(), GameEntry.of(game)
                .rules(RulesText.load())
                .agent("heuristic", (spec, seed) -> {
                    spec.allowOnly();
                    return new HeuristicAgent(seed);
                }, "tries every move on a guess of the hidden piles and plays the one that leaves it best placed"
                        + " (chips, safe diagonal groups, clean edges)")
                .alias("grid-builder") // the module's name also finds the game
                .build());
        EncodingEntry.bind(binder(), ArchitektonGame.ID, new ArchitektonEncoding(game.tiles()));
    }
}
