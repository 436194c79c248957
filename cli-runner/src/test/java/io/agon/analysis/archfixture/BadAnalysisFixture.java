package io.agon.analysis.archfixture;

/** A DELIBERATELY BAD test fixture: an analysis class that names a game class. */
public class BadAnalysisFixture {

    Object game() {
        return new io.agon.massilia.rules.BadOtherGameFixture();
    }
}
