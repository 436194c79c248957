package io.agon.core.testkit;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * A game plug-in jar made while a test runs, for tests of what the launcher or the server does with games from
 * outside: one Java source compiled against the test's own class path, packed with its services file.
 */
public final class PluginJar {

    /** Where a jar names its plug-in classes (the launcher's {@code PluginJars.SERVICES}). */
    private static final String SERVICES = "META-INF/services/io.agon.core.spi.GamePlugin";

    private PluginJar() {
    }

    /**
     * Compiles {@code source}, the plug-in class {@code plugin} (a fully qualified name), in the folder
     * {@code work} and packs it into {@code jar}.
     *
     * @throws AssertionError when the source does not compile
     */
    public static void build(Path work, String plugin, String source, Path jar) throws IOException {
        Path src = work.resolve("src/" + plugin.replace('.', '/') + ".java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, source);
        Path classes = Files.createDirectories(work.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int rc = javac.run(null, null, null, "--release", "17", "-cp", System.getProperty("java.class.path"), "-d",
                classes.toString(), src.toString());
        if (rc != 0) {
            throw new AssertionError("the test plug-in " + plugin + " does not compile (see the messages above)");
        }
        pack(jar, classes, plugin);
    }

    /** Packs {@code classes} (or nothing, when null) into {@code jar} with a services file naming {@code plugin}. */
    public static void pack(Path jar, Path classes, String plugin) throws IOException {
        Files.createDirectories(jar.toAbsolutePath().getParent());
        try (OutputStream os = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(os)) {
            out.putNextEntry(new JarEntry(SERVICES));
            out.write((plugin + "\n").getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
            if (classes == null) {
                return;
            }
            List<Path> files;
            try (Stream<Path> s = Files.walk(classes)) {
                files = s.filter(Files::isRegularFile).sorted().toList();
            }
            for (Path f : files) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(f));
                out.closeEntry();
            }
        }
    }
}
