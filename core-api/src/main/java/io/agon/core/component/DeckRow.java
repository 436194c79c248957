package io.agon.core.component;

import io.agon.core.Rng;
import java.util.Arrays;

/**
 * A fixed row of face-down decks of int card ids, with the common "blocking card" draw procedure: some cards
 * (ids at or above a threshold given at construction) end a deck rather than being drawn. Drawing one reveals
 * it, the deck becomes <em>blocked</em> (no more draws) and the card below is drawn instead; and when a draw
 * leaves a single face-down card that is a blocking card, it is revealed at once (the last-card rule), so a
 * deck never ends with nothing but its blocking card.
 *
 * <p>Everything lives in one flat int array (each deck's cards bottom first, then the sizes, then the blocked
 * flags as a bit mask), so {@link #copy()} is one array clone and {@link #equals}/{@link #hashCode} are value
 * based. Slots above a deck's size are kept at 0 so that two equal rows have equal arrays. Indexes passed to
 * the methods count from the bottom (0 = bottom card); depths count from the top (0 = top card).
 */
public final class DeckRow {

    private final int decks;
    private final int capacity;
    private final int blockingFrom;
    /** {@code [d*capacity ..)}: deck d bottom first; {@code [decks*capacity + d]}: size of d; last: blocked mask. */
    private final int[] data;

    /**
     * An empty row of {@code decks} decks (at most 31) holding up to {@code capacity} cards each, where every
     * card id {@code >= blockingFrom} is a blocking card.
     */
    public DeckRow(int decks, int capacity, int blockingFrom) {
        if (decks < 1 || decks > 31 || capacity < 1) {
            throw new IllegalArgumentException("need 1-31 decks and a positive capacity: " + decks + ", " + capacity);
        }
        this.decks = decks;
        this.capacity = capacity;
        this.blockingFrom = blockingFrom;
        this.data = new int[decks * capacity + decks + 1];
    }

    private DeckRow(DeckRow o) {
        decks = o.decks;
        capacity = o.capacity;
        blockingFrom = o.blockingFrom;
        data = o.data.clone();
    }

    /** An independent copy. */
    public DeckRow copy() {
        return new DeckRow(this);
    }

    /**
     * Makes this row equal to {@code other} without allocating.
     *
     * @throws IllegalArgumentException when the rows differ in decks, capacity or blocking cards
     */
    public void copyFrom(DeckRow other) {
        if (other.decks != decks || other.capacity != capacity || other.blockingFrom != blockingFrom) {
            throw new IllegalArgumentException("a deck row of another shape");
        }
        System.arraycopy(other.data, 0, data, 0, data.length);
    }

    /** Number of decks. */
    public int decks() {
        return decks;
    }

    /** Capacity of one deck. */
    public int capacity() {
        return capacity;
    }

    /** True when {@code card} is a blocking card. */
    public boolean isBlocking(int card) {
        return card >= blockingFrom;
    }

    /** Face-down cards in deck {@code d}. */
    public int size(int d) {
        return data[sizeAt(d)];
    }

    /** True when deck {@code d} is blocked. */
    public boolean isBlocked(int d) {
        return (blockedMask() & (1 << d)) != 0;
    }

    /** Bit d set when deck d is blocked. */
    public int blockedMask() {
        return data[data.length - 1];
    }

    /** Number of blocked decks. */
    public int blockedCount() {
        return Integer.bitCount(blockedMask());
    }

    /** True when every deck is blocked. */
    public boolean allBlocked() {
        return blockedMask() == (1 << decks) - 1;
    }

    /** Marks deck {@code d} blocked (its face-down cards stay). */
    public void block(int d) {
        check(d);
        data[data.length - 1] |= 1 << d;
    }

    /**
     * Draws from unblocked deck {@code d} with the blocking rule: a blocking card on top is revealed (removed,
     * the deck blocked) and the card below is drawn instead; then, if a single face-down card is left and it is
     * a blocking card, it is revealed too and the deck blocked (last-card rule). Returns the card drawn, or -1
     * when a revealed blocking card had no card below it. Whether this draw blocked the deck is
     * {@link #isBlocked(int)} afterwards.
     */
    public int draw(int d) {
        if (isBlocked(d)) {
            throw new IllegalStateException("deck " + d + " is blocked");
        }
        int card = pop(d);
        if (isBlocking(card)) {
            block(d);
            return size(d) == 0 ? -1 : pop(d);
        }
        if (size(d) == 1 && isBlocking(top(d))) {
            pop(d);
            block(d);
        }
        return card;
    }

    /** Removes and returns the top card of deck {@code d}, with no blocking rule (e.g. trimming at set-up). */
    public int pop(int d) {
        int n = size(d);
        if (n == 0) {
            throw new IllegalStateException("deck " + d + " is empty");
        }
        int i = d * capacity + n - 1;
        int card = data[i];
        data[i] = 0;
        data[sizeAt(d)] = n - 1;
        return card;
    }

    /** Puts {@code card} on top of deck {@code d} (e.g. putting a card back). */
    public void push(int d, int card) {
        int n = size(d);
        if (n == capacity) {
            throw new IllegalStateException("deck " + d + " is full");
        }
        data[d * capacity + n] = card;
        data[sizeAt(d)] = n + 1;
    }

    /** The top card of deck {@code d}. */
    public int top(int d) {
        return peek(d, 0);
    }

    /** The card {@code depth} below the top of deck {@code d} (0 = top). */
    public int peek(int d, int depth) {
        return card(d, size(d) - 1 - depth);
    }

    /** The card at {@code index} from the bottom of deck {@code d}. */
    public int card(int d, int index) {
        return data[slot(d, index)];
    }

    /** Replaces the card at {@code index} from the bottom of deck {@code d} (e.g. re-dealing hidden cards). */
    public void setCard(int d, int index, int card) {
        data[slot(d, index)] = card;
    }

    /** Removes the card at {@code index} from the bottom of deck {@code d}; the cards above move down. */
    public int removeAt(int d, int index) {
        int i = slot(d, index);
        int card = data[i];
        int n = size(d);
        int end = d * capacity + n;
        System.arraycopy(data, i + 1, data, i, end - i - 1);
        data[end - 1] = 0;
        data[sizeAt(d)] = n - 1;
        return card;
    }

    /** Makes deck {@code d} hold exactly {@code bottomToTop} (the last one on top). */
    public void setCards(int d, int... bottomToTop) {
        check(d);
        if (bottomToTop.length > capacity) {
            throw new IllegalArgumentException(bottomToTop.length + " cards exceed the capacity " + capacity);
        }
        int base = d * capacity;
        Arrays.fill(data, base, base + capacity, 0);
        System.arraycopy(bottomToTop, 0, data, base, bottomToTop.length);
        data[sizeAt(d)] = bottomToTop.length;
    }

    /** Shuffles the cards at indexes {@code [from, to)} from the bottom of deck {@code d} with {@code rng}. */
    public void shuffle(int d, int from, int to, Rng rng) {
        if (from < 0 || to > size(d) || from > to) {
            throw new IndexOutOfBoundsException("range [" + from + ", " + to + ") of a deck of " + size(d));
        }
        int base = d * capacity;
        rng.shuffle(data, base + from, base + to);
    }

    /** The cards of deck {@code d}, bottom first (a new array). */
    public int[] cards(int d) {
        int base = d * capacity;
        return Arrays.copyOfRange(data, base, base + size(d));
    }

    private int sizeAt(int d) {
        check(d);
        return decks * capacity + d;
    }

    private int slot(int d, int index) {
        if (index < 0 || index >= size(d)) {
            throw new IndexOutOfBoundsException("index " + index + " of deck " + d + " holding " + size(d));
        }
        return d * capacity + index;
    }

    private void check(int d) {
        if (d < 0 || d >= decks) {
            throw new IndexOutOfBoundsException("no deck " + d + " of " + decks);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DeckRow r && decks == r.decks && capacity == r.capacity
                && blockingFrom == r.blockingFrom && Arrays.equals(data, r.data);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(data) + blockingFrom;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("DeckRow[");
        for (int d = 0; d < decks; d++) {
            sb.append(d == 0 ? "" : ", ").append(Arrays.toString(cards(d))).append(isBlocked(d) ? " blocked" : "");
        }
        return sb.append(']').toString();
    }
}
