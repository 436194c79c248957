package io.agon.spark;

import io.agon.core.sim.GameResult;
import io.agon.core.sim.Tally;
import org.apache.spark.util.AccumulatorV2;

/**
 * A Spark accumulator of {@link Tally}: each task counts the games it plays into its own copy and Spark merges
 * the copies on the driver, so only these small tallies (a few hundred numbers each) ever reach the driver. Spark
 * merges a task's copy only once per partition of a job's final stage and never for a failed attempt, and a tally
 * merges exactly in any order, so retries and partitioning cannot change the statistics.
 */
public final class TallyAccumulator extends AccumulatorV2<GameResult, Tally> {

    private static final long serialVersionUID = 1L;

    private final int entrants;
    private final int seats;
    private Tally tally;

    /** An empty accumulator for results with {@code entrants} entrants and {@code seats} seats. */
    public TallyAccumulator(int entrants, int seats) {
        this.entrants = entrants;
        this.seats = seats;
        this.tally = new Tally(entrants, seats);
    }

    @Override
    public boolean isZero() {
        return tally.games() == 0;
    }

    @Override
    public TallyAccumulator copy() {
        TallyAccumulator c = new TallyAccumulator(entrants, seats);
        c.tally.merge(tally);
        return c;
    }

    @Override
    public void reset() {
        tally = new Tally(entrants, seats);
    }

    @Override
    public void add(GameResult result) {
        tally.add(result);
    }

    @Override
    public synchronized void merge(AccumulatorV2<GameResult, Tally> other) {
        tally.merge(other.value());
    }

    /** A copy of the games counted so far, safe to take while Spark merges (e.g. when the run is stopped). */
    public synchronized Tally snapshot() {
        Tally t = new Tally(entrants, seats);
        t.merge(tally);
        return t;
    }

    /** The number of games counted so far, safe to read while Spark merges. */
    public synchronized long games() {
        return tally.games();
    }

    @Override
    public Tally value() {
        return tally;
    }
}
