package org.example.noughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.agon.core.IllegalActionException;
import io.agon.core.Setup;
import io.agon.core.flow.ArrayState;
import io.agon.core.testkit.GameContract;
import org.junit.jupiter.api.Test;

/** The contract kit on 300 seeded games, and two rules checked by hand. */
class NoughtsTest {

    private final Noughts game = new Noughts();

    @Test
    void contractHolds() {
        GameContract.Report r = GameContract.of(game).players(2).games(300).seed(1).run();
        assertEquals(300, r.games());
    }

    @Test
    void threeInARowWinsAndATakenCellIsRefused() {
        ArrayState<Noughts.Turn> s = game.newGame(Setup.of(2, 1));
        for (int cell : new int[] {0, 3, 1, 4}) {
            game.apply(s, new Noughts.Place(cell));
        }
        assertThrows(IllegalActionException.class, () -> game.apply(s, new Noughts.Place(4)));
        game.apply(s, new Noughts.Place(2));    // X: top left, top, top right
        assertEquals("P1 wins", game.outcome(s).summary());
    }
}
