package com.example.pebbles;

import io.agon.core.GameState;
import java.util.Arrays;

/** The pile, whose turn it is, what each player took, and who took the last pebble (-1 while the game runs). */
public final class PebblesState implements GameState<PebblesState> {

    int pile;
    int turn;
    final int[] taken;
    int winner = -1;

    PebblesState(int players, int pile) {
        this.pile = pile;
        this.taken = new int[players];
    }

    @Override
    public PebblesState copy() {
        PebblesState c = new PebblesState(taken.length, pile);
        c.turn = turn;
        System.arraycopy(taken, 0, c.taken, 0, taken.length);
        c.winner = winner;
        return c;
    }

    /** Pebbles left on the pile. */
    public int pile() {
        return pile;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PebblesState s && s.pile == pile && s.turn == turn && s.winner == winner
                && Arrays.equals(s.taken, taken);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(taken) + pile * 7 + turn;
    }
}
