package io.agon.examples.sealedlots.wiring;

import com.google.inject.AbstractModule;
import io.agon.core.spi.GameEntry;
import io.agon.examples.sealedlots.agents.ValueBidder;
import io.agon.examples.sealedlots.io.RulesText;
import io.agon.examples.sealedlots.rules.SealedLots;

/** Binds Sealed Lots into the launcher's set of games, with its rules text and its "heuristic" agent. */
// tutorial:begin module
public final class SealedLotsModule extends AbstractModule {

    @Override
    protected void configure() {
        GameEntry.bind(binder(), GameEntry.of(new SealedLots())
                .rules(RulesText.load())
                .agent("heuristic", (spec, seed) -> {
                    spec.allowOnly();          // no parameters
                    return new ValueBidder();
                }, "bids the minimum while a lot is worth more than the price, never peeks")
                .ladder("random", "mcts:iterations=100", "heuristic") // weakest first, as measured: agon analyze
                .build());
    }
}
// tutorial:end module
