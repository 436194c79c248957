package io.agon.core.flow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Simultaneous decisions: commits in seat order, hidden from the others until the reveal. */
class SealedChoicesTest {

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
}
