package io.agon.core.flow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class StepStackAndTurnOrderTest {

    record Roll(int seat) {
    }

    record Bid(int seat) {
    }

    @Test
    void topAndFindNameThePendingStepByItsExactClass() {
        StepStack<Object> s = new StepStack<>();
        assertThat(s.top(Roll.class)).isNull();
        assertThat(s.find(Roll.class)).isNull();
        s.push(new Roll(0));
        s.push(new Bid(1));
        s.push(new Bid(2));
        assertThat(s.top(Bid.class)).isEqualTo(new Bid(2));   // the top one, not the one below
        assertThat(s.top(Roll.class)).isNull();               // not on top
        assertThat(s.find(Roll.class)).isEqualTo(new Roll(0)); // below the interrupts
        assertThat(s.find(Bid.class)).isEqualTo(new Bid(2));   // the nearest to the top
        assertThat(s.find(String.class)).isNull();
        assertThat(s.size()).isEqualTo(3);                     // asking changes nothing
    }


    enum Phase { DRAW, AUCTION, BUILD }

    @Test
    void pushInOrderRunsTheFirstStepFirst() {
        StepStack<Object> s = new StepStack<>(1);
        s.pushInOrder(Phase.DRAW, Phase.AUCTION, Phase.BUILD);
        assertThat(s.size()).isEqualTo(3);
        assertThat(s.peek()).isEqualTo(Phase.DRAW);
        assertThat(s.peek(2)).isEqualTo(Phase.BUILD);
        s.push("interrupt");
        assertThat(s.pop()).isEqualTo("interrupt");
        assertThat(s.pop()).isEqualTo(Phase.DRAW);
        s.replaceTop(Phase.BUILD);
        assertThat(s.peek()).isEqualTo(Phase.BUILD);
    }

    @Test
    void copyIsEqualAndIndependent() {
        StepStack<Phase> s = new StepStack<>();
        s.push(Phase.BUILD);
        s.push(Phase.DRAW);
        StepStack<Phase> c = s.copy();
        assertThat(c).isEqualTo(s).hasSameHashCodeAs(s);
        c.pop();
        assertThat(s.size()).isEqualTo(2);
        assertThat(c).isNotEqualTo(s);
        c.copyFrom(s);
        assertThat(c).isEqualTo(s);
        s.clear();
        assertThat(s.isEmpty()).isTrue();
        assertThatThrownBy(s::pop).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void turnOrders() {
        assertThat(TurnOrder.next(4, 5)).isZero();
        assertThat(TurnOrder.previous(0, 5)).isEqualTo(4);
        assertThat(TurnOrder.clockwiseFrom(3, 5)).containsExactly(3, 4, 0, 1, 2);
        assertThat(TurnOrder.othersClockwise(1, 4)).containsExactly(2, 3, 0);
        assertThat(TurnOrder.counterClockwiseFrom(1, 4)).containsExactly(1, 0, 3, 2);
        int[] passedAt = {3, 1, 2, 1};
        assertThat(TurnOrder.byTrackAscending(passedAt, new int[] {0, 1, 2, 3})).containsExactly(1, 3, 2, 0);
        assertThat(TurnOrder.byTrackDescending(passedAt, new int[] {0, 1, 2, 3})).containsExactly(0, 2, 1, 3);
    }

    @Test
    void byTrackAscendingIntoAnArrayWritesOnlyItsFirstEntriesAndLeavesTheTieOrderAlone() {
        int[] passedAt = {3, 1, 2, 1};
        int[] tie = {2, 3, 0, 1};
        int[] out = {9, 9, 9, 9, 9};
        assertThat(TurnOrder.byTrackAscending(passedAt, tie, out)).isSameAs(out).containsExactly(3, 1, 2, 0, 9);
        assertThat(tie).containsExactly(2, 3, 0, 1);
        assertThat(TurnOrder.byTrackAscending(passedAt, tie)).containsExactly(3, 1, 2, 0);
    }
}
