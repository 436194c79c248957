package io.agon.examples.auctionhouse.wiring;

import com.google.inject.Module;
import io.agon.core.spi.GamePlugin;

/** The service entry ({@code META-INF/services/io.agon.core.spi.GamePlugin}) that makes Auction House findable. */
public final class AuctionHousePlugin implements GamePlugin {

    @Override
    public Module module() {
        return new AuctionHouseModule();
    }
}
