package io.agon.polis.rules;

import io.agon.core.Rng;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;

/**
 * Re-deals every card an observer cannot identify (D2): cards in decks, other players' hands, history piles,
 * under Alexander, in the box and on auction, unless the observer knows them. Colours are public (card backs),
 * so cards are exchanged only within a colour; an unblocked deck's end-game card stays in its bottom five.
 */
final class Determinizer {

    private Determinizer() {
    }

    /** Work arrays, one set per thread, so that a determinization allocates nothing beyond its state. */
    private static final class Scratch {
        final int[] perm = new int[Catalogue.CARDS];
        final int[] placed = new int[Catalogue.CARDS];
        final int[] ids = new int[Catalogue.PER_COLOUR];
        final int[] shuffled = new int[Catalogue.PER_COLOUR];
        final int[] slots = new int[5];
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    /**
     * The determinization of {@code s} for {@code observer}, written into {@code reuse} when it is not null (see
     * {@code GameState.copyFrom}); the same draws from {@code rng} either way.
     */
    static PolisState determinize(PolisState s, int observer, Rng rng, PolisState reuse) {
        PolisState d = reuse == null ? s.copy() : reuse.copyFrom(s);
        rng.splitInto(d.rng);
        Scratch w = SCRATCH.get();
        long hidden = d.box;
        for (int p = 0; p < d.players; p++) {
            hidden |= d.hand[p] | d.history[p] | d.tucked[p];
        }
        if (d.lotCard >= 0) {
            hidden |= 1L << d.lotCard;
        }
        for (int c = 0; c < 4; c++) {
            for (int i = 0; i < d.decks.size(c); i++) {
                int card = d.decks.card(c, i);
                if (card < Catalogue.EG) {
                    hidden |= 1L << card;
                }
            }
        }
        hidden &= ~d.known[observer];
        int[] perm = w.perm;
        for (int i = 0; i < perm.length; i++) {
            perm[i] = i;
        }
        int[] ids = w.ids;
        int[] shuffled = w.shuffled;
        for (int c = 0; c < 4; c++) {
            long m = hidden & Catalogue.colourMask(c);
            int n = 0;
            while (m != 0) {
                int card = Long.numberOfTrailingZeros(m);
                m &= m - 1;
                ids[n] = card;
                shuffled[n++] = card;
            }
            rng.shuffle(shuffled, 0, n);
            for (int i = 0; i < n; i++) {
                perm[ids[i]] = shuffled[i];
            }
        }
        for (int p = 0; p < d.players; p++) {
            d.hand[p] = map(d.hand[p], perm);
            d.history[p] = map(d.history[p], perm);
            d.tucked[p] = map(d.tucked[p], perm);
            d.known[p] = map(d.known[p], perm);
        }
        d.box = map(d.box, perm);
        d.usedTurn = map(d.usedTurn, perm);
        d.usedGame = map(d.usedGame, perm);
        if (d.lotCard >= 0) {
            d.lotCard = perm[d.lotCard];
        }
        int[] placed = w.placed;
        System.arraycopy(d.placedAt, 0, placed, 0, placed.length);
        for (int i = 0; i < perm.length; i++) {
            d.placedAt[perm[i]] = placed[i];
        }
        for (int c = 0; c < 4; c++) {
            int egAt = -1;
            for (int i = 0; i < d.decks.size(c); i++) {
                int card = d.decks.card(c, i);
                if (card < Catalogue.EG) {
                    d.decks.setCard(c, i, perm[card]);
                } else {
                    egAt = i;
                }
            }
            if (egAt >= 0 && (d.egSeen & (1 << (4 * observer + c))) == 0) {
                // The end-game card may be anywhere in the bottom five among cards the observer does not know.
                int[] slots = w.slots;
                int n = 0;
                for (int i = 0; i < Math.min(5, d.decks.size(c)); i++) {
                    int card = d.decks.card(c, i);
                    if (card >= Catalogue.EG || (hidden & (1L << card)) != 0) {
                        slots[n++] = i;
                    }
                }
                int j = slots[rng.nextInt(n)];
                int t = d.decks.card(c, j);
                d.decks.setCard(c, j, d.decks.card(c, egAt));
                d.decks.setCard(c, egAt, t);
            }
        }
        return d;
    }

    private static long map(long mask, int[] perm) {
        long out = 0;
        while (mask != 0) {
            int card = Long.numberOfTrailingZeros(mask);
            mask &= mask - 1;
            out |= 1L << perm[card];
        }
        return out;
    }
}
