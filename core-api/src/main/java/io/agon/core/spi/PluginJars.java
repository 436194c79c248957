package io.agon.core.spi;

import com.google.inject.Module;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.Consumer;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * Games from outside jars: each jar in a plug-in folder is opened in its own class loader (a child of the one
 * that holds {@code core-api} and the built-in games) and searched for {@link GamePlugin}s with
 * {@link ServiceLoader}, exactly as the built-in games are found. A jar that cannot be used (not a jar, no plug-in
 * listed, a class missing, bad game data, a game id already taken) is skipped with one line naming it; the other
 * games still load.
 *
 * <pre>{@code
 * GameCatalog games = PluginJars.catalog(GameCatalog.class.getClassLoader(),
 *         List.of(Path.of(System.getProperty("user.home"), ".agon", "plugins")), System.err::println);
 * }</pre>
 */
public final class PluginJars {

    /** The services file a game jar lists its plug-in in. */
    public static final String SERVICES = "META-INF/services/" + GamePlugin.class.getName();

    private PluginJars() {
    }

    /**
     * The built-in games of {@code builtIn} plus the games of every jar in {@code places} (folders, whose
     * {@code *.jar} files are read in name order, or jar files). Missing folders are ignored.
     *
     * @param problems told one line per jar that is skipped, naming it
     */
    public static GameCatalog catalog(ClassLoader builtIn, Collection<Path> places, Consumer<String> problems) {
        List<Module> modules = new ArrayList<>();
        for (GamePlugin plugin : ServiceLoader.load(GamePlugin.class, builtIn)) {
            modules.add(plugin.module());
        }
        Set<String> ids = new HashSet<>(GameCatalog.fromModules(modules).games().keySet());
        for (Path jar : jars(places, problems)) {
            try {
                List<Module> found = load(jar, builtIn);
                GameCatalog alone = GameCatalog.fromModules(found); // a broken module fails here, on its own
                for (String id : alone.games().keySet()) {
                    if (ids.contains(id)) {
                        throw new IllegalStateException("its game '" + id + "' is already installed");
                    }
                }
                ids.addAll(alone.games().keySet());
                modules.addAll(found);
            } catch (RuntimeException | ServiceConfigurationError | LinkageError e) {
                problems.accept("plug-in " + jar + " skipped: " + reason(e));
            }
        }
        return GameCatalog.fromModules(modules);
    }

    /** The jar files in {@code places}, in the order given (folders in name order). */
    private static List<Path> jars(Collection<Path> places, Consumer<String> problems) {
        List<Path> out = new ArrayList<>();
        for (Path p : places) {
            if (Files.isDirectory(p)) {
                List<Path> inside = new ArrayList<>();
                try (DirectoryStream<Path> dir = Files.newDirectoryStream(p, "*.jar")) {
                    dir.forEach(inside::add);
                } catch (IOException e) {
                    problems.accept("plug-in folder " + p + " skipped: cannot list it ("
                            + io.agon.core.record.RecordFiles.why(e) + ")");
                }
                inside.sort(null);
                out.addAll(inside);
            } else if (Files.isRegularFile(p)) {
                out.add(p);
            } else if (Files.exists(p)) {
                problems.accept("plug-in " + p + " skipped: not a jar file or a folder");
            }
        }
        return out;
    }

    /** The Guice modules of the plug-ins listed in {@code jar}. */
    private static List<Module> load(Path jar, ClassLoader parent) {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            if (zip.getEntry(SERVICES) == null) {
                throw new IllegalStateException("it lists no game (" + SERVICES + " is missing)");
            }
        } catch (ZipException e) {
            throw new IllegalStateException("not a jar file");
        } catch (IOException e) {
            throw new IllegalStateException("cannot read it (" + io.agon.core.record.RecordFiles.why(e) + ")");
        }
        URL url;
        try {
            url = jar.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalStateException("bad path");
        }
        URLClassLoader loader = new URLClassLoader("plugin:" + jar.getFileName(), new URL[] {url}, parent);
        List<Module> modules = new ArrayList<>();
        Iterator<ServiceLoader.Provider<GamePlugin>> it = ServiceLoader.load(GamePlugin.class, loader).stream()
                .iterator();
        while (it.hasNext()) {
            ServiceLoader.Provider<GamePlugin> provider = it.next();
            if (provider.type().getClassLoader() != loader) {
                continue; // a built-in game, seen through the parent
            }
            modules.add(provider.get().module());
        }
        if (modules.isEmpty()) {
            throw new IllegalStateException("it lists no game of its own");
        }
        return modules;
    }

    /** One line: what went wrong, without a stack trace. */
    private static String reason(Throwable e) {
        if (e instanceof com.google.inject.CreationException c && !c.getErrorMessages().isEmpty()) {
            com.google.inject.spi.Message m = c.getErrorMessages().iterator().next();
            if (m.getCause() == null) {
                return firstLine(m.getMessage());
            }
            e = m.getCause();
        }
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String msg = firstLine(root.getMessage());
        if (root instanceof ClassNotFoundException || root instanceof NoClassDefFoundError) {
            return "class " + msg.replace('/', '.') + " is missing";
        }
        if (root instanceof UnsupportedClassVersionError) {
            return "built for a newer Java (" + msg + ")";
        }
        if (e instanceof IllegalStateException && e.getCause() == null) {
            return msg;
        }
        return msg.isEmpty() ? root.getClass().getSimpleName() : msg;
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
