package io.agon.polis.rules.cards;

import io.agon.core.EventSink;
import io.agon.core.Words;
import io.agon.core.flow.Control;
import io.agon.core.IllegalActionException;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;

/**
 * PHIDIAS (spec 7.15, D19), everything the card changes in one place: when Phidias is placed, its owner boxes his
 * whole hand and draws as many cards, one at a time from decks of his choice ({@link Step.PhidiasDraw}); then
 * every other player, clockwise from the owner's left, boxes one hand card and draws one
 * ({@link Step.PhidiasDiscard}, then a draw of one). The placement ({@code Cards.place}) consults
 * {@link #onPlacement}; the two steps' rules ({@code PhidiasDrawRule}, {@code PhidiasDiscardRule}) consult the rest.
 */
public final class Phidias {

    /** The spec section of the card. */
    public static final String SECTION = "7.15";

    private Phidias() {
    }

    /** Phidias was placed by {@code owner}: he boxes his whole hand, then the draws and discards go on top. */
    public static void onPlacement(CardUse u, PolisState s, int owner, Control<PolisState> flow, EventSink ev) {
        long h = s.hand[owner];
        int k = Long.bitCount(h);
        while (h != 0) {
            int card = Long.numberOfTrailingZeros(h);
            h &= h - 1;
            u.moves().handToBox(s, owner, card);
        }
        if (ev.enabled()) {
            u.event(owner, "Phidias", "boxes " + Words.count(k, "hand card") + " and draws as many", ev);
        }
        afterBoxing(s, owner, k, flow);
    }

    /**
     * The owner has boxed his {@code boxed} hand cards: pushes the steps so that his draws run first, then the
     * others' discards clockwise from his left.
     */
    public static void afterBoxing(PolisState s, int owner, int boxed, Control<PolisState> flow) {
        for (int i = s.players - 1; i >= 1; i--) {
            flow.push(s, new Step.PhidiasDiscard((owner + i) % s.players));
        }
        if (boxed > 0) {
            flow.push(s, new Step.PhidiasDraw(owner, boxed));
        }
    }

    /** True when the drawing player still has a draw to make (and a deck is open: {@code anyDeck}). */
    public static boolean mustDraw(Step.PhidiasDraw d, boolean anyDeck) {
        return d.remaining() > 0 && anyDeck;
    }

    /** One draw made: the step counts down, or is over after the last draw. */
    public static void drew(PolisState s, Step.PhidiasDraw d, Control<PolisState> flow, EventSink ev) {
        if (d.remaining() > 1) {
            flow.replace(s, new Step.PhidiasDraw(d.player(), d.remaining() - 1));
        } else {
            flow.done(s, ev);
        }
    }

    /** True when the discarding player has a hand card to box (else the step is skipped). */
    public static boolean mustDiscard(PolisState s, Step.PhidiasDiscard d) {
        return s.hand[d.player()] != 0;
    }

    /** Refuses a discard of a card that is not in {@code p}'s hand. */
    public static void checkDiscard(PolisState s, int p, int card) {
        if (card < 0 || card >= Catalogue.CARDS) {
            throw new IllegalActionException("11.1", "no card with id " + card + " (cards are 0-63, spec 11.1)");
        }
        if ((s.hand[p] & (1L << card)) == 0) {
            throw new IllegalActionException(SECTION, "Phidias: you must box a card from your own hand (spec 7.15)");
        }
    }

    /** The discard is made: the discarding player now draws one card. */
    public static void discarded(PolisState s, int p, Control<PolisState> flow) {
        flow.replace(s, new Step.PhidiasDraw(p, 1));
    }
}
