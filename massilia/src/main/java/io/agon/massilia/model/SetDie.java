package io.agon.massilia.model;

/**
 * One die of a die set being declared (spec 5.0), packed in an int: where it comes from, its native colour and
 * pips, its effective colour, whether it was recoloured, and its net pip delta.
 */
public final class SetDie {

    private SetDie() {
    }

    /** A fresh die: from the own personal supply or the temple, unmodified. */
    public static int of(boolean fromSupply, int colour, int pips) {
        return (fromSupply ? 1 : 0) | colour << 1 | pips << 3 | colour << 6 | 5 << 9;
    }

    /** True when the die comes from the player's personal supply. */
    public static boolean fromSupply(int d) {
        return (d & 1) != 0;
    }

    /** Native colour. */
    public static int colour(int d) {
        return (d >>> 1) & 3;
    }

    /** Rolled pips. */
    public static int pips(int d) {
        return (d >>> 3) & 7;
    }

    /** Effective colour. */
    public static int effColour(int d) {
        return (d >>> 6) & 3;
    }

    /** True when recoloured. */
    public static boolean recoloured(int d) {
        return (d & 256) != 0;
    }

    /** Net pip delta. */
    public static int delta(int d) {
        return ((d >>> 9) & 15) - 5;
    }

    /** The die index of its native colour and rolled pips. */
    public static int code(int d) {
        return Ids.die(colour(d), pips(d));
    }

    /** The die recoloured to {@code colour}. */
    public static int withColour(int d, int colour) {
        return (d & ~(3 << 6)) | colour << 6 | 256;
    }

    /** The die with net delta {@code delta}. */
    public static int withDelta(int d, int delta) {
        return (d & ~(15 << 9)) | (delta + 5) << 9;
    }

    /** Final value: pips plus delta with the 6 to 1 wrap (spec 5.0). */
    public static int value(int d) {
        return wrap(pips(d), delta(d));
    }

    /** {@code pips} changed by {@code delta} with the 1..6 wrap. */
    public static int wrap(int pips, int delta) {
        return Math.floorMod(pips - 1 + delta, 6) + 1;
    }
}
