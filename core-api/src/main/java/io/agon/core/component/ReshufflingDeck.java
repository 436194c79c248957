package io.agon.core.component;

import io.agon.core.Rng;

/**
 * A face-down draw pile with a face-up discard pile that is shuffled into a new draw pile whenever a card must be
 * drawn from an empty one (e.g. Massilia's god cards). Cards are int ids; both piles are {@link Deck}s.
 */
public final class ReshufflingDeck {

    private final Deck drawPile;
    private final Deck discardPile;

    /** Empty piles with room for {@code capacity} cards each. */
    public ReshufflingDeck(int capacity) {
        this(new Deck(capacity), new Deck(capacity));
    }

    private ReshufflingDeck(Deck drawPile, Deck discardPile) {
        this.drawPile = drawPile;
        this.discardPile = discardPile;
    }

    /** The face-down draw pile (top = last). */
    public Deck drawPile() {
        return drawPile;
    }

    /** The face-up discard pile (top = last). */
    public Deck discardPile() {
        return discardPile;
    }

    /** True when a card can be drawn: the draw pile or the discard pile holds one. */
    public boolean canDraw() {
        return !drawPile.isEmpty() || !discardPile.isEmpty();
    }

    /**
     * Draws the top card. When the draw pile is empty, the discard pile is shuffled with {@code rng} into a new
     * draw pile first. Returns -1 when both piles are empty.
     */
    public int draw(Rng rng) {
        if (drawPile.isEmpty()) {
            if (discardPile.isEmpty()) {
                return -1;
            }
            while (!discardPile.isEmpty()) {
                drawPile.putOnTop(discardPile.draw());
            }
            drawPile.shuffle(rng);
        }
        return drawPile.draw();
    }

    /** Puts {@code card} face up on the discard pile. */
    public void discard(int card) {
        discardPile.putOnTop(card);
    }

    /** How many cards with id {@code card} lie on the discard pile. */
    public int discarded(int card) {
        int n = 0;
        for (int i = 0; i < discardPile.size(); i++) {
            if (discardPile.peek(i) == card) {
                n++;
            }
        }
        return n;
    }

    /** Cards in both piles. */
    public int size() {
        return drawPile.size() + discardPile.size();
    }

    /** An independent copy. */
    public ReshufflingDeck copy() {
        return new ReshufflingDeck(drawPile.copy(), discardPile.copy());
    }

    /** Makes both piles equal to {@code other}'s, reusing their arrays when they are large enough. */
    public void copyFrom(ReshufflingDeck other) {
        drawPile.copyFrom(other.drawPile);
        discardPile.copyFrom(other.discardPile);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ReshufflingDeck d && d.drawPile.equals(drawPile) && d.discardPile.equals(discardPile);
    }

    @Override
    public int hashCode() {
        return 31 * drawPile.hashCode() + discardPile.hashCode();
    }

    @Override
    public String toString() {
        return "ReshufflingDeck{draw=" + drawPile + ", discard=" + discardPile + "}";
    }
}
