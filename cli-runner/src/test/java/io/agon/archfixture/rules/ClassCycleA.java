package io.agon.archfixture.rules;

/** Bite-test fixture: imports {@link ClassCycleB}, which imports it back (a class cycle inside one package). */
public final class ClassCycleA {

    private ClassCycleA() {
    }

    /** Uses the sibling. */
    public static int a() {
        return ClassCycleB.b() + 1;
    }

    /** Used by the sibling. */
    public static int one() {
        return 1;
    }
}
