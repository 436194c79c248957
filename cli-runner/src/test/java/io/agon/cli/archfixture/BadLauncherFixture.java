package io.agon.cli.archfixture;

/** A DELIBERATELY BAD test fixture: a launcher class that names a game class. */
public class BadLauncherFixture {

    Object game() {
        return new io.agon.massilia.rules.BadOtherGameFixture();
    }
}
