package io.agon.polis.model;

/** The four card colours; the ordinal is the deck index and cards are numbered by colour (16 each). */
public enum Colour {
    RED, GREEN, BLUE, YELLOW;

    private static final Colour[] VALUES = values();

    private final String label = name().toLowerCase(java.util.Locale.ROOT);

    /** The colour with ordinal {@code i}. */
    public static Colour of(int i) {
        return VALUES[i];
    }

    /** Lower-case English name, e.g. "red". */
    public String label() {
        return label;
    }
}
