package io.agon.polis.wiring;

import com.google.inject.AbstractModule;
import io.agon.core.agent.AgentFactory;
import io.agon.core.spi.GameEntry;
import io.agon.polis.agents.HeuristicAgent;
import io.agon.polis.agents.LightPolicy;
import io.agon.polis.io.CatalogueLoader;
import io.agon.polis.rules.PolisGame;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** Binds Polis into the launcher's set of games: the game over the bundled catalogue, its rules text, its agents. */
public final class PolisModule extends AbstractModule {

    /** The rules text resource. */
    public static final String RULES = "/io/agon/polis/rules.txt";

    @Override
    protected void configure() {
        PolisGame game = new PolisGame(CatalogueLoader.load());
        AgentFactory heuristic = (spec, seed) -> new HeuristicAgent(game, seed);
        AgentFactory light = (spec, seed) -> new LightPolicy(game, seed);
        GameEntry.bind(binder(), new GameEntry(game, rulesText(), Map.of("heuristic", heuristic, "light", light)));
    }

    static String rulesText() {
        try (InputStream in = PolisModule.class.getResourceAsStream(RULES)) {
            return in == null ? "Polis" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "Polis";
        }
    }
}
