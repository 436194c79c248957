package io.agon.polis.rules;

import io.agon.polis.rules.cards.Alexander;
import io.agon.polis.rules.cards.CardUse;
import io.agon.core.flow.Control;
import io.agon.core.EventSink;
import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.Colour;
import io.agon.polis.model.PolisState;
import io.agon.polis.rules.cards.Colony;
import io.agon.polis.rules.cards.Phidias;
import io.agon.polis.rules.cards.Temple;

/**
 * Moving cards between zones: the drawing procedure with end-game cards and the last-card rule (spec 5.1),
 * cards entering a city with their on-placement effects (spec 4.2 step 5, 7.14, 7.15, 7.19, D16), and cards
 * leaving a city (coin back, tucked cards to the box, Harbour lapses: spec 4.7 end, D23, D32, D40).
 * It also keeps track of who knows which hidden card (D2), which views and determinization rely on.
 */
public final class Cards implements CardUse.Moves {

    /** Bit mask of all seats' knowledge: used for cards that were seen face up by everyone. */
    private final Catalogue cat;

    /** Zone moves over {@code cat}'s cards. */
    public Cards(Catalogue cat) {
        this.cat = cat;
        this.use = new CardUse(cat, this);
    }

    /** What the card files share, over these zone moves. */
    private final CardUse use;

    /** What the card files share ({@code rules/cards/CardUse}), over these zone moves and the ability event. */
    CardUse use() {
        return use;
    }

    @Override
    public void tell(int p, String ability, String detail, EventSink ev) {
        ev.emit(new PolisEvent.AbilityUsed(p, ability, detail));
    }

    /** The catalogue. */
    public Catalogue catalogue() {
        return cat;
    }

    /** True when at least one deck is unblocked. */
    public static boolean anyUnblocked(PolisState s) {
        return !s.decks.allBlocked();
    }

    /** Sets exactly the seats in {@code seats} (bit mask) as knowing {@code card}. */
    static void setKnown(PolisState s, int card, int seats) {
        s.setKnown(card, seats);
    }

    /** Bit mask of every seat. */
    static int all(PolisState s) {
        return (1 << s.players) - 1;
    }

    /**
     * Draws the top card of unblocked deck {@code c} following spec 5.1 (the core-api {@code DeckRow} does the
     * procedure: an end-game card is revealed, the next card replaces it and the deck is blocked; then the
     * last-card rule, D7). Here only Polis' consequences: Lighthouse memory, revealed count, end trigger, event.
     * Returns the development card.
     */
    public int drawFrom(PolisState s, int c, EventSink ev) {
        s.egSeen &= ~(0x11111 << c);
        int card = s.decks.draw(c);
        if (s.decks.isBlocked(c)) {
            s.revealed++;
            if (s.revealed >= 2) {
                s.endTriggered = true;
            }
            if (ev.enabled()) {
                ev.emit(new PolisEvent.EndGameCardRevealed(Colour.of(c).label(), s.revealed));
            }
        }
        return card;
    }

    /** Draws from deck {@code c} into {@code p}'s hand. */
    public int drawToHand(PolisState s, int p, int c, String why, EventSink ev) {
        int card = drawFrom(s, c, ev);
        s.hand[p] |= 1L << card;
        setKnown(s, card, 1 << p);
        if (ev.enabled()) {
            ev.emit(new PolisEvent.CardDrawn(p, Colour.of(c).label(), why));
        }
        return card;
    }

    /** Moves hand card {@code card} of {@code p} to the box; only {@code p} knows which card it was. */
    public void handToBox(PolisState s, int p, int card) {
        s.hand[p] &= ~(1L << card);
        s.box |= 1L << card;
        setKnown(s, card, 1 << p);
    }

    /**
     * Lays {@code card} face up in {@code p}'s city and runs its on-placement effect (D16). {@code price} is
     * what {@code p} paid for it (for a COLONY, D18). {@code how} narrates the placement.
     */
    public void place(PolisState s, int p, int card, int price, String how, Control<PolisState> flow, EventSink ev) {
        s.city[p] |= 1L << card;
        s.placedAt[card] = ++s.placeCounter;
        setKnown(s, card, 0);
        if (ev.enabled()) {
            ev.emit(new PolisEvent.CardPlaced(p, cat.name(card), how));
        }
        Ability a = cat.design(card).ability();
        if (a == null) {
            return;
        }
        switch (a) {
            case TEMPLE -> {
                // Spec 7.19, D63: mandatory draw of the linked colour, if that deck is unblocked.
                int c = Temple.drawColour(cat, s, card);
                if (c >= 0) {
                    drawToHand(s, p, c, cat.name(card), ev);
                }
            }
            case COLONY -> {
                // Spec 7.14: optional; the owner decides when the red deck is open and he can pay again.
                Colony.onPlacement(s, p, price, flow);
            }
            case PHIDIAS -> Phidias.onPlacement(use, s, p, flow, ev);
            default -> {
            }
        }
    }

    /**
     * Removes {@code card} from {@code owner}'s city: its coin returns to the owner (D23), cards tucked under an
     * ALEXANDER go to the box (D32), a HARBOUR's target lapses (D40).
     */
    public void leaveCity(PolisState s, int owner, int card) {
        s.city[owner] &= ~(1L << card);
        if (s.coin[card] != 0) {
            s.coin[card] = 0;
            s.money[owner]++;
        }
        s.harbourTarget[card] = 0;
        Alexander.leftCity(cat, s, owner, card);
    }

    /** A city card destroyed in war or killed by an Assassin: face down on its owner's history pile, seen by all. */
    public void cityToHistory(PolisState s, int owner, int card) {
        leaveCity(s, owner, card);
        s.history[owner] |= 1L << card;
        setKnown(s, card, all(s));
    }

    /** Pays {@code amount} from the bank to {@code p}. */
    static void fromBank(PolisState s, int p, int amount) {
        io.agon.polis.rules.cards.CardUse.fromBank(s, p, amount);
    }

    /** Pays {@code amount} from {@code p} to the bank. */
    static void toBank(PolisState s, int p, int amount) {
        io.agon.polis.rules.cards.CardUse.toBank(s, p, amount);
    }

    /** Gives {@code p} point tokens from the bank (negative: pays tokens to the bank). */
    static void points(PolisState s, int p, int amount) {
        io.agon.polis.rules.cards.CardUse.points(s, p, amount);
    }
}
