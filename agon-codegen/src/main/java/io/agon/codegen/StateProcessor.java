package io.agon.codegen;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.tools.Diagnostic;

/**
 * Writes {@code FooStateFields} (copy, copyFrom, equals, hash) for every class annotated
 * {@code io.agon.core.state.AgonState}, from its instance fields in declaration order; see that annotation for the
 * rules. A field it cannot handle, a private or final field, or a missing constructor without parameters is a
 * compile error on that element. It knows the annotations by name, so it needs no core-api.
 */
@SupportedAnnotationTypes(StateProcessor.AGON_STATE)
public final class StateProcessor extends AbstractProcessor {

    static final String PACKAGE = "io.agon.core.state.";
    static final String AGON_STATE = PACKAGE + "AgonState";

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        for (TypeElement annotation : annotations) {
            for (Element e : round.getElementsAnnotatedWith(annotation)) {
                if (e.getKind() != ElementKind.CLASS || e.getModifiers().contains(Modifier.ABSTRACT)
                        || e.getEnclosingElement().getKind() != ElementKind.PACKAGE
                                && !e.getModifiers().contains(Modifier.STATIC)) {
                    error(e, "@AgonState goes on a concrete class, top-level or static");
                    continue;
                }
                generate((TypeElement) e);
            }
        }
        return true;
    }

    private void generate(TypeElement type) {
        Kinds kinds = new Kinds(processingEnv);
        List<StateField> fields = new ArrayList<>();
        boolean ok = checkClass(type);
        for (Element member : type.getEnclosedElements()) {
            if (member.getKind() != ElementKind.FIELD || member.getModifiers().contains(Modifier.STATIC)) {
                continue;
            }
            VariableElement v = (VariableElement) member;
            StateField f = kinds.field(v, has(v, "Shared"), has(v, "Scratch"), !has(v, "NotCompared"),
                    !has(v, "NotHashed"));
            String problem = f.kind() == Kind.SCRATCH ? null
                    : v.getModifiers().contains(Modifier.PRIVATE) ? "is private: the generated "
                            + fieldsClass(type) + " reads and writes it from the same package"
                    : v.getModifiers().contains(Modifier.FINAL) ? "is final: the generated copy assigns it"
                    : f.kind() == null ? "has a type the generated copy cannot handle (" + v.asType() + "): use a"
                            + " primitive, String, enum, an array of those, or a component with copy(), equals and"
                            + " hashCode; or mark it @Shared (immutable, copied by reference) or @Scratch (left alone)"
                    : null;
            if (problem != null) {
                error(v, type.getSimpleName() + "." + v.getSimpleName() + " " + problem);
                ok = false;
            }
            fields.add(f);
        }
        if (!ok) {
            return;
        }
        String pkg = processingEnv.getElementUtils().getPackageOf(type).getQualifiedName().toString();
        String name = fieldsClass(type);
        String source = new Source(pkg, name, type, fields).source();
        try (Writer w = processingEnv.getFiler()
                .createSourceFile(pkg.isEmpty() ? name : pkg + "." + name, type).openWriter()) {
            w.write(source);
        } catch (IOException x) {
            error(type, "cannot write " + name + ": " + x.getMessage());
        }
    }

    /** The class-level requirements: a constructor without parameters, equals and hashCode of its own. */
    private boolean checkClass(TypeElement type) {
        boolean ok = true;
        boolean blank = type.getEnclosedElements().stream()
                .filter(m -> m.getKind() == ElementKind.CONSTRUCTOR)
                .map(ExecutableElement.class::cast)
                .anyMatch(c -> c.getParameters().isEmpty() && !c.getModifiers().contains(Modifier.PRIVATE));
        if (!blank) {
            error(type, type.getSimpleName() + " needs a constructor without parameters that is not private, for"
                    + " the generated copy (e.g. " + type.getSimpleName() + "() {})");
            ok = false;
        }
        for (String method : List.of("equals", "hashCode")) {
            boolean declared = type.getEnclosedElements().stream()
                    .anyMatch(m -> m.getKind() == ElementKind.METHOD && m.getSimpleName().contentEquals(method)
                            && ((ExecutableElement) m).getParameters().size() == (method.equals("equals") ? 1 : 0));
            if (!declared) {
                error(type, type.getSimpleName() + " does not declare " + method + ": delegate it to "
                        + fieldsClass(type) + (method.equals("equals") ? ".equals(this, other)" : ".hash(this)"));
                ok = false;
            }
        }
        if (type.getSuperclass().getKind() == TypeKind.DECLARED
                && !type.getSuperclass().toString().equals("java.lang.Object")) {
            error(type, type.getSimpleName() + " extends " + type.getSuperclass()
                    + ": an @AgonState class extends Object only (inherited fields would go uncopied)");
            ok = false;
        }
        return ok;
    }

    /** {@code FooStateFields}, or {@code Outer_FooStateFields} for a class nested in {@code Outer}. */
    static String fieldsClass(TypeElement type) {
        StringBuilder b = new StringBuilder(type.getSimpleName());
        for (Element e = type.getEnclosingElement(); !(e instanceof PackageElement); e = e.getEnclosingElement()) {
            b.insert(0, e.getSimpleName() + "_");
        }
        return b + "Fields";
    }

    private static boolean has(Element e, String annotation) {
        return e.getAnnotationMirrors().stream()
                .anyMatch(a -> a.getAnnotationType().toString().equals(PACKAGE + annotation));
    }

    private void error(Element e, String message) {
        processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, message, e);
    }

    /** The text of the generated class. */
    private static final class Source {
        private final StringBuilder out = new StringBuilder();
        private final String pkg;
        private final String name;
        private final String state;
        private final String typeParams;
        /** The state's type with wildcards, for equals and hash. */
        private final String anyState;
        private final List<StateField> fields;
        private final Set<String> helpers = new LinkedHashSet<>();

        Source(String pkg, String name, TypeElement type, List<StateField> fields) {
            this.pkg = pkg;
            this.name = name;
            this.fields = fields;
            String params = type.getTypeParameters().stream().map(p -> p.getSimpleName().toString())
                    .collect(Collectors.joining(", "));
            this.state = type.getQualifiedName() + (params.isEmpty() ? "" : "<" + params + ">");
            this.anyState = type.getQualifiedName() + (params.isEmpty() ? "" : type.getTypeParameters().stream()
                    .map(p -> "?").collect(Collectors.joining(", ", "<", ">")));
            this.typeParams = type.getTypeParameters().isEmpty() ? "" : type.getTypeParameters().stream()
                    .map(p -> p.getSimpleName() + (p.getBounds().size() == 1
                            && p.getBounds().get(0).toString().equals("java.lang.Object") ? ""
                            : " extends " + p.getBounds().stream().map(Object::toString)
                                    .collect(Collectors.joining(" & "))))
                    .collect(Collectors.joining(", ", "<", "> "));
        }

        String source() {
            if (!pkg.isEmpty()) {
                line("package " + pkg + ";");
                line("");
            }
            line("/** Copy, equality and hash of {@link " + state.replaceAll("<.*", "") + "}, generated from its"
                    + " fields by agon-codegen: do not edit. */");
            line("@javax.annotation.processing.Generated(\"io.agon.codegen.StateProcessor\")");
            line("final class " + name + " {");
            line("");
            line("    private " + name + "() {");
            line("    }");
            copy();
            copyFrom();
            equals();
            hash();
            fields.forEach(this::helper);
            for (String h : helpers) {
                out.append(h);
            }
            line("}");
            return out.toString();
        }

        private void copy() {
            line("");
            line("    /** A deep copy of {@code from}, independent of it. */");
            line("    static " + typeParams + state + " copy(" + state + " from) {");
            line("        " + state + " to = new " + state.replaceAll("<.*", state.contains("<") ? "<>" : "") + "();");
            for (StateField f : fields) {
                String a = "from." + f.name();
                switch (f.kind()) {
                    case SCRATCH -> { }
                    case PRIMITIVE, VALUE, ENUM, SHARED -> line("        to." + f.name() + " = " + a + ";");
                    case ARRAY -> line("        to." + f.name() + " = " + a + " == null ? null : " + a + ".clone();");
                    case ARRAY2 -> line("        to." + f.name() + " = deep(" + a + ");");
                    case COMPONENT -> line("        to." + f.name() + " = " + a + " == null ? null : " + a
                            + ".copy();");
                }
            }
            line("        return to;");
            line("    }");
        }

        private void copyFrom() {
            line("");
            line("    /** Makes {@code to} equal to {@code from}, reusing its arrays and components; returns it. */");
            line("    static " + typeParams + state + " copyFrom(" + state + " from, " + state + " to) {");
            for (StateField f : fields) {
                String a = "from." + f.name();
                String b = "to." + f.name();
                switch (f.kind()) {
                    case SCRATCH -> { }
                    case PRIMITIVE, VALUE, ENUM, SHARED -> line("        " + b + " = " + a + ";");
                    case ARRAY -> {
                        // the common case reuses the array without writing the field back; a short array (a value
                        // per seat) by a plain loop, cheaper there than a call to System.arraycopy
                        String f0 = f.name() + "From";
                        String t0 = f.name() + "To";
                        line("        " + f.type() + " " + f0 + " = " + a + ", " + t0 + " = " + b + ";");
                        line("        if (" + f0 + " == null || " + t0 + " == null || " + t0 + ".length != " + f0
                                + ".length) {");
                        line("            " + b + " = " + f0 + " == null ? null : " + f0 + ".clone();");
                        line("        } else if (" + f0 + ".length > 16) {");
                        line("            System.arraycopy(" + f0 + ", 0, " + t0 + ", 0, " + f0 + ".length);");
                        line("        } else {");
                        line("            for (int i = 0; i < " + f0 + ".length; i++) {");
                        line("                " + t0 + "[i] = " + f0 + "[i];");
                        line("            }");
                        line("        }");
                    }
                    case ARRAY2 -> line("        " + b + " = into(" + a + ", " + b + ");");
                    case COMPONENT -> {
                        if (f.copyFrom() == null) {
                            line("        " + b + " = " + a + " == null ? null : " + a + ".copy();");
                        } else {
                            line("        if (" + a + " == null || " + b + " == null) {");
                            line("            " + b + " = " + a + " == null ? null : " + a + ".copy();");
                            line("        } else {");
                            line("            " + (f.copyFrom().equals("assign") ? b + " = " : "") + b
                                    + ".copyFrom(" + a + ");");
                            line("        }");
                        }
                    }
                }
            }
            line("        return to;");
            line("    }");
        }

        private void equals() {
            line("");
            line("    /** True when {@code a} and {@code b} hold equal values in every compared field. */");
            line("    static boolean equals(" + anyState + " a, " + anyState + " b) {");
            List<String> terms = new ArrayList<>();
            // the cheap comparisons first: the answer is the same, found sooner
            for (boolean cheap : new boolean[] {true, false}) {
                for (StateField f : fields) {
                    if (f.compared() && f.cheap() == cheap) {
                        terms.add(f.equalsTerm("a." + f.name(), "b." + f.name()));
                    }
                }
            }
            line("        return " + (terms.isEmpty() ? "true" : String.join("\n                && ", terms)) + ";");
            line("    }");
        }

        private void hash() {
            line("");
            line("    /** The hash of {@code a}'s hashed fields: {@code h = 31 * h + field} from 1, in declaration order. */");
            line("    static int hash(" + anyState + " a) {");
            line("        int h = 1;");
            for (StateField f : fields) {
                if (f.compared() && f.hashed()) {
                    line("        h = 31 * h + " + f.hashTerm("a." + f.name()) + ";");
                }
            }
            line("        return h;");
            line("    }");
        }

        /** Adds the private helpers a field's kind needs ({@code into}, {@code deep}, {@code ordinals}). */
        private void helper(StateField f) {
            String t = f.type();
            if (f.compareAs() == Kind.ARRAY && f.enumElements()) {
                helpers.add("""

                            private static int ordinals(Enum<?>[] a) {
                                if (a == null) {
                                    return 0;
                                }
                                int h = 1;
                                for (Enum<?> e : a) {
                                    h = 31 * h + (e == null ? 0 : e.ordinal() + 1);
                                }
                                return h;
                            }
                        """);
            }
            if (f.kind() == Kind.ARRAY2) {
                String row = t.substring(0, t.length() - 2);
                String newRows = "new " + row.substring(0, row.length() - 2) + "[from.length][]";
                helpers.add(into1(row));
                helpers.add("""

                            private static %1$s deep(%1$s from) {
                                if (from == null) {
                                    return null;
                                }
                                %1$s to = %2$s;
                                for (int i = 0; i < from.length; i++) {
                                    to[i] = from[i] == null ? null : from[i].clone();
                                }
                                return to;
                            }

                            private static %1$s into(%1$s from, %1$s to) {
                                if (from == null || to == null || to.length != from.length) {
                                    return deep(from);
                                }
                                for (int i = 0; i < from.length; i++) {
                                    to[i] = into(from[i], to[i]);
                                }
                                return to;
                            }
                        """.formatted(t, newRows));
            }
        }

        /** {@code into(from, to)} for the rows of a two-dimensional array: {@code to} reused when it has the length. */
        private static String into1(String t) {
            return """

                        private static %1$s into(%1$s from, %1$s to) {
                            if (from == null || to == null || to.length != from.length) {
                                return from == null ? null : from.clone();
                            }
                            System.arraycopy(from, 0, to, 0, from.length);
                            return to;
                        }
                    """.formatted(t);
        }

        private void line(String s) {
            out.append(s).append('\n');
        }
    }
}
