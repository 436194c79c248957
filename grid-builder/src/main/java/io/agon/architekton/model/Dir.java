package io.agon.architekton.model;

/**
 * The four orthogonal directions of the spec (2.2): {@code N = (0,+1)}, {@code E = (+1,0)}, {@code S = (0,-1)},
 * {@code W = (-1,0)}, indexed 0..3 clockwise. Note that y grows towards the north here, as in the spec (the
 * core-api {@code SparseGrid} constants use the screen convention; this game uses its own table).
 */
public final class Dir {

    /** North, east, south and west. */
    public static final int N = 0, E = 1, S = 2, W = 3;
    /** x step of each direction. */
    public static final int[] DX = {0, 1, 0, -1};
    /** y step of each direction. */
    public static final int[] DY = {1, 0, -1, 0};

    private static final String[] NAMES = {"N", "E", "S", "W"};

    private Dir() {
    }

    /** The direction pointing the other way: {@code (d + 2) mod 4}. */
    public static int opposite(int d) {
        return (d + 2) & 3;
    }

    /** "N", "E", "S" or "W". */
    public static String name(int d) {
        return NAMES[d];
    }
}
