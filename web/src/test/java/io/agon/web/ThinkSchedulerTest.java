package io.agon.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Issue 53: the thinking slots are shared table by table, and a greedy table's think yields after one slice to
 * another table that waits. A fake clock: nothing here depends on the machine's speed.
 */
class ThinkSchedulerTest {

    private static final long MS = 1_000_000;

    private final AtomicLong now = new AtomicLong();

    @Test
    void aGreedyTableYieldsAfterOneSliceToAnotherTableThatWaits() {
        ThinkScheduler s = new ThinkScheduler(1, 500 * MS, now::get);
        AtomicInteger greedyStops = new AtomicInteger();
        ThinkScheduler.Turn greedy = s.enqueue("greedy", greedyStops::incrementAndGet);
        assertThat(s.granted(greedy)).isTrue();
        now.set(5_000 * MS);
        assertThat(s.tick()).as("nobody waits: the search keeps its whole budget").isZero();

        now.set(6_000 * MS);
        ThinkScheduler.Turn other = s.enqueue("other", () -> { });
        assertThat(s.granted(other)).as("the only slot is taken").isFalse();
        assertThat(s.tick()).as("the greedy turn has thought more than a slice: it stops at once").isEqualTo(1);
        assertThat(greedyStops).hasValue(1);
        greedy.close();
        assertThat(s.granted(other)).isTrue();
    }

    @Test
    void aTurnIsAskedToStopWhenItHasThoughtASliceAndAnotherTableWaits() {
        ThinkScheduler s = new ThinkScheduler(1, 500 * MS, now::get);
        AtomicInteger greedyStops = new AtomicInteger();
        ThinkScheduler.Turn greedy = s.enqueue("greedy", greedyStops::incrementAndGet);
        now.set(100 * MS);
        ThinkScheduler.Turn other = s.enqueue("other", () -> { });
        now.set(499 * MS);
        assertThat(s.tick()).as("the greedy turn has not thought a whole slice").isZero();
        now.set(500 * MS);
        assertThat(s.tick()).isEqualTo(1);
        assertThat(greedyStops).hasValue(1);
        assertThat(greedy.stopAsked()).isTrue();
        now.set(900 * MS);
        assertThat(s.tick()).as("asked once").isZero();
        assertThat(s.granted(other)).isFalse();
        greedy.close(); // its search stopped and chose
        assertThat(s.granted(other)).as("the waiting table thinks next").isTrue();
        ThinkScheduler.Turn greedyAgain = s.enqueue("greedy", greedyStops::incrementAndGet);
        assertThat(s.granted(greedyAgain)).isFalse();
        other.close();
        assertThat(s.granted(greedyAgain)).isTrue();
        assertThat(s.served()).containsExactly("greedy", "other", "greedy");
    }

    @Test
    void greedyTablesThatQueueAgainAtOnceCannotKeepAnotherTableWaitingMoreThanOneRound() {
        ThinkScheduler s = new ThinkScheduler(1, 500 * MS, now::get);
        List<String> greedy = List.of("g1", "g2", "g3");
        ThinkScheduler.Turn[] turns = new ThinkScheduler.Turn[greedy.size()];
        for (int i = 0; i < greedy.size(); i++) {
            turns[i] = s.enqueue(greedy.get(i), () -> { });
        }
        ThinkScheduler.Turn other = null;
        int grantsBeforeOther = 0;
        for (int round = 0; round < 20 && (other == null || !s.granted(other)); round++) {
            if (round == 1) {
                other = s.enqueue("other", () -> { });
            }
            now.addAndGet(500 * MS);
            s.tick();
            for (int i = 0; i < turns.length; i++) {
                if (s.granted(turns[i]) && turns[i].stopAsked()) {
                    turns[i].close(); // the greedy search stops and its table queues its next turn at once
                    turns[i] = s.enqueue(greedy.get(i), () -> { });
                    if (other != null) {
                        grantsBeforeOther++;
                    }
                }
            }
        }
        assertThat(other).isNotNull();
        assertThat(s.granted(other)).isTrue();
        assertThat(grantsBeforeOther).as("at most one slice of each greedy table").isLessThanOrEqualTo(3);
    }

    @Test
    void aTurnGivenUpWhileWaitingLeavesTheQueue() throws Exception {
        ThinkScheduler s = new ThinkScheduler(1, 500 * MS, now::get);
        ThinkScheduler.Turn a = s.enqueue("a", () -> { });
        ThinkScheduler.Turn b = s.enqueue("b", () -> { });
        ThinkScheduler.Turn c = s.enqueue("c", () -> { });
        b.close();
        assertThat(s.waiting()).isEqualTo(1);
        a.close();
        assertThat(s.granted(c)).isTrue();
        assertThat(s.thinking()).isEqualTo(1);
    }

    @Test
    void twoSlotsServeTwoTablesAtOnce() {
        ThinkScheduler s = new ThinkScheduler(2, 500 * MS, now::get);
        assertThat(s.granted(s.enqueue("a", () -> { }))).isTrue();
        assertThat(s.granted(s.enqueue("b", () -> { }))).isTrue();
        assertThat(s.granted(s.enqueue("c", () -> { }))).isFalse();
    }
}
