package io.agon.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link SearchAgent#stopSoon()}: a search asked from another thread stops at its next iteration and chooses from
 * what it has searched (the game server cuts a long think short while another table waits); the request ends with
 * that decision, and a search never asked chooses as before.
 */
class StopSoonTest {

    private static final NimGame NIM = new NimGame();

    private static SearchAgent agent(String spec) {
        return (SearchAgent) Agents.create(AgentSpec.parse(spec), 7, Map.of());
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aTenMinuteSearchAskedToStopChoosesWithWhatItHas() throws Exception {
        for (String spec : new String[] {"mcts:ms=600000", "uct:ms=600000", "mcts:ms=600000,threads=2"}) {
            SearchAgent a = agent(spec);
            Thread stopper = new Thread(() -> {
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    return;
                }
                a.stopSoon();
            });
            stopper.start();
            var chosen = a.choose(NIM, new InformationSet<>(NIM, NimGame.start(2, 3, 4, 5)));
            stopper.join();
            assertThat(chosen).as(spec).isNotNull();
            assertThat(a.lastSearchStats().iterations()).as(spec).isPositive();
            a.close();
        }
    }

    @Test
    void theRequestEndsWithItsDecision() {
        SearchAgent a = agent("mcts:iterations=500");
        SearchAgent b = agent("mcts:iterations=500");
        a.stopSoon(); // before the decision: it stops after its first iteration
        a.choose(NIM, new InformationSet<>(NIM, NimGame.start(2, 3, 4, 5)));
        assertThat(a.lastSearchStats().iterations()).isEqualTo(1);
        var x = a.choose(NIM, new InformationSet<>(NIM, NimGame.start(2, 3, 4, 5)));
        var y = b.choose(NIM, new InformationSet<>(NIM, NimGame.start(2, 3, 4, 5)));
        assertThat(a.lastSearchStats().iterations()).as("the next decision searches its whole budget").isEqualTo(500);
        assertThat(b.lastSearchStats().iterations()).isEqualTo(500);
        assertThat(x).isNotNull();
        assertThat(y).isNotNull();
    }
}
