package org.example.noughts;

import io.agon.core.Action;
import io.agon.core.GameInfo;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.View;
import io.agon.core.flow.ArrayState;
import io.agon.core.flow.FlowGame;
import io.agon.core.flow.Phase;
import io.agon.core.flow.StepRule;
import java.util.stream.IntStream;

/** Noughts and crosses, the smallest complete game on Agon's declared flow (the first page of docs/tutorial.md). */
public final class Noughts extends FlowGame<ArrayState<Noughts.Turn>, Noughts.Turn> {

    /** The cells' names; cells are numbered 0..8, row by row from the top left. */
    static final String[] CELLS = {"top left", "top", "top right", "left", "centre", "right",
        "bottom left", "bottom", "bottom right"};

    /** The eight lines of three cells: the rows, the columns and the two diagonals. */
    static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8},
        {0, 4, 8}, {2, 4, 6}};

    /** The game's one phase. */
    static final Phase PLAY = Phase.named("Play");

    /** Put your mark on a cell. */
    public record Place(int cell) implements Action {
    }

    /** The one step: mark number {@code move} (0..8) is to be placed; X places the even ones. */
    public record Turn(int move) {
    }

    /** Rule 1: the player on turn marks a free cell. Rule 2: three in a row wins; a full board is a draw. */
    static final StepRule<ArrayState<Turn>, Turn> MARK = ArrayState.rule(Turn.class)
            .decider((board, turn) -> turn.move() % 2)
            .legal((board, turn, out) -> IntStream.range(0, 9).filter(cell -> board.ints[cell] == 0)
                    .forEach(cell -> out.add(new Place(cell))))
            .refuseUnlisted((ctx, action) -> new IllegalActionException("1", "mark a free cell"))
            .on(Place.class, (ctx, place) -> {
                int[] cells = ctx.state().ints;
                cells[place.cell()] = ctx.seat() + 1;
                if (winner(cells) > 0 || ctx.step().move() == 8) {
                    ctx.endGame();
                } else {
                    ctx.replace(new Turn(ctx.step().move() + 1));
                }
            })
            .words(Place.class, (ctx, place, observer) -> CELLS[place.cell()])
            .number(Place.class, place -> place.cell() + 1)
            .prompt((board, turn) -> "Place your " + (turn.move() % 2 == 0 ? "X" : "O"))
            .build();

    /** The rulebook: the board has nine empty cells; in the one phase, X and O mark in turn. */
    public Noughts() {
        super(GameInfo.builder("noughts", "Noughts and crosses").players(2).summary("three in a row wins")
                .actions(Place.class).build(),
                ArrayState.flow(Turn.class).phase(PLAY).step(Turn.class, board -> new Turn(0), MARK).build(),
                setup -> new ArrayState<>(9, setup.seed()));
    }

    /** 1 or 2 when X or O has three in a row, else 0. */
    static int winner(int[] cells) {
        for (int[] line : LINES) {
            int mark = cells[line[0]];
            if (mark != 0 && mark == cells[line[1]] && mark == cells[line[2]]) {
                return mark;
            }
        }
        return 0;
    }

    @Override
    public boolean perfectInformation() {
        return true;
    }

    @Override
    public Outcome outcome(ArrayState<Turn> board) {
        int w = winner(board.ints);
        return Outcome.scores(w == 1 ? 1 : 0, w == 2 ? 1 : 0).summary(w == 0 ? "a draw" : "P" + w + " wins");
    }

    @Override
    public View view(ArrayState<Turn> board, int seat) {
        StringBuilder text = new StringBuilder();
        for (int cell = 0; cell < 9; cell++) {
            text.append(".XO".charAt(board.ints[cell])).append(cell % 3 == 2 ? "\n" : " ");
        }
        return View.of(seat, text.toString().strip());
    }
}
