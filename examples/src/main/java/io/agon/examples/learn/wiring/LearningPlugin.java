package io.agon.examples.learn.wiring;

import com.google.inject.Module;
import io.agon.core.spi.EncodingEntry;
import io.agon.core.spi.GamePlugin;
import io.agon.examples.auctionhouse.learn.HouseEncoding;
import io.agon.examples.learn.TicTacToeEncoding;
import io.agon.examples.sealedlots.learn.LotsEncoding;

/**
 * The example games for learning agents: their encodings, bound apart from the games (whose plug-ins are pages of
 * the tutorial). Named in {@code META-INF/services/io.agon.core.spi.GamePlugin}.
 */
public final class LearningPlugin implements GamePlugin {

    @Override
    public Module module() {
        return binder -> {
            EncodingEntry.bind(binder, "tictactoe", new TicTacToeEncoding());
            EncodingEntry.bind(binder, "sealed-lots", new LotsEncoding());
            EncodingEntry.bind(binder, "auction-house", new HouseEncoding());
        };
    }
}
