import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agon.core.sim.Interval;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How often one agent finished ahead of the others, pooled over tournaments: reads the files of
 * {@code agon tournament ... --json FILE} and, for the agent named {@code AGENT} (its label in the files), counts
 * every pairing with another seat of the same game (ahead 1, tied 1/2, behind 0). It prints the pooled rate twice:
 * over pairings with a Wilson 95% interval, and per game (the mean of a game's pairings, so that the pairings of one
 * game do not count as independent trials) with a normal 95% interval, which is the honest one at a table of three
 * or more. Run as a single-file program with the launcher jar on the class path:
 * {@code java -cp cli-runner/target/agon.jar cli-runner/bench/Pairings.java AGENT FILE...}.
 */
public class Pairings {

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: Pairings AGENT FILE...");
            System.exit(2);
        }
        String agent = args[0];
        ObjectMapper json = new ObjectMapper();
        double points = 0;
        int pairings = 0;
        List<Double> shares = new ArrayList<>();
        for (int f = 1; f < args.length; f++) {
            File file = new File(args[f]);
            if (!file.isFile()) {
                System.err.println(args[f] + (file.exists() ? ": not a file" : ": no such file"));
                System.exit(1);
            }
            JsonNode results;
            try {
                results = json.readTree(file).path("results");
            } catch (IOException e) {
                System.err.println(args[f] + ": not a readable JSON file (truncated or malformed?)");
                System.exit(1);
                return;
            }
            if (!results.isArray()) {
                System.err.println(args[f] + ": not the --json file of a tournament (no \"results\")");
                System.exit(1);
            }
            for (JsonNode game : results) {
                JsonNode agents = game.path("agents");
                JsonNode ranks = game.path("ranks");
                int seat = -1;
                for (int i = 0; i < agents.size(); i++) {
                    if (agents.get(i).asText().equals(agent)) {
                        seat = i;
                    }
                }
                if (seat < 0) {
                    continue;
                }
                double gamePoints = 0;
                int others = 0;
                int mine = ranks.get(seat).asInt();
                for (int j = 0; j < ranks.size(); j++) {
                    if (j != seat) {
                        int theirs = ranks.get(j).asInt();
                        gamePoints += mine < theirs ? 1 : mine == theirs ? 0.5 : 0;
                        others++;
                    }
                }
                if (others == 0) {
                    continue;
                }
                points += gamePoints;
                pairings += others;
                shares.add(gamePoints / others);
            }
        }
        if (shares.size() < 2) {
            System.err.println("fewer than 2 games with an agent labelled " + agent);
            System.exit(1);
        }
        Interval byPairing = Interval.wilson(points, pairings);
        System.out.printf(Locale.ROOT, "%s: ahead in %.1f of %d pairings = %.1f%% [%.1f, %.1f] (Wilson)%n", agent,
                points, pairings, 100 * byPairing.estimate(), 100 * byPairing.low(), 100 * byPairing.high());
        Interval byGame = Interval.mean(shares.stream().mapToDouble(Double::doubleValue).toArray());
        // A share lies between 0 and 1, so the normal interval's ends are cut there (near 0% or 100% it would cross).
        System.out.printf(Locale.ROOT, "%s: per game %.1f%% [%.1f, %.1f] of %d games (normal)%n", agent,
                100 * byGame.estimate(), 100 * Math.max(0, byGame.low()), 100 * Math.min(1, byGame.high()),
                shares.size());
    }
}
