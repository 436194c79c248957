package io.agon.codegen;

import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/** Tells the {@link Kind} of a field from its type, at compile time. */
final class Kinds {

    private final Types types;
    private final Elements elements;

    Kinds(ProcessingEnvironment env) {
        this.types = env.getTypeUtils();
        this.elements = env.getElementUtils();
    }

    /** The field {@code v} with its kind (null kind when unsupported), given its annotations. */
    StateField field(VariableElement v, boolean shared, boolean scratch, boolean compared, boolean hashed) {
        TypeMirror t = v.asType();
        String name = v.getSimpleName().toString();
        if (scratch) {
            return new StateField(name, t.toString(), Kind.SCRATCH, null, false, false, null, null, false);
        }
        Kind kind = kindOf(t);
        String primitive = t.getKind().isPrimitive() ? t.toString() : null;
        boolean enums = t.getKind() == TypeKind.ARRAY && valueKind(((ArrayType) t).getComponentType()) == Kind.ENUM;
        if (shared) {
            Kind compareAs = kind == Kind.COMPONENT ? null : kind;
            return new StateField(name, t.toString(), Kind.SHARED, compareAs, compared, hashed, null, primitive,
                    enums);
        }
        return new StateField(name, t.toString(), kind, kind, compared, hashed,
                kind == Kind.COMPONENT ? copyFrom((DeclaredType) t) : null, primitive, enums);
    }

    /** The kind of a field of type {@code t}, or null. */
    private Kind kindOf(TypeMirror t) {
        Kind value = valueKind(t);
        if (value != null) {
            return value;
        }
        if (t.getKind() == TypeKind.ARRAY) {
            TypeMirror c = ((ArrayType) t).getComponentType();
            if (valueKind(c) != null) {
                return Kind.ARRAY;
            }
            if (c.getKind() == TypeKind.ARRAY) {
                Kind row = valueKind(((ArrayType) c).getComponentType());
                return row == null || row == Kind.ENUM ? null : Kind.ARRAY2;
            }
            return null;
        }
        return t.getKind() == TypeKind.DECLARED && isComponent((DeclaredType) t) ? Kind.COMPONENT : null;
    }

    /** PRIMITIVE, VALUE (String, boxes) or ENUM, or null. */
    private Kind valueKind(TypeMirror t) {
        if (t.getKind().isPrimitive()) {
            return Kind.PRIMITIVE;
        }
        if (t.getKind() != TypeKind.DECLARED) {
            return null;
        }
        Element e = types.asElement(t);
        if (e.getKind() == ElementKind.ENUM) {
            return Kind.ENUM;
        }
        String name = ((TypeElement) e).getQualifiedName().toString();
        return name.equals("java.lang.String") || isBox(t) ? Kind.VALUE : null;
    }

    private boolean isBox(TypeMirror t) {
        try {
            types.unboxedType(t);
            return true;
        } catch (IllegalArgumentException notABox) {
            return false;
        }
    }

    /** A class with a {@code copy()} returning its own type and equals and hashCode not left to Object. */
    private boolean isComponent(DeclaredType t) {
        ExecutableElement copy = method(t, "copy", 0);
        if (copy == null || !types.isAssignable(((ExecutableType) types.asMemberOf(t, copy)).getReturnType(), t)) {
            return false;
        }
        TypeElement e = (TypeElement) t.asElement();
        if (e.getKind().isInterface()) {
            return true;
        }
        ExecutableElement eq = method(t, "equals", 1);
        ExecutableElement hash = method(t, "hashCode", 0);
        return eq != null && hash != null && !isObjects(eq) && !isObjects(hash);
    }

    private static boolean isObjects(ExecutableElement m) {
        return ((TypeElement) m.getEnclosingElement()).getQualifiedName().contentEquals("java.lang.Object");
    }

    /** "assign" when {@code copyFrom(T)} returns the type, "call" when it returns something else, else null. */
    private String copyFrom(DeclaredType t) {
        ExecutableElement m = method(t, "copyFrom", 1);
        if (m == null) {
            return null;
        }
        ExecutableType member = (ExecutableType) types.asMemberOf(t, m);
        if (!types.isAssignable(t, member.getParameterTypes().get(0))) {
            return null;
        }
        TypeMirror r = member.getReturnType();
        return r.getKind() != TypeKind.VOID && types.isAssignable(r, t) ? "assign" : "call";
    }

    /** The most specific instance method {@code name} with {@code params} parameters that is not private. */
    private ExecutableElement method(DeclaredType t, String name, int params) {
        for (Element m : elements.getAllMembers((TypeElement) t.asElement())) {
            if (m.getKind() == ElementKind.METHOD && m.getSimpleName().contentEquals(name)
                    && ((ExecutableElement) m).getParameters().size() == params
                    && !m.getModifiers().contains(Modifier.STATIC) && !m.getModifiers().contains(Modifier.PRIVATE)) {
                return (ExecutableElement) m;
            }
        }
        return null;
    }
}
