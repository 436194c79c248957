package io.agon.core.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Balanced seat orders, so that no agent and no seat is favoured by who sits where and next to whom.
 *
 * <p>{@link #orders(int)} gives the seat orders of a table of {@code k} entrants: order {@code o} seats the
 * table's entrant {@code o[s]} at seat {@code s}. Up to {@link #ALL_PERMUTATIONS} seats these are all {@code k!}
 * permutations, so every entrant sits in every seat, and before and after every other one, equally often. Beyond,
 * they are the rows of a balanced Latin square (Williams design: {@code k} rows for an even {@code k}, {@code 2k}
 * for an odd one): every entrant in every seat equally often, and every ordered pair of entrants in neighbouring
 * seats (seat {@code s} and {@code s + 1}) equally often.
 */
public final class Seatings {

    /** The most seats for which every permutation is played (5! = 120 orders). */
    public static final int ALL_PERMUTATIONS = 5;

    private Seatings() {
    }

    /** The balanced seat orders of a table of {@code k} entrants (see the class comment), in a fixed order. */
    public static List<int[]> orders(int k) {
        if (k < 1) {
            throw new IllegalArgumentException("a table needs at least one seat, not " + k);
        }
        List<int[]> out = new ArrayList<>();
        if (k <= ALL_PERMUTATIONS) {
            permutations(new int[k], new boolean[k], 0, out);
            return out;
        }
        int[] first = new int[k]; // 0, 1, k-1, 2, k-2, ...: every difference between neighbours occurs once
        for (int s = 1, low = 1, high = k - 1; s < k; s++) {
            first[s] = s % 2 == 1 ? low++ : high--;
        }
        for (int r = 0; r < k; r++) {
            int[] row = new int[k];
            for (int s = 0; s < k; s++) {
                row[s] = (first[s] + r) % k;
            }
            out.add(row);
        }
        if (k % 2 == 1) { // an odd square is balanced together with its rows reversed
            for (int r = 0; r < k; r++) {
                int[] row = out.get(r);
                int[] rev = new int[k];
                for (int s = 0; s < k; s++) {
                    rev[s] = row[k - 1 - s];
                }
                out.add(rev);
            }
        }
        return out;
    }

    /**
     * The seatings of {@code table} (entrant ids, one per seat, repeats allowed): the table in each of
     * {@link #orders(int)}. When every permutation is played, an order that seats repeated entrants as another
     * order already did is left out, so each distinct seating comes once.
     */
    public static List<int[]> of(int[] table) {
        int k = table.length;
        List<int[]> out = new ArrayList<>();
        Set<List<Integer>> seen = new LinkedHashSet<>();
        for (int[] o : orders(k)) {
            int[] seating = new int[k];
            for (int s = 0; s < k; s++) {
                seating[s] = table[o[s]];
            }
            if (k > ALL_PERMUTATIONS || seen.add(Arrays.stream(seating).boxed().toList())) {
                out.add(seating);
            }
        }
        return out;
    }

    private static void permutations(int[] current, boolean[] used, int depth, List<int[]> out) {
        if (depth == current.length) {
            out.add(current.clone());
            return;
        }
        for (int i = 0; i < current.length; i++) {
            if (!used[i]) {
                used[i] = true;
                current[depth] = i;
                permutations(current, used, depth + 1, out);
                used[i] = false;
            }
        }
    }
}
