package io.agon.core.spi;

import com.google.inject.Binder;
import com.google.inject.multibindings.Multibinder;
import io.agon.core.Game;
import io.agon.core.agent.AgentFactory;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a game contributes to the launcher: the forward model, a rules summary for {@code agon rules GAME}, and its
 * own agent kinds (e.g. "heuristic") by name.
 *
 * @param game    the game
 * @param rules   a readable rules summary (plain text or Markdown)
 * @param agents  game-specific agent factories by kind
 * @param aliases other names the launcher accepts for the game, e.g. its module's name
 */
public record GameEntry(Game<?> game, String rules, Map<String, AgentFactory> agents, java.util.List<String> aliases) {

    /** Copies the agent map (sorted) and the aliases. */
    public GameEntry {
        agents = java.util.Collections.unmodifiableMap(new TreeMap<>(agents));
        aliases = java.util.List.copyOf(aliases);
    }

    /** An entry without aliases. */
    public GameEntry(Game<?> game, String rules, Map<String, AgentFactory> agents) {
        this(game, rules, agents, java.util.List.of());
    }

    /** The game's id. */
    public String id() {
        return game.info().id();
    }

    /** Adds {@code entry} to the injector's set of games (call from the game's Guice module). */
    public static void bind(Binder binder, GameEntry entry) {
        Multibinder.newSetBinder(binder, GameEntry.class).addBinding().toInstance(entry);
    }
}
