package io.agon.core.component;

import io.agon.core.Rng;
import java.util.Arrays;

/**
 * A pool of dice, each with a colour (an int id the game defines) and a face. Rolling draws from the state's
 * generator. Dice are kept in a compact array; removing a die moves the last one into its place.
 */
public final class DicePool {

    private final int sides;
    private int[] colours;
    private int[] faces;
    private int size;

    /** An empty pool of {@code sides}-sided dice. */
    public DicePool(int sides, int capacity) {
        if (sides < 2) {
            throw new IllegalArgumentException("a die has at least 2 sides");
        }
        this.sides = sides;
        this.colours = new int[Math.max(1, capacity)];
        this.faces = new int[Math.max(1, capacity)];
    }

    /** Rolls one die: a face in {@code 1..sides}. */
    public static int roll(Rng rng, int sides) {
        return 1 + rng.nextInt(sides);
    }

    /** Number of sides of each die. */
    public int sides() {
        return sides;
    }

    /** Number of dice in the pool. */
    public int size() {
        return size;
    }

    /** Adds a die of {@code colour} showing {@code face}; returns its index. */
    public int add(int colour, int face) {
        if (face < 1 || face > sides) {
            throw new IllegalArgumentException("face " + face + " is not on a d" + sides);
        }
        if (size == colours.length) {
            colours = Arrays.copyOf(colours, size * 2);
            faces = Arrays.copyOf(faces, size * 2);
        }
        colours[size] = colour;
        faces[size] = face;
        return size++;
    }

    /** Adds a die of {@code colour} and rolls it; returns its index. */
    public int addRolled(int colour, Rng rng) {
        return add(colour, roll(rng, sides));
    }

    /** Re-rolls every die. */
    public void rollAll(Rng rng) {
        for (int i = 0; i < size; i++) {
            faces[i] = roll(rng, sides);
        }
    }

    /** Colour of die {@code i}. */
    public int colour(int i) {
        check(i);
        return colours[i];
    }

    /** Face of die {@code i}. */
    public int face(int i) {
        check(i);
        return faces[i];
    }

    /** Sets the face of die {@code i}. */
    public void setFace(int i, int face) {
        check(i);
        if (face < 1 || face > sides) {
            throw new IllegalArgumentException("face " + face + " is not on a d" + sides);
        }
        faces[i] = face;
    }

    /** Removes die {@code i}; the last die takes its index. */
    public void remove(int i) {
        check(i);
        size--;
        colours[i] = colours[size];
        faces[i] = faces[size];
    }

    /** Index of the first die of {@code colour} showing {@code face}, or -1. */
    public int find(int colour, int face) {
        for (int i = 0; i < size; i++) {
            if (colours[i] == colour && faces[i] == face) {
                return i;
            }
        }
        return -1;
    }

    /** How many dice of {@code colour} are in the pool. */
    public int count(int colour) {
        int c = 0;
        for (int i = 0; i < size; i++) {
            if (colours[i] == colour) {
                c++;
            }
        }
        return c;
    }

    /** Removes every die. */
    public void clear() {
        size = 0;
    }

    /** An independent copy. */
    public DicePool copy() {
        DicePool d = new DicePool(sides, colours.length);
        System.arraycopy(colours, 0, d.colours, 0, size);
        System.arraycopy(faces, 0, d.faces, 0, size);
        d.size = size;
        return d;
    }

    /**
     * Makes this pool equal to {@code other}, reusing its arrays when they are large enough.
     *
     * @throws IllegalArgumentException when the dice have another number of sides
     */
    public void copyFrom(DicePool other) {
        if (other.sides != sides) {
            throw new IllegalArgumentException("dice of another number of sides");
        }
        if (colours.length < other.size) {
            colours = new int[other.colours.length];
            faces = new int[other.faces.length];
        }
        System.arraycopy(other.colours, 0, colours, 0, other.size);
        System.arraycopy(other.faces, 0, faces, 0, other.size);
        size = other.size;
    }

    private void check(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("no die " + i + " in a pool of " + size);
        }
    }

    /** Pools are equal when they hold the same dice in the same order. */
    @Override
    public boolean equals(Object o) {
        return o instanceof DicePool d && d.sides == sides && Arrays.equals(colours, 0, size, d.colours, 0, d.size)
                && Arrays.equals(faces, 0, size, d.faces, 0, d.size);
    }

    @Override
    public int hashCode() {
        int h = sides;
        for (int i = 0; i < size; i++) {
            h = 31 * (31 * h + colours[i]) + faces[i];
        }
        return h;
    }
}
