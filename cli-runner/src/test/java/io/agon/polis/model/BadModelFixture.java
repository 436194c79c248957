package io.agon.polis.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.google.inject.Inject;
import io.agon.massilia.rules.BadOtherGameFixture;
import io.agon.polis.wiring.BadWiringFixture;

/**
 * A DELIBERATELY BAD class (test fixture for the architecture rules; never imported by the real checks): a
 * model class that reaches up into wiring, into another game and into the launcher, uses Guice and a Jackson
 * annotation, prints to the console and ends the JVM.
 */
public class BadModelFixture {

    @JsonProperty("x")
    int x;

    @Inject
    BadModelFixture() {
    }

    Object wiring() {
        return new BadWiringFixture();
    }

    Object otherGame() {
        return new BadOtherGameFixture();
    }

    Object launcher() {
        return io.agon.cli.Main.class;
    }

    void shout() {
        System.out.println("model classes must not print");
        System.exit(3);
    }
}
