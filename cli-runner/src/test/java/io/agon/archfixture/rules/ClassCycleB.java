package io.agon.archfixture.rules;

/** Bite-test fixture: imports {@link ClassCycleA} back. */
public final class ClassCycleB {

    private ClassCycleB() {
    }

    /** Uses the sibling. */
    public static int b() {
        return ClassCycleA.one();
    }
}
