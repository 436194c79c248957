package io.agon.massilia.rules;

import io.agon.core.Rng;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Builds {@link MassiliaView}s and determinizes states for one observer (D16). */
final class Views {

    private Views() {
    }

    /** Work arrays of {@link #determinize}, one set per thread, so that it allocates nothing beyond its state. */
    private static final class Scratch {
        final int[] colours = new int[Ids.DIE_COLOURS];
        private boolean[] fixed = new boolean[12];
        private int[] pool = new int[80];

        /** {@code n} cleared flags. */
        boolean[] fixed(int n) {
            if (fixed.length < n) {
                fixed = new boolean[n];
            }
            Arrays.fill(fixed, 0, n, false);
            return fixed;
        }

        /** Room for {@code n} cards. */
        int[] pool(int n) {
            if (pool.length < n) {
                pool = new int[n];
            }
            return pool;
        }
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    static MassiliaView view(String prompt, MassiliaState s, int o, List<MassiliaView.Option> options,
                             int templeDicePerColour) {
        List<MassiliaView.StallView> stalls = new ArrayList<>();
        for (int f = 0; f < 24; f++) {
            if (s.stallOwner[f] >= 0) {
                stalls.add(new MassiliaView.StallView(f, s.stallOwner[f], ints(s.cubes, f * 4, 4)));
            }
        }
        List<MassiliaView.PlayerView> players = new ArrayList<>();
        for (int p = 0; p < s.players; p++) {
            boolean me = p == o;
            players.add(new MassiliaView.PlayerView(p, s.prestige[p], me ? s.money[p] : -1, me ? s.stones[p] : -1,
                    s.handSize[p], s.reserve[p], ints(s.screen, p * 4, 4),
                    ints(s.supplyDice, p * Ids.DIE_CODES, Ids.DIE_CODES), s.roundTile[p], s.passed(p)));
        }
        int roller = roller(s);
        int[] colours = new int[Ids.DIE_COLOURS];
        for (int code = 0; code < Ids.DIE_CODES; code++) {
            colours[Ids.dieColour(code)] += s.rolled[code];
        }
        List<Integer> hand = new ArrayList<>();
        List<Boolean> playable = new ArrayList<>();
        for (int i = 0; o >= 0 && i < s.handSize[o]; i++) { // a spectator (-1) holds no cards
            hand.add(s.hand[o * 3 + i]);
            playable.add(s.handAt[o * 3 + i] < s.stepCounter[o]);
        }
        return new MassiliaView(o, s.round, s.over, prompt, stepKinds(s),
                ints(s.order, 0, s.players), ints(s.passOrder, 0, s.passedCount), ints(s.price, 0, 4),
                ints(s.marker, 0, 3), ints(s.harbour, 0, 4), List.copyOf(stalls), ints(s.person, 0, 4),
                ints(s.temple, 0, Ids.DIE_CODES), List.copyOf(players), ints(s.faceUp, 0, 2),
                discardCounts(s), s.deck.size(), s.supply, ints(colours, 0, 4),
                roller == o ? ints(s.rolled, 0, Ids.DIE_CODES) : List.of(), List.copyOf(hand),
                List.copyOf(playable), ViewOptions.declared(s), options, unrolledTempleDice(s, templeDicePerColour));
    }

    /** The simple names of the pending steps' types, top first: no step's values (no record dump). */
    private static List<String> stepKinds(MassiliaState s) {
        List<String> kinds = new ArrayList<>(s.steps.size());
        for (int i = 0; i < s.steps.size(); i++) {
            kinds.add(s.steps.peek(i).getClass().getSimpleName());
        }
        return List.copyOf(kinds);
    }

    private static List<Integer> discardCounts(MassiliaState s) {
        int[] counts = new int[Ids.GODS];
        for (int i = 0; i < s.gods.discardPile().size(); i++) {
            counts[s.gods.discardPile().peek(i)]++;
        }
        return ints(counts, 0, Ids.GODS);
    }

    private static List<Integer> ints(int[] a, int from, int n) {
        Integer[] out = new Integer[n];
        for (int i = 0; i < n; i++) {
            out[i] = a[from + i];
        }
        return List.of(out);
    }

    /** The seat whose unsplit roll lies in {@code rolled}, or -1. */
    static int roller(MassiliaState s) {
        Step.Keep k = s.steps.find(Step.Keep.class); // a view looks for the roll below any interrupt
        if (k != null) {
            return k.player();
        }
        return -1;
    }

    /**
     * Re-deals what {@code o} cannot see: the other players' god cards (except cards already laid out in a die
     * declaration), the deck order, the values of another player's unsplit roll, and the future dice. Other
     * players' sesterces and stones are kept: every payment is announced (D16), so the observer knows them.
     */
    static MassiliaState determinize(MassiliaState s, int o, Rng rng, MassiliaState reuse) {
        MassiliaState d = reuse == null ? s.copy() : reuse.copyFrom(s);
        d.rng.reseed(rng.nextLong());
        Scratch w = SCRATCH.get();
        int roller = roller(s);
        if (roller >= 0 && roller != o) {
            int[] colours = w.colours;
            Arrays.fill(colours, 0);
            for (int code = 0; code < Ids.DIE_CODES; code++) {
                colours[Ids.dieColour(code)] += d.rolled[code];
                d.rolled[code] = 0;
            }
            for (int c = 0; c < Ids.DIE_COLOURS; c++) {
                for (int i = 0; i < colours[c]; i++) {
                    d.rolled[Ids.die(c, 1 + rng.nextInt(6))]++;
                }
            }
        }
        boolean[] fixed = w.fixed(d.players * 3);
        // the declaration in progress (one at a time), below any interrupt: its cards are public
        Step.Declare decl = d.steps.find(Step.Declare.class);
        if (decl != null && decl.player() != o) {
            for (int g = 0; g < Ids.GODS; g++) {
                if ((decl.gods() & (1 << g)) != 0) {
                    int slot = Hands.slotOf(d, decl.player(), g);
                    if (slot >= 0) {
                        fixed[decl.player() * 3 + slot] = true;
                    }
                }
            }
        }
        int[] pool = w.pool(d.deck.size() + d.players * 3);
        int n = 0;
        while (!d.deck.isEmpty()) {
            pool[n++] = d.deck.draw();
        }
        for (int p = 0; p < d.players; p++) {
            if (p == o) {
                continue;
            }
            for (int i = 0; i < d.handSize[p]; i++) {
                if (!fixed[p * 3 + i]) {
                    pool[n++] = d.hand[p * 3 + i];
                }
            }
        }
        rng.shuffle(pool, 0, n);
        int k = 0;
        for (int p = 0; p < d.players; p++) {
            if (p == o) {
                continue;
            }
            for (int i = 0; i < d.handSize[p]; i++) {
                if (!fixed[p * 3 + i]) {
                    d.hand[p * 3 + i] = pool[k++];
                }
            }
        }
        while (k < n) {
            d.deck.putOnTop(pool[k++]);
        }
        return d;
    }

    /** D62: during the corner choice the temple dice wait unrolled (none of them lie in the temple yet). */
    private static int unrolledTempleDice(MassiliaState s, int perColour) {
        if (s.round != 1 || s.steps.top(io.agon.massilia.model.Step.SetupCorner.class) == null) {
            return 0;
        }
        for (int n : s.temple) {
            if (n != 0) {
                return 0;
            }
        }
        return perColour * Ids.DIE_COLOURS;
    }
}
