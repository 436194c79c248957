package io.agon.architekton.model;

/** The two kinds of tile; each has its own pile, reserve and display row. */
public final class Kind {

    /** Landscape tiles (laid on cells with even x + y). */
    public static final int LANDSCAPE = 0;
    /** Building tiles (laid on cells with odd x + y). */
    public static final int BUILDING = 1;

    private Kind() {
    }

    /** "landscape" or "building". */
    public static String name(int kind) {
        return kind == LANDSCAPE ? "landscape" : "building";
    }

    /** The kind of tile a cell takes by the checkerboard rule (spec 2.2): even x + y landscape, odd building. */
    public static int ofCell(int x, int y) {
        return (x + y) & 1;
    }
}
