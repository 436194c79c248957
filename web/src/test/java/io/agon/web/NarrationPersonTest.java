package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 53: "you" only in the observer's own lines. The games word a move for the seat that makes it ("Trade with
 * P1 (you +1, P1 +3)"); every other seat and the spectators read it with the actor's seat instead.
 */
class NarrationPersonTest {

    @Test
    void anotherSeatsTradeNeverReadsYouToOthers() {
        GameEntry polis = GameCatalog.load().get("polis");
        int trades = 0;
        for (long seed = 1; seed <= 30 && trades == 0; seed++) {
            CoreSession<?> session = CoreSession.start(polis.game(), new Setup(3, seed, Map.of()));
            List<Agent> bots = new ArrayList<>();
            for (int p = 0; p < 3; p++) {
                bots.add(Agents.create(AgentSpec.parse("heuristic"), seed * 10 + p, polis.agents()));
            }
            while (!session.isOver()) {
                CoreSession.BotTurn turn = session.botTurn();
                session.play(turn.seat(), turn.choose(bots.get(turn.seat())));
            }
            List<CoreSession.LogLine> lines = session.log(-1, 0);
            for (int i = 0; i < lines.size(); i++) {
                CoreSession.LogLine line = lines.get(i);
                if (line.seat() < 0 || !line.text().contains(": Trade with ")) {
                    continue;
                }
                trades++;
                String actor = "P" + (line.seat() + 1);
                assertThat(session.log(line.seat(), i).get(0).text()).as("the trader's own line").contains("(you +");
                for (int observer = -1; observer < 3; observer++) {
                    if (observer != line.seat()) {
                        assertThat(session.log(observer, i).get(0).text()).as("seen by " + observer)
                                .doesNotContainPattern("\\b[Yy]ou\\b").contains("(" + actor + " +");
                    }
                }
            }
        }
        assertThat(trades).as("heuristic players trade in some game").isPositive();
    }

    @Test
    void youAndYourBecomeTheActorsSeat() {
        assertThat(CoreSession.thirdPerson("P2: Trade with P1 (you +1, P1 +3)", 1))
                .isEqualTo("P2: Trade with P1 (P2 +1, P1 +3)");
        assertThat(CoreSession.thirdPerson("P3: Pay 2 (you have only 1: you lose); Your turn ends", 2))
                .isEqualTo("P3: Pay 2 (P3 has only 1: P3 loses); P3's turn ends");
        assertThat(CoreSession.thirdPerson("P1: Take the young horse", 0)).isEqualTo("P1: Take the young horse");
        assertThat(CoreSession.thirdPerson("P1: Give you the card", 1)).isEqualTo("P1: Give P2 the card");
    }
}
