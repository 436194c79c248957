package io.agon.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class SpinningQueueTest {

    @Test
    @Timeout(30)
    @DisplayName("work offered while a thread watches the queue reaches that thread, in order")
    void watcherGetsTheWork() throws Exception {
        SpinningQueue q = new SpinningQueue();
        q.spinFor(SpinningQueue.MAX_SPIN_NANOS);
        Runnable first = () -> { };
        Runnable second = () -> { };
        CompletableFuture<Runnable[]> got = CompletableFuture.supplyAsync(() -> {
            try {
                return new Runnable[] {q.poll(20, TimeUnit.SECONDS), q.take()};
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(2);
        q.offer(first);
        q.offer(second);
        assertThat(got.get()).containsExactly(first, second);
    }

    @Test
    @Timeout(30)
    @DisplayName("an empty queue: poll gives null after its timeout, both when it is shorter and longer than the watch")
    void emptyQueueTimesOut() throws InterruptedException {
        SpinningQueue q = new SpinningQueue();
        q.spinFor(5_000_000);
        assertThat(q.poll(1, TimeUnit.MILLISECONDS)).isNull();
        assertThat(q.poll(20, TimeUnit.MILLISECONDS)).isNull();
        q.spinFor(0);
        assertThat(q.poll(1, TimeUnit.MILLISECONDS)).isNull();
    }

    @Test
    @Timeout(30)
    @DisplayName("a watching thread that is interrupted stops with InterruptedException (how the pool shuts down)")
    void interruptStopsTheWatch() throws Exception {
        SpinningQueue q = new SpinningQueue();
        q.spinFor(SpinningQueue.MAX_SPIN_NANOS);
        AtomicBoolean interrupted = new AtomicBoolean();
        Thread t = new Thread(() -> {
            try {
                q.take();
            } catch (InterruptedException e) {
                interrupted.set(true);
            }
        });
        t.start();
        t.interrupt();
        t.join();
        assertThat(interrupted).isTrue();
    }

    @Test
    @Timeout(30)
    @DisplayName("watchFor: true as soon as the condition holds, false when the watch ends first")
    void watchFor() throws ExecutionException, InterruptedException {
        assertThat(SpinningQueue.watchFor(() -> true, 0)).isTrue();
        assertThat(SpinningQueue.watchFor(() -> false, 1_000_000)).isFalse();
        CompletableFuture<Void> later = CompletableFuture.runAsync(() -> { });
        later.get();
        assertThat(SpinningQueue.watchFor(later::isDone, 1_000_000)).isTrue();
    }
}
