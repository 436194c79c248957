package io.agon.polis.wiring;

import com.google.inject.AbstractModule;
import io.agon.core.agent.AgentFactory;
import io.agon.core.spi.EncodingEntry;
import io.agon.core.spi.GameEntry;
import io.agon.polis.agents.FocusFilter;
import io.agon.polis.agents.HeuristicAgent;
import io.agon.polis.agents.LightPolicy;
import io.agon.polis.agents.ThriftyBids;
import io.agon.polis.io.CatalogueLoader;
import io.agon.polis.learn.PolisEncoding;
import io.agon.polis.rules.PolisGame;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Binds Polis into the launcher's set of games: the game over the bundled catalogue, its rules text, its agents.
 * Players choose {@code heuristic} (or a generic search); {@code light}, {@code focus} and {@code thrifty} are parts
 * of a search ({@code mcts:prune=light}, {@code prune=focus}, {@code rollout=light}, {@code rollout=thrifty}), and
 * {@code focus2} and {@code focus5} are older names of the focus filter keeping 2 or 5 moves: all of them stay
 * accepted by name (records and docs use them) but are not listed.
 */
public final class PolisModule extends AbstractModule {

    /** The rules text resource. */
    public static final String RULES = "/io/agon/polis/rules.txt";

    @Override
    protected void configure() {
        PolisGame game = new PolisGame(CatalogueLoader.load());
        AgentFactory heuristic = (spec, seed) -> new HeuristicAgent(game, seed);
        AgentFactory light = (spec, seed) -> new LightPolicy(game, seed);
        AgentFactory focus = (spec, seed) -> new FocusFilter(game, 3, seed);
        AgentFactory focus2 = (spec, seed) -> new FocusFilter(game, 2, seed);
        AgentFactory focus5 = (spec, seed) -> new FocusFilter(game, 5, seed);
        AgentFactory thrifty = (spec, seed) -> new ThriftyBids(seed);
        GameEntry.bind(binder(), GameEntry.of(game)
                .rules(rulesText())
                .agent("heuristic", heuristic, "looks one move ahead on a guess of the hidden cards and plays the move"
                        + " it rates best; bids what a lot's colour is worth")
                .part("light", light).part("focus", focus).part("focus2", focus2).part("focus5", focus5)
                .part("thrifty", thrifty)
                // a search of 100 iterations is weaker than the heuristic here (docs/analyze.md): it takes about 1,000
                .ladder("random", "mcts:iterations=100", "heuristic")
                .build());
        EncodingEntry.bind(binder(), PolisGame.ID, new PolisEncoding(game));
    }

    static String rulesText() {
        try (InputStream in = PolisModule.class.getResourceAsStream(RULES)) {
            return in == null ? "Polis" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "Polis";
        }
    }
}
