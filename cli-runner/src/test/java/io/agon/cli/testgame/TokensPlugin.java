package io.agon.cli.testgame;

import com.google.inject.AbstractModule;
import com.google.inject.Module;
import io.agon.core.agent.AgentFactory;
import io.agon.core.spi.GameEntry;
import io.agon.core.spi.GamePlugin;
import java.util.Map;

/** Plugs the fake test game into the launcher the way a real game does (via META-INF/services). */
public final class TokensPlugin implements GamePlugin {

    @Override
    public Module module() {
        return new AbstractModule() {
            @Override
            protected void configure() {
                AgentFactory heuristic = (spec, seed) -> {
                    spec.allowOnly();
                    return new GreedyAgent();
                };
                AgentFactory hog = (spec, seed) -> new io.agon.core.agent.Agent() {
                    @Override
                    public String name() {
                        return "hog";
                    }

                    @Override
                    public <S extends io.agon.core.GameState<S>> io.agon.core.Action choose(
                            io.agon.core.Game<S> game, io.agon.core.agent.InformationSet<S> info) {
                        throw new OutOfMemoryError("Java heap space"); // as a search with a huge tree would
                    }
                };
                AgentFactory sleepy = (spec, seed) -> new GreedyAgent() {
                    @Override
                    public String name() {
                        return "sleepy";
                    }

                    @Override
                    public <S extends io.agon.core.GameState<S>> io.agon.core.Action choose(
                            io.agon.core.Game<S> game, io.agon.core.agent.InformationSet<S> info) {
                        try {
                            Thread.sleep(1200); // a bot that thinks long enough to be shown thinking
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        return super.choose(game, info);
                    }
                };
                GameEntry.bind(binder(), new GameEntry(new Tokens(),
                        "TOKENS\nTake 1-3 tokens; a take of 3 may be blocked by the next player.",
                        Map.of("heuristic", heuristic, "hog", hog, "sleepy", sleepy)));
            }
        };
    }
}
