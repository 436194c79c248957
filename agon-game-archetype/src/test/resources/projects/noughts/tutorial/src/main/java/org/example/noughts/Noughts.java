package org.example.noughts;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.GameInfo;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.ArrayState;
import io.agon.core.flow.Flow;
import io.agon.core.flow.FlowGame;
import io.agon.core.flow.StepRule;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Noughts and crosses, the smallest complete game on Agon's declared flow (the first page of docs/tutorial.md). */
public final class Noughts extends FlowGame<ArrayState<Noughts.Turn>, Noughts.Turn> {
    static final String[] CELLS = {"top left", "top", "top right", "left", "centre", "right", "bottom left",
        "bottom", "bottom right"};
    static final String LINES = "012345678036147258048246";    // the 8 lines of three cells, 3 digits each

    /** Put your mark on a cell, 0..8 row by row from the top left. */
    public record Place(int cell) implements Action {
    }

    /** The one step: the {@code move}th mark (0..8) is to be placed; X places the even ones. */
    public record Turn(int move) {
    }

    static final Place[] PLACES = IntStream.range(0, 9).mapToObj(Place::new).toArray(Place[]::new);
    static final Turn[] TURNS = IntStream.range(0, 9).mapToObj(Turn::new).toArray(Turn[]::new);

    static final ActionHandlers<ArrayState<Turn>, Turn> PLACING = ActionHandlers.<ArrayState<Turn>, Turn>builder()
            .on(Place.class, (b, turn, seat, p, flow, events) -> {
                if (p.cell() < 0 || p.cell() > 8 || b.ints[p.cell()] != 0) {
                    throw new IllegalActionException("1", "mark a free cell");
                }
                b.ints[p.cell()] = seat + 1;
                if (winner(b.ints) > 0 || turn.move() == 8) {
                    flow.endGame(b);
                } else {
                    flow.replace(b, TURNS[turn.move() + 1]);
                }
            }, (b, turn, p, observer) -> CELLS[p.cell()]).build();

    /** The rulebook: one phase in which X and O mark in turn until a line or the board is full. */
    public Noughts() {
        super(GameInfo.builder("noughts", "Noughts and crosses").players(2).summary("three in a row wins")
                .actions(Place.class).build(), Flow.<ArrayState<Turn>, Turn>builder(b -> b.steps).phase("Play")
                .step(Turn.class, b -> TURNS[0], StepRule.of((b, turn) -> turn.move() % 2, (b, turn, out) -> {
                    for (int c = 0; c < 9; c++) {
                        if (b.ints[c] == 0) {
                            out.add(PLACES[c]);
                        }
                    }
                }, PLACING, (b, turn) -> "Place your " + (turn.move() % 2 == 0 ? "X" : "O"))).build());
    }

    /** 1 or 2 when X or O has three in a row, else 0. */
    static int winner(int[] cells) {
        for (int i = 0; i < LINES.length(); i += 3) {
            int m = cells[LINES.charAt(i) - '0'];
            if (m != 0 && m == cells[LINES.charAt(i + 1) - '0'] && m == cells[LINES.charAt(i + 2) - '0']) {
                return m;
            }
        }
        return 0;
    }

    @Override
    public ArrayState<Turn> newGame(Setup setup, EventSink events) {
        setup.validate(info());
        ArrayState<Turn> b = new ArrayState<>(9, setup.seed());
        flow().start(b, "Play", events);
        return b;
    }

    @Override
    public boolean perfectInformation() {
        return true;
    }

    @Override
    public Outcome outcome(ArrayState<Turn> b) {
        int w = winner(b.ints);
        return Outcome.ranked(new int[] {w == 1 ? 1 : 0, w == 2 ? 1 : 0}, w == 0 ? "a draw" : "P" + w + " wins");
    }

    @Override
    public View view(ArrayState<Turn> b, int seat) {
        return View.of(seat, IntStream.range(0, 9).mapToObj(c -> ".XO".charAt(b.ints[c]) + (c % 3 == 2 ? "\n" : " "))
                .collect(Collectors.joining()).strip());
    }
}
