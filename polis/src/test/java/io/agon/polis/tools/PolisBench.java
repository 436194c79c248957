package io.agon.polis.tools;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.polis.Fixtures;
import io.agon.polis.model.PolisState;
import io.agon.polis.rules.PolisGame;
import java.util.ArrayList;
import java.util.List;

/** Throw-away benchmark (run by hand): random playouts per second and state copy time. Not a test. */
public final class PolisBench {

    private PolisBench() {
    }

    public static void main(String[] args) {
        PolisGame g = Fixtures.GAME;
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        for (int round = 0; round < 3; round++) {
            long actions = 0;
            long games = 0;
            long t0 = System.nanoTime();
            long cpu0 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            Rng rng = new Rng(round);
            List<Action> legal = new ArrayList<>();
            while (System.nanoTime() - t0 < seconds * 1_000_000_000L) {
                PolisState s = g.newGame(Setup.of(3 + (int) (games % 3), games));
                while (!s.over) {
                    legal.clear();
                    g.legalActions(s, legal);
                    g.apply(s, g.currentPlayer(s), legal.get(rng.nextInt(legal.size())), EventSink.NONE);
                    actions++;
                }
                games++;
            }
            double secs = (System.nanoTime() - t0) / 1e9;
            double cpu = (java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime()
                    - cpu0) / 1e9;
            System.out.printf("playouts: %d games, %.0f actions/s wall, %.0f actions per CPU second, %.0f games/s,"
                    + " %.1f actions/game%n", games, actions / secs, actions / cpu, games / secs,
                    (double) actions / games);
        }
        if (args.length > 1) {
            return;
        }
        PolisState s = g.newGame(Setup.of(4, 3));
        Rng rng = new Rng(5);
        List<Action> legal = new ArrayList<>();
        for (int i = 0; i < 150 && !s.over; i++) {
            legal.clear();
            g.legalActions(s, legal);
            g.apply(s, g.currentPlayer(s), legal.get(rng.nextInt(legal.size())), EventSink.NONE);
        }
        long sink = 0;
        for (int round = 0; round < 3; round++) {
            int n = 5_000_000;
            long t0 = System.nanoTime();
            long cpu0 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            for (int i = 0; i < n; i++) {
                sink += s.copy().turn;
            }
            long cpu = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu0;
            System.out.printf("copy: %.0f ns wall, %.0f ns CPU%n", (System.nanoTime() - t0) / (double) n,
                    cpu / (double) n);
        }
        System.out.println(sink == 42 ? "" : "ok");
    }
}
