package io.agon.core.archfixture;

/** A DELIBERATELY BAD test fixture: a core-api class that names a game class. */
public class BadCoreFixture {

    Object game() {
        return new io.agon.polis.wiring.BadWiringFixture();
    }
}
