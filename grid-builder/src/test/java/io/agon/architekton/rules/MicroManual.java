package io.agon.architekton.rules;

import io.agon.architekton.model.ArchitektonState;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Rng;
import io.agon.core.Setup;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** Throw-away breakdown of playout costs, run by hand with {@code -Dagon.bench=true}. Asserts nothing. */
class MicroManual {

    private static final java.lang.management.ThreadMXBean MX = java.lang.management.ManagementFactory.getThreadMXBean();

    /** CPU time of this thread: robust against other processes on a loaded machine. */
    private static long now() {
        return MX.getCurrentThreadCpuTime();
    }

    @Test
    @EnabledIfSystemProperty(named = "agon.bench", matches = "true")
    void micro() {
        ArchitektonGame g = ContractTest.GAME;
        for (int round = 0; round < 3; round++) {
            Rng rng = new Rng(round);
            List<Action> legal = new ArrayList<>();
            long actions = 0;
            long games = 0;
            long bankrupt = 0;
            long t0 = now();
            List<ArchitektonState> samples = new ArrayList<>();
            while (now() - t0 < 2_000_000_000L) {
                ArchitektonState s = g.newGame(Setup.of(2, rng.nextLong()));
                while (!s.over) {
                    legal.clear();
                    g.legalActions(s, legal);
                    g.apply(s, g.currentPlayer(s), legal.get(rng.nextInt(legal.size())), EventSink.NONE);
                    actions++;
                    if (samples.size() < 1000 && (actions & 15) == 0) {
                        samples.add(s.copy());
                    }
                }
                games++;
                if (s.bankrupt >= 0) {
                    bankrupt++;
                }
            }
            double secs = (now() - t0) / 1e9;
            long t1 = now();
            long copies = 0;
            int h = 0;
            while (now() - t1 < 1_000_000_000L) {
                for (ArchitektonState s : samples) {
                    h += s.copy().turn;
                    copies++;
                }
            }
            double copyNs = (now() - t1) / (double) copies;
            long t2 = now();
            long lists = 0;
            while (now() - t2 < 1_000_000_000L) {
                for (ArchitektonState s : samples) {
                    legal.clear();
                    if (!s.over) {
                        g.legalActions(s, legal);
                    }
                    lists++;
                }
            }
            double legalNs = (now() - t2) / (double) lists;
            long t3 = now();
            long news = 0;
            while (now() - t3 < 500_000_000L) {
                h += g.newGame(Setup.of(2, news++)).turn;
            }
            double newNs = (now() - t3) / (double) news;
            System.out.printf("MICRO actions/s %.0f games/s %.0f actions/game %.1f bankrupt %.2f copy %.0f ns legal %.0f"
                    + " ns newGame %.0f ns (%d)%n", actions / secs, games / secs, actions / (double) games,
                    bankrupt / (double) games, copyNs, legalNs, newNs, h);
        }
    }
}
