package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Game;
import io.agon.core.GameEvent;
import io.agon.core.GameState;
import io.agon.core.Setup;
import io.agon.core.session.Session;
import io.agon.core.spi.GameCatalog;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a game reports at set-up opens a table's narration, for every seat and spectator (issue 43). */
class SetupNarrationTest {

    @Test
    void massiliasSetUpEventsOpenTheNarration() {
        check(GameCatalog.load().get("massilia").game());
    }

    private static <S extends GameState<S>> void check(Game<S> game) {
        Setup setup = Setup.of(2, 4);
        List<GameEvent> events = Session.start(game, setup).setupEvents();
        assertThat(events).as("the game reports its set-up").isNotEmpty();
        CoreSession<S> table = CoreSession.start(game, setup);
        for (int observer = -1; observer < 2; observer++) {
            List<CoreSession.LogLine> log = table.log(observer, 0);
            assertThat(log).hasSizeGreaterThanOrEqualTo(events.size());
            for (int i = 0; i < events.size(); i++) {
                assertThat(log.get(i).text()).isEqualTo(events.get(i).text());
            }
        }
    }
}
