package io.agon.core.component;

import java.util.Arrays;

/**
 * A track with one marker per player (a score track, a pass-order track). Values are ints; the track may be a
 * ring of {@code length} fields, in which case {@link #advance} wraps around.
 */
public final class Track {

    private final int length;
    private final int[] values;

    /**
     * @param players number of markers
     * @param length  number of fields for a ring track, or 0 for an unbounded (linear) track
     */
    public Track(int players, int length) {
        this.length = length;
        this.values = new int[players];
    }

    private Track(int length, int[] values) {
        this.length = length;
        this.values = values;
    }

    /** The value of {@code player}'s marker. */
    public int get(int player) {
        return values[player];
    }

    /** Sets {@code player}'s marker. */
    public void set(int player, int value) {
        values[player] = value;
    }

    /** Moves {@code player}'s marker by {@code steps}, wrapping on a ring; returns the new value. */
    public int advance(int player, int steps) {
        int v = values[player] + steps;
        if (length > 0) {
            v = Math.floorMod(v, length);
        }
        values[player] = v;
        return v;
    }

    /** Number of markers. */
    public int players() {
        return values.length;
    }

    /** Ring length, or 0 for a linear track. */
    public int length() {
        return length;
    }

    /** The field {@code steps} ahead of {@code field} on this ring (or plain addition on a linear track). */
    public int fieldAhead(int field, int steps) {
        return length > 0 ? Math.floorMod(field + steps, length) : field + steps;
    }

    /** Seats ordered by marker value, highest first; ties keep seat order. */
    public int[] orderDescending() {
        int[] seats = new int[values.length];
        for (int i = 0; i < seats.length; i++) {
            seats[i] = i;
        }
        return io.agon.core.flow.TurnOrder.byTrackDescending(values, seats);
    }

    /** An independent copy. */
    public Track copy() {
        return new Track(length, values.clone());
    }

    /**
     * Makes this track equal to {@code other} without allocating.
     *
     * @throws IllegalArgumentException when the two differ in length or number of markers
     */
    public void copyFrom(Track other) {
        if (other.length != length || other.values.length != values.length) {
            throw new IllegalArgumentException("a track of another shape");
        }
        System.arraycopy(other.values, 0, values, 0, values.length);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Track t && t.length == length && Arrays.equals(values, t.values);
    }

    @Override
    public int hashCode() {
        return 31 * length + Arrays.hashCode(values);
    }
}
