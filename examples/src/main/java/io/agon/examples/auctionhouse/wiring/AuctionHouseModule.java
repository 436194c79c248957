package io.agon.examples.auctionhouse.wiring;

import com.google.inject.AbstractModule;
import io.agon.core.spi.GameEntry;
import io.agon.examples.auctionhouse.agents.Appraiser;
import io.agon.examples.auctionhouse.io.RulesText;
import io.agon.examples.auctionhouse.rules.AuctionHouse;
import java.util.List;
import java.util.Map;

/** Binds Auction House into the launcher's set of games, with its rules text and its "heuristic" agent. */
public final class AuctionHouseModule extends AbstractModule {

    @Override
    protected void configure() {
        GameEntry.bind(binder(), new GameEntry(new AuctionHouse(), RulesText.load(), Map.of("heuristic",
                (spec, seed) -> {
                    spec.allowOnly();
                    return new Appraiser();
                }), List.of(), Map.of("heuristic", "values each lot by the award it would bring now and bids up to"
                        + " a share of that")));
    }
}
