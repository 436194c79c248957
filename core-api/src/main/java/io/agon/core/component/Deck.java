package io.agon.core.component;

import io.agon.core.Rng;
import java.util.Arrays;

/**
 * A face-down pile of int card ids. The top of the deck is the last element, so draw is O(1). A deck can be
 * marked <em>blocked</em> (e.g. Polis: its end-game card lies face up on it), after which the game refuses draws.
 */
public final class Deck {

    private int[] cards;
    private int size;
    private boolean blocked;

    /** An empty deck with room for {@code capacity} cards. */
    public Deck(int capacity) {
        cards = new int[Math.max(1, capacity)];
    }

    /** A deck holding {@code bottomToTop}, the last element on top. */
    public static Deck of(int... bottomToTop) {
        Deck d = new Deck(bottomToTop.length);
        System.arraycopy(bottomToTop, 0, d.cards, 0, bottomToTop.length);
        d.size = bottomToTop.length;
        return d;
    }

    /** Number of cards. */
    public int size() {
        return size;
    }

    /** True when no card is left. */
    public boolean isEmpty() {
        return size == 0;
    }

    /** True when the deck is blocked. */
    public boolean isBlocked() {
        return blocked;
    }

    /** Blocks or unblocks the deck. */
    public void setBlocked(boolean blocked) {
        this.blocked = blocked;
    }

    /** Removes and returns the top card. */
    public int draw() {
        if (size == 0) {
            throw new IllegalStateException("the deck is empty");
        }
        return cards[--size];
    }

    /** The top card without removing it. */
    public int peek() {
        return peek(0);
    }

    /** The card {@code depth} below the top (0 = top). */
    public int peek(int depth) {
        if (depth < 0 || depth >= size) {
            throw new IllegalStateException("no card at depth " + depth + " of " + size);
        }
        return cards[size - 1 - depth];
    }

    /** Puts {@code card} on top. */
    public void putOnTop(int card) {
        ensure(size + 1);
        cards[size++] = card;
    }

    /** Puts {@code card} at the bottom. */
    public void putAtBottom(int card) {
        ensure(size + 1);
        System.arraycopy(cards, 0, cards, 1, size);
        cards[0] = card;
        size++;
    }

    /** Removes and returns the bottom card. */
    public int drawBottom() {
        if (size == 0) {
            throw new IllegalStateException("the deck is empty");
        }
        int c = cards[0];
        System.arraycopy(cards, 1, cards, 0, --size);
        return c;
    }

    /** Removes the first occurrence of {@code card}; returns false when it is not in the deck. */
    public boolean remove(int card) {
        for (int i = 0; i < size; i++) {
            if (cards[i] == card) {
                System.arraycopy(cards, i + 1, cards, i, size - i - 1);
                size--;
                return true;
            }
        }
        return false;
    }

    /** True when {@code card} is in the deck. */
    public boolean contains(int card) {
        for (int i = 0; i < size; i++) {
            if (cards[i] == card) {
                return true;
            }
        }
        return false;
    }

    /** Shuffles the whole deck. */
    public void shuffle(Rng rng) {
        rng.shuffle(cards, 0, size);
    }

    /** Shuffles only the top {@code n} cards. */
    public void shuffleTop(int n, Rng rng) {
        rng.shuffle(cards, size - n, size);
    }

    /** Removes every card. */
    public void clear() {
        size = 0;
    }

    /** The cards, bottom first. */
    public int[] toArray() {
        return Arrays.copyOf(cards, size);
    }

    /** An independent copy. */
    public Deck copy() {
        Deck d = new Deck(0);
        d.cards = Arrays.copyOf(cards, Math.max(1, cards.length));
        d.size = size;
        d.blocked = blocked;
        return d;
    }

    /** Makes this deck equal to {@code other}, reusing its array when it is large enough. */
    public void copyFrom(Deck other) {
        if (cards.length < other.size) {
            cards = new int[other.cards.length];
        }
        System.arraycopy(other.cards, 0, cards, 0, other.size);
        size = other.size;
        blocked = other.blocked;
    }

    private void ensure(int capacity) {
        if (capacity > cards.length) {
            cards = Arrays.copyOf(cards, Math.max(capacity, cards.length * 2));
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Deck d && d.blocked == blocked && Arrays.equals(cards, 0, size, d.cards, 0, d.size);
    }

    @Override
    public int hashCode() {
        int h = blocked ? 1 : 0;
        for (int i = 0; i < size; i++) {
            h = 31 * h + cards[i];
        }
        return h;
    }

    @Override
    public String toString() {
        return "Deck" + Arrays.toString(toArray()) + (blocked ? " blocked" : "");
    }
}
