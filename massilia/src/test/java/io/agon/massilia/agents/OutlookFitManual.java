package io.agon.massilia.agents;

import io.agon.core.Action;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.InformationSet;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import io.agon.massilia.rules.Scoring;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * A least-squares fit of the {@link Outlook} weights, run by hand:
 * {@code ./mvnw -q -B -pl massilia test -Dagon.long=true -Dtest=OutlookFitManual} (options: {@code -Dfit.games=N}
 * games per player count, {@code -Dfit.players=2,3,4}). It plays games between heuristic players, records the
 * {@link Outlook#features} of every seat at every decision (except inside a die declaration, which the evaluator
 * completes first), and solves, round by round, the least-squares problem "features -> that seat's final score".
 * It prints the weights as a Java array and how much of the variance they explain. They are NOT the weights in use:
 * fitted to heuristic games they mistake correlations for causes (a player who took penalty stones early was one
 * who bent dice for good sales, so stones came out worth points), and a search with them lost more games than with
 * the hand-set weights; see {@link Outlook#WEIGHTS}.
 */
class OutlookFitManual {

    @Test
    @EnabledIfSystemProperty(named = "agon.long", matches = "true")
    void fit() {
        int games = Integer.getInteger("fit.games", 600);
        String[] counts = System.getProperty("fit.players", "2,3,4").split(",");
        int n = Outlook.FEATURES;
        int rounds = Outlook.WEIGHTS.length;
        double[][][] xtx = new double[rounds][n][n];
        double[][] xty = new double[rounds][n];
        double[] yy = new double[rounds];
        double[] ysum = new double[rounds];
        long[] rows = new long[rounds];
        double[] f = new double[n];
        for (String c : counts) {
            int players = Integer.parseInt(c.trim());
            for (int g = 0; g < games; g++) {
                Agent[] agents = new Agent[players];
                for (int p = 0; p < players; p++) {
                    agents[p] = new HeuristicAgent(1000L * g + p);
                }
                MassiliaState s = AgentMatch.GAME.newGame(Setup.of(players, 77_000 + g));
                List<double[]> seen = new ArrayList<>();
                while (!AgentMatch.GAME.isOver(s)) {
                    if (!(s.steps.peek() instanceof Step.Declare)) {
                        double share = Outlook.share(s);
                        for (int p = 0; p < players; p++) {
                            Outlook.features(AgentMatch.GAME.data(), s, p, share, f);
                            double[] row = new double[n + 2];
                            System.arraycopy(f, 0, row, 0, n);
                            row[n] = Math.max(1, s.round) - 1;
                            row[n + 1] = p;
                            seen.add(row);
                        }
                    }
                    int p = AgentMatch.GAME.currentPlayer(s);
                    Action a = agents[p].choose(AgentMatch.GAME, new InformationSet<>(AgentMatch.GAME, s));
                    AgentMatch.GAME.apply(s, a);
                }
                for (double[] row : seen) {
                    int r = (int) row[n];
                    double y = Scoring.finalScore(AgentMatch.GAME.data(), s, (int) row[n + 1]) - row[0];
                    row[0] = 0; // the score so far has weight 1: fit what comes on top of it
                    xtx[r][0][0] += 1;
                    for (int i = 1; i < n; i++) {
                        for (int j = 1; j < n; j++) {
                            xtx[r][i][j] += row[i] * row[j];
                        }
                        xty[r][i] += row[i] * y;
                    }
                    yy[r] += y * y;
                    ysum[r] += y;
                    rows[r]++;
                }
            }
        }
        StringBuilder out = new StringBuilder("    static double[][] WEIGHTS = {\n");
        for (int r = 0; r < rounds; r++) {
            double[] w = solve(xtx[r], xty[r], 1e-3 * rows[r]);
            double sse = yy[r];
            for (int i = 0; i < n; i++) {
                sse -= 2 * w[i] * xty[r][i];
                for (int j = 0; j < n; j++) {
                    sse += w[i] * w[j] * xtx[r][i][j];
                }
            }
            double mean = ysum[r] / rows[r];
            double sst = yy[r] - rows[r] * mean * mean;
            w[0] = 1;
            out.append("        {");
            for (int i = 0; i < n; i++) {
                out.append(String.format(Locale.ROOT, "%s%.3f", i > 0 ? ", " : "", w[i]));
            }
            out.append(String.format(Locale.ROOT, "}, // round %d: %d rows, R2 %.3f%n", r + 1, rows[r],
                    1 - sse / sst));
        }
        out.append("    };\n");
        System.out.print(out);
    }

    /** Solves (a + ridge I) w = b by Gaussian elimination with partial pivoting (the constant is not shrunk). */
    private static double[] solve(double[][] a0, double[] b0, double ridge) {
        int n = b0.length;
        double[][] a = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a0[i], 0, a[i], 0, n);
            a[i][i] += i == n - 1 ? 0 : ridge;
            a[i][n] = b0[i];
        }
        for (int col = 0; col < n; col++) {
            int piv = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(a[r][col]) > Math.abs(a[piv][col])) {
                    piv = r;
                }
            }
            double[] t = a[col];
            a[col] = a[piv];
            a[piv] = t;
            for (int r = 0; r < n; r++) {
                if (r != col && a[col][col] != 0) {
                    double m = a[r][col] / a[col][col];
                    for (int k = col; k <= n; k++) {
                        a[r][k] -= m * a[col][k];
                    }
                }
            }
        }
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            w[i] = a[i][i] == 0 ? 0 : a[i][n] / a[i][i];
        }
        return w;
    }
}
