package io.agon.core.testkit.archfixture;

/** A DELIBERATELY BAD test fixture: a contract-kit class that needs an agent. */
public class TestkitNamesAgentFixture {

    Object agent() {
        return new io.agon.core.agent.RandomAgent(1);
    }
}
