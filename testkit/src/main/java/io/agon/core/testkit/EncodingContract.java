package io.agon.core.testkit;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.learn.Encoded;
import io.agon.core.learn.Encoding;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The contract of a game's {@link Encoding}, checked over seeded random games at every player count: every legal
 * action's id is in range and round-trips ({@code action(id(a))} is {@code a}, and back); the whole list's
 * {@code ids} agree with {@code id}; no two legal actions share an id; the legal mask is exactly the legal list; every seat's observation has the declared size, is written in
 * full and is a number; it does not change when only what the seat cannot see is re-dealt ({@code determinize}); and
 * the same seed and ids give the same stream of observations and rewards (a hash, compared between two runs). For
 * example, in a JUnit test:
 *
 * <pre>{@code
 * EncodingContract.of(new KuhnPoker(), new KuhnEncoding()).games(1000).run();
 * }</pre>
 *
 * A broken contract throws {@link AssertionError} naming the game, the seed, the action number and the check.
 *
 * @param <S> the game's state type
 */
public final class EncodingContract<S extends GameState<S>> {

    /** What a run checked: games, decisions, and the hash of the observation and reward stream. */
    public record Report(int games, long decisions, long hash) {
    }

    private final Game<S> game;
    private final Encoding<S> encoding;
    private int[] players;
    private int games = 1000;
    private long seed = 1;

    private EncodingContract(Game<S> game, Encoding<S> encoding) {
        this.game = game;
        this.encoding = encoding;
        int min = game.info().minPlayers();
        int max = game.info().maxPlayers();
        this.players = new int[max - min + 1];
        for (int i = 0; i < players.length; i++) {
            players[i] = min + i;
        }
    }

    /** The contract of {@code encoding} for {@code game}, at every player count the game allows. */
    public static <S extends GameState<S>> EncodingContract<S> of(Game<S> game, Encoding<S> encoding) {
        return new EncodingContract<>(game, encoding);
    }

    /** Only these player counts (games alternate among them). */
    public EncodingContract<S> players(int... counts) {
        this.players = counts.clone();
        return this;
    }

    /** How many random games (default 1,000). */
    public EncodingContract<S> games(int n) {
        this.games = n;
        return this;
    }

    /** The first game's seed (default 1). */
    public EncodingContract<S> seed(long s) {
        this.seed = s;
        return this;
    }

    /**
     * Runs the checks.
     *
     * @throws AssertionError naming the game, seed, action and check at the first broken one
     */
    public Report run() {
        long decisions = 0;
        long hash = 17;
        for (int g = 0; g < games; g++) {
            long[] played = play(g, true);
            decisions += played[0];
            hash = hash * 31 + played[1];
            if (g < 5) {
                long[] again = play(g, false);
                if (again[1] != played[1]) {
                    throw new AssertionError(where(g, -1) + ": same seed and ids gave another stream of observations"
                            + " and rewards (an observation that depends on something other than the state?)");
                }
            }
        }
        return new Report(games, decisions, hash);
    }

    private String where(int g, int step) {
        return game.info().name() + " encoding, game " + (g + 1) + " (seed " + (seed + g) + ", "
                + players[g % players.length] + " players)" + (step >= 0 ? ", action " + (step + 1) : "");
    }

    /** Plays game {@code g} with random ids; returns {decisions, hash of observations and rewards}. */
    private long[] play(int g, boolean check) {
        int n = players[g % players.length];
        Encoded<S> e = Encoded.of(game, encoding, n);
        S s = game.newGame(new Setup(n, seed + g, Map.of()));
        Rng rng = new Rng(seed * 7919 + g);          // the ids played: the same with and without the checks
        Rng redeal = new Rng(seed * 104729 + g);     // the checks' re-deals
        float[] obs = new float[e.observationSize()];
        float[] other = new float[e.observationSize()];
        byte[] mask = new byte[e.actionCount()];
        List<Action> legal = new ArrayList<>();
        long hash = 1;
        int step = 0;
        while (!game.isOver(s)) {
            int p = game.currentPlayer(s);
            legal.clear();
            game.legalActions(s, legal);
            if (check) {
                checkIds(e, s, legal, mask, g, step);
                for (int seat = 0; seat < n; seat++) {
                    checkObservation(e, s, seat, obs, other, redeal, g, step);
                }
            }
            e.observe(s, p, obs, 0);
            hash = hash * 31 + Arrays.hashCode(obs);
            e.mask(s, legal, mask, 0);
            int id = pick(mask, rng);
            game.apply(s, p, e.action(s, id), EventSink.NONE);
            step++;
        }
        for (int seat = 0; seat < n; seat++) {
            e.observe(s, seat, obs, 0);
            hash = hash * 31 + Arrays.hashCode(obs);
        }
        hash = hash * 31 + Arrays.hashCode(game.outcome(s).scores());
        return new long[] {step, hash};
    }

    /** A uniformly random set id of the mask. */
    private static int pick(byte[] mask, Rng rng) {
        int count = 0;
        for (byte b : mask) {
            count += b;
        }
        int k = rng.nextInt(count);
        for (int i = 0; i < mask.length; i++) {
            if (mask[i] != 0 && k-- == 0) {
                return i;
            }
        }
        throw new IllegalStateException("empty mask");
    }

    private void checkIds(Encoded<S> e, S s, List<Action> legal, byte[] mask, int g, int step) {
        int[] all = new int[legal.size() + 1];
        all[0] = -7;
        encoding.ids(s, legal, all, 1);
        if (all[0] != -7) {
            throw new AssertionError(where(g, step) + ": ids() wrote before its offset");
        }
        for (int i = 0; i < legal.size(); i++) {
            if (all[i + 1] != e.id(s, legal.get(i))) {
                throw new AssertionError(where(g, step) + ": ids() gives " + all[i + 1] + " for " + legal.get(i)
                        + ", id() gives " + e.id(s, legal.get(i)));
            }
        }
        boolean[] seen = new boolean[e.actionCount()];
        for (Action a : legal) {
            int id = e.id(s, a);
            if (id < 0 || id >= e.actionCount()) {
                throw new AssertionError(where(g, step) + ": " + a + " has id " + id + ", outside 0.."
                        + (e.actionCount() - 1));
            }
            if (seen[id]) {
                throw new AssertionError(where(g, step) + ": two legal actions share the id " + id + " (one is " + a
                        + ")");
            }
            seen[id] = true;
            Action back = e.action(s, id);
            if (!a.equals(back)) {
                throw new AssertionError(where(g, step) + ": id " + id + " of " + a + " decodes to " + back);
            }
            if (e.id(s, back) != id) {
                throw new AssertionError(where(g, step) + ": " + back + " (decoded from id " + id + ") has id "
                        + e.id(s, back));
            }
        }
        try {
            e.mask(s, legal, mask, 0);
        } catch (IllegalStateException ex) {
            throw new AssertionError(where(g, step) + ": " + ex.getMessage(), ex);
        }
        for (int id = 0; id < mask.length; id++) {
            if ((mask[id] != 0) != seen[id]) {
                throw new AssertionError(where(g, step) + ": the mask and the legal list disagree on id " + id);
            }
        }
    }

    private void checkObservation(Encoded<S> e, S s, int seat, float[] obs, float[] other, Rng rng, int g,
                                  int step) {
        Arrays.fill(obs, Float.NaN);
        e.observe(s, seat, obs, 0);
        for (int i = 0; i < obs.length; i++) {
            if (Float.isNaN(obs[i]) || Float.isInfinite(obs[i])) {
                throw new AssertionError(where(g, step) + ": seat " + (seat + 1) + "'s observation leaves float " + i
                        + " unwritten or not a number");
            }
        }
        if (game.perfectInformation()) {
            return;
        }
        for (int k = 0; k < 2; k++) {
            S redealt = game.determinize(s, seat, rng);
            Arrays.fill(other, Float.NaN);
            e.observe(redealt, seat, other, 0);
            if (!Arrays.equals(obs, other)) {
                int i = 0;
                while (i < obs.length && Float.compare(obs[i], other[i]) == 0) {
                    i++;
                }
                throw new AssertionError(where(g, step) + ": seat " + (seat + 1) + "'s observation changed when only"
                        + " what it cannot see was dealt again (float " + i + ": " + obs[i] + " became " + other[i]
                        + "): it shows something hidden");
            }
        }
    }
}
