package io.agon.web;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The server's thinking slots, shared table by table. A search bot's turn thinks only while it holds one of a
 * bounded number of slots ({@code cores - 1} by default, at least 1). Each table has a queue of its turns waiting
 * for a slot, and a freed slot goes to the tables in turn (round-robin: a table that has just been served goes
 * behind every table already waiting). A turn that has held its slot for a whole slice while another table waits
 * is asked to stop ({@link Turn#stop}: the search chooses with what it has searched so far), so that a greedy
 * table's long think yields to the others after one slice. Cheap bots (no search) never ask for a slot.
 *
 * <p>The clock is given ({@link System#nanoTime} on the server, a fake one in tests), and {@link #tick()} does the
 * slice check: the server calls it often, a test when it moves its clock.
 */
final class ThinkScheduler {

    /** A turn that waits for, or holds, a slot; {@link #close()} gives the slot back. */
    final class Turn implements AutoCloseable {
        private final Object table;
        private final Runnable stop;
        private boolean granted;
        private boolean done;
        private boolean stopAsked;
        private long grantedAt;

        private Turn(Object table, Runnable stop) {
            this.table = table;
            this.stop = stop;
        }

        /** The table whose turn this is. */
        Object table() {
            return table;
        }

        /** Whether the scheduler has asked this turn to stop early (another table waited a whole slice). */
        boolean stopAsked() {
            synchronized (ThinkScheduler.this) {
                return stopAsked;
            }
        }

        /** Gives the slot back (or leaves the queue, when still waiting). */
        @Override
        public void close() {
            release(this);
        }
    }

    private final int slots;
    private final long sliceNanos;
    private final LongSupplier clock;
    /** Each table's waiting turns, oldest first. */
    private final Map<Object, ArrayDeque<Turn>> queues = new HashMap<>();
    /** The tables with waiting turns, in the order they will be served. */
    private final ArrayDeque<Object> ring = new ArrayDeque<>();
    private final List<Turn> running = new ArrayList<>();
    /** The turns granted so far, in order (a test reads the order tables were served in). */
    private final List<Object> served = new ArrayList<>();
    private static final int SERVED_KEPT = 10_000;

    /**
     * @param slots      how many turns think at once (at least 1)
     * @param sliceNanos how long a turn thinks before it yields to another table that waits (at least 1)
     * @param clock      the time in nanoseconds
     */
    ThinkScheduler(int slots, long sliceNanos, LongSupplier clock) {
        if (slots < 1 || sliceNanos < 1) {
            throw new IllegalArgumentException("at least one slot and a positive slice, please");
        }
        this.slots = slots;
        this.sliceNanos = sliceNanos;
        this.clock = clock;
    }

    /** How many turns think at once. */
    int slots() {
        return slots;
    }

    /**
     * Queues a turn of {@code table} and returns it at once: granted now if a slot is free and no other table
     * waits, else when its table's turn in the round comes ({@link #await}).
     *
     * @param table the table (any key with identity)
     * @param stop  asks the turn's think to stop early; called at most once, under no lock of the caller's
     */
    synchronized Turn enqueue(Object table, Runnable stop) {
        Turn t = new Turn(table, stop);
        ArrayDeque<Turn> q = queues.computeIfAbsent(table, k -> new ArrayDeque<>());
        if (q.isEmpty()) {
            ring.addLast(table);
        }
        q.addLast(t);
        grantFree();
        return t;
    }

    /** Waits until {@code turn} holds a slot. */
    synchronized void await(Turn turn) throws InterruptedException {
        while (!turn.granted) {
            if (turn.done) {
                throw new InterruptedException("the turn was given up");
            }
            wait();
        }
    }

    /** Whether {@code turn} holds a slot now. */
    synchronized boolean granted(Turn turn) {
        return turn.granted && !turn.done;
    }

    /**
     * {@link #enqueue} and {@link #await} in one: the caller's thread waits (without a processor) for a slot.
     *
     * @throws InterruptedException when the server stops meanwhile (the turn then leaves the queue)
     */
    Turn acquire(Object table, Runnable stop) throws InterruptedException {
        Turn t = enqueue(table, stop);
        try {
            await(t);
        } catch (InterruptedException e) {
            t.close();
            throw e;
        }
        return t;
    }

    private synchronized void release(Turn t) {
        if (t.done) {
            return;
        }
        t.done = true;
        if (t.granted) {
            running.remove(t);
        } else {
            ArrayDeque<Turn> q = queues.get(t.table);
            if (q != null && q.remove(t) && q.isEmpty()) {
                queues.remove(t.table);
                ring.remove(t.table);
            }
        }
        grantFree();
        notifyAll();
    }

    /** Gives every free slot to the next table in the round. */
    private void grantFree() {
        boolean any = false;
        while (running.size() < slots && !ring.isEmpty()) {
            Object table = ring.pollFirst();
            ArrayDeque<Turn> q = queues.get(table);
            Turn t = q.pollFirst();
            if (q.isEmpty()) {
                queues.remove(table);
            } else {
                ring.addLast(table); // its next turn waits behind every other table
            }
            t.granted = true;
            t.grantedAt = clock.getAsLong();
            running.add(t);
            if (served.size() < SERVED_KEPT) {
                served.add(table);
            }
            any = true;
        }
        if (any) {
            notifyAll();
        }
    }

    /**
     * The slice check: while a table waits for a slot, every turn that has thought for a whole slice is asked to
     * stop (once). Returns how many were asked.
     */
    int tick() {
        List<Turn> toStop = new ArrayList<>();
        synchronized (this) {
            if (ring.isEmpty()) {
                return 0;
            }
            long now = clock.getAsLong();
            for (Turn t : running) {
                if (!t.stopAsked && now - t.grantedAt >= sliceNanos && waitsOtherThan(t.table)) {
                    t.stopAsked = true;
                    toStop.add(t);
                }
            }
        }
        for (Turn t : toStop) {
            t.stop.run();
        }
        return toStop.size();
    }

    private boolean waitsOtherThan(Object table) {
        for (Object waiting : ring) {
            if (waiting != table) {
                return true;
            }
        }
        return false;
    }

    /** Turns waiting for a slot now. */
    synchronized int waiting() {
        int n = 0;
        for (ArrayDeque<Turn> q : queues.values()) {
            n += q.size();
        }
        return n;
    }

    /** Turns holding a slot now. */
    synchronized int thinking() {
        return running.size();
    }

    /** The tables in the order their turns were given a slot (the first {@value #SERVED_KEPT}). */
    synchronized List<Object> served() {
        return List.copyOf(served);
    }

    /**
     * The server is stopping: every waiting turn wakes with an {@link InterruptedException}, every thinking turn is
     * asked to stop.
     */
    void stopAll() {
        List<Turn> toStop = new ArrayList<>();
        synchronized (this) {
            for (ArrayDeque<Turn> q : queues.values()) {
                for (Turn t : q) {
                    t.done = true;
                }
            }
            queues.clear();
            ring.clear();
            for (Turn t : running) {
                if (!t.stopAsked) {
                    t.stopAsked = true;
                    toStop.add(t);
                }
            }
            notifyAll();
        }
        toStop.forEach(t -> t.stop.run());
    }
}
