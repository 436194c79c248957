package io.agon.architekton.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.architekton.io.TileDataLoader;
import io.agon.architekton.model.ArchitektonState;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Speed work guard, run by hand ({@code -Dagon.long=true -Dtest=FingerprintManual}): plays 3,000 seeded random
 * games (the bench's way: {@code legal.get(rng.nextInt(size))}) and hashes every legal list in order, every chosen
 * action and every outcome. An optimisation must leave {@link #EXPECTED} unchanged: the same seed and the same
 * actions give the same game. It also checks at every step that a copy lists the same actions and that playing
 * on a copy leaves the original untouched.
 */
class FingerprintManual {

    /** The fingerprint of the code before the speed work of issue 5 (commit 54d3318). */
    static final long EXPECTED = 0xd34c4ca5a3eef2e7L;

    @Test
    @EnabledIfSystemProperty(named = "agon.long", matches = "true")
    void sameGamesAsBefore() {
        assertThat(fingerprint(3000)).isEqualTo(EXPECTED);
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3000;
        long t = System.nanoTime();
        long f = fingerprint(n);
        System.out.printf("FINGERPRINT %d games: %016x (%s) in %.1f s%n", n, f,
                f == EXPECTED ? "identical" : "DIFFERENT from " + Long.toHexString(EXPECTED),
                (System.nanoTime() - t) / 1e9);
    }

    static long fingerprint(int games) {
        ArchitektonGame g = new ArchitektonGame(TileDataLoader.load());
        List<Action> legal = new ArrayList<>();
        List<Action> again = new ArrayList<>();
        long h = 17;
        for (int i = 0; i < games; i++) {
            Map<String, String> options = i % 7 == 3 ? Map.of("start", "P2") : Map.of();
            ArchitektonState s = g.newGame(new Setup(2, 1000 + i, options));
            Rng rng = new Rng(77_000 + i);
            Rng side = new Rng(-i);
            int p;
            while ((p = g.currentPlayer(s)) >= 0) {
                legal.clear();
                g.legalActions(s, legal);
                h = mix(h, legal.size());
                for (Action a : legal) {
                    h = mix(h, a.toString().hashCode());
                }
                // a copy lists the same, and playing on it leaves s alone
                ArchitektonState c = s.copy();
                check(c.equals(s) && c.hashCode() == s.hashCode(), "copy equals original", i);
                again.clear();
                g.legalActions(c, again);
                check(again.equals(legal), "copy lists the same actions", i);
                g.apply(c, p, legal.get(side.nextInt(legal.size())), EventSink.NONE);
                again.clear();
                g.legalActions(s, again);
                check(again.equals(legal), "playing on a copy leaves the original", i);
                Action a = legal.get(rng.nextInt(legal.size()));
                h = mix(h, p * 31 + a.toString().hashCode());
                g.apply(s, p, a, EventSink.NONE);
            }
            Outcome o = g.outcome(s);
            h = mix(h, o.toString().hashCode());
            h = mix(h, o.summary().hashCode());
        }
        return h;
    }

    private static void check(boolean ok, String what, int game) {
        if (!ok) {
            throw new AssertionError(what + " fails in game " + game);
        }
    }

    private static long mix(long h, int v) {
        long z = (h ^ v) * 0x9E3779B97F4A7C15L;
        return z ^ (z >>> 29);
    }
}
