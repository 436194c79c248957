package io.agon.cli.archfixture.rules;

/** A DELIBERATELY BAD test fixture: a rules hub that its spoke reaches back into (a class cycle). */
public class HubFixture {

    final SpokeFixture spoke = new SpokeFixture(this);

    int price() {
        return 3;
    }
}
