package io.agon.core.archfixture;

/** A DELIBERATELY BAD test fixture: a core-api class that names an agent (agon-agents) class. */
public class CoreNamesAgentFixture {

    Object agent() {
        return new io.agon.core.agent.RandomAgent(1);
    }
}
