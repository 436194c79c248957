package io.agon.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Method;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * Compiles small annotated states in memory with the processor and checks what the generated code does: a deep,
 * independent copy, {@code copyFrom} reusing storage, equality and hash over the right fields, and a compile error
 * that names a field the processor cannot handle. The annotations are declared here under their real names (the
 * processor knows them by name; this module cannot depend on core-api, which uses it).
 */
class StateProcessorTest {

    private static final String ANNOTATIONS = """
            package io.agon.core.state;
            import java.lang.annotation.*;
            @Retention(RetentionPolicy.SOURCE) @Target(ElementType.TYPE) @interface AgonStateX {}
            """;

    /** A component like core-api's: copy, copyFrom, equals, hashCode. */
    private static final String BAG = """
            package g;
            public final class Bag {
                public int[] items = new int[0];
                public int copies;
                public Bag copy() { Bag b = new Bag(); b.items = items.clone(); return b; }
                public void copyFrom(Bag o) { items = o.items.clone(); copies++; }
                @Override public boolean equals(Object o) {
                    return o instanceof Bag b && java.util.Arrays.equals(items, b.items);
                }
                @Override public int hashCode() { return java.util.Arrays.hashCode(items); }
            }
            """;

    private static final String COLOUR = "package g; public enum Colour { RED, GREEN }";

    private static final String STATE = """
            package g;
            import io.agon.core.state.*;
            @AgonState
            public final class S {
                public int n;
                public long big;
                public boolean flag;
                public double x;
                public String name;
                public Colour colour;
                public int[] ints;
                public Colour[] colours;
                public byte[][] grid;
                public Bag bag;
                @NotCompared public long history;
                @NotHashed public int[] cheap;
                @Shared public java.util.List<String> table;
                @Scratch public StringBuilder buffer = new StringBuilder();
                S() {}
                @Override public boolean equals(Object o) { return o instanceof S s && SFields.equals(this, s); }
                @Override public int hashCode() { return SFields.hash(this); }
            }
            """;

    @Test
    void theCopyIsDeepAndIndependentAndCopyFromReusesStorage() throws Exception {
        Compiled c = compile(STATE);
        assertThat(c.errors).isEmpty();
        Object s = c.newState();
        fill(c, s);
        Object copy = c.call("copy", s);
        assertThat(copy).isEqualTo(s).hasSameHashCodeAs(s);
        assertThat(get(copy, "ints")).isNotSameAs(get(s, "ints"));
        assertThat(get(copy, "grid")).isNotSameAs(get(s, "grid"));
        assertThat(((byte[][]) get(copy, "grid"))[0]).isNotSameAs(((byte[][]) get(s, "grid"))[0]);
        assertThat(get(copy, "bag")).isNotSameAs(get(s, "bag"));
        assertThat(get(copy, "table")).isSameAs(get(s, "table"));
        assertThat(get(copy, "history")).isEqualTo(77L);
        assertThat(get(copy, "buffer").toString()).isEmpty();

        ((int[]) get(copy, "ints"))[0] = 99;
        ((byte[][]) get(copy, "grid"))[1][1] = 5;
        assertThat(((int[]) get(s, "ints"))[0]).isEqualTo(1);
        assertThat(((byte[][]) get(s, "grid"))[1][1]).isEqualTo((byte) 0);
        assertThat(copy).isNotEqualTo(s);

        Object reused = c.newState();
        fill(c, reused);
        int[] ints = (int[]) get(reused, "ints");
        Object bag = get(reused, "bag");
        set(s, "n", 5);
        assertThat(c.call("copyFrom", s, reused)).isSameAs(reused);
        assertThat(reused).isEqualTo(s).hasSameHashCodeAs(s);
        assertThat(get(reused, "ints")).isSameAs(ints);
        assertThat(get(reused, "bag")).isSameAs(bag);
        assertThat(get(bag, "copies")).isEqualTo(1);
        set(s, "ints", new int[] {1, 2, 3, 4, 5});
        c.call("copyFrom", s, reused);
        assertThat(get(reused, "ints")).isNotSameAs(get(s, "ints")).isEqualTo(new int[] {1, 2, 3, 4, 5});
    }

    @Test
    void equalityAndHashFollowTheAnnotations() throws Exception {
        Compiled c = compile(STATE);
        Object a = c.newState();
        Object b = c.newState();
        fill(c, a);
        fill(c, b);
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);

        set(b, "history", 5L); // @NotCompared
        set(b, "buffer", new StringBuilder("x")); // @Scratch
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);

        set(b, "cheap", new int[] {9}); // @NotHashed: compared, not hashed
        assertThat(a).isNotEqualTo(b).hasSameHashCodeAs(b);

        for (String field : List.of("n", "big", "flag", "x", "name", "colour", "ints", "colours", "grid", "bag")) {
            Object d = c.newState();
            fill(c, d);
            change(c, d, field);
            assertThat(d).as(field).isNotEqualTo(a);
            assertThat(d.hashCode()).as(field).isNotEqualTo(a.hashCode());
        }
    }

    @Test
    void theHashIsThe31SchemeInDeclarationOrder() throws Exception {
        Compiled c = compile("""
                package g;
                import io.agon.core.state.*;
                @AgonState
                public final class T {
                    public int a;
                    public int[] b;
                    @NotHashed public int skipped;
                    public boolean c;
                    T() {}
                    @Override public boolean equals(Object o) { return o instanceof T t && TFields.equals(this, t); }
                    @Override public int hashCode() { return TFields.hash(this); }
                }
                """);
        var blank = c.load("g.T").getDeclaredConstructor();
        blank.setAccessible(true);
        Object t = blank.newInstance();
        set(t, "a", 7);
        set(t, "b", new int[] {1, 2});
        set(t, "skipped", 3);
        set(t, "c", true);
        assertThat(t.hashCode()).isEqualTo(java.util.Objects.hash(7, java.util.Arrays.hashCode(new int[] {1, 2}), true));
    }

    @Test
    void anUnsupportedFieldFailsTheBuildNamingIt() throws Exception {
        Compiled c = compile("""
                package g;
                import io.agon.core.state.*;
                @AgonState
                public final class U {
                    public int fine;
                    public java.util.List<Integer> bag;
                    U() {}
                    @Override public boolean equals(Object o) { return false; }
                    @Override public int hashCode() { return 0; }
                }
                """);
        assertThat(c.errors).singleElement().asString().contains("U.bag").contains("java.util.List")
                .contains("@Shared");
    }

    @Test
    void finalAndPrivateFieldsAndAMissingBlankConstructorOrEqualsAreErrors() throws Exception {
        Compiled c = compile("""
                package g;
                import io.agon.core.state.*;
                @AgonState
                public final class V {
                    public final int[] money;
                    private int secret;
                    @Scratch private final int[] buffer = new int[4];
                    V(int players) { money = new int[players]; }
                    @Override public int hashCode() { return 0; }
                }
                """);
        assertThat(c.errors).hasSize(4).anyMatch(e -> e.contains("V.money is final"))
                .anyMatch(e -> e.contains("V.secret is private"))
                .anyMatch(e -> e.contains("constructor without parameters"))
                .anyMatch(e -> e.contains("does not declare equals"));
    }

    @Test
    void aGenericStateGetsGenericMethods() throws Exception {
        Compiled c = compile("""
                package g;
                import io.agon.core.state.*;
                @AgonState
                public final class W<T extends Comparable<T>> {
                    public int[] ints;
                    public Bag bag;
                    W() {}
                    @Override public boolean equals(Object o) { return o instanceof W<?> w && WFields.equals(this, w); }
                    @Override public int hashCode() { return WFields.hash(this); }
                }
                """);
        assertThat(c.errors).isEmpty();
        assertThat(c.generated.get("g.WFields")).contains("static <T extends java.lang.Comparable<T>> g.W<T> copy(");
    }

    // ---- helpers ----

    private static void fill(Compiled c, Object s) throws Exception {
        set(s, "n", 3);
        set(s, "big", 1L << 40);
        set(s, "flag", true);
        set(s, "x", 0.5);
        set(s, "name", "a");
        set(s, "colour", c.colour(0));
        set(s, "ints", new int[] {1, 2});
        Object[] colours = (Object[]) java.lang.reflect.Array.newInstance(c.load("g.Colour"), 2);
        colours[0] = c.colour(0);
        colours[1] = c.colour(1);
        set(s, "colours", colours);
        set(s, "grid", new byte[][] {{1, 2}, {3, 0}});
        Object bag = c.load("g.Bag").getDeclaredConstructor().newInstance();
        set(bag, "items", new int[] {4});
        set(s, "bag", bag);
        set(s, "history", 77L);
        set(s, "cheap", new int[] {1});
        set(s, "table", List.of("t"));
    }

    private static void change(Compiled c, Object s, String field) throws Exception {
        switch (field) {
            case "n" -> set(s, field, 4);
            case "big" -> set(s, field, 1L);
            case "flag" -> set(s, field, false);
            case "x" -> set(s, field, 0.25);
            case "name" -> set(s, field, "b");
            case "colour" -> set(s, field, c.colour(1));
            case "ints" -> ((int[]) get(s, field))[1] = 7;
            case "colours" -> ((Object[]) get(s, field))[1] = c.colour(0);
            case "grid" -> ((byte[][]) get(s, field))[1][1] = 9;
            case "bag" -> set(get(s, field), "items", new int[] {5});
            default -> throw new IllegalArgumentException(field);
        }
    }

    private static Object get(Object o, String field) throws Exception {
        return o.getClass().getField(field).get(o);
    }

    private static void set(Object o, String field, Object value) throws Exception {
        o.getClass().getField(field).set(o, value);
    }

    /** The outcome of one in-memory compilation: error messages, generated sources and the compiled classes. */
    private static final class Compiled {
        final List<String> errors = new ArrayList<>();
        final Map<String, String> generated = new HashMap<>();
        final Map<String, byte[]> classes = new HashMap<>();
        private ClassLoader loader;

        Class<?> load(String name) throws ClassNotFoundException {
            if (loader == null) {
                loader = new ClassLoader(getClass().getClassLoader()) {
                    @Override
                    protected Class<?> findClass(String n) throws ClassNotFoundException {
                        byte[] b = classes.get(n);
                        if (b == null) {
                            throw new ClassNotFoundException(n);
                        }
                        return defineClass(n, b, 0, b.length);
                    }
                };
            }
            return Class.forName(name, true, loader);
        }

        Object newState() throws Exception {
            var ctor = load("g.S").getDeclaredConstructor();
            ctor.setAccessible(true);
            return ctor.newInstance();
        }

        Object colour(int i) throws Exception {
            return load("g.Colour").getEnumConstants()[i];
        }

        Object call(String method, Object... args) throws Exception {
            Class<?> fields = load("g.SFields");
            for (Method m : fields.getDeclaredMethods()) {
                if (m.getName().equals(method) && m.getParameterCount() == args.length) {
                    m.setAccessible(true);
                    return m.invoke(null, args);
                }
            }
            throw new NoSuchMethodException(method);
        }
    }

    private static Compiled compile(String state) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        Compiled out = new Compiled();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<JavaFileObject> sources = new ArrayList<>();
        for (String a : List.of("AgonState", "Shared", "NotCompared", "NotHashed", "Scratch")) {
            sources.add(source("io.agon.core.state." + a, ANNOTATIONS.replace("@interface AgonStateX",
                    "public @interface " + a).replace("ElementType.TYPE", a.equals("AgonState")
                            ? "ElementType.TYPE" : "ElementType.FIELD")));
        }
        sources.add(source("g.Bag", BAG));
        sources.add(source("g.Colour", COLOUR));
        String name = "g." + state.replaceAll("(?s).*public final class (\\w+).*", "$1");
        sources.add(source(name, state));
        StandardJavaFileManager standard = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8);
        JavaFileManager files = new ForwardingJavaFileManager<>(standard) {
            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
                    FileObject sibling) {
                return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + kind.extension),
                        kind) {
                    @Override
                    public OutputStream openOutputStream() {
                        return new ByteArrayOutputStream() {
                            @Override
                            public void close() {
                                if (kind == JavaFileObject.Kind.CLASS) {
                                    out.classes.put(className, toByteArray());
                                } else {
                                    out.generated.put(className, toString(StandardCharsets.UTF_8));
                                }
                            }
                        };
                    }

                    @Override
                    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                        return out.generated.get(className);
                    }

                    @Override
                    public java.io.Writer openWriter() {
                        return new java.io.OutputStreamWriter(openOutputStream(), StandardCharsets.UTF_8);
                    }
                };
            }
        };
        JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostics, List.of("--release", "17"),
                null, sources);
        task.setProcessors(List.of(new StateProcessor()));
        task.call();
        out.errors.addAll(diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .map(d -> d.getMessage(null)).collect(Collectors.toList()));
        return out;
    }

    private static JavaFileObject source(String className, String text) {
        return new SimpleJavaFileObject(URI.create("string:///" + className.replace('.', '/') + ".java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return text;
            }
        };
    }
}
