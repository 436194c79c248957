package io.agon.massilia;

import io.agon.core.Action;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.rules.MassiliaGame;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** Throw-away speed measurement, run by hand: {@code -Dagon.long=true -Dtest=BenchManualTest}. */
class BenchManualTest {

    @Test
    @EnabledIfSystemProperty(named = "agon.long", matches = "true")
    void bench() {
        MassiliaGame game = MassiliaContractTest.GAME;
        for (int players = 2; players <= 4; players++) {
            playouts(game, players, 2000); // warm-up
            long t = System.nanoTime();
            long actions = playouts(game, players, 4000);
            double sec = (System.nanoTime() - t) / 1e9;
            System.out.printf("massilia %dp: %d actions in %.2fs = %.0f actions/s (%.0f games/s)%n", players, actions,
                    sec, actions / sec, 4000 / sec);
        }
        // copy time on mid-game states
        List<MassiliaState> states = new ArrayList<>();
        Rng r = new Rng(5);
        for (int g = 0; g < 50; g++) {
            MassiliaState s = game.newGame(Setup.of(2 + g % 3, g));
            List<Action> legal = new ArrayList<>();
            for (int i = 0; i < 300 && !game.isOver(s); i++) {
                legal.clear();
                game.legalActions(s, legal);
                game.apply(s, legal.get(r.nextInt(legal.size())));
            }
            states.add(s);
        }
        long sink = 0;
        for (int rep = 0; rep < 3; rep++) {
            long t = System.nanoTime();
            int n = 2_000_000;
            for (int i = 0; i < n; i++) {
                sink += states.get(i % states.size()).copy().round;
            }
            System.out.printf("massilia copy: %.0f ns%n", (System.nanoTime() - t) / (double) n);
        }
        System.out.println(sink);
    }

    private static long playouts(MassiliaGame game, int players, int games) {
        Rng r = new Rng(players);
        List<Action> legal = new ArrayList<>();
        long actions = 0;
        for (int g = 0; g < games; g++) {
            MassiliaState s = game.newGame(Setup.of(players, g));
            while (!game.isOver(s)) {
                legal.clear();
                game.legalActions(s, legal);
                game.apply(s, legal.get(r.nextInt(legal.size())));
                actions++;
            }
        }
        return actions;
    }
}
