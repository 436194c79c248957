package io.agon.massilia.wiring;

import com.google.inject.AbstractModule;
import io.agon.core.agent.AgentFactory;
import io.agon.core.spi.EncodingEntry;
import io.agon.core.spi.GameEntry;
import io.agon.massilia.agents.HeuristicAgent;
import io.agon.massilia.agents.OutlookGuide;
import io.agon.massilia.io.MassiliaDataLoader;
import io.agon.massilia.learn.MassiliaEncoding;
import io.agon.massilia.rules.MassiliaGame;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** Binds Massilia into the launcher's set of games: the game built from its data, its rules text, its agents. */
public final class MassiliaModule extends AbstractModule {

    /** The rules summary resource. */
    static final String RULES = "/io/agon/massilia/rules.md";

    @Override
    protected void configure() {
        MassiliaGame game = new MassiliaGame(MassiliaDataLoader.load());
        AgentFactory heuristic = (spec, seed) -> new HeuristicAgent(seed);
        AgentFactory outlook = (spec, seed) -> new OutlookGuide(seed);
        // outlook is a part of a search (mcts:eval=outlook, prune=outlook), not a player: accepted, not listed.
        GameEntry.bind(binder(), GameEntry.of(game)
                .rules(rulesText())
                .agent("heuristic", heuristic, "plays the action that scores best now, following its own further"
                        + " choices of the same turn")
                .part("outlook", outlook)
                .build());
        EncodingEntry.bind(binder(), MassiliaGame.ID, new MassiliaEncoding(game.data()));
    }

    static String rulesText() {
        try (InputStream in = MassiliaModule.class.getResourceAsStream(RULES)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RULES);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + RULES, e);
        }
    }
}
