package io.agon.cli.arch;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import io.agon.core.Action;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.spi.ToolProvider;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The condition "tests no object against a game's action interface": no {@code instanceof} and no cast to an
 * interface that extends {@link Action} (other than {@code Action} itself), read from the compiled code with
 * {@code javap -c}. In play and search a game never needs one: the flow hands each action to its handler already
 * typed ({@code ActionHandlers}, which finds it by the exact class). Why: on Java 17 to 22 such a test and the
 * framework's test against {@code Action} take turns rewriting a one-entry cache inside the action's class, and two
 * threads playing at once fight over it (docs/benchmarks.md, "Type tests that threads fight over"). ArchUnit records
 * no casts, hence {@code javap}.
 *
 * <p>The one exception is the words and pictures of actions ({@link #NARRATION}: labels, narration, a view's list
 * of options), which turn a legal action into the game's type once to ask it for its words: they never run in play
 * or search, and the action answers for itself instead of a chain of type tests.
 */
final class ActionInterfaceTests extends ArchCondition<JavaClass> {

    private static final Pattern CLASS_LINE = Pattern.compile("^(?:[a-z]+ )*(?:class|interface|enum) ([\\w.$-]+)");
    private static final Pattern METHOD = Pattern.compile("([\\w$<>]+\\(.*\\))");
    private static final Pattern TEST_LINE = Pattern.compile("\\d+: (instanceof|checkcast)\\s.*// class ([\\w/$]+)$");

    /** The classes that say or draw actions for people (simple names in a game's rules package). */
    static final java.util.Set<String> NARRATION = java.util.Set.of("Labels", "ActionText", "ViewOptions");

    private final Map<String, Boolean> actionInterfaces = new HashMap<>();
    private Map<String, List<String>> found = Map.of();

    ActionInterfaceTests() {
        super("test no object against a game's action interface (declare a handler per action type instead; only"
                + " the narration and view classes " + NARRATION + " of a rules package ask an action for its words)");
    }

    @Override
    public void init(Collection<JavaClass> all) {
        List<String> files = new ArrayList<>();
        for (JavaClass c : all) {
            c.getSource().ifPresent(s -> files.add("file".equals(s.getUri().getScheme())
                    ? Path.of(s.getUri()).toString() : s.getUri().toString()));
        }
        found = scan(files);
    }

    @Override
    public void check(JavaClass c, ConditionEvents events) {
        for (String test : found.getOrDefault(c.getName(), List.of())) {
            events.add(SimpleConditionEvent.violated(c, c.getName() + "." + test));
        }
    }

    /** Type tests against action interfaces, by class name: "method: instanceof io.agon.x.XAction". */
    Map<String, List<String>> scan(List<String> classFiles) {
        ToolProvider javap = ToolProvider.findFirst("javap")
                .orElseThrow(() -> new IllegalStateException("javap not found: the tests need a JDK"));
        Map<String, List<String>> out = new HashMap<>();
        int classesRead = 0;
        for (int from = 0; from < classFiles.size(); from += 200) {
            List<String> args = new ArrayList<>(List.of("-c", "-p"));
            args.addAll(classFiles.subList(from, Math.min(classFiles.size(), from + 200)));
            StringWriter text = new StringWriter();
            StringWriter errors = new StringWriter();
            int status = javap.run(new PrintWriter(text), new PrintWriter(errors), args.toArray(String[]::new));
            if (status != 0) {
                throw new IllegalStateException("javap failed: " + errors);
            }
            String owner = null;
            String method = null;
            for (String line : text.toString().split("\n")) {
                Matcher header = CLASS_LINE.matcher(line);
                if (header.find()) {
                    owner = header.group(1);
                    method = null;
                    classesRead++;
                } else if (line.startsWith("  ") && !line.startsWith("   ") && line.endsWith(";")) {
                    Matcher m = METHOD.matcher(line);
                    method = m.find() ? m.group(1) : line.trim();
                } else {
                    Matcher test = TEST_LINE.matcher(line);
                    if (test.find() && owner != null && isActionInterface(test.group(2)) && !narration(owner)) {
                        out.computeIfAbsent(owner, k -> new ArrayList<>()).add(method + ": " + test.group(1) + " "
                                + test.group(2).replace('/', '.'));
                    }
                }
            }
        }
        if (classesRead < classFiles.size()) { // a class javap did not show would pass unseen
            throw new IllegalStateException("javap showed " + classesRead + " of " + classFiles.size() + " classes");
        }
        return out;
    }

    private static boolean narration(String className) {
        String simple = className.substring(className.lastIndexOf('.') + 1);
        return className.matches("io\\.agon\\.\\w+\\.rules\\.\\w+") && NARRATION.contains(simple);
    }

    private boolean isActionInterface(String internalName) {
        return actionInterfaces.computeIfAbsent(internalName, n -> {
            try {
                Class<?> c = Class.forName(n.replace('/', '.'), false, ActionInterfaceTests.class.getClassLoader());
                return c.isInterface() && c != Action.class && Action.class.isAssignableFrom(c);
            } catch (ClassNotFoundException | LinkageError e) {
                return false;
            }
        });
    }
}
