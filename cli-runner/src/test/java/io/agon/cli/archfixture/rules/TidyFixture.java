package io.agon.cli.archfixture.rules;

/**
 * A GOOD test fixture next to the bad ones: it uses the hub one way only, and its nested record refers back to
 * it (a class and its nested classes count as one), so the cycle rule must not name it.
 */
public class TidyFixture {

    /** A nested step that refers to its outer class. */
    public record Nested(TidyFixture owner) {
    }

    int total(HubFixture hub) {
        return hub.price() + new Nested(this).hashCode() * 0;
    }
}
