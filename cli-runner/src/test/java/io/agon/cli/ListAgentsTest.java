package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code agon list} offers the agents worth choosing, each with a line that says what it does; search parts and old
 * names stay out of the list but can still be named (old records store them).
 */
class ListAgentsTest {

    /** The games of this build; the test game "tokens" gives no catalogue and is listed the old way. */
    private static final List<String> BUILT_IN = List.of("polis", "massilia", "architekton", "sealed-lots",
            "auction-house");

    private final GameCatalog catalog = GameCatalog.load();

    @Test
    void everyListedAgentOfABuiltInGameHasADescriptionThatListPrints() {
        String out = Run.of("list").out();
        for (String id : BUILT_IN) {
            GameEntry entry = catalog.get(id);
            Map<String, String> listed = Cli.listedAgents(entry);
            assertThat(listed).as(id).containsKeys("heuristic", "mcts", "random");
            String section = section(out, id);
            listed.forEach((kind, description) -> {
                assertThat(description).as(id + " " + kind).isNotBlank();
                assertThat(section).as(id).containsPattern("(?m)^      " + kind + " +\\Q" + description + "\\E$");
            });
        }
    }

    @Test
    void searchPartsAndOldNamesAreNotListedButStillConstruct() {
        GameEntry polis = catalog.get("polis");
        List<String> hidden = List.of("focus", "focus2", "focus5", "light", "thrifty");
        assertThat(Cli.listedAgents(polis)).doesNotContainKeys(hidden.toArray(String[]::new))
                .doesNotContainKey("ismcts");
        String section = section(Run.of("list").out(), "polis");
        for (String kind : hidden) {
            assertThat(section).doesNotContainPattern("(?m)^ +" + kind + "\\b");
            // focus2 and focus5 are the focus filter keeping 2 or 5 moves
            assertThat(Agents.create(AgentSpec.parse(kind), 1, polis.agents()).name())
                    .isEqualTo(kind.replaceFirst("\\d$", ""));
        }
        assertThat(Agents.create(AgentSpec.parse("ismcts:iterations=10"), 1, polis.agents())).isNotNull();
        assertThat(Agents.create(AgentSpec.parse("mcts:iterations=10,prune=focus5,rollout=thrifty"), 1,
                polis.agents()).name()).contains("prune=focus5", "rollout=thrifty");
        assertThat(Agents.create(AgentSpec.parse("mcts:eval=outlook,depth=4"), 1, catalog.get("massilia").agents()))
                .isNotNull();
    }

    @Test
    void noTwoListedAgentsOfAGameAreTheSameAgentUnderTwoNames() {
        for (GameEntry entry : catalog.games().values()) {
            Map<Class<?>, String> seen = new HashMap<>();
            for (String kind : Cli.listedAgents(entry).keySet()) {
                Agent agent = Agents.create(AgentSpec.parse(kind), 1, entry.agents());
                String before = seen.put(agent.getClass(), kind);
                assertThat(before).as(entry.id() + ": " + kind + " is " + before + " again").isNull();
            }
        }
    }

    @Test
    void aGameWithoutACatalogueListsAllItsAgentsUndescribed() {
        String section = section(Run.of("list").out(), "tokens");
        assertThat(section).containsPattern("(?m)^      hog$").containsPattern("(?m)^      sleepy$")
                .containsPattern("(?m)^      human +you, at the keyboard$");
    }

    /** The lines of {@code out} from the game's header line to the next game's. */
    private static String section(String out, String id) {
        boolean first = out.startsWith(id + "  ");
        assertThat(first || out.contains("\n" + id + "  ")).as("no section for " + id + " in\n" + out).isTrue();
        int start = first ? 0 : out.indexOf("\n" + id + "  ") + 1;
        int end = out.indexOf("\n", start);
        while (end >= 0 && end + 1 < out.length() && out.charAt(end + 1) == ' ') {
            end = out.indexOf("\n", end + 1);
        }
        return end < 0 ? out.substring(start) : out.substring(start, end);
    }
}
