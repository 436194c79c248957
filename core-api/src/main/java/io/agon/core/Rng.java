package io.agon.core;

/**
 * A small, fast, splittable, seeded random generator (SplitMix64) that lives inside a game state. It is fully
 * specified here, so the same seed gives the same numbers on every machine and JVM, and a {@link #copy()}
 * continues the same sequence.
 */
public final class Rng {

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private long state;

    /** A generator seeded with {@code seed}. */
    public Rng(long seed) {
        this.state = seed;
    }

    /** An independent generator with the same future sequence. */
    public Rng copy() {
        Rng r = new Rng(0);
        r.state = state;
        return r;
    }

    /** Makes this generator continue the sequence of {@code other}. */
    public void copyFrom(Rng other) {
        this.state = other.state;
    }

    /** A new generator whose sequence is independent of this one's (this one advances once). */
    public Rng split() {
        return new Rng(mix(nextLong() ^ 0x6A09E667F3BCC909L));
    }

    /** {@link #split()} without allocating: {@code target} continues exactly as the split generator would. */
    public void splitInto(Rng target) {
        target.state = mix(nextLong() ^ 0x6A09E667F3BCC909L);
    }

    /** Restarts this generator as {@code new Rng(seed)} would start. */
    public void reseed(long seed) {
        this.state = seed;
    }

    /** The next 64 random bits. */
    public long nextLong() {
        state += GOLDEN;
        return mix(state);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A uniform integer in {@code [0, bound)}; {@code bound} must be positive. */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        // Lemire's multiply-shift with rejection: unbiased and division-free in the common case.
        long m = (nextLong() >>> 32) * bound;
        long low = m & 0xFFFFFFFFL;
        if (low < bound) {
            long threshold = (0x100000000L - bound) % bound;
            while (low < threshold) {
                m = (nextLong() >>> 32) * bound;
                low = m & 0xFFFFFFFFL;
            }
        }
        return (int) (m >>> 32);
    }

    /** A uniform integer in {@code [from, to]} (both inclusive). */
    public int nextInt(int from, int to) {
        return from + nextInt(to - from + 1);
    }

    /** A uniform double in {@code [0, 1)}. */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** A fair coin. */
    public boolean nextBoolean() {
        return nextLong() < 0;
    }

    /** Shuffles {@code a[from..to)} uniformly (Fisher-Yates). */
    public void shuffle(int[] a, int from, int to) {
        for (int i = to - 1; i > from; i--) {
            int j = from + nextInt(i - from + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    /** Shuffles the whole array. */
    public void shuffle(int[] a) {
        shuffle(a, 0, a.length);
    }

    /** Shuffles a list uniformly. */
    public <T> void shuffle(java.util.List<T> list) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Rng r && r.state == state;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(state);
    }

    @Override
    public String toString() {
        return "Rng@" + Long.toHexString(state);
    }
}
