package io.agon.polis.tools;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.GameEvent;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.polis.Fixtures;
import io.agon.polis.model.PolisState;
import io.agon.polis.rules.PolisGame;
import java.util.ArrayList;
import java.util.List;

/** Throw-away: prints a random game's views, labels and events (to eyeball the launcher texts). */
public final class ShowGame {

    private ShowGame() {
    }

    public static void main(String[] args) {
        PolisGame g = Fixtures.GAME;
        PolisState s = g.newGame(Setup.of(3, Long.parseLong(args[0])));
        Rng rng = new Rng(1);
        int limit = Integer.parseInt(args[1]);
        for (int i = 0; i < limit && !s.over; i++) {
            List<Action> legal = g.legalActions(s);
            if (i >= limit - 3) {
                System.out.println(g.view(s, g.currentPlayer(s)).render());
                for (int k = 0; k < legal.size(); k++) {
                    System.out.println("  " + (k + 1) + ". " + g.describe(s, legal.get(k)));
                }
            }
            Action a = legal.get(rng.nextInt(legal.size()));
            List<GameEvent> ev = new ArrayList<>();
            g.apply(s, g.currentPlayer(s), a, EventSink.into(ev));
            if (i >= limit - 40) {
                ev.forEach(e -> System.out.println("   * " + e.text()));
            }
        }
        if (s.over) {
            System.out.println(g.outcome(s).summary());
        }
    }
}
