package io.agon.web.archfixture;

/** A DELIBERATELY BAD test fixture: a web server class that names a game class. */
public class BadWebFixture {

    Object game() {
        return new io.agon.massilia.rules.BadOtherGameFixture();
    }
}
