package io.agon.core.sim;

/**
 * Derives independent seeds from a base seed and indexes, so that every game of a run gets its seeds from
 * (base seed, game index) alone: which thread plays it, and when, never matters.
 */
public final class Seeds {

    private Seeds() {
    }

    /** A well-mixed seed for {@code index} under {@code base} (SplitMix64 finaliser of both). */
    public static long derive(long base, long index) {
        return mix(mix(base ^ 0x2545F4914F6CDD1DL) + 0x9E3779B97F4A7C15L * (index + 1));
    }

    /** {@link #derive(long, long)} applied twice, for two indexes (e.g. game and seat). */
    public static long derive(long base, long first, long second) {
        return derive(derive(base, first), second);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
