package io.agon.examples.kuhn;

import io.agon.core.Action;
import io.agon.core.flow.ArrayState;
import io.agon.core.learn.Encoding;

/**
 * Kuhn poker for learning agents: id 0 passes (check or fold), id 1 bets (bet or call). The observation is 11 floats
 * of what the seat sees: its own card (3, one-hot), the other's card once shown at a showdown (3, one-hot, else 0),
 * each seat's chips in the pot from the seat's side (2: its own, then the other's), whether a bet is open, whether
 * the seat itself made it, and the number of actions so far (0-3).
 */
public final class KuhnEncoding implements Encoding<ArrayState<KuhnPoker.Turn>> {

    private static final int[] SHAPE = {11};

    @Override
    public int actionCount(int players) {
        return 2;
    }

    @Override
    public int id(ArrayState<KuhnPoker.Turn> state, Action action) {
        return action instanceof KuhnPoker.Bet ? 1 : 0;
    }

    @Override
    public Action action(ArrayState<KuhnPoker.Turn> state, int id) {
        return id == 1 ? new KuhnPoker.Bet() : new KuhnPoker.Pass();
    }

    @Override
    public int[] shape(int players) {
        return SHAPE.clone();
    }

    @Override
    public void observe(ArrayState<KuhnPoker.Turn> state, int seat, float[] out, int offset) {
        int[] s = state.ints;
        java.util.Arrays.fill(out, offset, offset + 11, 0f);
        int own = seat < 0 ? -1 : s[KuhnPoker.CARD + seat];
        if (own >= 0) {
            out[offset + own] = 1f;
        }
        boolean showdown = s[KuhnPoker.OVER] == 1 && s[KuhnPoker.FOLDED] == 0;
        if (showdown && seat >= 0) {
            out[offset + 3 + s[KuhnPoker.CARD + 1 - seat]] = 1f;
        }
        int me = Math.max(seat, 0);
        out[offset + 6] = s[KuhnPoker.CHIPS + me];
        out[offset + 7] = s[KuhnPoker.CHIPS + 1 - me];
        out[offset + 8] = s[KuhnPoker.BETTOR] != 0 ? 1f : 0f;
        out[offset + 9] = s[KuhnPoker.BETTOR] == me + 1 ? 1f : 0f;
        out[offset + 10] = s[KuhnPoker.MOVES];
    }

    @Override
    public String describe(int players) {
        return "2 action ids: 0 passes (check, or fold facing a bet), 1 bets (bet 1, or call facing a bet).\n"
                + "Observation 11 floats: 0-2 the seat's card (jack, queen, king, one-hot); 3-5 the other's card"
                + " after a showdown (else 0); 6 the seat's chips in the pot; 7 the other's; 8 a bet is open;"
                + " 9 the seat made it; 10 the actions so far.";
    }
}
