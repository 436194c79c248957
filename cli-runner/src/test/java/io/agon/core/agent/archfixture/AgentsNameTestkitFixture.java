package io.agon.core.agent.archfixture;

/** A DELIBERATELY BAD test fixture: an agon-agents class that names the contract kit and the benchmark. */
public class AgentsNameTestkitFixture {

    Object kit() {
        return io.agon.core.testkit.GameContract.class;
    }

    Object bench() {
        return io.agon.bench.Bench.class;
    }
}
