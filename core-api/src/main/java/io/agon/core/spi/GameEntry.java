package io.agon.core.spi;

import com.google.inject.Binder;
import com.google.inject.multibindings.Multibinder;
import io.agon.core.Game;
import io.agon.core.agent.AgentFactory;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a game contributes to the launcher: the forward model, a rules summary for {@code agon rules GAME}, and its
 * own agent kinds (e.g. "heuristic") by name.
 *
 * <p>Not every agent kind is a player worth choosing: some are parts of a search ({@code mcts:rollout=KIND},
 * {@code prune=KIND}, {@code eval=KIND}) and some are old names kept so that old records replay. The
 * {@code catalogue} names the kinds a player chooses from, each with a one-line description; {@code agon list} and
 * the web lobby show only those. Every kind of {@code agents} can still be created by name.
 *
 * @param game      the game
 * @param rules     a readable rules summary (plain text or Markdown)
 * @param agents    game-specific agent factories by kind (players, search parts and old names)
 * @param aliases   other names the launcher accepts for the game, e.g. its module's name
 * @param catalogue the kinds of {@code agents} a player chooses from, with a one-line description of what each
 *                  does; empty for an entry made without one, whose agents are then all listed undescribed
 * @param ladder    agent specs from the weakest to the strongest, as measured in this game: what {@code agon
 *                  analyze} plays when it is given no agents; empty for the launcher's default (random, the game's
 *                  {@code heuristic} if any, {@code mcts:iterations=100}), which suits a game whose heuristic is
 *                  weaker than a small search
 */
public record GameEntry(Game<?> game, String rules, Map<String, AgentFactory> agents, List<String> aliases,
        Map<String, String> catalogue, List<String> ladder) {

    /**
     * Copies the agent map and the catalogue (sorted), the aliases and the ladder.
     *
     * @throws IllegalArgumentException when the catalogue names a kind that {@code agents} does not have, or gives
     *     one no description, or the ladder has a blank spec
     */
    public GameEntry {
        agents = Collections.unmodifiableMap(new TreeMap<>(agents));
        aliases = List.copyOf(aliases);
        catalogue = Collections.unmodifiableMap(new TreeMap<>(catalogue));
        ladder = List.copyOf(ladder);
        for (String spec : ladder) {
            if (spec.isBlank()) {
                throw new IllegalArgumentException("the ladder of " + game.info().id() + " has a blank agent spec");
            }
        }
        for (Map.Entry<String, String> e : catalogue.entrySet()) {
            if (!agents.containsKey(e.getKey())) {
                throw new IllegalArgumentException("the catalogue names agent '" + e.getKey() + "', which "
                        + game.info().id() + " does not have");
            }
            if (e.getValue() == null || e.getValue().isBlank()) {
                throw new IllegalArgumentException("agent '" + e.getKey() + "' has no description");
            }
        }
    }

    /** An entry with the launcher's default ladder. */
    public GameEntry(Game<?> game, String rules, Map<String, AgentFactory> agents, List<String> aliases,
            Map<String, String> catalogue) {
        this(game, rules, agents, aliases, catalogue, List.of());
    }

    /** An entry with aliases whose agents are all listed, undescribed. */
    public GameEntry(Game<?> game, String rules, Map<String, AgentFactory> agents, List<String> aliases) {
        this(game, rules, agents, aliases, Map.of());
    }

    /** An entry without aliases whose agents are all listed, undescribed. */
    public GameEntry(Game<?> game, String rules, Map<String, AgentFactory> agents) {
        this(game, rules, agents, List.of(), Map.of());
    }

    /**
     * Starts an entry by named parts, instead of the positional constructor:
     * {@code GameEntry.of(new MyGame()).rules(text).agent("heuristic", factory, "plays the obvious move").build()}.
     */
    public static Builder of(Game<?> game) {
        return new Builder(game);
    }

    /** An entry being described by its parts ({@link #of}). */
    public static final class Builder {
        private final Game<?> game;
        private String rules = "";
        private final Map<String, AgentFactory> agents = new TreeMap<>();
        private final Map<String, String> catalogue = new TreeMap<>();
        private final List<String> aliases = new java.util.ArrayList<>();
        private List<String> ladder = List.of();

        private Builder(Game<?> game) {
            this.game = java.util.Objects.requireNonNull(game, "game");
        }

        /** The rules summary that {@code agon rules GAME} prints (plain text or Markdown). */
        public Builder rules(String text) {
            this.rules = java.util.Objects.requireNonNull(text, "rules");
            return this;
        }

        /** An agent a player chooses from, with a one-line description of how it plays. */
        public Builder agent(String kind, AgentFactory factory, String description) {
            agents.put(kind, factory);
            catalogue.put(kind, description);
            return this;
        }

        /** An agent that is a part of a search ({@code eval=KIND}) or an old name: created by name, not listed. */
        public Builder part(String kind, AgentFactory factory) {
            agents.put(kind, factory);
            return this;
        }

        /** Another name the launcher accepts for the game. */
        public Builder alias(String name) {
            aliases.add(name);
            return this;
        }

        /**
         * The agents {@code agon analyze} plays by default, weakest first, when the launcher's default (random,
         * {@code heuristic}, {@code mcts:iterations=100}) is not in the order this game's results show.
         */
        public Builder ladder(String... specs) {
            this.ladder = List.of(specs);
            return this;
        }

        /** The entry. */
        public GameEntry build() {
            return new GameEntry(game, rules, agents, aliases, catalogue, ladder);
        }
    }

    /** The game's id. */
    public String id() {
        return game.info().id();
    }

    /**
     * The game's own agents a player chooses from, by kind, with their descriptions (sorted): the catalogue, or
     * every agent with an empty description when the entry gives no catalogue.
     */
    public Map<String, String> listedAgents() {
        if (!catalogue.isEmpty()) {
            return catalogue;
        }
        Map<String, String> all = new TreeMap<>();
        agents.keySet().forEach(k -> all.put(k, ""));
        return Collections.unmodifiableMap(all);
    }

    /** Adds {@code entry} to the injector's set of games (call from the game's Guice module). */
    public static void bind(Binder binder, GameEntry entry) {
        Multibinder.newSetBinder(binder, GameEntry.class).addBinding().toInstance(entry);
    }
}
