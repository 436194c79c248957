package io.agon.core.testkit;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import java.util.ArrayList;
import java.util.List;

/**
 * The "play must not change by accident" guard: a hash over many seeded random games of every legal list (in
 * order), every choice (with its player) and every outcome. A refactor or an optimisation must leave it unchanged;
 * a deliberate rule change regenerates the expected values in a commit of its own.
 *
 * <p>Game {@code i} uses {@code Setup(players, 1000 + i)} and chooses {@code legal.get(rng.nextInt(size))} with
 * {@code rng = new Rng(77_000 + i)}, so the figure depends only on the rules, never on timing or threads.
 */
public final class Fingerprint {

    private Fingerprint() {
    }

    /** The fingerprint of {@code games} seeded random games of {@code game} at {@code players} players. */
    public static <S extends GameState<S>> long of(Game<S> game, int players, int games) {
        List<Action> legal = new ArrayList<>();
        long h = 17;
        for (int i = 0; i < games; i++) {
            S s = game.newGame(new Setup(players, 1000 + i, java.util.Map.of()));
            Rng rng = new Rng(77_000 + i);
            int p;
            while ((p = game.currentPlayer(s)) >= 0) {
                legal.clear();
                game.legalActions(s, legal);
                h = mix(h, legal.size());
                for (Action a : legal) {
                    h = mix(h, a.toString().hashCode());
                }
                Action a = legal.get(rng.nextInt(legal.size()));
                h = mix(h, p * 31 + a.toString().hashCode());
                game.apply(s, p, a, EventSink.NONE);
            }
            Outcome o = game.outcome(s);
            h = mix(h, o.toString().hashCode());
        }
        return h;
    }

    private static long mix(long h, int v) {
        long z = (h ^ v) * 0x9E3779B97F4A7C15L;
        return z ^ (z >>> 29);
    }
}
