package io.agon.examples.learn;

import io.agon.core.Action;
import io.agon.core.flow.ArrayState;
import io.agon.core.learn.Encoding;
import io.agon.examples.tictactoe.TicTacToe;

/**
 * Tic-tac-toe for learning agents: action id = the cell (0-8, row by row from the top left); the observation is
 * three 3x3 planes from the seat's own side: its marks, the other's marks, the empty cells. Everything is open.
 */
public final class TicTacToeEncoding implements Encoding<ArrayState<TicTacToe.Turn>> {

    private static final int[] SHAPE = {3, 3, 3};

    @Override
    public int actionCount(int players) {
        return 9;
    }

    @Override
    public int id(ArrayState<TicTacToe.Turn> state, Action action) {
        return ((TicTacToe.Place) action).cell();
    }

    @Override
    public Action action(ArrayState<TicTacToe.Turn> state, int id) {
        return new TicTacToe.Place(id);
    }

    @Override
    public int[] shape(int players) {
        return SHAPE.clone();
    }

    @Override
    public void observe(ArrayState<TicTacToe.Turn> board, int seat, float[] out, int offset) {
        int mine = seat + 1;
        for (int cell = 0; cell < 9; cell++) {
            int mark = board.ints[cell];
            out[offset + cell] = mark == mine ? 1f : 0f;
            out[offset + 9 + cell] = mark != 0 && mark != mine ? 1f : 0f;
            out[offset + 18 + cell] = mark == 0 ? 1f : 0f;
        }
    }

    @Override
    public String describe(int players) {
        return "9 action ids: the cell, 0-8, row by row from the top left.\n"
                + "Observation 3x3x3, from the seat's side: plane 0 its own marks, plane 1 the other's marks,"
                + " plane 2 the empty cells (1 where true).";
    }
}
