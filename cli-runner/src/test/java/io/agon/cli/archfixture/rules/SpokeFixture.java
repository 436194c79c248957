package io.agon.cli.archfixture.rules;

/** A DELIBERATELY BAD test fixture: a rule class that imports the hub that imports it. */
public class SpokeFixture {

    private final HubFixture hub;

    SpokeFixture(HubFixture hub) {
        this.hub = hub;
    }

    int cost() {
        return hub.price() + 1;
    }
}
