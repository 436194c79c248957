package io.agon.examples.kuhn.wiring;

import com.google.inject.Module;
import io.agon.core.spi.EncodingEntry;
import io.agon.core.spi.GameEntry;
import io.agon.core.spi.GamePlugin;
import io.agon.examples.kuhn.KuhnEncoding;
import io.agon.examples.kuhn.KuhnPoker;

/** Makes Kuhn poker findable: named in {@code META-INF/services/io.agon.core.spi.GamePlugin}. */
public final class KuhnPokerPlugin implements GamePlugin {

    @Override
    public Module module() {
        return binder -> {
            GameEntry.bind(binder, GameEntry.of(new KuhnPoker()).rules("Three cards, jack, queen and king. Both"
                    + " players ante 1 and are dealt one card face down. P1 checks or bets 1; then P2: after a check,"
                    + " checks (showdown) or bets; after a bet, calls (showdown) or folds. After P1's check and P2's"
                    + " bet, P1 calls or folds. At the showdown the higher card takes the pot.").build());
            EncodingEntry.bind(binder, "kuhn-poker", new KuhnEncoding());
        };
    }
}
