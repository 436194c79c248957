package io.agon.architekton.model;

import java.util.Arrays;

/**
 * The empty cells of one colour that touch the table orthogonally: exactly the cells where a tile of that kind
 * may be laid (spec 4.2 L2-L4). Each cell carries an int of what its neighbours offer (see {@link Board}), kept
 * up to date as tiles are laid, so legal placements are found without scanning the table.
 *
 * <p>Cells are kept in a small dense array in the order they were found (deterministic iteration). The
 * frontier is small (tens of cells), so finding a cell is a short linear search.
 */
public final class Frontier {

    private int[] keys;
    private int[] info;
    private int size;

    /** An empty frontier. */
    public Frontier(int capacity) {
        keys = new int[capacity];
        info = new int[capacity];
    }

    private Frontier(Frontier o) {
        keys = o.keys.clone();
        info = o.info.clone();
        size = o.size;
    }

    /** Number of cells. */
    public int size() {
        return size;
    }

    /** The packed cell key ({@code SparseGrid.key}) of the {@code i}-th cell. */
    public int keyAt(int i) {
        return keys[i];
    }

    /** What the neighbours of the {@code i}-th cell offer. */
    public int infoAt(int i) {
        return info[i];
    }

    /** Replaces the information of the {@code i}-th cell. */
    public void setInfo(int i, int value) {
        info[i] = value;
    }

    /** The position of the cell with {@code key}, or -1. */
    public int indexOf(int key) {
        for (int i = 0; i < size; i++) {
            if (keys[i] == key) {
                return i;
            }
        }
        return -1;
    }

    /** Adds a cell (which must not be present) and returns its position. */
    public int add(int key, int value) {
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            info = Arrays.copyOf(info, size * 2);
        }
        keys[size] = key;
        info[size] = value;
        return size++;
    }

    /** Removes the {@code i}-th cell; the last cell takes its place. */
    public void removeAt(int i) {
        size--;
        keys[i] = keys[size];
        info[i] = info[size];
        keys[size] = 0;
        info[size] = 0;
    }

    /** An independent copy. */
    public Frontier copy() {
        return new Frontier(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Frontier f && f.size == size && Arrays.equals(keys, 0, size, f.keys, 0, size)
                && Arrays.equals(info, 0, size, f.info, 0, size);
    }

    @Override
    public int hashCode() {
        int h = size;
        for (int i = 0; i < size; i++) {
            h = 31 * h + keys[i] * 17 + info[i];
        }
        return h;
    }
}
