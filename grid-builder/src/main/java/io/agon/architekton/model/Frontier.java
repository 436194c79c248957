package io.agon.architekton.model;

import java.util.Arrays;

/**
 * The empty cells of one colour that touch the table orthogonally: exactly the cells where a tile of that kind
 * may be laid (spec 4.2 L2-L4). Each cell carries an int of what its neighbours offer (see {@link Board}), kept
 * up to date as tiles are laid, so legal placements are found without scanning the table.
 *
 * <p>Cells are kept in one small dense array, key and information side by side, in the order they were found
 * (deterministic iteration; one array makes a copy cheap). The frontier is small (tens of cells), so finding a
 * cell is a short linear search.
 */
public final class Frontier {

    private int[] cells; // cells[2i] = packed key of cell i, cells[2i + 1] = its information
    private int size;

    /** An empty frontier. */
    public Frontier(int capacity) {
        cells = new int[2 * capacity];
    }

    private Frontier(Frontier o) {
        cells = o.cells.clone();
        size = o.size;
    }

    /** Number of cells. */
    public int size() {
        return size;
    }

    /** The packed cell key ({@code SparseGrid.key}) of the {@code i}-th cell. */
    public int keyAt(int i) {
        return cells[2 * i];
    }

    /** What the neighbours of the {@code i}-th cell offer. */
    public int infoAt(int i) {
        return cells[2 * i + 1];
    }

    /** Replaces the information of the {@code i}-th cell. */
    public void setInfo(int i, int value) {
        cells[2 * i + 1] = value;
    }

    /** The position of the cell with {@code key}, or -1. */
    public int indexOf(int key) {
        for (int i = 0; i < size; i++) {
            if (cells[2 * i] == key) {
                return i;
            }
        }
        return -1;
    }

    /** Adds a cell (which must not be present) and returns its position. */
    public int add(int key, int value) {
        if (2 * size == cells.length) {
            cells = Arrays.copyOf(cells, cells.length * 2);
        }
        cells[2 * size] = key;
        cells[2 * size + 1] = value;
        return size++;
    }

    /** Removes the {@code i}-th cell; the last cell takes its place. */
    public void removeAt(int i) {
        size--;
        cells[2 * i] = cells[2 * size];
        cells[2 * i + 1] = cells[2 * size + 1];
        cells[2 * size] = 0;
        cells[2 * size + 1] = 0;
    }

    /** An independent copy. */
    public Frontier copy() {
        return new Frontier(this);
    }

    /**
     * Makes this frontier equal to {@code other}, reusing its array when it is large enough (slots past the cells
     * stay 0, as in a copy).
     */
    public void copyFrom(Frontier other) {
        int n = 2 * other.size;
        if (cells.length < n) {
            cells = new int[other.cells.length];
        }
        System.arraycopy(other.cells, 0, cells, 0, n);
        if (2 * size > n) {
            Arrays.fill(cells, n, 2 * size, 0);
        }
        size = other.size;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Frontier f && f.size == size && Arrays.equals(cells, 0, 2 * size, f.cells, 0, 2 * size);
    }

    @Override
    public int hashCode() {
        int h = size;
        for (int i = 0; i < size; i++) {
            h = 31 * h + cells[2 * i] * 17 + cells[2 * i + 1];
        }
        return h;
    }
}
