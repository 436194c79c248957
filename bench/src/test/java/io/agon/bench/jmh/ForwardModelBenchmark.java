package io.agon.bench.jmh;

import io.agon.core.Game;
import io.agon.core.spi.GameCatalog;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH micro-benchmarks of the forward model of any installed game, found by id through {@link GameCatalog}:
 * state copy (new, and into a reused state), legal-action enumeration, copy + apply (subtract {@code copy} to get
 * apply alone), determinize (new, and into a reused state) and a whole random playout. Each measures a cycle over a few hundred positions sampled from seeded random games.
 * How to run: {@code docs/benchmarks.md}. Not part of the test suite.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xss4m"})
public class ForwardModelBenchmark {

    /** The game id (see {@code agon list}). */
    @Param({"polis", "massilia", "architekton"})
    public String game;

    /** The player count; 0 = the game's smallest count of at least 3. */
    @Param({"0"})
    public int players;

    private Positions<?> positions;

    /** Loads the game and samples the positions. */
    @Setup(Level.Trial)
    public void setUp() {
        Game<?> g = GameCatalog.load().get(game).game();
        positions = sample(g, players);
    }

    private static <S extends io.agon.core.GameState<S>> Positions<S> sample(Game<S> g, int players) {
        return new Positions<>(g, players, 20, 7);
    }

    /** A deep copy of a state. */
    @Benchmark
    public Object copy() {
        return positions.copy(positions.next());
    }

    /** A copy into a reused state ({@code copyFrom}): what the searches pay per iteration. */
    @Benchmark
    public Object copyFrom() {
        return positions.copyFrom(positions.next());
    }

    /** A determinization into a reused state: what IS-MCTS pays per iteration. */
    @Benchmark
    public Object determinizeInto() {
        return positions.determinizeInto(positions.next());
    }

    /** Enumerating the legal actions into a reused list. */
    @Benchmark
    public int legalActions() {
        return positions.legal(positions.next());
    }

    /** A copy plus one apply; apply alone is this minus {@link #copy()}. */
    @Benchmark
    public Object copyAndApply() {
        return positions.copyAndApply(positions.next());
    }

    /** A determinization for the deciding player into a new state. */
    @Benchmark
    public Object determinize() {
        return positions.determinize(positions.next());
    }

    /** A whole random game from the start, in microseconds. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public int randomPlayout() {
        return positions.randomPlayout();
    }
}
