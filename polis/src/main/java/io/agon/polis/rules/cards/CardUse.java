package io.agon.polis.rules.cards;

import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.polis.model.Ability;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.Colour;
import io.agon.polis.model.Frequency;
import io.agon.polis.model.PolisState;

/**
 * What the ability cards share (spec 7): whether a card with an ability may be used now (face up and not used up
 * within its frequency: once per turn slides back at the end of the turn, D58; once per game stays up, D31),
 * marking it used, the refusals every ability gives (no such card, used up, not a hand card), the bank, and the
 * event of an ability used. The cards know only the model; the zone moves and the events of the rules package
 * reach them through {@link Moves}, which {@code Cards} of the rules package implements.
 */
public final class CardUse {

    /** What a card effect needs from the rules package: zone moves and the event of an ability used. */
    public interface Moves {
        /** Puts {@code p}'s hand card {@code card} in the box (he knows it). */
        void handToBox(PolisState s, int p, int card);

        /** Sends {@code owner}'s face-up {@code card} to his history pile (everyone knows it). */
        void cityToHistory(PolisState s, int owner, int card);

        /** Emits "seat {@code p} used {@code ability}: {@code detail}" (only called when {@code ev} is enabled). */
        void tell(int p, String ability, String detail, EventSink ev);
    }

    private final Catalogue cat;
    private final Moves moves;

    /** The shared helpers over {@code cat}, with the rules package's {@code moves}. */
    public CardUse(Catalogue cat, Moves moves) {
        this.cat = cat;
        this.moves = moves;
    }

    /** The catalogue. */
    public Catalogue cat() {
        return cat;
    }

    /** The zone moves and events of the rules package. */
    public Moves moves() {
        return moves;
    }

    /** The cards with ability {@code a} that {@code p} may use now (face up and not used up). */
    public long usable(PolisState s, int p, Ability a) {
        long m = s.city[p] & cat.withAbility(a);
        if (m == 0) {
            return 0;
        }
        long ok = 0;
        while (m != 0) {
            int card = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            Frequency f = cat.design(card).frequency();
            long bit = 1L << card;
            if (f == Frequency.ONCE_PER_TURN && (s.usedTurn & bit) != 0) {
                continue;
            }
            if (f == Frequency.ONCE_PER_GAME && (s.usedGame & bit) != 0) {
                continue;
            }
            ok |= bit;
        }
        return ok;
    }

    /** Marks {@code card} used for its frequency (once per turn or once per game). */
    public void markUsed(PolisState s, int card) {
        Frequency f = cat.design(card).frequency();
        if (f == Frequency.ONCE_PER_GAME) {
            s.usedGame |= 1L << card;
        } else if (f == Frequency.ONCE_PER_TURN) {
            s.usedTurn |= 1L << card;
        }
    }

    /** The lowest card of mask {@code m}. */
    public static int first(long m) {
        return Long.numberOfTrailingZeros(m);
    }

    /** The first usable card with ability {@code a}, or the refusal: none face up, or all used up. */
    public int requireUsable(PolisState s, int p, Ability a, String name, String section) {
        long m = usable(s, p, a);
        if ((s.city[p] & cat.withAbility(a)) == 0) {
            throw illegal(section, name + " needs " + name
                    + " face up in your city (spec " + section + ")");
        }
        if (m == 0) {
            throw illegal(section, name + " was already used (" + cat.design(first(s.city[p]
                    & cat.withAbility(a))).frequency().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                    + ", spec " + section + ")");
        }
        return first(m);
    }

    /** Refuses a {@code card} that is not in {@code p}'s hand. */
    public static void requireHand(PolisState s, int p, int card, String name, String section) {
        requireCard(card);
        if ((s.hand[p] & (1L << card)) == 0) {
            throw illegal(section, name + " needs a card from your hand (spec " + section + ")");
        }
    }

    /** The refusal of rule {@code ruleId} with {@code message}. */
    public static IllegalActionException illegal(String ruleId, String message) {
        return new IllegalActionException(ruleId, message);
    }

    /** Checks that {@code card} (from an action) is a card id at all. */
    public static void requireCard(int card) {
        if (card < 0 || card >= Catalogue.CARDS) {
            throw illegal("11.1", "no card with id " + card + " (cards are 0-63, spec 11.1)");
        }
    }

    /** Checks that {@code seat} (from an action) is a seat of this game. */
    public static void requireSeat(PolisState s, int seat) {
        if (seat < 0 || seat >= s.players) {
            throw illegal("D59", "no seat P" + (seat + 1) + " in a " + s.players + "-player game (spec 1, D59)");
        }
    }

    /** Pays {@code amount} from the bank to {@code p}. */
    public static void fromBank(PolisState s, int p, int amount) {
        s.money[p] += amount;
        s.bankMoneyOut += amount;
    }

    /** Pays {@code amount} from {@code p} to the bank. */
    public static void toBank(PolisState s, int p, int amount) {
        s.money[p] -= amount;
        s.bankMoneyOut -= amount;
    }

    /** Gives {@code p} point tokens from the bank (negative: pays tokens to the bank). */
    public static void points(PolisState s, int p, int amount) {
        s.points[p] += amount;
        s.bankPointsOut += amount;
    }

    /** The colour word of {@code card} ("red"...). */
    public static String colourOf(int card) {
        return Colour.of(Catalogue.colourOf(card)).label();
    }

    /** The event of {@code ability} used by {@code p}, when anyone listens. */
    public void event(int p, String ability, String detail, EventSink ev) {
        if (ev.enabled()) {
            moves.tell(p, ability, detail, ev);
        }
    }

    /** "P2" for seat 1. */
    public static String seat(int p) {
        return "P" + (p + 1);
    }
}
