package io.agon.core.spi;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.Module;
import com.google.inject.TypeLiteral;
import com.google.inject.multibindings.Multibinder;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;

/**
 * Every game found at run time: the {@link GamePlugin}s on the class path (via {@link ServiceLoader}) are turned
 * into one Guice injector, whose set of {@link GameEntry}s is the catalogue, keyed by game id.
 */
public final class GameCatalog {

    private final Map<String, GameEntry> games;
    private final Map<String, io.agon.core.learn.Encoding<?>> encodings;

    private GameCatalog(Map<String, GameEntry> games, Map<String, io.agon.core.learn.Encoding<?>> encodings) {
        this.games = games;
        this.encodings = encodings;
    }

    /** The games provided by every plug-in on the class path of {@code loader}. */
    public static GameCatalog load(ClassLoader loader) {
        List<Module> modules = new ArrayList<>();
        for (GamePlugin plugin : ServiceLoader.load(GamePlugin.class, loader)) {
            modules.add(plugin.module());
        }
        return fromModules(modules);
    }

    /** The games provided by the plug-ins on the class path. */
    public static GameCatalog load() {
        return load(GameCatalog.class.getClassLoader());
    }

    /** The games bound by {@code modules} (for tests and embedding). */
    public static GameCatalog fromModules(Collection<? extends Module> modules) {
        List<Module> all = new ArrayList<>(modules);
        all.add(binder -> {    // empty sets when no game or encoding is found
            Multibinder.newSetBinder(binder, GameEntry.class);
            Multibinder.newSetBinder(binder, EncodingEntry.class);
        });
        Injector injector = Guice.createInjector(all);
        Set<GameEntry> entries = injector.getInstance(Key.get(new TypeLiteral<Set<GameEntry>>() { }));
        Map<String, GameEntry> byId = new TreeMap<>();
        for (GameEntry e : entries) {
            if (byId.put(e.id(), e) != null) {
                throw new IllegalStateException("two plug-ins provide the game '" + e.id() + "'");
            }
        }
        Map<String, io.agon.core.learn.Encoding<?>> encodings = new TreeMap<>();
        for (EncodingEntry e : injector.getInstance(Key.get(new TypeLiteral<Set<EncodingEntry>>() { }))) {
            if (encodings.put(e.game(), e.encoding()) != null) {
                throw new IllegalStateException("two plug-ins provide an encoding of the game '" + e.game() + "'");
            }
        }
        return new GameCatalog(java.util.Collections.unmodifiableMap(byId),
                java.util.Collections.unmodifiableMap(encodings));
    }

    /**
     * How learning agents see the game {@code id} ({@link EncodingEntry}), or null when no plug-in gives it one.
     */
    public io.agon.core.learn.Encoding<?> encoding(String id) {
        return encodings.get(id);
    }

    /** All games by id, sorted. */
    public Map<String, GameEntry> games() {
        return games;
    }

    /**
     * The game with {@code id} (case-insensitive; a game's display name and its aliases are accepted too).
     *
     * @throws UnknownGameException naming the games there are
     */
    public GameEntry get(String id) {
        for (GameEntry e : games.values()) {
            if (e.id().equalsIgnoreCase(id) || e.game().info().name().equalsIgnoreCase(id)) {
                return e;
            }
        }
        for (GameEntry e : games.values()) {
            for (String alias : e.aliases()) {
                if (alias.equalsIgnoreCase(id)) {
                    return e;
                }
            }
        }
        throw new UnknownGameException("unknown game '" + id + "'"
                + (games.isEmpty() ? " (no games are installed)" : " (games: " + String.join(", ", games.keySet())
                + ")"));
    }
}
