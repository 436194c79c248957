package io.agon.architekton.rules;

import io.agon.core.sim.Bench;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** Throw-away speed measurement, run by hand: {@code -Dagon.bench=true -Dtest=BenchManual}. Asserts nothing. */
class BenchManual {

    @Test
    @EnabledIfSystemProperty(named = "agon.bench", matches = "true")
    void bench() {
        Bench.Result r = Bench.of(ContractTest.GAME).seconds(3).speedup(false).run();
        System.out.printf("BENCH playouts/s %.0f actions/s %.0f mean actions/game %.1f copy %.0f ns legal %.0f ns"
                + " mean legal %.1f%n", r.playoutsPerSecond(), r.actionsPerSecond(), r.meanActionsPerGame(),
                r.copyNanos(), r.legalActionsNanos(), r.meanLegalActions());
    }
}
