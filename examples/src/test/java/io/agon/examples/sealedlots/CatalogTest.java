package io.agon.examples.sealedlots;

import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import io.agon.core.spi.UnknownGameException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.inject.AbstractModule;
import io.agon.core.agent.RandomAgent;
import io.agon.examples.sealedlots.rules.SealedLots;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The core catalogue binds games from Guice modules (tested with the example game). */
class CatalogTest {

    static final class LotsModule extends AbstractModule {
        @Override
        protected void configure() {
            GameEntry.bind(binder(), new GameEntry(new SealedLots(), "Bid on hidden lots.",
                    Map.of("cautious", (spec, seed) -> new RandomAgent(seed))));
        }
    }

    @Test
    void modulesBindGamesIntoOneCatalogue() {
        GameCatalog c = GameCatalog.fromModules(List.of(new LotsModule()));
        assertThat(c.games()).containsOnlyKeys("sealed-lots");
        assertThat(c.get("SEALED-LOTS").rules()).isEqualTo("Bid on hidden lots.");
        assertThat(c.get("Sealed Lots").agents()).containsOnlyKeys("cautious");
        assertThatThrownBy(() -> c.get("chess")).isInstanceOf(UnknownGameException.class)
                .hasMessage("unknown game 'chess' (games: sealed-lots)");
    }

    @Test
    void emptyCatalogueAndDuplicates() {
        assertThat(GameCatalog.fromModules(List.of()).games()).isEmpty();
        assertThatThrownBy(() -> GameCatalog.fromModules(List.of()).get("x"))
                .hasMessage("unknown game 'x' (no games are installed)");
        assertThatThrownBy(() -> GameCatalog.fromModules(List.of(new LotsModule(), new AbstractModule() {
            @Override
            protected void configure() {
                GameEntry.bind(binder(), new GameEntry(new SealedLots(), "again", Map.of()));
            }
        }))).hasMessageContaining("two plug-ins provide the game 'sealed-lots'");
    }
}
