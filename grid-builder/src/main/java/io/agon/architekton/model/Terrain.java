package io.agon.architekton.model;

/** The four kinds of landscape (spec 2.1). A landscape tile shows one; a building asks for one on each edge. */
public enum Terrain {
    SEA('S'), MEADOW('M'), FOREST('F'), EARTH('E');

    private static final Terrain[] ALL = values();

    private final char letter;

    Terrain(char letter) {
        this.letter = letter;
    }

    /** The one-letter code used on the text board: S, M, F or E. */
    public char letter() {
        return letter;
    }

    /** The terrain with ordinal {@code i}. */
    public static Terrain of(int i) {
        return ALL[i];
    }
}
