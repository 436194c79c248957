package io.agon.core.flow;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The three stock turn policies: who is on turn, and whose turn comes next. */
class TurnPolicyTest {

    /** A state with a turn order (e.g. read from a track), the seat on turn and the number of seats. */
    private static final class Table {
        int[] order;
        int active;
        int players;

        Table(int players, int active, int... order) {
            this.players = players;
            this.active = active;
            this.order = order;
        }
    }

    @Test
    void clockwiseWrapsAroundAndNeverEndsTheRound() {
        TurnPolicy<Table> p = TurnPolicy.clockwise(t -> t.active, t -> t.players);
        Table t = new Table(3, 1);
        assertThat(p.next(t, 0)).isEqualTo(1);
        assertThat(p.next(t, 1)).isEqualTo(2);
        assertThat(p.next(t, 2)).isEqualTo(0);
        assertThat(p.onTurn(t, 2)).as("an interrupt decided by seat 2 during seat 1's turn").isEqualTo(1);
        t.active = -1;
        assertThat(p.onTurn(t, 2)).as("no seat on turn: the decider").isEqualTo(2);
    }

    @Test
    void inOrderFollowsTheStateOrderAndEndsTheRoundAfterItsLastSeat() {
        TurnPolicy<Table> p = TurnPolicy.inOrder(t -> t.order, t -> t.active);
        Table t = new Table(4, 3, 3, 0, 2, 1);
        assertThat(p.next(t, 3)).isEqualTo(0);
        assertThat(p.next(t, 0)).isEqualTo(2);
        assertThat(p.next(t, 2)).isEqualTo(1);
        assertThat(p.next(t, 1)).as("the last seat of the round").isEqualTo(-1);
        assertThat(p.onTurn(t, 0)).as("seat 0 reacts during seat 3's turn").isEqualTo(3);

        t.order = new int[] {1, 2, 3, 0};
        assertThat(p.next(t, 3)).as("the order is read from the state on every call").isEqualTo(0);
        assertThat(p.next(t, 0)).isEqualTo(-1);
        t.active = -1;
        assertThat(p.onTurn(t, 2)).isEqualTo(2);
    }

    @Test
    void inOrderWithASeatOutsideTheRoundHasNoNextSeat() {
        TurnPolicy<Table> p = TurnPolicy.inOrder(t -> t.order, t -> t.active);
        Table t = new Table(4, 0, 0, 2);
        assertThat(p.next(t, 1)).isEqualTo(-1);
        assertThat(p.next(t, 0)).isEqualTo(2);
    }

    @Test
    void deciderOnTurnPutsTheDeciderOnTurnAndGoesClockwise() {
        TurnPolicy<Table> p = TurnPolicy.deciderOnTurn(t -> t.players);
        Table t = new Table(2, 0);
        assertThat(p.onTurn(t, 1)).isEqualTo(1);
        assertThat(p.next(t, 1)).isEqualTo(0);
        assertThat(p.next(t, 0)).isEqualTo(1);
    }
}
