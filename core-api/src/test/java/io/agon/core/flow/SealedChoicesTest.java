package io.agon.core.flow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Simultaneous decisions: commits in seat order, hidden from the others until the reveal. */
class SealedChoicesTest {

    record Choosing(SealedChoices choices) {
    }

    record Pick(int card) implements Action {
    }

    static final class State {
        final StepStack<Object> steps = new StepStack<>();
        SealedChoices revealed;
    }

    private static final Flow<State, Object> FLOW = Flow.<State, Object>builder(s -> s.steps)
            .on(Choosing.class, SealedChoiceRule.<State, Choosing>of(Choosing::choices, Choosing::new)
                    .choices((s, seat, out) -> {
                        for (int c = 1; c <= 3; c++) {
                            out.add(new Pick(c));
                        }
                    })
                    .value(a -> ((Pick) a).card())
                    .reveal((s, c, flow, ev) -> {
                        s.revealed = c;
                        flow.done(s, ev);
                    })
                    .ruleId("5.1").build())
            .build();

    @Test
    void seatsCommitInOrderAndOthersSeeOnlyThatTheyCommitted() {
        SealedChoices c = SealedChoices.clockwiseFrom(2, 3);
        assertThat(c.decider()).isEqualTo(2);
        c = c.commit(2, 7);
        assertThat(c.decider()).isZero();
        assertThat(c.seenBy(0).choice(2)).isEqualTo(SealedChoices.NONE);
        assertThat(c.seenBy(0).committed(2)).isTrue();
        assertThat(c.seenBy(2).choice(2)).isEqualTo(7);
        assertThat(c.commit(0, 1).seenBy(0)).isEqualTo(c.commit(0, 1).seenBy(0));
        assertThat(c.commit(0, 5).seenBy(1)).as("P2's view of the others' commits").isEqualTo(c.commit(0, 1).seenBy(1));
        SealedChoices all = c.commit(0, 1).commit(1, 4);
        assertThat(all.complete()).isTrue();
        assertThat(all.seenBy(0).choice(1)).as("revealed").isEqualTo(4);
        SealedChoices cc = c;
        assertThatThrownBy(() -> cc.commit(1, 3)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> cc.seenBy(0).commit(0, 3)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void resampleRedrawsOnlyTheOtherSeatsCommits() {
        SealedChoices c = SealedChoices.clockwiseFrom(0, 3).commit(0, 5).commit(1, 6);
        SealedChoices r = c.resample(1, (seat, v) -> 100 + seat);
        assertThat(r.choice(0)).isEqualTo(100);
        assertThat(r.choice(1)).isEqualTo(6);
        assertThat(r.choice(2)).isEqualTo(SealedChoices.NONE);
        assertThat(r.seenBy(1)).isEqualTo(c.seenBy(1));
    }

    @Test
    void theRuleHidesCommitsRefusesASecondOneAndReveals() {
        State s = new State();
        s.steps.push(new Choosing(SealedChoices.clockwiseFrom(0, 3)));
        assertThat(FLOW.hidesChoice(s)).isTrue();
        assertThat(FLOW.describe(s, new Pick(2), 0)).isEqualTo("Choose Pick[card=2] (sealed)");
        assertThat(FLOW.describe(s, new Pick(2), 1)).isEqualTo("P1 commits a sealed choice")
                .isEqualTo(FLOW.describe(s, new Pick(3), 1)).isEqualTo(FLOW.describe(s, new Pick(3), -1));
        FLOW.apply(s, 0, new Pick(2), EventSink.NONE);
        Object before = s.steps.peek();
        assertThatThrownBy(() -> FLOW.apply(s, 0, new Pick(3), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessage("P1 has already committed a choice (rule 5.1)");
        assertThatThrownBy(() -> FLOW.apply(s, 1, new Pick(9), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).extracting(e -> ((IllegalActionException) e).ruleId())
                .isEqualTo("5.1");
        assertThatThrownBy(() -> FLOW.apply(s, 2, new Pick(1), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessage("it is P2's decision, not P3's");
        assertThat(s.steps.peek()).isEqualTo(before);
        FLOW.apply(s, 1, new Pick(3), EventSink.NONE);
        assertThat(FLOW.hidesChoice(s)).as("the last commit reveals").isFalse();
        List<Action> legal = new ArrayList<>();
        FLOW.legalActions(s, legal);
        assertThat(legal).hasSize(3);
        FLOW.apply(s, 2, new Pick(1), EventSink.NONE);
        assertThat(s.revealed.choice(0)).isEqualTo(2);
        assertThat(s.revealed.choice(1)).isEqualTo(3);
        assertThat(s.revealed.choice(2)).isEqualTo(1);
        assertThat(FLOW.isOver(s)).isTrue();
    }
}
