package io.agon.examples.auctionhouse.wiring;

import com.google.inject.AbstractModule;
import io.agon.core.spi.GameEntry;
import io.agon.examples.auctionhouse.agents.Appraiser;
import io.agon.examples.auctionhouse.io.RulesText;
import io.agon.examples.auctionhouse.rules.AuctionHouse;

/** Binds Auction House into the launcher's set of games, with its rules text and its "heuristic" agent. */
public final class AuctionHouseModule extends AbstractModule {

    @Override
    protected void configure() {
        GameEntry.bind(binder(), GameEntry.of(new AuctionHouse())
                .rules(RulesText.load())
                .agent("heuristic", (spec, seed) -> {
                    spec.allowOnly();
                    return new Appraiser();
                }, "values each lot by the award it would bring now and bids up to a share of that")
                .ladder("random", "mcts:iterations=100", "heuristic") // the order of its results (docs/analyze.md)
                .build());
    }
}
