import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.agent.InformationSet;
import io.agon.core.agent.SearchAgent;
import io.agon.core.agent.SearchStats;
import io.agon.core.session.Session;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.GameEntry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How many iterations each search agent of a table runs per decision, and how long its decisions take: plays
 * {@code GAMES} games (seeds 1 to GAMES, seats fixed) with the given agents through the public API and reads
 * {@link SearchAgent#lastSearchStats()} after every searched decision. It shows what a second thread buys at a
 * time budget: {@code mcts:us=600,threads=2,parallel=tree} against {@code mcts:us=600}. Run as a single-file
 * program with the launcher jar on the class path:
 * {@code java -XX:+UseSerialGC -Xmn16m -cp cli-runner/target/agon.jar cli-runner/bench/SearchCounts.java GAME
 * "SPEC;SPEC[;SPEC...]" GAMES}. The first games run before the JIT has compiled the search: give a few hundred games
 * at small budgets, or the counts say more about the JIT than about the threads.
 */
public class SearchCounts {

    public static void main(String[] args) {
        if (args.length != 3) {
            System.err.println("usage: SearchCounts GAME \"SPEC;SPEC[;...]\" GAMES");
            System.exit(2);
        }
        GameEntry entry = GameCatalog.load().get(args[0]);
        run(entry, args[1].split(";"), Integer.parseInt(args[2]));
    }

    private static <S extends GameState<S>> void run(GameEntry entry, String[] specs, int games) {
        @SuppressWarnings("unchecked")
        Game<S> game = (Game<S>) entry.game();
        int seats = specs.length;
        List<Agent> agents = new ArrayList<>();
        List<List<long[]>> samples = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            agents.add(Agents.create(AgentSpec.parse(specs[i]), 17 + i, entry.agents()));
            samples.add(new ArrayList<>());
        }
        for (int g = 1; g <= games; g++) {
            Session<S> session = Session.start(game, Setup.of(seats, g)).quiet();
            while (!session.isOver()) {
                int p = session.currentPlayer();
                Agent agent = agents.get(p);
                InformationSet<S> info = new InformationSet<>(game, session.state());
                long start = System.nanoTime();
                Action a = agent.choose(game, info);
                long wall = System.nanoTime() - start;
                if (agent instanceof SearchAgent s && s.lastSearchStats().iterations() > 0) {
                    SearchStats st = s.lastSearchStats();
                    samples.get(p).add(new long[] {st.iterations(), wall});
                }
                session.apply(p, a);
            }
        }
        for (int i = 0; i < seats; i++) {
            List<long[]> list = samples.get(i);
            int n = list.size();
            if (n == 0) {
                System.out.printf(Locale.ROOT, "%-50s no searched decision%n", specs[i]);
                continue;
            }
            long[] its = list.stream().mapToLong(x -> x[0]).sorted().toArray();
            long[] wall = list.stream().mapToLong(x -> x[1]).sorted().toArray();
            System.out.printf(Locale.ROOT,
                    "%-50s %7d decisions  iterations mean %8.1f  p10 %6d  p50 %6d  p90 %6d   wall us p50 %7.0f  p90 %7.0f%n",
                    specs[i], n, Arrays.stream(its).average().orElse(0), its[n / 10], its[n / 2], its[n * 9 / 10],
                    wall[n / 2] / 1e3, wall[n * 9 / 10] / 1e3);
        }
        for (Agent a : agents) {
            if (a instanceof SearchAgent s) {
                s.close();
            }
        }
    }
}
