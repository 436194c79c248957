package io.agon.core.flow;

/**
 * Turn-order helpers. Seats are {@code 0..players-1}; clockwise means increasing seat index, wrapping around.
 */
public final class TurnOrder {

    private TurnOrder() {
    }

    /** The next seat clockwise (the left neighbour). */
    public static int next(int seat, int players) {
        return seat + 1 == players ? 0 : seat + 1;
    }

    /** The previous seat (the right neighbour). */
    public static int previous(int seat, int players) {
        return seat == 0 ? players - 1 : seat - 1;
    }

    /** Every seat clockwise starting with {@code first}. */
    public static int[] clockwiseFrom(int first, int players) {
        int[] order = new int[players];
        for (int i = 0; i < players; i++) {
            order[i] = (first + i) % players;
        }
        return order;
    }

    /** Every seat except {@code seat}, clockwise starting with its left neighbour. */
    public static int[] othersClockwise(int seat, int players) {
        int[] order = new int[players - 1];
        for (int i = 1; i < players; i++) {
            order[i - 1] = (seat + i) % players;
        }
        return order;
    }

    /** Every seat counter-clockwise starting with {@code first}. */
    public static int[] counterClockwiseFrom(int first, int players) {
        int[] order = new int[players];
        for (int i = 0; i < players; i++) {
            order[i] = ((first - i) % players + players) % players;
        }
        return order;
    }

    /**
     * Seats ordered by a track value, ascending (e.g. a pass order or the round tile taken); ties keep the
     * earlier position in {@code tieOrder}.
     *
     * @param values   the track value of each seat
     * @param tieOrder seats in the order that breaks ties (must list every seat)
     */
    public static int[] byTrackAscending(int[] values, int[] tieOrder) {
        return byTrackAscending(values, tieOrder, new int[tieOrder.length]);
    }

    /**
     * {@link #byTrackAscending(int[], int[])} written into {@code out} (its first {@code tieOrder.length} entries;
     * {@code out} must not be {@code tieOrder}), without a new array; returns {@code out}.
     */
    public static int[] byTrackAscending(int[] values, int[] tieOrder, int[] out) {
        int n = tieOrder.length;
        System.arraycopy(tieOrder, 0, out, 0, n);
        // insertion sort: stable, tiny n
        for (int i = 1; i < n; i++) {
            int s = out[i];
            int j = i - 1;
            while (j >= 0 && values[out[j]] > values[s]) {
                out[j + 1] = out[j];
                j--;
            }
            out[j + 1] = s;
        }
        return out;
    }

    /** Seats ordered by a track value, descending; ties keep the earlier position in {@code tieOrder}. */
    public static int[] byTrackDescending(int[] values, int[] tieOrder) {
        int[] negated = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            negated[i] = -values[i];
        }
        return byTrackAscending(negated, tieOrder);
    }
}
