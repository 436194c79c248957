package io.agon.core.component;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * An unbounded square grid that stores an int value per occupied cell (e.g. a tile id with its rotation). Cells
 * are kept densely in insertion order (fast iteration and copy) with an open-addressing hash index (fast
 * look-up). Coordinates must fit in 16 bits each ({@code -32768..32767}). Removal moves the last cell into the
 * freed slot.
 *
 * <p>Directions: {@code x} grows east, {@code y} grows south. {@link #ORTHOGONAL} lists N, E, S, W and
 * {@link #DIAGONAL} lists NE, SE, SW, NW, each as {@code {dx, dy}}.
 */
public final class SparseGrid {

    /** Orthogonal neighbour offsets in the order N, E, S, W. */
    public static final int[][] ORTHOGONAL = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    /** Diagonal neighbour offsets in the order NE, SE, SW, NW. */
    public static final int[][] DIAGONAL = {{1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

    /** Dense entries in insertion order: the packed key ({@link #key}) of entry i at 2i, its value at 2i + 1. */
    private int[] cells;
    private int size;
    /** Open-addressing table of dense index + 1 (0 = free). Length is a power of two. */
    private int[] index;

    /** An empty grid with room for {@code capacity} cells before it grows. */
    public SparseGrid(int capacity) {
        int c = Math.max(4, capacity);
        cells = new int[2 * c];
        index = new int[Integer.highestOneBit(c * 2 - 1) << 1];
    }

    private SparseGrid(SparseGrid o) {
        cells = o.cells.clone();
        size = o.size;
        index = o.index.clone();
    }

    /** Packs a coordinate into one int key. */
    public static int key(int x, int y) {
        if (x < Short.MIN_VALUE || x > Short.MAX_VALUE || y < Short.MIN_VALUE || y > Short.MAX_VALUE) {
            throw new IllegalArgumentException("coordinate out of range: " + x + "," + y);
        }
        return (x << 16) | (y & 0xFFFF);
    }

    /** The x of a packed key. */
    public static int keyX(int key) {
        return key >> 16;
    }

    /** The y of a packed key. */
    public static int keyY(int key) {
        return (short) key;
    }

    private static int hash(int key) {
        int h = key * 0x9E3779B1;
        return h ^ (h >>> 15);
    }

    private int slotOf(int x, int y) {
        return slotOfKey(key(x, y));
    }

    /** The index slot holding packed key {@code k}, or {@code -1 - free slot} where it would go. */
    private int slotOfKey(int k) {
        int mask = index.length - 1;
        int i = hash(k) & mask;
        while (true) {
            int e = index[i];
            if (e == 0) {
                return -1 - i;
            }
            if (cells[2 * e - 2] == k) {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /** Number of occupied cells. */
    public int size() {
        return size;
    }

    /** True when no cell is occupied. */
    public boolean isEmpty() {
        return size == 0;
    }

    /** True when cell {@code (x, y)} is occupied. */
    public boolean contains(int x, int y) {
        return slotOf(x, y) >= 0;
    }

    /** The insertion index of the occupied cell {@code (x, y)} (see {@link #xAt}), or -1 when it is empty. */
    public int indexOf(int x, int y) {
        int s = slotOf(x, y);
        return s >= 0 ? index[s] - 1 : -1;
    }

    /** The value at {@code (x, y)}, or {@code absent} when the cell is empty. */
    public int get(int x, int y, int absent) {
        int s = slotOf(x, y);
        return s >= 0 ? cells[2 * index[s] - 1] : absent;
    }

    /** Sets the value at {@code (x, y)}, occupying the cell if it was empty. */
    public void put(int x, int y, int value) {
        int k = key(x, y);
        int s = slotOfKey(k);
        if (s >= 0) {
            cells[2 * index[s] - 1] = value;
            return;
        }
        if (2 * size == cells.length) {
            cells = Arrays.copyOf(cells, 4 * size);
        }
        cells[2 * size] = k;
        cells[2 * size + 1] = value;
        size++;
        if (size * 2 > index.length) {
            rehash(index.length * 2);
        } else {
            index[-1 - s] = size;
        }
    }

    /** Empties cell {@code (x, y)}; returns false when it was already empty. */
    public boolean remove(int x, int y) {
        int s = slotOf(x, y);
        if (s < 0) {
            return false;
        }
        int dense = index[s] - 1;
        size--;
        cells[2 * dense] = cells[2 * size];
        cells[2 * dense + 1] = cells[2 * size + 1];
        rehash(index.length);
        return true;
    }

    private void rehash(int length) {
        index = new int[length];
        int mask = length - 1;
        for (int d = 0; d < size; d++) {
            int i = hash(cells[2 * d]) & mask;
            while (index[i] != 0) {
                i = (i + 1) & mask;
            }
            index[i] = d + 1;
        }
    }

    /** The x of the {@code i}-th occupied cell (insertion order, {@code 0 <= i < size()}). */
    public int xAt(int i) {
        return keyX(cells[2 * i]);
    }

    /** The y of the {@code i}-th occupied cell. */
    public int yAt(int i) {
        return keyY(cells[2 * i]);
    }

    /** The value of the {@code i}-th occupied cell. */
    public int valueAt(int i) {
        return cells[2 * i + 1];
    }

    /** Number of occupied orthogonal neighbours of {@code (x, y)}. */
    public int orthogonalNeighbours(int x, int y) {
        int n = 0;
        for (int[] d : ORTHOGONAL) {
            if (contains(x + d[0], y + d[1])) {
                n++;
            }
        }
        return n;
    }

    /** Number of occupied diagonal neighbours of {@code (x, y)}. */
    public int diagonalNeighbours(int x, int y) {
        int n = 0;
        for (int[] d : DIAGONAL) {
            if (contains(x + d[0], y + d[1])) {
                n++;
            }
        }
        return n;
    }

    /**
     * The connected groups of occupied cells whose value passes {@code member}, as lists of packed keys.
     *
     * @param orthogonal cells sharing an edge are connected
     * @param diagonal   cells sharing only a corner are connected
     */
    public List<int[]> components(IntPredicate member, boolean orthogonal, boolean diagonal) {
        List<int[]> out = new ArrayList<>();
        boolean[] seen = new boolean[size];
        int[] queue = new int[size];
        for (int start = 0; start < size; start++) {
            if (seen[start] || !member.test(cells[2 * start + 1])) {
                continue;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            seen[start] = true;
            while (head < tail) {
                int c = queue[head++];
                if (orthogonal) {
                    tail = visit(c, ORTHOGONAL, member, seen, queue, tail);
                }
                if (diagonal) {
                    tail = visit(c, DIAGONAL, member, seen, queue, tail);
                }
            }
            int[] keys = new int[tail];
            for (int i = 0; i < tail; i++) {
                keys[i] = cells[2 * queue[i]];
            }
            out.add(keys);
        }
        return out;
    }

    private int visit(int c, int[][] dirs, IntPredicate member, boolean[] seen, int[] queue, int tail) {
        for (int[] d : dirs) {
            int s = slotOf(keyX(cells[2 * c]) + d[0], keyY(cells[2 * c]) + d[1]);
            if (s >= 0) {
                int n = index[s] - 1;
                if (!seen[n] && member.test(cells[2 * n + 1])) {
                    seen[n] = true;
                    queue[tail++] = n;
                }
            }
        }
        return tail;
    }

    /**
     * The size of the largest connected group (see {@link #components}); 0 when there is none. Allocates nothing
     * (games score with it at the end of every simulated game): it searches with work arrays kept per thread, so
     * {@code member} must not search a grid itself.
     */
    public int largestComponent(IntPredicate member, boolean orthogonal, boolean diagonal) {
        Work w = WORK.get();
        w.ensure(size);
        int[] seen = w.seen;
        int[] queue = w.queue;
        int mark = w.nextMark();
        int best = 0;
        for (int start = 0; start < size; start++) {
            if (seen[start] == mark || !member.test(cells[2 * start + 1])) {
                continue;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            seen[start] = mark;
            while (head < tail) {
                int c = queue[head++];
                if (orthogonal) {
                    tail = visit(c, ORTHOGONAL, member, seen, mark, queue, tail);
                }
                if (diagonal) {
                    tail = visit(c, DIAGONAL, member, seen, mark, queue, tail);
                }
            }
            best = Math.max(best, tail);
        }
        return best;
    }

    private int visit(int c, int[][] dirs, IntPredicate member, int[] seen, int mark, int[] queue, int tail) {
        for (int[] d : dirs) {
            int s = slotOf(keyX(cells[2 * c]) + d[0], keyY(cells[2 * c]) + d[1]);
            if (s >= 0) {
                int n = index[s] - 1;
                if (seen[n] != mark && member.test(cells[2 * n + 1])) {
                    seen[n] = mark;
                    queue[tail++] = n;
                }
            }
        }
        return tail;
    }

    /** Work arrays of {@link #largestComponent}: a cell is seen when its entry equals the search's mark. */
    private static final class Work {
        int[] seen = new int[64];
        int[] queue = new int[64];
        int mark;

        void ensure(int n) {
            if (seen.length < n) {
                seen = new int[Math.max(n, 2 * seen.length)];
                queue = new int[seen.length];
                mark = 0;
            }
        }

        int nextMark() {
            if (++mark == Integer.MAX_VALUE) {
                java.util.Arrays.fill(seen, 0);
                mark = 1;
            }
            return mark;
        }
    }

    private static final ThreadLocal<Work> WORK = ThreadLocal.withInitial(Work::new);

    /** An independent copy. */
    public SparseGrid copy() {
        return new SparseGrid(this);
    }

    /**
     * Makes this grid equal to {@code other}, with the same insertion order, reusing this grid's arrays when they
     * are large enough (the hash index when it has the same length).
     */
    public void copyFrom(SparseGrid other) {
        int n = other.size;
        if (cells.length < 2 * n) {
            cells = new int[other.cells.length];
        }
        System.arraycopy(other.cells, 0, cells, 0, 2 * n);
        if (index.length == other.index.length) {
            System.arraycopy(other.index, 0, index, 0, index.length);
        } else {
            index = other.index.clone();
        }
        size = n;
    }

    /** Grids are equal when they occupy the same cells with the same values, whatever the insertion order. */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SparseGrid g) || g.size != size) {
            return false;
        }
        for (int i = 0; i < size; i++) {
            int s = g.slotOfKey(cells[2 * i]);
            if (s < 0 || g.cells[2 * g.index[s] - 1] != cells[2 * i + 1]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 0;
        for (int i = 0; i < size; i++) {
            h += cells[2 * i] * 31 + cells[2 * i + 1];
        }
        return h;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("SparseGrid{");
        for (int i = 0; i < size; i++) {
            b.append('(').append(xAt(i)).append(',').append(yAt(i)).append(")=").append(valueAt(i));
            b.append(i + 1 < size ? " " : "");
        }
        return b.append('}').toString();
    }
}
