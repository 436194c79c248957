package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.agent.InformationSet;
import io.agon.core.agent.MoveStat;
import io.agon.core.agent.SearchAgent;
import io.agon.core.agent.SearchStats;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Searches must not change by accident either: for every installed game, a few seeded search agents decide from
 * a few seeded positions, two decisions each with the same agent (so that anything an agent keeps between
 * decisions counts too), and a hash over every choice, every root move's visits and mean, and the search
 * statistics (iterations, rollout actions, tree nodes) must equal the value in
 * {@code search-fingerprints.properties}. A speed change to the searches, the states' copies or the games'
 * determinizations must leave it unchanged; a deliberate rule change regenerates it (run {@link #main}) together
 * with {@code fingerprints.properties}.
 */
class SearchFingerprintTest {

    /** The specs every game is searched with (cheap budgets: the whole test takes a few seconds). */
    static final List<String> SPECS = List.of("flatmc:iterations=50", "uct:iterations=100", "mcts:iterations=100",
            "mcts:iterations=100,mix=0.5,c=0.4", "mcts:iterations=10,rollout=heuristic,eval=heuristic,depth=4",
            "uct:iterations=200,eval=heuristic,depth=5", "mcts:iterations=200,eval=heuristic,depth=0",
            "mcts:iterations=100,threads=2", "mcts:iterations=100,prior=none,widen=0,rollout=random");

    /** Extra specs of one game (agent kinds only that game has). */
    static final Map<String, List<String>> EXTRA = Map.of("polis", List.of("mcts:iterations=100,prune=light,reward=score",
                    "mcts:iterations=300,prune=focus,reward=score",
                    "mcts:iterations=100,prune=light,reward=score,rollout=thrifty,mix=0.5"),
            // Massilia draws its playouts' random actions its own way (MassiliaGame.randomAction); the uniform
            // draw over the listed actions stays pinned here: it searches exactly as mcts:iterations=100 did before
            "massilia", List.of("mcts:iterations=100,rollout=uniform", "mcts:iterations=200,eval=outlook,c=0.4,mix=0.5",
                    "mcts:iterations=200,eval=heuristic,prune=outlook,c=0.4,mix=0.5"));

    /** The positions: {seed, random moves played from the set-up} at the fewest players. */
    static final int[][] POSITIONS = {{1, 0}, {2, 25}};

    /** Specs that stop their rollouts early are cheap enough to search at the most players too. */
    private static boolean cheap(AgentSpec spec) {
        return spec.params().containsKey("eval") && !spec.params().containsKey("rollout");
    }

    @TestFactory
    List<DynamicTest> everyGameSearchesAsBefore() throws IOException {
        Properties expected = load();
        List<DynamicTest> tests = new ArrayList<>();
        for (GameEntry e : games()) {
            for (String spec : specs(e)) {
                String key = key(e, spec);
                tests.add(DynamicTest.dynamicTest(key, () -> {
                    String want = expected.getProperty(key);
                    assertThat(want).as("search fingerprint " + key + " is committed").isNotNull();
                    assertThat(hex(fingerprint(e, spec))).as(key).isEqualTo(want);
                }));
            }
        }
        assertThat(tests).isNotEmpty();
        return tests;
    }

    /** The three games of the project (the test game of this module's tests is left out). */
    static final List<String> GAMES = List.of("architekton", "massilia", "polis");

    private static List<GameEntry> games() {
        GameCatalog catalog = GameCatalog.load();
        List<GameEntry> out = new ArrayList<>();
        for (String id : GAMES) {
            out.add(catalog.get(id));
        }
        return out;
    }

    private static List<String> specs(GameEntry e) {
        List<String> out = new ArrayList<>(SPECS);
        out.addAll(EXTRA.getOrDefault(e.game().info().id(), List.of()));
        return out;
    }

    private static String key(GameEntry e, String spec) {
        return e.game().info().id() + "." + spec.replace('=', '~').replace(',', '.').replace(':', '.');
    }

    /** The hash of {@code spec}'s decisions in {@code entry}'s game at its fewest and most players. */
    static long fingerprint(GameEntry entry, String spec) {
        return fingerprint(entry.game(), entry, AgentSpec.parse(spec));
    }

    private static <S extends GameState<S>> long fingerprint(Game<S> game, GameEntry entry, AgentSpec spec) {
        long h = 17;
        List<Action> legal = new ArrayList<>();
        int min = game.info().minPlayers();
        int max = cheap(spec) ? game.info().maxPlayers() : min;
        for (int players = min; players <= max; players += Math.max(1, max - min)) {
            for (int[] position : POSITIONS) {
                int seed = position[0];
                int plies = position[1];
                {
                    S s = game.newGame(new Setup(players, seed, Map.of()));
                    Rng rng = new Rng(seed * 1000L + plies);
                    for (int i = 0; i < plies && !game.isOver(s); i++) {
                        legal.clear();
                        game.legalActions(s, legal);
                        game.apply(s, legal.get(rng.nextInt(legal.size())));
                    }
                    Agent agent = Agents.create(spec, 31L * seed + plies + players, entry.agents());
                    for (int decision = 0; decision < 2 && !game.isOver(s); decision++) {
                        Action a = agent.choose(game, new InformationSet<>(game, s));
                        h = mix(h, a.toString().hashCode());
                        if (agent instanceof SearchAgent search) {
                            SearchStats st = search.lastSearchStats();
                            h = mix(h, Long.hashCode(st.iterations()));
                            h = mix(h, Long.hashCode(st.rolloutActions()));
                            h = mix(h, Long.hashCode(st.treeNodes()));
                            for (MoveStat m : search.lastMoveStats()) {
                                h = mix(h, m.action().toString().hashCode());
                                h = mix(h, m.visits());
                                h = mix(h, Long.hashCode(Double.doubleToLongBits(m.mean())));
                            }
                        }
                        game.apply(s, game.currentPlayer(s), a, EventSink.NONE);
                    }
                    if (agent instanceof SearchAgent search) {
                        search.close(); // threads=2: its search thread ends here
                    }
                }
            }
        }
        return h;
    }

    private static long mix(long h, int v) {
        long z = (h ^ v) * 0x9E3779B97F4A7C15L;
        return z ^ (z >>> 29);
    }

    private static String hex(long v) {
        return String.format("%016x", v);
    }

    private static Properties load() throws IOException {
        Properties p = new Properties();
        try (InputStream in = SearchFingerprintTest.class.getResourceAsStream("/search-fingerprints.properties")) {
            assertThat(in).as("search-fingerprints.properties").isNotNull();
            p.load(in);
        }
        return p;
    }

    /** Prints the file's content for the current rules and searches. */
    public static void main(String[] args) {
        System.out.println("# SearchFingerprintTest: game.spec=hash; regenerate with SearchFingerprintTest.main only"
                + " for a deliberate rule or search change");
        for (GameEntry e : games()) {
            for (String spec : specs(e)) {
                System.out.println(key(e, spec) + "=" + hex(fingerprint(e, spec)));
            }
        }
    }
}
